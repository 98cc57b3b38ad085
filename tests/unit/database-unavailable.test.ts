// Which failures are "the database is down" (answered 503, try again) and which are not (a bug or a refused
// write stays a 500 or its own status): the outage handling must never hide a real error behind a 503.
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/lib/platform/db/unavailable';

const wrapped = (cause: unknown) => Object.assign(new Error('Invalid `db.applicant.findMany()` invocation'), { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a stopped, restarting or unreachable server, however deeply wrapped', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(wrapped(new Error('Connection terminated unexpectedly'))))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Transaction already closed'), { code: 'P2028' }))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('Unique constraint failed on the fields: (`mobile_no`)'), { code: 'P2002' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
