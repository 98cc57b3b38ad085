// What the server starts beside itself (instrumentation.ts), each by its own setting: the retention schedule by
// RETENTION_INTERVAL_MINUTES, the reviewers' daily digest by STAFF_DIGEST. The digest once started only when
// retention ran (RETENTION_INTERVAL_MINUTES > 0): turning one off must not turn off the other.
import { afterEach, describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => ({ retention: [] as number[], digest: 0 }));
vi.mock('@/lib/retention/schedule', () => ({ startRetentionSchedule: (minutes: number) => started.retention.push(minutes) }));
vi.mock('@/lib/staff/digest', () => ({ startDigestSchedule: () => { started.digest++; } }));
vi.mock('@/lib/mail/start-in-app', () => ({ startMailWorkerInApp: async () => null }));
vi.mock('@/lib/public-forms/newsletter', () => ({ NEWSLETTER_TASKS: {} }));
vi.mock('@/lib/events/reminders', () => ({ EVENT_TASKS: {}, EVENT_REMINDER_CRONTAB: '' }));
vi.mock('@/lib/accounts/password-hash', () => ({ startPasswordWorkers: () => {} }));

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  started.retention.length = 0;
  started.digest = 0;
  vi.resetModules();
});

async function startWith(e: Record<string, string | undefined>) {
  process.env = { ...saved, NEXT_RUNTIME: 'nodejs', NEXT_PHASE: undefined, ...e } as NodeJS.ProcessEnv;
  started.retention.length = 0;
  started.digest = 0;
  vi.resetModules();
  await (await import('@/instrumentation')).register();
  return { retention: [...started.retention], digest: started.digest };
}

describe('start-up schedules', () => {
  it('starts the digest with retention off, and neither decides for the other', async () => {
    expect(await startWith({ RETENTION_INTERVAL_MINUTES: '0', STAFF_DIGEST: undefined })).toEqual({ retention: [0], digest: 1 });
    expect(await startWith({ RETENTION_INTERVAL_MINUTES: '60', STAFF_DIGEST: 'off' })).toEqual({ retention: [60], digest: 0 });
    expect(await startWith({ RETENTION_INTERVAL_MINUTES: '0', STAFF_DIGEST: 'on' })).toEqual({ retention: [0], digest: 1 });
  });

  it('refuses a STAFF_DIGEST that is neither on nor off, naming it', async () => {
    await expect(startWith({ STAFF_DIGEST: 'yes' })).rejects.toThrow('STAFF_DIGEST: STAFF_DIGEST must be "on" or "off"');
  });
});
