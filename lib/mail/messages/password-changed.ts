// The notice after a password change or reset, so a person learns at once if it was not them. Written in the
// language the person registered in; the time in India's, formatted in that language with Latin digits.
import { renderMail } from '../layout';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';

export function passwordChangedMail(m: { name: string; when: Date; loginUrl: string; language?: Locale }) {
  const language = m.language ?? 'en';
  const t = translatorForLocale(language);
  const part = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(INTL_LOCALE[language], { timeZone: 'Asia/Kolkata', ...o }).format(m.when);
  // Date and time apart, joined by the catalogue: ICU has no Assamese date-time pattern (docs/decisions/017).
  const when = language === 'en'
    ? new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(m.when)
    : t('{date}, {time}', { date: part({ dateStyle: 'medium' }), time: part({ timeStyle: 'short' }) });
  return renderMail({
    lang: m.language,
    subject: t('Your password was changed'),
    greeting: t('Hello {name},', { name: m.name }),
    paragraphs: [
      t('The password of your NextGen account was changed on {when} (India time). You have been logged out everywhere else.', { when }),
      t('If this was not you, reset your password at once with "Forgot password?" on the login page, and reply to this email so we can help.'),
    ],
    action: { label: t('Log in'), url: m.loginUrl },
  });
}
