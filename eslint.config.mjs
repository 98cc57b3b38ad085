import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import layers from './eslint/layers.mjs';

const config = [
  ...next,
  ...nextTs,
  {
    // Browser-side schemas take zod from lib/kernel/zod.ts, which turns off its eval-based JIT (CSP).
    // lib/platform and lib/http never reach the browser.
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['lib/kernel/zod.ts', 'lib/platform/**', 'lib/http/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import { z } from '@/lib/kernel/zod' (no eval under our CSP)." }] }],
    },
  },
  {
    // The layers (eslint/layers.mjs says which).
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { layers },
    rules: { 'layers/direction': 'error', 'layers/client-no-server': 'error' },
  },
  {
    ignores: ['.next/**', 'node_modules/**', 'lib/generated/**', '.data/**', 'screenshots/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'bench/baseline/.next/**', 'bench/baseline/app/**'],
  },
];

export default config;
