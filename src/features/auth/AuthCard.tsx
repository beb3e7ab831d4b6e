import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { PRODUCT_NAME, TAGLINE } from '../../lib/constants';

/** The frame shared by the sign-in and sign-up screens. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
          <Typography.Title level={3} style={{ margin: 0, color: 'var(--ant-color-primary)' }}>
            {PRODUCT_NAME}
          </Typography.Title>
          <Typography.Text type="secondary">{TAGLINE}</Typography.Text>
          <Typography.Title level={4} style={{ marginTop: 16, marginBottom: 0 }}>
            {title}
          </Typography.Title>
        </Flex>
        {children}
      </Card>
    </Flex>
  );
}
