// "Confirmation email sent to p****a@example.com": shown under a card and on the profile so a mistyped
// address is noticed. Not printed with the card.
import { confirmationStatus, MAIL_HELD_NOTE } from '@/lib/mail/confirmation-status';
import type { MailOwner } from '@/lib/mail/outbox';
import { SITE } from '@/lib/content/site';

const when = (d: Date) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(d);

export async function MailStatusNote({ owner, className = '' }: { owner: MailOwner; className?: string }) {
  const status = await confirmationStatus(owner);
  if (!status) return null;
  return (
    <p data-testid="mail-status" className={`print:hidden text-sm text-slate-600 ${className}`}>
      {status.state === 'sent' && <>Confirmation email sent to <strong>{status.to}</strong> on {when(status.sentAt!)}.</>}
      {status.state === 'queued' && <>Confirmation email to <strong>{status.to}</strong> is on its way.</>}
      {status.state === 'held' && <>{MAIL_HELD_NOTE} (<strong>{status.to}</strong> has had several registrations today.)</>}{' '}
      Not your address? Write to <a className="font-semibold text-brand-800 underline" href={`mailto:${SITE.email}`}>{SITE.email}</a>.
    </p>
  );
}
