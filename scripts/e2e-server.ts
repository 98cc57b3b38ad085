// Serves the production build for browser tests on a fresh database (embedded, or on DATABASE_URL's
// server), and writes its URL to .data/e2e-database-url-<port> so tests can run the admin script against it.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freshDatabase } from '../tests/setup/fresh-database';
import { startDevMailServer } from '../lib/mail/dev-mail-server';

const database = await freshDatabase('e2e', { dir: path.resolve('.data/e2e-postgres'), port: Number(process.env.E2E_PG_PORT ?? 54331) });
mkdirSync('.data', { recursive: true });
writeFileSync(`.data/e2e-database-url-${process.env.PORT ?? '3100'}`, database.url);
const uploads = path.resolve('.data/e2e-uploads');
mkdirSync(uploads, { recursive: true });
// The browser tests read the site's mail from MailDev's API on MAILDEV_WEB_PORT (default 1080).
const mail = await startDevMailServer();

const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', process.env.PORT ?? '3100'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: database.url,
    SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
    DOCUMENT_KEY: 'b'.repeat(64),
    UPLOAD_DIR: uploads,
    PUBLIC_BASE_URL: `http://127.0.0.1:${process.env.PORT ?? '3100'}`,
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'NextGen Youth Foundation <no-reply@e2e.test>',
  },
});
const stop = async () => { child.kill('SIGTERM'); };
for (const s of ['SIGINT', 'SIGTERM'] as const) process.on(s, stop);
child.on('exit', async (code) => {
  await mail.stop();
  await database.drop();
  process.exit(code ?? 0);
});
