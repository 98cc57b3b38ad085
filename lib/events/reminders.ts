// The reminder the day before: from 10:00 IST on the day before an event (and until it starts), everyone registered
// by then gets one mail with their ticket again. The mail worker runs this every 15 minutes (graphile-worker's
// cron: one run per slot across all instances, and missed slots within the hour are made up after a restart).
// Each registration is claimed with a conditional update (reminder_sent_at IS NULL) in the transaction that queues
// its mail, so two runs at once, on one instance or two, send one reminder per registration; the mail's dedupe
// key would stop a second one anyway. Someone who registers after the reminder time got their ticket minutes ago
// and gets no reminder.
import 'server-only';
import type { TaskList } from 'graphile-worker';
import { db } from '@/lib/platform/db/client';
import { mailRegistration } from './registration-mail';

export const EVENT_REMINDER_TASK = 'event-reminders';
/** graphile-worker's crontab line: every 15 minutes, making up missed runs of the last hour. */
export const EVENT_REMINDER_CRONTAB = `*/15 * * * * ${EVENT_REMINDER_TASK} ?fill=1h`;

/** 10:00 IST on the IST day before `start`, as an instant (SQL below says the same; this is for people and tests). */
export function reminderTime(start: Date): Date {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Kolkata' }).format(start);
  return new Date(new Date(`${day}T10:00:00+05:30`).getTime() - 24 * 3600_000);
}

/** Sends the reminders due at `now`; returns how many this run sent. */
export async function sendEventReminders(now = new Date()): Promise<number> {
  // Due: published, not started, and past 10:00 IST of the day before (the start's IST date, minus a day, at 10:00).
  const due = await db.$queryRaw<{ id: number }[]>`
    SELECT r.id FROM event_registrations r JOIN events e ON e.id = r.event_id
    WHERE r.status = 'registered' AND r.reminder_sent_at IS NULL AND r.erased_at IS NULL
      AND e.status = 'published' AND e.starts_at > ${now}
      AND ${now} >= ((e.starts_at AT TIME ZONE 'Asia/Kolkata')::date - 1 + time '10:00') AT TIME ZONE 'Asia/Kolkata'
      AND r.created_at < ((e.starts_at AT TIME ZONE 'Asia/Kolkata')::date - 1 + time '10:00') AT TIME ZONE 'Asia/Kolkata'
    ORDER BY r.id LIMIT 5000`;
  let sent = 0;
  for (const { id } of due) {
    const mine = await db.$transaction(async (tx) => {
      // The event is read again here: a run over thousands of places takes minutes, and staff may cancel meanwhile.
      const { count } = await tx.eventRegistration.updateMany({ where: { id, reminderSentAt: null, status: 'registered', event: { status: 'published' } }, data: { reminderSentAt: now } });
      if (count === 1) await mailRegistration(tx, id, 'reminder');
      return count === 1;
    });
    if (mine) sent++;
  }
  return sent;
}

/** The worker's part (instrumentation.ts hands it to the mail worker with EVENT_REMINDER_CRONTAB). */
export const EVENT_TASKS: TaskList = {
  [EVENT_REMINDER_TASK]: async () => {
    const sent = await sendEventReminders();
    if (sent) console.info(`[events] ${sent} reminder(s) queued`);
  },
};
