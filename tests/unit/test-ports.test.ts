// `npm test` runs beside a running `npm start` (issue 27): nothing the test suite starts takes a port of the
// quick start, with the defaults (no port variables set), and the browser tests' MailDev starts while the quick
// start's MailDev ports are taken (before, it died with EADDRINUSE).
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

const PORT_VARIABLES = ['PORT', 'E2E_PORT', 'E2E_PG_PORT', 'TEST_PG_PORT', 'EMBEDDED_PG_PORT', 'MAILDEV_WEB_PORT', 'MAILDEV_SMTP_PORT', 'E2E_MAILDEV_WEB_PORT', 'E2E_MAILDEV_SMTP_PORT', 'BENCH_PORT'];

/** The modules' port choices as a fresh process with no port variables would make them. */
async function defaults() {
  for (const name of PORT_VARIABLES) vi.stubEnv(name, undefined as unknown as string);
  vi.resetModules();
  const { TEST_PORTS } = await import('../setup/test-ports');
  const { DEV_MAIL_PORTS } = await import('@/lib/mail/dev-mail-server');
  const { embeddedOptionsFromEnv } = await import('@/lib/platform/db/embedded');
  return {
    tests: Object.values(TEST_PORTS),
    // scripts/serve.ts serves on PORT, default 3000.
    quickStart: [3000, embeddedOptionsFromEnv().port, DEV_MAIL_PORTS.web, DEV_MAIL_PORTS.smtp],
  };
}

/** Listens on `port` unless something already does (then that something stands in for `npm start`). */
async function holdIfFree(port: number): Promise<net.Server | null> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

afterEach(() => { vi.unstubAllEnvs(); vi.resetModules(); });

describe('the test suite and the quick start', () => {
  it('use different ports by default', async () => {
    const { tests, quickStart } = await defaults();
    expect(quickStart).toEqual([3000, 54329, 1080, 1025]);
    expect(new Set(tests).size).toBe(tests.length);
    expect(tests.filter((p) => quickStart.includes(p))).toEqual([]);
  });

  it("the browser tests' MailDev starts while the quick start's MailDev ports are taken", async () => {
    const { DEV_MAIL_PORTS, startDevMailServer } = await import('@/lib/mail/dev-mail-server');
    const { TEST_PORTS } = await import('../setup/test-ports');
    const held = await Promise.all([DEV_MAIL_PORTS.web, DEV_MAIL_PORTS.smtp].map(holdIfFree));
    try {
      const mail = await startDevMailServer({ web: TEST_PORTS.e2eMailWeb, smtp: TEST_PORTS.e2eMailSmtp });
      const answer = await fetch(`${mail.webUrl}/api/email`);
      expect(answer.status).toBe(200);
      await mail.stop();
    } finally {
      await Promise.all(held.map((s) => s && new Promise((r) => s.close(r))));
    }
  });
});
