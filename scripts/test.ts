// `npm test`: every check, each one run whatever happened to the one before, and a failure at the end if any
// failed. Chained with &&, a failed unit test meant the browser tests never ran, and one timing-sensitive test
// hid every other result. One line per step at the end says what failed and how long each took, and under it the
// failing tests' own lines: CI shows only the end of a long log, and a red run must say which test was red.
import { spawn } from 'node:child_process';

const STEPS = ['typecheck', 'lint', 'knip', 'test:unit', 'test:e2e'] as const;
const FAILURE_LINES = 60;

// Lines that name a failure in tsc, eslint, knip, vitest and playwright output.
const FAILURE = /\berror\b|FAIL|✗|×|✘|AssertionError|Expected|Received|Timeout|\d+\) \[|^\s+at .*tests\//;
const stripColour = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');

function run(step: string): Promise<{ ok: boolean; failures: string[] }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { stdio: ['inherit', 'pipe', 'pipe'] });
    const failures: string[] = [];
    let rest = '';
    const take = (chunk: Buffer, out: NodeJS.WriteStream) => {
      out.write(chunk);
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines.map(stripColour)) if (FAILURE.test(line) && failures.length < FAILURE_LINES) failures.push(line.trimEnd());
    };
    child.stdout.on('data', (c: Buffer) => take(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => take(c, process.stderr));
    child.on('close', (code) => resolve({ ok: code === 0, failures }));
  });
}

const results: { step: string; ok: boolean; seconds: number; failures: string[] }[] = [];
for (const step of STEPS) {
  console.log(`\n▸ npm run ${step}`);
  const started = performance.now();
  const { ok, failures } = await run(step);
  results.push({ step, ok, seconds: Math.round((performance.now() - started) / 1000), failures });
}

console.log('\n▸ npm test');
for (const r of results) console.log(`  ${r.ok ? 'passed' : 'FAILED'}  ${r.step.padEnd(9)} ${r.seconds} s`);
const failed = results.filter((r) => !r.ok);
for (const r of failed) {
  console.error(`\n▸ what ${r.step} said of its failures (first ${FAILURE_LINES} such lines):`);
  console.error(r.failures.length ? r.failures.join('\n') : '  (no line matched; see the step\'s output above)');
}
if (failed.length) {
  console.error(`\n${failed.length} of ${STEPS.length} steps failed: ${failed.map((r) => r.step).join(', ')}`);
  process.exit(1);
}
