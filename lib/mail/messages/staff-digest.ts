// The daily note to reviewers and admins: what has waited more than two days, with links to the queues.
import { renderMail } from '../layout';

export type Waiting = { label: string; count: number; oldest: string; url: string };

export function staffDigestMail(m: { name: string; days: number; waiting: Waiting[]; consoleUrl: string }) {
  const total = m.waiting.reduce((n, w) => n + w.count, 0);
  return renderMail({
    subject: `${total} application${total === 1 ? '' : 's'} waiting more than ${m.days} days`,
    greeting: `Hello ${m.name},`,
    paragraphs: [
      `These have waited for a review for more than ${m.days} days:`,
      ...m.waiting.filter((w) => w.count).map((w) => `${w.label}: ${w.count} (the oldest since ${w.oldest}): ${w.url}`),
    ],
    action: { label: 'Open the staff console', url: m.consoleUrl },
    note: 'You get this note on days when something waits. It goes to every reviewer and admin.',
  });
}
