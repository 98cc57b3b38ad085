// Runs once when the server starts: refuse to start with a bad environment (missing secrets in production).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateEnv } = await import('./lib/env');
    validateEnv();
  }
}
