// Which failures are "the database is down" (answered 503, try again) and which are not (a bug or a refused
// write stays a 500 or its own status): the outage handling must never hide a real error behind a 503.
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/lib/platform/db/unavailable';

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
