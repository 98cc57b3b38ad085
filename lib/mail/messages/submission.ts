// Mail about what visitors send from the public site: the short confirmation to the sender of a contact
// message or partnership request (in the form's language), and the notice to the staff mailbox for each new message, request or story.
import { renderMail } from '../layout';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';

export type SubmissionKind = 'contact' | 'partnership' | 'story' | 'volunteer' | 'mentor';
const WHAT: Record<SubmissionKind, string> = {
  contact: 'contact message', partnership: 'partnership request', story: 'impact story', volunteer: 'offer to volunteer', mentor: 'offer to mentor',
};
const WHATS: Record<SubmissionKind, string> = {
  contact: 'contact messages', partnership: 'partnership requests', story: 'impact stories', volunteer: 'offers to volunteer', mentor: 'offers to mentor',
};

/** Every text of the sender's confirmation (the catalogue test reads them here). */
export const SUBMISSION_RECEIVED_MAIL = {
  subject: { contact: 'We have received your message', partnership: 'We have received your partnership request' },
  opening: {
    contact: 'Thank you for your contact message. It has reached our team, and a person will read it.',
    partnership: 'Thank you for your partnership request. It has reached our team, and a person will read it.',
  },
  next: 'What happens next: we reply within two working days (Monday to Friday). If it is urgent, reply to this email.',
  greeting: 'Hello,',
} as const;

/** Sent to an address nobody has verified, in the language of the page the form was sent from: it repeats none of
 * the sender's text (no mail of ours carries a stranger's words). */
export function submissionReceivedMail(m: { kind: 'contact' | 'partnership'; language: Locale }) {
  const t = translatorForLocale(m.language);
  return renderMail({
    subject: t(SUBMISSION_RECEIVED_MAIL.subject[m.kind]),
    greeting: t(SUBMISSION_RECEIVED_MAIL.greeting),
    paragraphs: [t(SUBMISSION_RECEIVED_MAIL.opening[m.kind]), t(SUBMISSION_RECEIVED_MAIL.next)],
    lang: m.language,
  });
}

export function staffNotificationMail(m: { kind: SubmissionKind; id: number; from: string; fields: [string, string | null][]; consoleUrl: string }) {
  return renderMail({
    subject: `New ${WHAT[m.kind]} #${m.id} on the website`,
    greeting: 'Hello team,',
    paragraphs: [
      `A new ${WHAT[m.kind]} has arrived from ${m.from}.`,
      ...m.fields.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`),
    ],
    action: { label: 'Open it in the staff console', url: m.consoleUrl },
  });
}

/** The notice that stands for a window's messages past the first few (lib/mail/staff-notices.ts). */
export function staffFoldedNoticeMail(m: { kind: SubmissionKind; more: number; minutes: number; consoleUrl: string }) {
  const what = m.more === 1 ? WHAT[m.kind] : WHATS[m.kind];
  return renderMail({
    subject: `${m.more} more ${what} on the website`,
    greeting: 'Hello team,',
    paragraphs: [
      `${m.more} more ${what} arrived in the last ${m.minutes} minutes than were mailed to you one by one.`,
      'So that a burst of messages cannot bury this mailbox, the rest of a burst is not mailed one by one. Every message is stored: read them in the staff console.',
    ],
    action: { label: 'Open the inbox in the staff console', url: m.consoleUrl },
  });
}
