// Pages whose content changes with the day in India: an opening leaves /openings the day after its closing day
// (lib/get-involved/read.ts). Each instance revalidates them at every midnight IST, through the same `apply` as
// its publication listener (./listener.ts), so a closed opening does not linger until the page's hourly
// revalidation and the page stays static. India keeps no daylight saving: midnight there is always 18:30 UTC.
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** After a failed revalidation (the instance busy, or starting): try again this soon. */
export const MIDNIGHT_RETRY_MS = 30_000;

/** The first midnight in India strictly after `now`. */
export function nextIndianMidnight(now: Date): Date {
  return new Date((Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - IST_OFFSET_MS);
}

type Options = {
  paths: string[];
  /** Revalidates these rendered paths on this instance; throws when it could not (tried again). */
  apply: (paths: string[]) => Promise<void>;
  log?: (line: string) => void;
};

export function revalidateAtIndianMidnight({ paths, apply, log = console.warn }: Options) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const wait = (ms: number, then: () => Promise<void>): void => {
    if (stopped) return;
    timer = setTimeout(() => void then(), ms);
    timer.unref(); // never what keeps a process alive
  };
  const arm = (midnight: Date): void => wait(Math.max(0, midnight.getTime() - Date.now()), () => fire(midnight));
  const fire = async (midnight: Date): Promise<void> => {
    // A timer keeps its own clock: if it ran before the wall clock's midnight (the clock was set), wait the rest.
    if (Date.now() < midnight.getTime()) return arm(midnight);
    try {
      await apply(paths);
      arm(nextIndianMidnight(new Date()));
    } catch (error) {
      log(`[publishing] the day's pages not revalidated yet, trying again: ${(error as Error).message}`);
      wait(MIDNIGHT_RETRY_MS, () => fire(midnight));
    }
  };
  arm(nextIndianMidnight(new Date()));
  return { stop() { stopped = true; clearTimeout(timer); } };
}
