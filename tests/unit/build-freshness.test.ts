// `npm start` rebuilds a local build older than the code (scripts/serve.ts): the check names the newest input, and
// says nothing for a build newer than every input or for no build at all.
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newerThanBuild } from '@/lib/platform/build/build-freshness';

function project() {
  const root = mkdtempSync(path.join(tmpdir(), 'build-freshness-'));
  for (const dir of ['app/events', 'lib/events', '.next', 'node_modules/x']) mkdirSync(path.join(root, dir), { recursive: true });
  const at = (file: string, minutesAgo: number) => {
    writeFileSync(path.join(root, file), 'x');
    const when = new Date(Date.now() - minutesAgo * 60_000);
    utimesSync(path.join(root, file), when, when);
  };
  return { root, at };
}

describe('is the build older than the code', () => {
  it('names the newest input changed after the build', () => {
    const { root, at } = project();
    at('app/events/page.tsx', 60);
    at('.next/BUILD_ID', 30);
    at('lib/events/register.ts', 10);
    at('lib/events/older.ts', 20);
    expect(newerThanBuild('.next', root)).toBe(path.join('lib', 'events', 'register.ts'));
  });

  it('says nothing when the build is newer than every input, whatever changed outside them', () => {
    const { root, at } = project();
    at('app/events/page.tsx', 60);
    at('.next/BUILD_ID', 30);
    at('node_modules/x/index.js', 1);
    at('README.md', 1);
    expect(newerThanBuild('.next', root)).toBeNull();
  });

  it('says nothing without a build (the caller builds one)', () => {
    const { root, at } = project();
    at('app/events/page.tsx', 60);
    expect(newerThanBuild('.next', root)).toBeNull();
  });
});
