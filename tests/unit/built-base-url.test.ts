// `npm start` warns when the build wrote its canonical links for another address than the one it serves under.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILT_BASE_FILE, builtBaseMismatch } from '@/lib/platform/config/built-base-url';

let dir = '';
const cwd = process.cwd();
beforeEach(() => { dir = mkdtempSync(path.join(os.tmpdir(), 'built-base-')); mkdirSync(path.dirname(path.join(dir, BUILT_BASE_FILE)), { recursive: true }); process.chdir(dir); });
afterEach(() => { process.chdir(cwd); rmSync(dir, { recursive: true, force: true }); });

describe('builtBaseMismatch', () => {
  it('is quiet when the build used the served address (a trailing slash aside), or when nothing is known', () => {
    expect(builtBaseMismatch('https://portal.example.org')).toBeNull(); // no record: a build from before this check
    writeFileSync(BUILT_BASE_FILE, 'https://portal.example.org/\n');
    expect(builtBaseMismatch('https://portal.example.org')).toBeNull();
    expect(builtBaseMismatch(undefined)).toBeNull();
  });

  it('names both addresses when they differ, and a build without one', () => {
    writeFileSync(BUILT_BASE_FILE, 'https://staging.example.org');
    expect(builtBaseMismatch('https://portal.example.org')).toContain('use https://staging.example.org, but PUBLIC_BASE_URL is https://portal.example.org');
    writeFileSync(BUILT_BASE_FILE, '');
    expect(builtBaseMismatch('https://portal.example.org')).toContain("use the organisation's address");
  });
});
