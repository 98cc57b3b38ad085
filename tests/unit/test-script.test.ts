// `npm test` runs every step whatever the one before did, and fails at the end naming what failed: a failing unit
// test must not keep the browser tests from running (they used to be chained with &&). Proved on the real script
// with a stand-in `npm` first on the PATH that records each step and fails the ones it is told to.
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const bin = mkdtempSync(path.join(os.tmpdir(), 'fake-npm-'));
const log = path.join(bin, 'steps.log');
writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\necho "$2" >> "${log}"\ncase " $FAIL " in *" $2 "*) exit 1;; esac\n`);
chmodSync(path.join(bin, 'npm'), 0o755);
afterAll(() => rmSync(bin, { recursive: true, force: true }));

async function npmTest(fail: string[]) {
  rmSync(log, { force: true });
  const run = promisify(execFile)(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/test.ts'], {
    cwd: ROOT, env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, FAIL: fail.join(' ') },
  });
  const outcome = await run.then((r) => ({ code: 0, ...r }), (e: { code: number; stdout: string; stderr: string }) => e);
  return { code: outcome.code, stderr: outcome.stderr, steps: readFileSync(log, 'utf8').trim().split('\n') };
}

describe('npm test', () => {
  it('is scripts/test.ts', () => {
    expect(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.test).toBe('tsx scripts/test.ts');
  });

  it('runs the browser tests after the unit tests failed, then fails naming the failed steps', async () => {
    const { code, stderr, steps } = await npmTest(['typecheck', 'test:unit']);
    expect(steps).toEqual(['typecheck', 'lint', 'knip', 'test:unit', 'test:e2e']);
    expect(code).toBe(1);
    expect(stderr).toContain('2 of 5 steps failed: typecheck, test:unit');
  });

  it('passes when every step passed', async () => {
    const { code, steps } = await npmTest([]);
    expect(steps).toHaveLength(5);
    expect(code).toBe(0);
  });
});
