// A real SMTP server for tests (MailDev on free ports) and a reader for what it received, through
// MailDev's REST API. Stopping and starting it again on the same port simulates an SMTP outage.
import net from 'node:net';
import { startDevMailServer, type DevMailServer } from '@/lib/mail/dev-mail-server';

export type ReceivedMail = { id: string; subject: string; text: string; html: string; to: { address: string }[]; headers: Record<string, string> };

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

export async function mailbox(o: { start?: boolean } = {}) {
  const ports = { smtp: await freePort(), web: await freePort() };
  let server: DevMailServer | undefined;
  const box = {
    smtpUrl: `smtp://127.0.0.1:${ports.smtp}`,
    async start() { server = await startDevMailServer(ports); },
    async stop() { await server?.stop(); server = undefined; },
    /** Every message received since this server (re)started, addressed to `to`. */
    async messagesTo(to: string): Promise<ReceivedMail[]> {
      if (!server) return [];
      const res = await fetch(`http://127.0.0.1:${ports.web}/api/email`);
      const all = (await res.json()) as ReceivedMail[];
      return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === to.toLowerCase()));
    },
    /** The message as the SMTP server received it (every header, as sent). */
    async source(id: string): Promise<string> {
      return (await fetch(`http://127.0.0.1:${ports.web}/api/email/${id}/source`)).text();
    },
    /** Waits until `count` messages to `to` have arrived (or fails after `timeoutMs`). */
    async waitFor(to: string, count = 1, timeoutMs = 60_000): Promise<ReceivedMail[]> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const got = await box.messagesTo(to);
        if (got.length >= count) return got;
        if (Date.now() > until) throw new Error(`expected ${count} message(s) to ${to}, got ${got.length}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
  if (o.start !== false) await box.start();
  return box;
}
