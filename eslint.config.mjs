import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  {
    // Browser-side schemas take zod from lib/kernel/zod.ts, which turns off its eval-based JIT (CSP).
    files: ['app/**', 'components/**', 'lib/validation/**'],
    ignores: ['lib/kernel/zod.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import { z } from '@/lib/kernel/zod' (no eval under our CSP)." }] }],
    },
  },
  {
    ignores: ['.next/**', 'node_modules/**', 'lib/generated/**', '.data/**', 'screenshots/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'bench/baseline/.next/**', 'bench/baseline/app/**'],
  },
];

export default config;
