import { defineConfig } from 'vitest/config';

// `npm run test:hardening` (short versions, in CI) and `npm run soak` (SOAK=1: the long versions). Kept out of
// `npm test`: these suites attack the whole product and print figures.
export default defineConfig({
  test: {
    name: 'hardening',
    environment: 'node',
    include: ['hardening/**/*.hardening.ts'],
    testTimeout: 15 * 60_000,
    hookTimeout: 5 * 60_000,
    // Suites measure memory and latency: one at a time, so they do not disturb each other's figures.
    fileParallelism: false,
  },
});
