// Serves the production build for browser tests on a fresh database (embedded, or on DATABASE_URL's
// server), through the same server as `npm start` (lib/http/app-server.ts), and writes its database URL
// to .data/e2e-database-url-<port> so tests can run the admin script against it. The site's mail goes to a
// MailDev started here, whose API the browser tests read. Every port is the test suite's own (tests/setup/test-ports.ts).
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freshDatabase } from '../tests/setup/fresh-database';
import { serveNext } from '../lib/http/app-server';
import { startDevMailServer } from '../lib/mail/dev-mail-server';
import { TEST_PORTS } from '../tests/setup/test-ports';
import { E2E_METRICS_TOKEN } from '../tests/e2e/helpers/metrics';
import { startRazorpayStandIn } from './razorpay-stand-in';
import { seedEvents } from '../lib/events/seed';
import { seedGallery } from '../lib/content-store/seed/gallery';
import { DIST_DIR } from '../lib/platform/build/dist-dir';

const port = TEST_PORTS.e2eApp;
// Which build the tests are about to judge, and how old it is: a stale one fails tests for reasons the code lacks.
const buildId = path.join(DIST_DIR, 'BUILD_ID');
if (!existsSync(buildId)) {
  console.error(`No build in ${DIST_DIR}: run \`NEXT_DIST_DIR=${DIST_DIR} npx tsx scripts/build.ts\` first (npm run test:e2e builds, then tests).`);
  process.exit(1);
}
console.log(`▸ serving the build in ${DIST_DIR}, made ${Math.round((Date.now() - statSync(buildId).mtimeMs) / 60_000)} minutes ago`);
const database = await freshDatabase('e2e', { dir: path.resolve('.data/e2e-postgres'), port: TEST_PORTS.e2eDatabase });
// The foundation's past events, as every environment gets them at start (scripts/serve.ts); not the demo convention.
await seedEvents(database.url, { demo: false });
await seedGallery(database.url); // the gallery's shipped photos, as every environment gets them (scripts/serve.ts)
mkdirSync('.data', { recursive: true });
writeFileSync(`.data/e2e-database-url-${port}`, database.url);
const uploads = path.resolve('.data/e2e-uploads');
mkdirSync(uploads, { recursive: true });
const mail = await startDevMailServer({ web: TEST_PORTS.e2eMailWeb, smtp: TEST_PORTS.e2eMailSmtp });
// Online donations pay at the Razorpay stand-in, on the port the e2e build's CSP names (scripts/build.ts).
const gateway = { keyId: 'rzp_test_e2e', keySecret: 'e2e-razorpay-key-secret', webhookSecret: 'e2e-razorpay-webhook-secret' };
const razorpay = await startRazorpayStandIn({ ...gateway, port: TEST_PORTS.e2eRazorpay, webhookUrl: `http://127.0.0.1:${port}/api/v1/payments/razorpay/webhook` });

Object.assign(process.env, {
  NODE_ENV: 'production',
  APP_ENV: 'local', // a throwaway database, not a deployment, although DATABASE_URL is set
  DATABASE_URL: database.url,
  SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
  CARD_KEY: 'c'.repeat(64),
  DOCUMENT_KEY: 'b'.repeat(64),
  SIGNING_KEY: '5e'.repeat(32),
  UPLOAD_DIR: uploads,
  PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: mail.smtpUrl,
  MAIL_FROM: 'NextGen Youth Foundation <no-reply@e2e.test>',
  STAFF_EMAIL: 'staff@e2e.test',
  TRUST_PROXY: 'loopback', // a test may speak for a visitor of its own address (X-Forwarded-For); without one, 127.0.0.1 as before
  METRICS_TOKEN: E2E_METRICS_TOKEN, // /api/metrics and /api/ready's details, for tests/e2e/abuse-round-4.spec.ts
  RAZORPAY_KEY_ID: gateway.keyId,
  RAZORPAY_KEY_SECRET: gateway.keySecret,
  RAZORPAY_WEBHOOK_SECRET: gateway.webhookSecret,
  RAZORPAY_BASE_URL: razorpay.url,
});
const server = await serveNext({ dev: false, port });
for (const s of ['SIGINT', 'SIGTERM'] as const) {
  process.once(s, async () => {
    await server.close().catch(() => {});
    await mail.stop().catch(() => {});
    await razorpay.stop().catch(() => {});
    await database.drop();
    process.exit(0);
  });
}
