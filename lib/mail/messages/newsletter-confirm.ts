// The newsletter's double opt-in: the link that confirms a subscription. Sent to an address nobody has verified
// yet, so it says who asked and what ignoring it means, and greets no name.
import { renderMail } from '../layout';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';

export function newsletterConfirmMail(m: { url: string; hours: number; language?: Locale }) {
  const t = translatorForLocale(m.language ?? 'en');
  return renderMail({
    lang: m.language,
    subject: t('Please confirm your newsletter subscription'),
    greeting: t('Hello,'),
    paragraphs: [t('Someone, probably you, asked to receive the NextGen Youth Foundation newsletter at this address. Confirm it with the button below and we will add you to our list.')],
    action: { label: t('Confirm my subscription'), url: m.url },
    note: t('The link works once, for {hours} hours. If you did not ask for this, ignore this email: you will not be subscribed.', { hours: m.hours }),
  });
}
