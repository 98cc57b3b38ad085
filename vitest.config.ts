import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // 'server-only' throws outside React Server Components; tests import server modules directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/setup/empty-module.ts'),
      // Server components read their page's language from next/root-params, which only Next's compiler provides.
      'next/root-params': path.resolve(import.meta.dirname, 'tests/setup/root-params.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/setup/global-database.ts', 'tests/setup/global-s3.ts'],
    setupFiles: ['tests/setup/test-env.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Limits for a hang, not for speed: a test asserts behaviour, and timing belongs in `npm run bench`. A busy
    // 2-core machine (load 6 to 30) stretched tests past 30 s that take 3 s when quiet; a file needing longer
    // still says so beside its test.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
