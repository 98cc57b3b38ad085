// Issue 39, A5: under heavy load the database was up but slow, and registrations were told the portal was
// "unavailable… restarting". Here the database is made slow for real (a transaction holds a lock the rate limits
// need, so every connection of the pool waits) and registrations are sent over HTTP to the serving process
// (lib/http/app-server.ts) with the real route: those that get no connection in time are told the portal is busy,
// with Retry-After, and nothing is noted as an outage.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownDatabase } from '../helpers/own-database';
import { freshIPv4, serveRoutes } from '../helpers/http-server';
import { databaseFailedRecently, PORTAL_BUSY } from '@/lib/platform/db/unavailable';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';

const database = ownDatabase('busy'); // the lock below would stall every other file sharing the run's database
beforeAll(() => database.create());
afterAll(() => database.drop());

describe('issue 39, A5: a slow database is not an outage', () => {
  it('tells registrations that wait too long for a connection that the portal is busy, never that it is restarting', async () => {
    const { send } = await serveRoutes({ '/api/v1/create-intern': createIntern as Parameters<typeof serveRoutes>[0][string] });
    const form = { headers: { 'content-type': 'multipart/form-data; boundary=B' }, body: '--B--\r\n' };
    expect((await send({ path: '/api/v1/create-intern', ip: freshIPv4(), ...form })).status).toBe(400); // up and answering
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE rate_limits IN ACCESS EXCLUSIVE MODE'); // every rate-limit query now waits
    try {
      const answers = Array.from({ length: 6 }, () => send({ path: '/api/v1/create-intern', ip: freshIPv4(), ...form }));
      const first = await Promise.race(answers); // those that found no free connection in time
      expect(`${first.status} ${first.headers['retry-after']}`).toBe('503 30');
      expect(first.json()).toEqual({ success: false, code: PORTAL_BUSY.code, message: PORTAL_BUSY.message });
      expect(databaseFailedRecently()).toBe(false); // pages are not told of an outage either
      await locker.query('COMMIT');
      const all = await Promise.all(answers);
      for (const a of all) expect(a.text).not.toMatch(/unavailable|restarting/i);
      expect(all.filter((a) => a.status === 503).length).toBeGreaterThanOrEqual(1);
    } finally {
      await locker.end();
    }
  });
});
