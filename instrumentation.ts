// Runs once when the server starts: refuse to start with a bad environment (missing secrets in
// production), then start the mail queue's worker in this process (not while `next build` prerenders).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateEnv } = await import('./lib/env');
    validateEnv();
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { startMailWorkerInApp } = await import('./lib/mail/start-in-app');
      await startMailWorkerInApp();
    }
  }
}
