'use client';
// The /volunteer and /mentor form. Without scripts the browser posts it itself to POST /api/v1/help-offers, which
// sends it on to the form's sent page; with scripts it goes through the one client (callApi), shows the server's
// field messages beside the fields and the thanks in place. The browser's own checks (required, pattern,
// maxLength) stand in for the schema here, which keeps zod out of the page's first load (like /donate).
import { useState } from 'react';
import { callApi } from '@/lib/client/api-client';
import { withLang } from '@/lib/i18n/api-language';
import { HELP_OFFER_LIMITS, MIN_OFFER_CHARS, OFFER_FIELD, type HelpOfferKind } from '@/lib/public-forms/help-offer-schema';
import { HONEYPOT_FIELD } from '@/lib/public-forms/schema';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { FormOutcome, type Outcome } from './form-outcome';
import { SubmitButton } from './submit-button';
import { Honeypot } from './honeypot';

type Props = { kind: HelpOfferKind; districts: readonly string[]; title: string; offerHint: string; button: string };

const control = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600';
const labelClass = 'block text-sm font-semibold text-ink';

export function HelpOfferForm({ kind, districts, title, offerHint, button }: Props) {
  const t = useT();
  const locale = useLocale();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `${kind}-${name}`;

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    setBusy(true);
    setOutcome(null);
    const answer = await callApi('/api/v1/help-offers', { json: Object.fromEntries(new FormData(form)) });
    setBusy(false);
    if (answer.ok) {
      form.reset();
      setFields({});
      setOutcome({ kind: 'success', message: answer.message ?? t('Thank you!') });
      return;
    }
    setFields(answer.fields);
    setOutcome({ kind: 'error', message: answer.status === 0 ? t('We could not reach the server. Please check your connection and try again.') : answer.message ?? t('Sorry, that did not work. Please try again.') });
  }

  const error = (name: string) => <p id={`${id(name)}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">{fields[name] ?? ''}</p>;
  const aria = (name: string, hint = false) => ({
    'aria-invalid': fields[name] ? true : undefined,
    'aria-describedby': [hint ? `${id(name)}-hint` : '', fields[name] ? `${id(name)}-error` : ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    <form method="post" action={withLang('/api/v1/help-offers', locale)} onSubmit={onSubmit} aria-label={title} className="relative grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="kind" value={kind} />
      <div>
        <label htmlFor={id('name')} className={labelClass}>{t('Name')}</label>
        <input id={id('name')} name="name" type="text" required maxLength={HELP_OFFER_LIMITS.name} autoComplete="name" className={control} {...aria('name')} />
        {error('name')}
      </div>
      <div>
        <label htmlFor={id('email')} className={labelClass}>{t('Email')}</label>
        <input id={id('email')} name="email" type="email" required maxLength={HELP_OFFER_LIMITS.email} autoComplete="email" className={control} {...aria('email')} />
        {error('email')}
      </div>
      <div>
        <label htmlFor={id('mobile')} className={labelClass}>{t('Mobile number')}</label>
        <input id={id('mobile')} name="mobile" type="tel" required inputMode="numeric" pattern="[6-9][0-9]{9}" maxLength={10} autoComplete="tel-national" className={control} {...aria('mobile')} />
        {error('mobile')}
      </div>
      <div>
        <label htmlFor={id('district')} className={labelClass}>{t('District')}</label>
        <select id={id('district')} name="district" required defaultValue="" className={control} {...aria('district')}>
          <option value="">{t('Select your district')}</option>
          {districts.map((d) => <option key={d} value={d} lang="en">{d}</option>)}
        </select>
        {error('district')}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={id('offer')} className={labelClass}>{t(OFFER_FIELD)}</label>
        <textarea id={id('offer')} name="offer" required minLength={MIN_OFFER_CHARS} maxLength={HELP_OFFER_LIMITS.offer} rows={5} className={control} {...aria('offer', true)} />
        <p id={`${id('offer')}-hint`} className="mt-1 text-sm text-slate-600">{offerHint}</p>
        {error('offer')}
      </div>
      <Honeypot idPrefix={kind} registration={{ name: HONEYPOT_FIELD }} />
      <div className="space-y-3 sm:col-span-2">
        <SubmitButton busy={busy}>{button}</SubmitButton>
        <FormOutcome outcome={outcome} />
      </div>
    </form>
  );
}
