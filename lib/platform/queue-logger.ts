// graphile-worker's log lines, minus its chatter: warnings and errors go to the console, info and debug
// only with MAIL_QUEUE_DEBUG=1.
import { Logger } from 'graphile-worker';

export const quietLogger = new Logger(() => (level, message) => {
  if (level === 'error') console.error(`[mail-queue] ${message}`);
  else if (level === 'warning') console.warn(`[mail-queue] ${message}`);
  else if (process.env.MAIL_QUEUE_DEBUG === '1') console.log(`[mail-queue] ${message}`);
});
