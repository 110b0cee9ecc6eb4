import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // CommonJS modules (the cache handler Next requires at run time, and what it shares) import with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores(['.next*/**', 'node_modules/**', 'scripts/bench/lighthouse-cli/node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', '.demo-assets/**', 'coverage/**']),
]);
