// Record ids are PostgreSQL `integer` columns: a number past 2^31-1 cannot name a row, and handing it to
// a query fails inside the database (a 500). Every id from a request is checked against this bound first,
// so a too-large id is an ordinary 400 with a field message.
export const MAX_DB_ID = 2_147_483_647;

/** A whole number from 1 to MAX_DB_ID (0 too when `allowZero`, for the spec's "0 means all"). */
export const isDbId = (value: unknown, o: { allowZero?: boolean } = {}): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= (o.allowZero ? 0 : 1) && value <= MAX_DB_ID;

/** The same for an id written as digits (a path segment, a form field). */
export const isDbIdString = (value: string, o: { allowZero?: boolean } = {}) =>
  /^\d{1,10}$/.test(value) && isDbId(Number(value), o);
