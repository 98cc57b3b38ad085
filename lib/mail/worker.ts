// The mail queue's worker: graphile-worker (docs/decisions/011) running the send-mail task inside the
// app process. Several app instances may each run one: jobs are taken with SKIP LOCKED, and a job
// that runs twice anyway is harmless (send-outbox-mail.ts). New jobs arrive by LISTEN/NOTIFY, so mail
// leaves within moments of the commit; failed attempts are retried with exponential backoff.
import 'server-only';
import { run, runOnce, type Runner, type TaskList } from 'graphile-worker';
import { SEND_MAIL_TASK } from './outbox';
import { quietLogger } from '../platform/queue-logger';
import { sendOutboxMail } from './send-outbox-mail';
import { smtpSender } from './transport';
import type { MailAttachments, MailWriter } from './transport-types';

/**
 * `tasks`: other features' jobs run by the same worker (the newsletter's requests, lib/public-forms/newsletter.ts).
 * `attachments`: files other features add to their mail (the donation receipt's PDF).
 * `write`: the words and files of mail queued without them (an event's ticket, lib/events/registration-mail-writer.ts).
 * `pollInterval`: how often it looks for jobs nobody announced (retries that came due), 2 s unless said.
 * `crontab`: graphile-worker's schedule of those tasks (times in UTC; one run per time across all instances).
 */
export type MailWorkerOptions = { databaseUrl: string; smtpUrl: string; from: string; tasks?: TaskList; attachments?: MailAttachments; write?: MailWriter; pollInterval?: number; crontab?: string };

function taskList(o: MailWorkerOptions): TaskList {
  const send = smtpSender(o.smtpUrl);
  return {
    ...o.tasks,
    [SEND_MAIL_TASK]: async (payload) => {
      const { outboxId } = payload as { outboxId: number };
      await sendOutboxMail(outboxId, send, o.from, o.attachments, o.write);
    },
  };
}

const shared = { logger: quietLogger, noHandleSignals: true, concurrency: 2, pollInterval: 2_000 };

/** Starts the long-running worker; stop it with `runner.stop()`. */
export function startMailWorker(o: MailWorkerOptions): Promise<Runner> {
  // `crontab`: other features' recurring tasks (graphile-worker schedules each slot once across instances).
  return run({ ...shared, pollInterval: o.pollInterval ?? shared.pollInterval, connectionString: o.databaseUrl, taskList: taskList(o), crontab: o.crontab ?? '' });
}

/** Runs every job that is due now, then returns (tests and one-off scripts). */
export function runMailQueueOnce(o: MailWorkerOptions): Promise<void> {
  return runOnce({ ...shared, connectionString: o.databaseUrl, taskList: taskList(o) });
}
