// Settings every run needs right, local or deployed, checked by the serving script before it touches the
// database or the port (lib/platform/env.ts checks them again inside Next.js). Pure, like deployment-checks.ts.
import { parseTrustProxy } from '../client-ip';
import type { EnvVars } from './app-env';

export function startupProblems(e: EnvVars): string[] {
  const problems: string[] = [];
  try { parseTrustProxy(e.TRUST_PROXY); } catch (error) { problems.push(`${(error as Error).message}.`); }
  const port = e.PORT?.trim();
  if (port && !/^\d{1,5}$/.test(port)) problems.push(`PORT must be a port number (it is "${port}").`);
  const store = e.DOCUMENT_STORE?.trim();
  if (store && store !== 'local' && store !== 's3') problems.push(`DOCUMENT_STORE must be "local" or "s3" (it is "${store}").`);
  if (store === 's3' && !e.S3_BUCKET?.trim()) problems.push('S3_BUCKET is not set: DOCUMENT_STORE=s3 needs the bucket\'s name (and S3_REGION, S3_ENDPOINT for a provider other than AWS).');
  return problems;
}

export const startupRefusal = (problems: string[]) => `Refusing to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`;
