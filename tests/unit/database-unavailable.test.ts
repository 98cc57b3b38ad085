// Which failures are "the database is down" (answered 503, try again) and which are not (a bug or a refused
// write stays a 500 or its own status): the outage handling must never hide a real error behind a 503.
import { describe, expect, it } from 'vitest';
import { databaseFailedRecently, isDatabaseBusy, isDatabaseUnavailable, noteDatabaseError } from '@/lib/platform/db/unavailable';

const dbPort = Number(new URL(process.env.DATABASE_URL!).port || 5432);
const refused = (port: number) => Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:${port}`), { code: 'ECONNREFUSED', port });
const wrapped = (cause: unknown) => Object.assign(new Error('Invalid `db.applicant.findMany()` invocation'), { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a stopped, restarting or unreachable server, however deeply wrapped', () => {
    expect(isDatabaseUnavailable(wrapped(refused(dbPort)))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(wrapped(new Error('Connection terminated unexpectedly'))))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused(dbPort)]))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Transaction already closed: A rollback cannot be executed on a committed transaction.'), { code: 'P2028' }))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('Unique constraint failed on the fields: (`mobile_no`)'), { code: 'P2002' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(false);
    // A socket error elsewhere: the bucket, or a client that hung up mid-upload.
    expect(isDatabaseUnavailable(wrapped(refused(dbPort + 1)))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('S3 down'), { $metadata: {}, cause: refused(dbPort) }))).toBe(false);
    // A transaction that ran out of time is a slow query, not an outage.
    expect(isDatabaseUnavailable(Object.assign(new Error('Transaction already closed: A commit cannot be executed on an expired transaction. The timeout for this transaction was 5000 ms'), { code: 'P2028' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('busy or down: every failure is one or the other, never both (issue 39, A5)', () => {
  const busy = [
    new Error('timeout exceeded when trying to connect'),
    new Error('Connection terminated due to connection timeout'),
    wrapped(new Error('Connection terminated due to connection timeout')),
    Object.assign(new Error('Timed out fetching a new connection from the connection pool.'), { code: 'P2024' }),
    wrapped(Object.assign(new Error('Timed out fetching a new connection from the connection pool.'), { code: 'P2024' })),
  ];
  const down = [
    wrapped(refused(dbPort)),
    new Error('Connection terminated unexpectedly'),
    Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
    new Error("Can't reach database server at `127.0.0.1:5432`"),
  ];

  it('calls a wait for a connection that ran out busy, and only busy', () => {
    for (const e of busy) expect([isDatabaseBusy(e), isDatabaseUnavailable(e)], String(e.message)).toEqual([true, false]);
  });

  it('calls a stopped or restarting server down, and only down', () => {
    for (const e of down) expect([isDatabaseBusy(e), isDatabaseUnavailable(e)], String(e.message)).toEqual([false, true]);
  });

  it('notes no outage for slowness, so pages are not told of a restart', () => {
    const before = databaseFailedRecently();
    expect(before).toBe(false);
    for (const e of busy) noteDatabaseError(e);
    expect(databaseFailedRecently()).toBe(false);
    noteDatabaseError(down[0]);
    expect(databaseFailedRecently()).toBe(true);
  });
});
