// Each instance's half of publishing (docs/decisions/025): a PostgreSQL connection of its own that LISTENs for
// publications and hands the paths whose version is above the last one applied to `apply` (which revalidates
// them in this instance's cache). On connecting it applies every row: the pages this instance has on disk or in
// memory may predate any publish (it was down, or its build had no database), and revalidating a page that did
// not change costs one render. A lost connection is re-made, and catches up the same way, so a NOTIFY missed while
// it was down is not lost. Plain Node: the app's HTTP server (lib/http/app-server.ts) starts it, outside Next.js.
import pg from 'pg';
import { PUBLICATIONS_CHANNEL } from './paths';

const RECONNECT_MS = 1000;
/** How long a publishing transaction may take to commit, at the most: its rows are taken again until then. */
export const SETTLE_SECONDS = 60;

type Options = {
  databaseUrl: string;
  /** Revalidates these rendered paths on this instance; throws when it could not (they are tried again). */
  apply: (paths: string[]) => Promise<void>;
  /** Paths applied once at start besides the publications (pages the build rendered without a database). */
  atStart?: string[];
  log?: (line: string) => void;
};

export function startPublicationListener({ databaseUrl, apply, atStart = [], log = console.warn }: Options) {
  let applied = 0n; // the highest version applied; 0 at start: every row is applied once
  let pending = [...atStart]; // applied with the first catch-up that succeeds
  let client: pg.Client | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let retry: NodeJS.Timeout | undefined;

  // One catch-up at a time, in order: a NOTIFY during a catch-up queues the next one.
  const catchUp = () => (running = running.then(async () => {
    if (!client || stopped) return;
    // Versions are taken when a publishing statement runs, but rows become visible when their transactions commit,
    // and those two orders differ: a transaction that took version 7 may commit after one that took 8 was applied.
    // So besides the versions above the last applied, every row published in the last SETTLE_SECONDS is taken again
    // (longer than any publishing transaction may last, lib/limits.ts): a late commit is never skipped, and
    // revalidating a page twice costs one render.
    const { rows } = await client.query<{ path: string; version: string }>(
      `SELECT path, version::text AS version FROM publications
        WHERE version > $1 OR published_at > now() - make_interval(secs => $2) ORDER BY version`,
      [applied.toString(), SETTLE_SECONDS]);
    if (!rows.length && !pending.length) return;
    await apply([...new Set([...pending, ...rows.map((r) => r.path)])]);
    pending = [];
    if (rows.length) applied = rows.reduce((max, r) => (BigInt(r.version) > max ? BigInt(r.version) : max), applied);
  }).catch((error: Error) => {
    log(`[publishing] pages not revalidated yet, trying again: ${error.message}`);
    schedule(); // the versions were not recorded as applied: the next catch-up takes them again
  }));

  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => { retry = undefined; void connect(); }, RECONNECT_MS);
  };

  async function connect() {
    if (stopped) return;
    if (client) { await catchUp(); return; }
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'publications-listener' });
    next.on('notification', () => { void catchUp(); });
    next.on('error', () => { /* followed by 'end' */ });
    next.on('end', () => { if (client === next) client = null; schedule(); });
    try {
      await next.connect();
      await next.query(`LISTEN ${PUBLICATIONS_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      log(`[publishing] cannot listen for publications yet: ${(error as Error).message}`);
      schedule();
      return;
    }
    if (stopped) { await next.end().catch(() => {}); return; }
    client = next;
    await catchUp();
  }

  const started = connect();
  return {
    /** Resolves once the first connection's catch-up ran (or failed and was scheduled again). */
    ready: started.then(() => running),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await running.catch(() => {});
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
