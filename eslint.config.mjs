import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import layers from './eslint/layers.mjs';
import untranslated from './eslint/untranslated.mjs';

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
    // Assamese and Hindi pages keep their language on every link (docs/decisions/017): a plain <a href="/about">
    // would take an Assamese visitor to the English page. Links go through components/i18n/locale-link or
    // localePath(locale, '/about'). The staff console is English only.
    files: ['app/[[]locale]/**', 'components/**'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "JSXOpeningElement[name.name='a'] > JSXAttribute[name.name='href'] > Literal[value=/^[/](?!documents[/]|images[/])/]",
        message: "A site path on a plain <a> loses the page's language: use Link from '@/components/i18n/locale-link' or href={localePath(locale, '/...')}.",
      }],
    },
  },
  {
    // Every page under /as and /hi is translated: English written straight into its JSX fails the lint
    // (eslint/untranslated.mjs, tested in tests/unit/language-lint.test.ts). The staff console is English only.
    files: ['app/[[]locale]/**', 'app/global-not-found.tsx', 'components/**'],
    plugins: { i18n: untranslated },
    rules: { 'i18n/untranslated': 'error' },
  },
  {
    ignores: ['.next/**', '.next-e2e/**', 'node_modules/**', 'lib/generated/**', '.data/**', 'screenshots/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'bench/baseline/.next/**', 'bench/baseline/app/**'],
  },
];

export default config;
