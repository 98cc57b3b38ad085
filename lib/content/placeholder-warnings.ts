// At start, a deployment lists every organisation detail that is still the demo's made-up value
// (lib/content/organisation.ts), one warning each: a fictional phone number must not go live unnoticed.
// Local runs stay quiet. A warning, not a refusal: a foundation may go live before it has, say, photos.
import { placeholdersInUse } from './organisation';
import { isDeployment, type EnvVars } from '../platform/config/app-env';

/** Logs one warning per placeholder in a deployment; answers how many it logged. */
export function warnAboutPlaceholders(env: EnvVars, warn: (line: string) => void = console.warn): number {
  if (!isDeployment(env)) return 0;
  const left = placeholdersInUse();
  for (const what of left) warn(`⚠ placeholder still in use: ${what} (edit lib/content/organisation.ts; see README "Making it yours")`);
  return left.length;
}
