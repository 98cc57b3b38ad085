// What a deployment must have before it serves anyone (see app-env.ts for what a deployment is): a public
// https:// address (printed cards link to it, and it turns on HSTS and Secure cookies), strong keys, every
// entry of every rotation list, and a mail server with a sender (./mail.ts). Each problem names its variable. Pure, so the serving script can refuse
// before it touches the database and lib/platform/env.ts can refuse again inside Next.js.
import { KEYS, keyFormatProblems, type KeyName } from './keys';
import { listWeaknesses } from './key-list';
import { mailDeploymentProblems } from './mail';
import type { EnvVars } from './app-env';

export function deploymentProblems(e: EnvVars): string[] {
  const problems: string[] = [];
  // Without it, the serving script would start an embedded database inside the container: data that no backup
  // covers and that the next image replaces.
  if (!e.DATABASE_URL?.trim()) problems.push('DATABASE_URL is not set: a deployment uses its own PostgreSQL (postgresql://user:password@host:5432/database); the embedded database is for local runs only.');
  const base = e.PUBLIC_BASE_URL?.trim();
  if (!base) problems.push('PUBLIC_BASE_URL is not set: printed cards link to it. Set it to the site\'s https:// address.');
  else if (!/^https:\/\/[^/]/i.test(base) || !URL.canParse(base)) problems.push(`PUBLIC_BASE_URL must be an https:// address (it is "${base}").`);
  for (const name of Object.keys(KEYS) as KeyName[]) {
    const format = keyFormatProblems(name, e[name]);
    problems.push(...(format.length ? format : listWeaknesses(name, e[name], KEYS[name].minLength)));
  }
  problems.push(...mailDeploymentProblems(e));
  return problems;
}

export function deploymentRefusal(problems: string[]): string {
  return `Refusing to start a deployment (APP_ENV=production, or DATABASE_URL set):\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}
