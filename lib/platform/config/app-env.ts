// What counts as "a deployment", decided in one place. A deployment is where real people's data lives:
// the operator set DATABASE_URL, or said so with APP_ENV=production. An explicit APP_ENV always wins,
// because our own serving scripts set DATABASE_URL too (the embedded or a fresh test database): they
// decide once, before that, with pinAppEnv(), and hand APP_ENV to every process they start.
// No 'server-only' here: the serving scripts run outside Next.js and import this.
export const APP_ENVS = ['production', 'local'] as const;
export type AppEnv = (typeof APP_ENVS)[number];
/** An environment: process.env, or a plain object in tests. */
export type EnvVars = Record<string, string | undefined>;

export function appEnv(e: EnvVars = process.env): AppEnv {
  const explicit = e.APP_ENV?.trim();
  if (!explicit) return e.DATABASE_URL ? 'production' : 'local';
  if ((APP_ENVS as readonly string[]).includes(explicit)) return explicit as AppEnv;
  throw new Error(`APP_ENV must be one of ${APP_ENVS.join(', ')} (it is "${explicit}")`);
}

export const isDeployment = (e: EnvVars = process.env) => appEnv(e) === 'production';

/** Decides once and writes the answer into the environment, so child processes inherit the decision. */
export function pinAppEnv(e: EnvVars = process.env): AppEnv {
  const decided = appEnv(e);
  e.APP_ENV = decided;
  return decided;
}
