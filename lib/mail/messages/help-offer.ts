// The acknowledgement of an offer to volunteer or mentor, in the language of the form it was sent from. Like
// every "we have received" mail it repeats none of the sender's text: the address is nobody's verified one.
import { renderMail } from '../layout';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';

type Kind = 'volunteer' | 'mentor';

/** Every text of this mail (the catalogue test reads them here). */
export const HELP_OFFER_MAIL = {
  subject: { volunteer: 'We have received your offer to volunteer', mentor: 'We have received your offer to mentor' },
  opening: {
    volunteer: 'Thank you for offering to volunteer with NextGen. Your offer has reached our team, and a person will read it.',
    mentor: 'Thank you for offering to mentor young people with NextGen. Your offer has reached our team, and a person will read it.',
  },
  next: 'What happens next: someone from our team calls or emails you within a week. If you have a question before then, reply to this email.',
  greeting: 'Hello,',
} as const;

export function helpOfferReceivedMail(m: { kind: Kind; language: Locale }) {
  const t = translatorForLocale(m.language);
  return renderMail({
    subject: t(HELP_OFFER_MAIL.subject[m.kind]),
    greeting: t(HELP_OFFER_MAIL.greeting),
    paragraphs: [t(HELP_OFFER_MAIL.opening[m.kind]), t(HELP_OFFER_MAIL.next)],
    lang: m.language,
  });
}
