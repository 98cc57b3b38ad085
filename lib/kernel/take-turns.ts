// A first-come, first-served limit on how many of one kind of job run at once; the rest wait in line, and a
// line that is full refuses at once (`full()` makes the error) rather than growing without bound.
// Why: ten registrations started together share two cores, so each takes ten times as long and they finish
// in a random order (some after 1.8 s, some after 0.4 s). Run a few at a time and the same work is done in
// the same total time, but each waits only for those ahead of it: answers come in arrival order, the slowest
// close to the average, and the request thread keeps room for page requests meanwhile.
// Only work that needs the machine belongs in a turn: waiting on a client (reading an upload from a slow phone)
// inside one would stall everyone behind it.
export function takeTurns({ atOnce, maxWaiting, full }: { atOnce: number; maxWaiting: number; full: () => Error }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(job: () => Promise<T>): Promise<T> {
    if (running >= atOnce) {
      if (waiting.length >= maxWaiting) throw full();
      await new Promise<void>((go) => waiting.push(go));
    } else {
      running++;
    }
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next(); // the slot passes straight to the next in line
      else running--;
    }
  };
}
