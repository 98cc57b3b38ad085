// Runs once when the server starts: refuse to start with a bad environment (missing secrets in production),
// then start the retention schedule and the mail queue's worker (not while `next build` prerenders).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateEnv } = await import('./lib/platform/env');
    const env = validateEnv();
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      // Personal data that has served its purpose is deleted on a schedule, by the app itself (lib/retention).
      const { startRetentionSchedule } = await import('./lib/retention/schedule');
      startRetentionSchedule(env.RETENTION_INTERVAL_MINUTES);
      const { startMailWorkerInApp } = await import('./lib/mail/start-in-app');
      // The same worker runs the newsletter form's requests (the form's work is the same for every address), and
      // the events' reminders the day before (lib/events/reminders.ts).
      const { NEWSLETTER_TASKS } = await import('./lib/public-forms/newsletter');
      // And the internships' daily sweep at 09:00 IST (lib/internships/schedule.ts).
      const { INTERNSHIP_TASKS, INTERNSHIP_CRONTAB } = await import('./lib/internships/schedule');
      const { EVENT_TASKS, EVENT_REMINDER_CRONTAB } = await import('./lib/events/reminders');
      // A donation receipt's mail carries its PDF, drawn when it is sent (lib/donations/receipt-attachment.ts).
      const { donationAttachments } = await import('./lib/donations/receipt-attachment');
      // An event's ticket and waitlist notice are written when they are sent (lib/events/registration-mail-writer.ts).
      const { registrationMailWriter } = await import('./lib/events/registration-mail-writer');
      await startMailWorkerInApp({ ...NEWSLETTER_TASKS, ...INTERNSHIP_TASKS, ...EVENT_TASKS }, [INTERNSHIP_CRONTAB, EVENT_REMINDER_CRONTAB].join('\n'), donationAttachments, registrationMailWriter);
      const { startPasswordWorkers } = await import('./lib/accounts/password-hash');
      startPasswordWorkers();
      // Reviewers hear each day of what has waited more than two days (lib/staff/digest.ts).
      if (env.STAFF_DIGEST === 'on') (await import('./lib/staff/digest')).startDigestSchedule();
    }
  }
}

// A page or route that failed because the database was unreachable: remembered for a few seconds, so the HTTP
// server answers its 500 as the "back in a minute" 503 (lib/http/outage.ts) without asking the database again.
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { noteDatabaseError } = await import('./lib/platform/db/unavailable');
  noteDatabaseError(error);
}
