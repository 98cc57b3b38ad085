// `npm test`: every check, each one run whatever happened to the one before, and a failure at the end if any
// failed. Chained with &&, a failed unit test meant the browser tests never ran, and one timing-sensitive test
// hid every other result. One line per step at the end says what failed and how long each took.
import { spawnSync } from 'node:child_process';

const STEPS = ['typecheck', 'lint', 'knip', 'test:unit', 'test:e2e'] as const;

const results: { step: string; ok: boolean; seconds: number }[] = [];
for (const step of STEPS) {
  console.log(`\n▸ npm run ${step}`);
  const started = performance.now();
  const run = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  results.push({ step, ok: run.status === 0, seconds: Math.round((performance.now() - started) / 1000) });
}

console.log('\n▸ npm test');
for (const r of results) console.log(`  ${r.ok ? 'passed' : 'FAILED'}  ${r.step.padEnd(9)} ${r.seconds} s`);
const failed = results.filter((r) => !r.ok).map((r) => r.step);
if (failed.length) {
  console.error(`\n${failed.length} of ${STEPS.length} steps failed: ${failed.join(', ')}`);
  process.exit(1);
}
