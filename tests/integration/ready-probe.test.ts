// Issue 39, C9 (the rest): an anonymous /api/ready says up or down and does not even count the mail backlog; only
// the holder of METRICS_TOKEN makes it read the outbox. Proved with the outbox locked by another session: a probe
// that read it would wait on the lock, and PostgreSQL would list it waiting.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';

const TOKEN = 'r'.repeat(20) + 'eady-token-0123456789';
process.env.METRICS_TOKEN = TOKEN;
afterAll(() => { delete process.env.METRICS_TOKEN; });

/** The backlog count (lib/mail/backlog.ts) waiting for a lock on mail_outbox. Only its SELECT: other test files
 * queue mail into the same database at the same time, and their INSERTs wait on the lock too. */
async function waitingOnOutbox(client: pg.Client) {
  const { rows } = await client.query<{ query: string }>(
    `SELECT query FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND wait_event_type = 'Lock'
        AND query ILIKE '%FROM mail_outbox WHERE sent_at IS NULL%' AND query NOT ILIKE '%INSERT%'`);
  return rows.map((r) => r.query);
}

describe('GET /api/ready', () => {
  it('answers an anonymous probe without reading the mail queue, and the token holder with its backlog', async () => {
    const { GET } = await import('@/app/api/ready/route');
    const locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await Promise.all([locker.connect(), watcher.connect()]);
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE mail_outbox IN ACCESS EXCLUSIVE MODE');
      for (let i = 0; i < 3; i++) {
        (globalThis as { readyAnswers?: Map<string, unknown> }).readyAnswers?.clear(); // each probe asks afresh
        const res = await GET(new Request('http://localhost/api/ready'));
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ status: 'ready' });
      }
      expect(await waitingOnOutbox(watcher)).toEqual([]);

      // The token holder's probe does read it: it waits on the lock (and gives up on the count, not the answer).
      const detailed = GET(new Request('http://localhost/api/ready', { headers: { authorization: `Bearer ${TOKEN}` } }));
      await expect.poll(() => waitingOnOutbox(watcher), { timeout: 60_000 }).toHaveLength(1); // a hang limit
      const res = await detailed;
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ready', checks: { database: { ok: true }, documents: { ok: true }, mail: null } });
      await locker.query('ROLLBACK');
      (globalThis as { readyAnswers?: Map<string, unknown> }).readyAnswers?.clear();
      const unlocked = await GET(new Request('http://localhost/api/ready', { headers: { authorization: `Bearer ${TOKEN}` } }));
      expect(await unlocked.json()).toMatchObject({ checks: { mail: { unsent: expect.any(Number), oldestUnsentSeconds: expect.any(Number) } } });
    } finally {
      await locker.query('ROLLBACK').catch(() => {});
      await Promise.all([locker.end(), watcher.end()]);
    }
  });
});
