'use client';
// What a registration answered, on the event's page (with scripts) and on the result page (without): the ticket
// code in large type, or the place on the waitlist, or that the person was already in.
import { REGISTRATION_TEXTS, type RegistrationAnswer } from './registration-texts';
import { useT } from '@/components/i18n/i18n-provider';

export function RegistrationResult({ answer }: { answer: RegistrationAnswer }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="rounded-2xl border border-green-700 bg-green-50 p-6 text-green-900">
      {answer.status === 'registered' ? (
        <>
          <p className="font-semibold">{t(REGISTRATION_TEXTS.registered)}</p>
          <p className="mt-4 text-sm">{t('Ticket code')}</p>
          <p className="font-mono text-3xl font-bold tracking-widest" lang="en" data-testid="ticket-code">{answer.ticket_code}</p>
        </>
      ) : answer.status === 'waitlisted' ? (
        <p className="font-semibold" data-testid="waitlist-position">{t(REGISTRATION_TEXTS.waitlisted, { position: answer.position })}</p>
      ) : (
        <p className="font-semibold">{t(answer.resent ? REGISTRATION_TEXTS.already : REGISTRATION_TEXTS.alreadyNotResent)}</p>
      )}
    </div>
  );
}
