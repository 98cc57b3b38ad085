// The admin script and the staff console decide through one function: both are run against a spy in place of
// lib/review/decide.ts's `decide`, and each must call it once, directly, with the same arguments (the console
// through its real server action, signed in as a reviewer). What `decide` itself does, with its mail and audit
// rows, is tested in admin-people, admin-institutions and staff-care; its refusal of a missing reason here.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '@/lib/kernel/text';

const calls: unknown[][] = [];
const REVIEWER = 'rina@example.org';

vi.mock('@/lib/review/decide', async (original) => ({
  ...(await original<object>()),
  decide: vi.fn(async (...args: unknown[]) => { calls.push(args); return { id: 7, applicationId: 'INT-2026-00007', name: 'Priya Gogoi', status: 'approved' }; }),
}));
// The console's own checks, which need a browser's request and session, stand aside: this test is about what follows them.
vi.mock('@/lib/staff/guard', async (original) => ({
  ...(await original<object>()),
  requireStaffAction: vi.fn(async () => ({ staff: { email: REVIEWER, role: 'reviewer' } })),
}));
vi.mock('@/lib/staff/queue', async (original) => ({ ...(await original<object>()), possibleDuplicates: vi.fn(async () => new Set<number>()) }));
vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), redirect: vi.fn() }));

const { runAdmin } = await import('@/scripts/admin/run');
const { interns, members } = await import('@/scripts/admin/people');
const { institutions } = await import('@/scripts/admin/institutions');
const consoleAction = await import('@/app/staff/queue/actions');
const real = await vi.importActual<typeof import('@/lib/review/decide')>('@/lib/review/decide');
const { testDb } = await import('../helpers/db');

const script = async (...argv: string[]) => {
  calls.length = 0;
  expect(await runAdmin([...argv, '--by', REVIEWER], [interns, members, institutions], { out: () => {}, err: (t) => { throw new Error(t); } })).toBe(0);
  return [...calls];
};
const consoleDecides = async (kind: 'intern' | 'member' | 'institution', id: number, decision: 'approve' | 'reject' | 'revoke', reason?: string) => {
  calls.length = 0;
  const form = new FormData();
  if (reason !== undefined) form.set('reason', reason);
  expect(await consoleAction.decide(kind, id, decision, null, form)).toBeUndefined(); // no refusal: it redirected
  return [...calls];
};

describe('the admin script and the console decide through the one decide', () => {
  beforeEach(() => { calls.length = 0; });

  it.each([
    [['interns', 'approve', '7'], ['intern', 7, 'approve'], ['intern', 7, 'approve', { staff: REVIEWER }]],
    [['members', 'reject', '7', '--reason', 'photo unreadable'], ['member', 7, 'reject', 'photo unreadable'], ['member', 7, 'reject', { staff: REVIEWER, reason: 'photo unreadable' }]],
    [['interns', 'revoke', '7', '--reason', 'left'], ['intern', 7, 'revoke', 'left'], ['intern', 7, 'revoke', { staff: REVIEWER, reason: 'left' }]],
    [['institutions', 'approve', '7'], ['institution', 7, 'approve'], ['institution', 7, 'approve', { staff: REVIEWER }]],
    [['institutions', 'reject', '7', '--reason', 'no seal'], ['institution', 7, 'reject', 'no seal'], ['institution', 7, 'reject', { staff: REVIEWER, reason: 'no seal' }]],
  ] as const)('%j', async (argv, [kind, id, decision, reason], expected) => {
    const fromScript = await script(...argv);
    const fromConsole = await consoleDecides(kind, id, decision, reason);
    expect(fromScript).toEqual([expected]);
    expect(fromConsole).toEqual([expected]);
  });

  it('refuses a rejection or revocation without a reason, in one message, before touching the database', async () => {
    // Counted for the ids used here only: other test files write audit rows into the same database meanwhile.
    const audited = () => testDb().staffAction.count({ where: { entityId: 999_999 } });
    const before = await audited();
    for (const reason of [undefined, '', '  \n ']) {
      for (const decision of ['reject', 'revoke'] as const) {
        await expect(real.decide('intern', 999_999, decision, { staff: REVIEWER, reason })).rejects.toMatchObject({
          message: real.REVIEW_MESSAGES.reason_required, fields: { reason: real.REVIEW_MESSAGES.reason_required },
        });
      }
    }
    // A reason with an escape or text-direction code is refused the same way (it would reach mails and exports).
    for (const reason of ['photo\u001b[31m unreadable', 'left\u202Egnp.exe']) {
      await expect(real.decide('intern', 999_999, 'reject', { staff: REVIEWER, reason })).rejects.toMatchObject({
        message: CONTROL_CHARACTERS_MESSAGE, fields: { reason: CONTROL_CHARACTERS_MESSAGE },
      });
    }
    // With a reason, the same call reaches the database and is refused there: the id does not exist.
    await expect(real.decide('intern', 999_999, 'reject', { staff: REVIEWER, reason: 'unreadable' })).rejects.toThrow('No intern with id 999999.');
    await expect(real.decide('institution', 999_999, 'revoke', { staff: REVIEWER, reason: 'left' })).rejects.toThrow(real.REVIEW_MESSAGES.decision_not_allowed);
    expect(await audited()).toBe(before);
  });
});
