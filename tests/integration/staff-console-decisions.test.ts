// The admin script and the staff console decide through the same functions: both are run against spies in
// place of lib/people/review.ts and lib/institutions/review.ts, and must call them with the same arguments.
// (What those functions do, with their mail and audit rows, is tested in admin-people and admin-institutions.)
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: unknown[][] = [];
const spy = (name: string) => vi.fn(async (...args: unknown[]) => { calls.push([name, ...args]); return { id: 7, applicationId: 'INT-2026-00007', name: 'Priya Gogoi' }; });

vi.mock('@/lib/people/review', async (original) => ({
  ...(await original<object>()),
  approveApplicant: spy('approveApplicant'), rejectApplicant: spy('rejectApplicant'), revokeCard: spy('revokeCard'),
}));
vi.mock('@/lib/institutions/review', async (original) => ({
  ...(await original<object>()),
  approveInstitution: spy('approveInstitution'), rejectInstitution: spy('rejectInstitution'),
}));

const { runAdmin } = await import('@/scripts/admin/run');
const { interns, members } = await import('@/scripts/admin/people');
const { institutions } = await import('@/scripts/admin/institutions');
const { decideApplication } = await import('@/lib/staff/decisions');

const script = async (...argv: string[]) => {
  calls.length = 0;
  expect(await runAdmin([...argv, '--by', 'rina@example.org'], [interns, members, institutions], { out: () => {}, err: (t) => { throw new Error(t); } })).toBe(0);
  return [...calls];
};
const consoleDecides = async (...args: Parameters<typeof decideApplication>) => {
  calls.length = 0;
  await decideApplication(...args);
  return [...calls];
};

describe('the admin script and the console decide through the same functions', () => {
  beforeEach(() => { calls.length = 0; });

  it.each([
    [['interns', 'approve', '7'], ['intern', 7, 'approve'], ['approveApplicant', 'intern', 7, 'rina@example.org']],
    [['members', 'reject', '7', '--reason', 'photo unreadable'], ['member', 7, 'reject', 'photo unreadable'], ['rejectApplicant', 'member', 7, 'rina@example.org', 'photo unreadable']],
    [['interns', 'revoke', '7', '--reason', 'left'], ['intern', 7, 'revoke', 'left'], ['revokeCard', 'intern', 7, 'rina@example.org', 'left']],
    [['institutions', 'approve', '7'], ['institution', 7, 'approve'], ['approveInstitution', 7, 'rina@example.org']],
    [['institutions', 'reject', '7', '--reason', 'no seal'], ['institution', 7, 'reject', 'no seal'], ['rejectInstitution', 7, 'rina@example.org', 'no seal']],
  ] as const)('%j', async (argv, [kind, id, decision, reason], expected) => {
    const fromScript = await script(...argv);
    const fromConsole = await consoleDecides(kind, id, decision, 'rina@example.org', reason);
    expect(fromScript).toEqual([expected]);
    expect(fromConsole).toEqual([expected]);
  });

  it('the console refuses a rejection without a reason before calling anything', async () => {
    await expect(consoleDecides('intern', 7, 'reject', 'rina@example.org', '  ')).rejects.toThrow('Give a reason');
    expect(calls).toEqual([]);
  });
});
