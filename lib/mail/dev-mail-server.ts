// MailDev for local runs and tests: a real SMTP server that keeps what it receives and shows it in a
// web UI (and as JSON at /api/email). `npm start`/`npm run dev` start it when SMTP_URL is unset, so a
// quick start sees every message the site sends. Bound to 127.0.0.1: it is a development tool.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type DevMailServer = { smtpUrl: string; webUrl: string; stop(): Promise<void> };

export const DEV_MAIL_PORTS = {
  smtp: Number(process.env.MAILDEV_SMTP_PORT ?? 1025),
  web: Number(process.env.MAILDEV_WEB_PORT ?? 1080),
};

export async function startDevMailServer(ports = DEV_MAIL_PORTS): Promise<DevMailServer> {
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    smtp: ports.smtp,
    web: ports.web,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    mailDirectory: mkdtempSync(path.join(os.tmpdir(), 'maildev-')),
  });
  await maildev.start();
  return {
    smtpUrl: `smtp://127.0.0.1:${ports.smtp}`,
    webUrl: `http://127.0.0.1:${ports.web}`,
    stop: () => maildev.stop(),
  };
}

/**
 * For `npm start`/`npm run dev` on the embedded database without SMTP_URL: start MailDev, point SMTP_URL
 * at it and say where to read the mail. If its ports are taken, say so and go on: mail stays queued.
 */
export async function startDevMailForLocalRun(): Promise<() => Promise<void>> {
  try {
    const mail = await startDevMailServer();
    process.env.SMTP_URL = mail.smtpUrl;
    console.log(`▸ mail is caught by MailDev: read it at ${mail.webUrl.replace('127.0.0.1', 'localhost')} (SMTP ${mail.smtpUrl})`);
    return mail.stop;
  } catch (error) {
    console.warn(`▸ MailDev did not start (${(error as Error).message}); mail stays queued. Free ports ${DEV_MAIL_PORTS.web}/${DEV_MAIL_PORTS.smtp} or set MAILDEV_WEB_PORT/MAILDEV_SMTP_PORT.`);
    return async () => {};
  }
}
