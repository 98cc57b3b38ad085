// The daily sweep (./sweep.ts) as a job of the app's one graphile-worker: its crontab runs it at 09:00 IST
// (03:30 UTC: graphile-worker's times are UTC), once per day across all instances (the crontab's own lock);
// the sweep is idempotent anyway, so a second run the same day changes nothing and mails nobody twice.
import 'server-only';
import type { TaskList } from 'graphile-worker';
import { sweep } from './sweep';

export const SWEEP_TASK = 'internships-sweep';

export const INTERNSHIP_TASKS: TaskList = {
  [SWEEP_TASK]: async () => {
    const r = await sweep(new Date());
    if (r.reminded + r.withdrawn + r.flagged + r.completed) console.info(`[internships] sweep: ${JSON.stringify(r)}`);
  },
};

export const INTERNSHIP_CRONTAB = `30 3 * * * ${SWEEP_TASK}`;
