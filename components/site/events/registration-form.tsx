'use client';
// An event's registration form. Without scripts (or before they run) the browser posts it itself to
// /events/{slug}/register, which answers with the result page; with scripts it goes to the JSON API through the
// one client (lib/client/api-client.ts) and the result appears here: the ticket code, or the place on the waitlist.
// Either way the same schema decides on the server (lib/events/registration-schema.ts); no validator is shipped.
import { useState } from 'react';
import { callApi } from '@/lib/client/api-client';
import { localePath } from '@/lib/i18n/locales';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { REGISTRATION_FIELD_LIMITS, REGISTRATION_LABELS as L, REGISTRATION_TEXTS, type RegistrationAnswer } from './registration-texts';
import { RegistrationResult } from './registration-result';

type Field = 'name' | 'email' | 'mobile' | 'organisation' | 'consent';
const control = 'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600';

export function EventRegistrationForm({ slug, waitlist }: { slug: string; waitlist: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<RegistrationAnswer | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const value = (k: Field) => String(form.get(k) ?? '');
    setBusy(true);
    setError(null);
    const reply = await callApi<RegistrationAnswer>(`/api/v1/events/${encodeURIComponent(slug)}/registrations`, {
      json: { name: value('name'), email: value('email'), mobile: value('mobile'), organisation: value('organisation') || undefined, consent: form.get('consent') === 'on' },
    });
    setBusy(false);
    if (reply.ok) { setFields({}); setAnswer(reply.body); return; }
    setFields(reply.fields as Partial<Record<Field, string>>);
    // Field messages stand beside their fields; the summary above the button only points to them.
    const fieldErrors = Object.keys(reply.fields).length > 0;
    setError(reply.status === 0 ? REGISTRATION_TEXTS.noConnection : fieldErrors ? REGISTRATION_TEXTS.checkFields : reply.message ?? REGISTRATION_TEXTS.failed);
  }

  if (answer) return <RegistrationResult answer={answer} />;
  const text = (id: Field, label: string, o: { type?: string; autoComplete?: string; inputMode?: 'email' | 'tel' | 'numeric'; required?: boolean; max?: number; pattern?: string; hint?: string }) => (
    <div>
      <label htmlFor={`event-${id}`} className="block text-sm font-semibold text-ink">
        {t(label)}{o.required ? <span className="text-red-700" aria-hidden="true"> *</span> : <span className="font-normal text-slate-600"> {t('(optional)')}</span>}
      </label>
      <input id={`event-${id}`} name={id} type={o.type ?? 'text'} autoComplete={o.autoComplete} inputMode={o.inputMode} required={o.required} maxLength={o.max} pattern={o.pattern}
        aria-invalid={fields[id] ? true : undefined} aria-describedby={[o.hint ? `event-${id}-hint` : '', `event-${id}-error`].filter(Boolean).join(' ')}
        className={`${control} ${fields[id] ? 'border-red-700' : 'border-slate-400'}`} />
      {o.hint ? <p id={`event-${id}-hint`} className="mt-1 text-sm text-slate-600">{t(o.hint)}</p> : null}
      <p id={`event-${id}-error`} className="mt-1 text-sm font-medium text-red-700" role="alert">{fields[id] ? t(fields[id]) : ''}</p>
    </div>
  );
  return (
    <form method="post" action={localePath(locale, `/events/${slug}/register`)} onSubmit={submit} noValidate aria-label={t(waitlist ? 'Join the waitlist' : 'Register')} className="grid gap-4 sm:grid-cols-2">
      {text('name', L.name, { required: true, autoComplete: 'name', max: REGISTRATION_FIELD_LIMITS.name })}
      {text('email', L.email, { required: true, type: 'email', autoComplete: 'email', inputMode: 'email', max: REGISTRATION_FIELD_LIMITS.email })}
      {text('mobile', L.mobile, { required: true, type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', max: 10, pattern: '[0-9]{10}', hint: L.mobileHint })}
      {text('organisation', L.organisation, { autoComplete: 'organization', max: REGISTRATION_FIELD_LIMITS.organisation })}
      <div className="sm:col-span-2">
        <p id="event-consent-notice" className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{t(REGISTRATION_TEXTS.consentNotice)}</p>
        <div className="mt-3 flex items-start gap-3">
          <input id="event-consent" name="consent" type="checkbox" required className="mt-1 h-5 w-5"
            aria-invalid={fields.consent ? true : undefined} aria-describedby="event-consent-notice event-consent-error" />
          <label htmlFor="event-consent" className="text-sm font-semibold text-ink">{t(L.consent)}</label>
        </div>
        <p id="event-consent-error" className="mt-1 text-sm font-medium text-red-700" role="alert">{fields.consent ? t(fields.consent) : ''}</p>
      </div>
      <div className="space-y-3 sm:col-span-2">
        <button type="submit" disabled={busy} aria-disabled={busy || undefined}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-80">
          {busy ? t('Sending…') : t(waitlist ? 'Join the waitlist' : 'Register')}
        </button>
        <div role="alert">{error ? <p className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">{t(error)}</p> : null}</div>
      </div>
    </form>
  );
}
