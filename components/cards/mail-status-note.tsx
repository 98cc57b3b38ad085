// "Confirmation email sent to p****a@example.com": shown under a card and on the profile so a mistyped
// address is noticed. Not printed with the card.
import { confirmationStatus, MAIL_HELD_NOTE } from '@/lib/mail/confirmation-status';
import type { MailOwner } from '@/lib/mail/outbox';
import { SITE } from '@/lib/content/site';
import { RichText } from '@/components/i18n/rich-text';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';

const when = (d: Date, locale: Locale) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(d);

export async function MailStatusNote({ owner, className = '' }: { owner: MailOwner; className?: string }) {
  const status = await confirmationStatus(owner);
  if (!status) return null;
  const [t, locale] = [await getT(), await getLocale()];
  return (
    <p data-testid="mail-status" className={`print:hidden text-sm text-slate-600 ${className}`}>
      {status.state === 'sent' && <>{t('Confirmation email sent to {email} on {when}.', { email: status.to, when: when(status.sentAt!, locale) })}</>}
      {status.state === 'queued' && <>{t('Confirmation email to {email} is on its way.', { email: status.to })}</>}
      {status.state === 'held' && <>{t(MAIL_HELD_NOTE)} ({t('{email} has had several registrations today.', { email: status.to })})</>}{' '}
      <RichText text={t('Not your address? Write to <mail>{address}</mail>.')} values={{ address: SITE.email }} tags={{ mail: (address) => <a className="font-semibold text-brand-800 underline" href={`mailto:${SITE.email}`}>{address}</a> }} />
    </p>
  );
}
