// Serves the production build for browser tests on a fresh database (embedded, or on DATABASE_URL's
// server), and writes its URL to .data/e2e-database-url-<port> so tests can run the admin script against it.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freshDatabase } from '../tests/setup/fresh-database';

const database = await freshDatabase('e2e', { dir: path.resolve('.data/e2e-postgres'), port: Number(process.env.E2E_PG_PORT ?? 54331) });
mkdirSync('.data', { recursive: true });
writeFileSync(`.data/e2e-database-url-${process.env.PORT ?? '3100'}`, database.url);
const uploads = path.resolve('.data/e2e-uploads');
mkdirSync(uploads, { recursive: true });

const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', process.env.PORT ?? '3100'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    APP_ENV: 'local', // a throwaway database, not a deployment, although DATABASE_URL is set
    DATABASE_URL: database.url,
    SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
    CARD_KEY: 'c'.repeat(64),
    DOCUMENT_KEY: 'b'.repeat(64),
    UPLOAD_DIR: uploads,
    PUBLIC_BASE_URL: `http://127.0.0.1:${process.env.PORT ?? '3100'}`,
  },
});
const stop = async () => { child.kill('SIGTERM'); };
for (const s of ['SIGINT', 'SIGTERM'] as const) process.on(s, stop);
child.on('exit', async (code) => {
  await database.drop();
  process.exit(code ?? 0);
});
