// Runs once when the server starts: refuse to start with a bad environment (missing secrets in production),
// then start the retention schedule.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateEnv } = await import('./lib/env');
    const env = validateEnv();
    // Personal data that has served its purpose is deleted on a schedule, by the app itself (lib/retention).
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { startRetentionSchedule } = await import('./lib/retention/schedule');
      startRetentionSchedule(env.RETENTION_INTERVAL_MINUTES);
    }
  }
}
