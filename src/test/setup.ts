import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { mockServer } from '../../mocks/node';
import { resetMockState } from '../../mocks/state';
import { setViewportWidth } from './viewport';

// Screens are loaded lazily, and a file's first test transforms them (antd included) on the way: on a busy 2-core
// machine that takes longer than the default second of findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

// antd reads media queries (Grid.useBreakpoint); jsdom has none, so they are answered from a settable width.
setViewportWidth(1280);

// antd measures scroll bars through getComputedStyle with a pseudo-element, which jsdom does not implement.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  resetMockState();
  localStorage.clear();
  sessionStorage.clear();
  setViewportWidth(1280);
  vi.restoreAllMocks();
});
afterAll(() => mockServer.close());

// antd observes element sizes; jsdom has no layout, so nothing ever resizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
