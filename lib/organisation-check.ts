// At start, a deployment lists every organisation detail that is still the demo's made-up value
// (lib/content/organisation.ts), one warning each: a fictional phone number must not go live unnoticed.
// Local runs (embedded database, no APP_ENV) stay quiet.
import { placeholdersInUse } from './content/organisation';

type Env = Record<string, string | undefined>;

// A tiny local rule until lib/env.ts has the one definition of "a deployment" (issue 13): an external
// database or APP_ENV=production. Read it before scripts/serve.ts sets DATABASE_URL for the embedded one.
export const isDeployment = (env: Env) => Boolean(env.DATABASE_URL) || env.APP_ENV === 'production';

/** Logs one warning per placeholder in a deployment; answers how many it logged. */
export function warnAboutPlaceholders(env: Env, warn: (line: string) => void = console.warn): number {
  if (!isDeployment(env)) return 0;
  const left = placeholdersInUse();
  for (const what of left) warn(`⚠ placeholder still in use: ${what} (edit lib/content/organisation.ts; see README "Making it yours")`);
  return left.length;
}
