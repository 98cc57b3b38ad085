// Whether an error means "the database cannot be reached right now" (stopped, restarting, unreachable,
// refusing connections) rather than a bug or a refused query. Such a failure is answered 503 with
// Retry-After: the client should try again, and nothing it sent was half-written (a transaction that could
// not reach the database committed nothing). Not server-only: the HTTP server (lib/http/app-server.ts) uses it.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// Prisma: P1001 can't reach, P1017 connection closed, P2028 the transaction's connection went away mid-way.
// PostgreSQL: connection exceptions (08xxx), shutting down / starting up / cannot connect now (57P01-57P03).
const SQLSTATE = /^(08\d{3}|57P0[1-3])$/;
// A wait for a connection that ran out is no outage but slowness (BUSY_MESSAGES below): an error is one or the other,
// never both (isDatabaseUnavailable asks isDatabaseBusy first; tests/unit/database-unavailable.test.ts).
const MESSAGES = /Connection terminated|Connection ended unexpectedly|Can't reach database server|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|DatabaseNotReachable|Client has encountered a connection error/i;

/** The database server's port (DATABASE_URL): a socket error counts only when it was on this port. */
function databasePort(): string | undefined {
  try { const u = new URL(process.env.DATABASE_URL ?? ''); return u.port || '5432'; } catch { return undefined; }
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false;
  if (depth === 0 && isDatabaseBusy(error)) return false; // slowness ("Connection terminated due to connection timeout")
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; kind?: unknown; originalCode?: unknown; port?: unknown; $metadata?: unknown };
  // The AWS SDK's errors (the document store) are not the database's, whatever socket error they carry.
  if (e.$metadata) return false;
  // A refused or reset socket is the database's only when it was the database's port (not the bucket's, not a
  // client that hung up mid-upload).
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return e.port !== undefined && String(e.port) === databasePort();
  if (typeof e.code === 'string' && (SQLSTATE.test(e.code) || e.code === 'P1001' || e.code === 'P1017')) return true;
  // P2028 is also an interactive transaction's timeout (a slow query: a bug, not an outage).
  if (e.code === 'P2028') return typeof e.message === 'string' && /Transaction already closed/.test(e.message) && !/timeout|expired/i.test(e.message);
  if (typeof e.originalCode === 'string' && SQLSTATE.test(e.originalCode)) return true;
  if (e.kind === 'DatabaseNotReachable' || e.kind === 'ConnectionClosed' || e.kind === 'SocketTimeout') return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  if (error instanceof AggregateError && error.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

// Waiting too long for a connection (the pool is spent, or the server is slow to accept one) happens under heavy load
// with the database up: it is busy, not down (issue 39, A5), and is told apart from an outage.
const BUSY_MESSAGES = /timeout exceeded when trying to connect|connection timeout|Timed out fetching a new connection/i;

/** What a request refused for slowness is told: said as such, never as an outage or a restart. `code` is stable. */
export const PORTAL_BUSY = { code: 'portal_busy', message: 'The portal is very busy right now, and nothing was saved. Please try again in a minute.' } as const;

/** A wait for a connection that ran out (slowness, not an outage); such an error is never isDatabaseUnavailable. */
export function isDatabaseBusy(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (e.code === 'P2024' || (typeof e.message === 'string' && BUSY_MESSAGES.test(e.message))) return true;
  return isDatabaseBusy(e.cause, depth + 1);
}

const globalForOutage = globalThis as unknown as { databaseFailedAt?: number };

/** Remembers that a request just failed because the database was unreachable (api-route.ts, instrumentation.ts). */
export function noteDatabaseError(error: unknown) {
  if (isDatabaseUnavailable(error)) globalForOutage.databaseFailedAt = Date.now();
}

/** Whether a request failed for want of the database within the last `ms`: then a 500 is an outage's. */
export const databaseFailedRecently = (ms = 5_000) => Date.now() - (globalForOutage.databaseFailedAt ?? 0) < ms;

let lastLogged = 0;
let unlogged = 0;
/** Logs an outage at most every 10 s (with how many refusals went unlogged), so it cannot flood the log. */
export function logDatabaseUnavailable(where: string) {
  const now = Date.now();
  if (now - lastLogged < 10_000) { unlogged++; return; }
  console.error(`[db] the database is unavailable (${where}); answering 503${unlogged ? ` (${unlogged} more since the last line)` : ''}`);
  lastLogged = now;
  unlogged = 0;
}

/** How long a client is asked to wait before trying again (seconds): a restart usually takes a few seconds. */
export const RETRY_AFTER_SECONDS = 10;

/** Opens one connection and runs SELECT 1 within `timeoutMs`; false when the database does not answer. */
export async function databaseAnswers(url = process.env.DATABASE_URL, timeoutMs = 1_000): Promise<boolean> {
  if (!url) return false;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    client.end().catch(() => {});
  }
}
