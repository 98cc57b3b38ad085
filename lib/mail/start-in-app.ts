// Starts the mail worker once per app process (instrumentation.ts). Without SMTP_URL there is nowhere
// to send: mail waits in the outbox, and goes as soon as the app starts with SMTP_URL set.
import 'server-only';
import { env } from '@/lib/platform/env';
import type { Runner, TaskList } from 'graphile-worker';
import type { MailAttachments, MailWriter } from './transport-types';

const state = globalThis as unknown as { mailWorker?: Promise<Runner | null> };

/**
 * `tasks`: other features' queued jobs this worker also runs (lib can't import upwards, so the caller names them);
 * `crontab`: their recurring ones (graphile-worker crontab lines); `attachments`: files drawn at send time; `write`: mail queued without its words, written at send time.
 */
export function startMailWorkerInApp(tasks: TaskList = {}, crontab = '', attachments?: MailAttachments, write?: MailWriter) {
  state.mailWorker ??= (async () => {
    if (process.env.MAIL_WORKER === '0') return null;
    if (!env.SMTP_URL) {
      console.warn('▸ SMTP_URL is not set: mail is queued in the outbox and sent once SMTP_URL is configured.');
      return null;
    }
    const { startMailWorker } = await import('./worker');
    return startMailWorker({ databaseUrl: env.DATABASE_URL, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, tasks, crontab, attachments, write });
  })().catch((error) => {
    console.error('[mail] the mail worker did not start; mail stays queued', error);
    return null;
  });
  return state.mailWorker;
}
