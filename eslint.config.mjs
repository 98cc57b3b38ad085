import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'lib/generated/**', '.data/**', 'screenshots/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'bench/baseline/.next/**', 'bench/baseline/app/**'],
  },
];

export default config;
