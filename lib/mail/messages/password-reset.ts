// The one-time link to set a new password (asked for on /forgot-password, or given by staff), written in the
// language the person registered in (the texts are the English, looked up in lib/i18n/messages/*.json).
import { renderMail } from '../layout';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';

export function passwordResetMail(m: { name: string; url: string; minutes: number; language?: Locale }) {
  const t = translatorForLocale(m.language ?? 'en');
  return renderMail({
    lang: m.language,
    subject: t('Reset your password'),
    greeting: t('Hello {name},', { name: m.name }),
    paragraphs: [t('Someone asked to reset the password of your NextGen account. If it was you, choose a new password with the link below.')],
    action: { label: t('Choose a new password'), url: m.url },
    note: t('The link works once, for {minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.', { minutes: m.minutes }),
  });
}
