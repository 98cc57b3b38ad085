// The README's rate-limit table is the list in lib/limits.ts, row for row; and the per-target limits stay
// strict while the per-address ones leave room for a college lab of 100 students.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeDuration, describeWindow, LIMITS, type Limit } from '@/lib/limits';

const readmeRow = (key: string, l: Limit) =>
  `| \`${key}\` | ${l.per} | ${l.counts} | ${l.points} per ${describeWindow(l.windowSeconds)} | ${l.blockSeconds ? describeDuration(l.blockSeconds) : 'until the window ends'} |`;

describe('lib/limits.ts', () => {
  it('is what the README table says', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const rows = readme.split('\n').filter((line) => /^\| `\w+` \| (mobile number|email|referral code|account|account and address|address) \|/.test(line));
    expect(rows).toEqual(Object.entries(LIMITS).map(([key, l]) => readmeRow(key, l)));
  });

  it('gives every limiter its own counter', () => {
    const names = Object.values(LIMITS).map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps per-target limits strict and per-address limits above a 100-student lab', () => {
    const lab = 100;
    const values: Limit[] = Object.values(LIMITS);
    // The staff notices' cap refuses nothing (more messages fold into one notice), so it need not leave room for a lab.
    const refusesNothing: string[] = [LIMITS.staffNoticesPerAddress.name];
    for (const l of values.filter((x) => x.per === 'address' && x.name !== LIMITS.institutionsPerAddress.name && !refusesNothing.includes(x.name))) {
      expect(l.points, l.name).toBeGreaterThanOrEqual(lab);
    }
    expect(LIMITS.loginFailuresPerNumber.points).toBeLessThanOrEqual(5);
    expect(LIMITS.publicFormsPerEmail.points).toBeLessThanOrEqual(5);
    expect(LIMITS.passwordChecksPerAccount.points).toBeLessThanOrEqual(5);
    expect(LIMITS.resetLinksPerNumber.points).toBeLessThanOrEqual(3);
  });
});
