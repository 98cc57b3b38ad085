// How many registrations of one event this process lets wait for the event's row lock at once. A transaction that
// waits for the lock holds a pooled database connection while it waits: fifty people registering for one event at
// once would hold all ten of the pool's, and every other page and API call of this instance would wait for the
// queue to drain. A few waiting in the database keep the lock busy (the next one is queued there when the holder
// commits); the rest wait here, holding nothing. The lock (./event-lock.ts) stays what decides, across instances.
import 'server-only';

/** Waiting in the database per event and process: enough that the lock passes on without a pause. */
export const LOCK_WAITERS_PER_EVENT = 3;

const lines = new Map<string | number, { inside: number; waiting: (() => void)[] }>();

/** Runs `work` once fewer than LOCK_WAITERS_PER_EVENT others of event `eventId` (its id or slug) are inside, in arrival order. */
export async function inTurn<T>(eventId: string | number, work: () => Promise<T>): Promise<T> {
  let line = lines.get(eventId);
  if (!line) lines.set(eventId, (line = { inside: 0, waiting: [] }));
  if (line.inside >= LOCK_WAITERS_PER_EVENT) await new Promise<void>((go) => line.waiting.push(go));
  else line.inside++;
  try {
    return await work();
  } finally {
    const next = line.waiting.shift();
    if (next) next(); // the place passes on: `inside` stays
    else if (--line.inside === 0) lines.delete(eventId);
  }
}
