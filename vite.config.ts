import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { demoPlugin } from './demo/vite-demo-plugin.ts';

const SIDE_EFFECT_FREE_PACKAGES = /node_modules\/@rc-component\/(?:form|async-validator|trigger)\//;

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3001';

export default defineConfig(({ mode }) => {
  // `--mode demo`: the app on its in-browser mock server, built to run from any static host (relative paths).
  const demo = mode === 'demo';
  return {
    plugins: [react(), ...(demo ? [demoPlugin()] : [])],
    base: demo ? './' : '/',
    server: demo ? { port: 3000 } : { port: 3000, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
    build: {
      outDir: demo ? 'dist-demo' : 'dist',
      sourcemap: true,
      // The demo's backend chunk holds the whole analysis engine with its fitted models (about 600 kB of weights),
      // loaded once when the demo starts; the product's own chunks stay far below the product's limit.
      chunkSizeWarningLimit: demo ? 1500 : 1200,
      rolldownOptions: {
        // These packages do not declare `sideEffects: false`, so every module of theirs that a screen reaches is
        // kept whole: antd's input reaches @rc-component/form's index (for its provider context) and so drags the
        // form engine and its validator onto the sign-in page; the config provider does the same with the
        // trigger. Their modules only define components and helpers; nothing runs on import.
        treeshake: { moduleSideEffects: [{ test: SIDE_EFFECT_FREE_PACKAGES, sideEffects: false }] },
      },
    },
    test: {
      // Vitest runs one worker fewer than the machine has cores: one on the 2-core CI machines, where the second core
      // then idles while tests wait on databases, servers and timers. Two there halve nothing CPU-bound but take the
      // server project from about 250 to 175 s and the web project's components run beside it.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            environment: 'jsdom',
            environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
            include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
            setupFiles: ['src/test/setup.ts'],
            testTimeout: 15_000,
          },
        },
        {
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
