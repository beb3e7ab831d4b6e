import type { CSSProperties, ReactNode } from 'react';
import { PRODUCT_NAME, TAGLINE } from '../../lib/constants';

// Plain elements coloured by the theme's CSS variables rather than antd's Card and Typography: those two pull in
// tabs, skeletons, tooltips and the text editor, and this frame is the first thing a new visitor downloads.
const page: CSSProperties = {
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '100vh',
  padding: 16,
  boxSizing: 'border-box',
};
const card: CSSProperties = {
  width: '100%',
  maxWidth: 420,
  padding: 24,
  boxSizing: 'border-box',
  background: 'var(--ant-color-bg-container, #fff)',
  border: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
  borderRadius: 'var(--ant-border-radius-lg, 8px)',
  fontFamily: 'var(--ant-font-family)',
};
const header: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  marginBottom: 24,
};
const heading: CSSProperties = { margin: 0, fontWeight: 600, lineHeight: 1.35, color: 'var(--ant-color-text)' };

/** The frame shared by the sign-in and sign-up screens. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main style={page}>
      <section style={card} aria-label={title}>
        <header style={header}>
          <h1 style={{ ...heading, fontSize: 24, color: 'var(--ant-color-primary)' }}>{PRODUCT_NAME}</h1>
          <span style={{ color: 'var(--ant-color-text-secondary)', fontSize: 14 }}>{TAGLINE}</span>
          <h2 style={{ ...heading, fontSize: 20, marginTop: 16 }}>{title}</h2>
        </header>
        {children}
      </section>
    </main>
  );
}
