// The intern's mail at each step of the road, in the language they registered in, queued in the transaction of
// the step (lib/mail/outbox.ts). The dedupe key names the event (`internship:7:withdrawn`), so a step that runs
// twice (two sweeps at once, a retried request) still sends one mail.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { queueMail, type MailFile } from '@/lib/mail/outbox';
import { siteUrl } from '@/lib/mail/links';
import { internshipMail, internshipMissedWeeksStaffMail, type InternshipMail } from '@/lib/mail/messages/internship';
import { staffAddress } from '@/lib/mail/staff-address';
import { localePath, toLocale } from '@/lib/i18n/locales';

export type MailIntern = { applicantId: number; name: string; email: string; language: string };

/** The intern's profile (components/profile/profile-href.ts names the same path; lib cannot import components). */
const profilePath = (applicantId: number) => `/user-profile?type=intern&id=${applicantId}`;

/** The event's part of the dedupe key: one mail per event, whoever triggers it how often. */
function eventKey(m: InternshipMail): string {
  switch (m.event) {
    case 'letter-reminder': return `letter-reminder:${m.deadline.toISOString()}`;
    case 'letter-returned': return `letter-returned:${m.letterId}`;
    case 'log-returned': return `log-returned:${m.logId}:${m.at.getTime()}`;
    case 'missed-weeks': return `missed-weeks:${m.since.toISOString().slice(0, 10)}`;
    default: return m.event;
  }
}

/** Queues the intern's mail for this event of internship `internshipId` (null when it was already queued). */
export function mailIntern(tx: Prisma.TransactionClient, internshipId: number, intern: MailIntern, m: InternshipMail, attachments?: MailFile[]) {
  return queueMail(tx, {
    ...internshipMail({ name: intern.name, language: intern.language, profileUrl: siteUrl(localePath(toLocale(intern.language), profilePath(intern.applicantId))) }, m),
    to: intern.email,
    topic: 'internship',
    dedupeKey: `internship:${internshipId}:${eventKey(m)}`,
    owner: { type: 'intern', id: intern.applicantId },
    attachments,
  });
}

/**
 * The staff flag of two missed weeks, to the supervisor (else the staff mailbox), once per flagged pair of weeks.
 * A staff mail: no unsubscribe footer, English.
 */
export function mailMissedWeeksFlag(tx: Prisma.TransactionClient, internshipId: number, m: { supervisorEmail: string | null; internName: string; applicationId: string; title: string; since: string }) {
  return queueMail(tx, {
    ...internshipMissedWeeksStaffMail({ ...m, consoleUrl: siteUrl('/staff/internships?show=overdue') }),
    to: m.supervisorEmail ?? staffAddress(),
    topic: 'staff-notification',
    dedupeKey: `internship:${internshipId}:missed-weeks-staff:${m.since}`,
  });
}
