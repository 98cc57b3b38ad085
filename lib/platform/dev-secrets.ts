// Development defaults for secrets: generated once per checkout and kept in the git-ignored .data/
// folder, so a restart keeps sessions and encrypted files readable. Never used in production.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export function devSecret(name: string, bytes: number): string {
  const dir = path.join(process.cwd(), '.data', 'secrets');
  const file = path.join(dir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dir, { recursive: true });
    const value = randomBytes(bytes).toString('hex');
    try {
      writeFileSync(file, value, { flag: 'wx', mode: 0o600 });
      return value;
    } catch {
      return readFileSync(file, 'utf8').trim(); // another process wrote it first
    }
  }
}
