// The e2e server's mail lands in MailDev (scripts/e2e-server.ts); this reads it back over MailDev's API.
export type CaughtMail = { subject: string; text: string; html: string; to: { address: string }[] };

import { TEST_PORTS } from '../../setup/test-ports';

const api = () => `http://127.0.0.1:${TEST_PORTS.e2eMailWeb}/api/email`;

export async function mailTo(address: string): Promise<CaughtMail[]> {
  const all = (await (await fetch(api())).json()) as CaughtMail[];
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** Waits for a message to `address` whose subject matches; returns it and when it was first seen. */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 20_000): Promise<{ mail: CaughtMail; seenAt: number }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    // A busy machine's MailDev sometimes drops a connection: that is no answer yet, not a failure.
    const mail = (await mailTo(address).catch(() => [] as CaughtMail[])).find((m) => subject.test(m.subject));
    if (mail) return { mail, seenAt: Date.now() };
    if (Date.now() > until) throw new Error(`no mail to ${address} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
