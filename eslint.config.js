import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const FEATURES = fs.readdirSync('src/features');

/**
 * Features do not reach into each other: another feature is imported only through its public file (its index.ts),
 * as bulletproof-react's zones have it.
 */
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
  message: 'Import another feature only through its index.ts.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'coverage',
      'data',
      'playwright-report',
      'test-results',
      'src/api/generated.ts',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Front end: lib -> api -> features -> app, never back.
            {
              target: './src/lib',
              from: ['./src/api', './src/store', './src/features', './src/app'],
              message: 'src/lib is the bottom layer: it imports nothing of the app.',
            },
            {
              target: './src/api',
              from: ['./src/store', './src/features', './src/app'],
              message: 'The API slice does not know the screens.',
            },
            { target: './src/features', from: './src/app', message: 'Features do not import the app shell.' },
            ...featureZones,
            // Server: routes (modules) -> services (search, google, contracts, reminders, analysis) -> database, never back.
            {
              target: [
                './server/search',
                './server/google',
                './server/contracts',
                './server/reminders',
                './server/analysis',
                './server/db',
              ],
              from: ['./server/modules', './server/plugins', './server/app.ts'],
              message: 'Services and the database never import the HTTP layer.',
            },
            {
              target: './server/analysis',
              from: ['./server/db', './server/search', './server/google', './server/contracts'],
              message: 'The analysis engine is pure: text in, fields out.',
            },
            {
              target: './server/lib',
              from: ['./server/modules', './server/plugins', './server/search', './server/google', './server/db'],
              message: 'server/lib is the bottom layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'demo/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    // The front end never imports server code; the mock backend may (the message catalogues it answers with).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The browser app must not import server code.' }] },
      ],
    },
  },
  {
    // The product's code does not depend on the fake Google; its tests do.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/fake-google/**'], message: 'Only tests use the fake Google.' }] },
      ],
    },
  },
  {
    files: ['src/test/**', '**/*.test.{ts,tsx}'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: [
      'server/**/*.ts',
      'fake-google/**/*.ts',
      'hardening/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      'e2e/**/*.ts',
      'demo/e2e/**/*.ts',
      '*.config.{ts,js}',
    ],
    rules: { 'no-console': 'off' },
  },
);
