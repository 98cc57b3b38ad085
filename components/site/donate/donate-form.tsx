'use client';
// The /donate form. Without scripts the browser posts it itself to POST /api/v1/donations, which sends it on to
// the payment page (or to /donate/problem); with scripts it goes through the one client (callApi), shows the
// server's field messages beside the fields, and then opens the same payment page. The browser's own checks
// (required, pattern, min/max) stand in for the schema here, to keep zod out of this page's first load.
import { useState } from 'react';
import { callApi } from '@/lib/client/api-client';
import { withLang } from '@/lib/i18n/api-language';
import { localePath } from '@/lib/i18n/locales';
import { AMOUNT_CHOICES, AMOUNT_LIMITS } from '@/lib/donations/amounts';
import { useLocale, useT } from '@/components/i18n/i18n-provider';

/** A campaign, its title already in the page's language (the server's catalogue section). */
type Campaign = { id: string; title: string };

const control = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600';
const label = 'block text-sm font-semibold text-ink';

export function DonateForm({ campaigns }: { campaigns: readonly Campaign[] }) {
  const t = useT();
  const locale = useLocale();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const action = withLang('/api/v1/donations', locale);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    const amount = data.amount === 'other' ? data.amount_other : data.amount;
    setBusy(true);
    setProblem(null);
    const answer = await callApi<{ reference: string }>('/api/v1/donations', {
      json: { ...data, amount: /^\d+$/.test(amount ?? '') ? Number(amount) : amount, indian_citizen: data.indian_citizen === 'on', amount_other: undefined },
    });
    if (answer.ok) { window.location.assign(localePath(locale, `/donate/pay/${answer.body.reference}`)); return; }
    setBusy(false);
    setFields(answer.fields);
    setProblem(answer.message ?? t('Sorry, that did not work. Please try again.'));
  }

  const error = (name: string) => fields[name] ? <p id={`donate-${name}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">{fields[name]}</p> : null;
  const describedBy = (name: string) => (fields[name] ? `donate-${name}-error` : undefined);

  return (
    <form method="post" action={action} onSubmit={onSubmit} aria-label={t('Donate')} className="grid gap-5">
      <fieldset aria-describedby={describedBy('amount')}>
        <legend className={label}>{t('Amount')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {AMOUNT_CHOICES.map((a, i) => (
            <label key={a} className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-3 py-2">
              <input type="radio" name="amount" value={a} defaultChecked={i === 1} required />
              <span>₹{new Intl.NumberFormat('en-IN').format(a)}</span>
            </label>
          ))}
          <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-3 py-2">
            <input type="radio" name="amount" value="other" />
            <span>{t('Your own amount')}</span>
          </label>
        </div>
        <label htmlFor="donate-amount-other" className="mt-2 block text-sm text-slate-700">{t('Your own amount, in whole rupees (₹100 to ₹5,00,000)')}</label>
        <input id="donate-amount-other" name="amount_other" type="number" inputMode="numeric" min={AMOUNT_LIMITS.min} max={AMOUNT_LIMITS.max} step={1} className={control} />
        {error('amount')}
      </fieldset>
      <div>
        <label htmlFor="donate-campaign" className={label}>{t('Campaign')}</label>
        <select id="donate-campaign" name="campaign" defaultValue="general" className={control} aria-describedby={describedBy('campaign')}>
          <option value="general">{t('General (where it is needed most)')}</option>
          {campaigns.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
        </select>
        {error('campaign')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="donate-name" className={label}>{t('Name')}</label>
          <input id="donate-name" name="name" type="text" required maxLength={100} autoComplete="name" className={control} aria-invalid={fields.name ? true : undefined} aria-describedby={describedBy('name')} />
          {error('name')}
        </div>
        <div>
          <label htmlFor="donate-email" className={label}>{t('Email')}</label>
          <input id="donate-email" name="email" type="email" required maxLength={254} autoComplete="email" className={control} aria-invalid={fields.email ? true : undefined} aria-describedby={describedBy('email')} />
          {error('email')}
        </div>
        <div>
          <label htmlFor="donate-mobile" className={label}>{t('Mobile number')}</label>
          <input id="donate-mobile" name="mobile" type="tel" required inputMode="numeric" pattern="[6-9][0-9]{9}" maxLength={10} autoComplete="tel-national" className={control} aria-invalid={fields.mobile ? true : undefined} aria-describedby={describedBy('mobile')} />
          {error('mobile')}
        </div>
        <div>
          <label htmlFor="donate-pan" className={label}>{t('PAN (for an 80G receipt)')}</label>
          <input id="donate-pan" name="pan" type="text" maxLength={10} pattern="[A-Za-z]{5}[0-9]{4}[A-Za-z]" autoCapitalize="characters" className={control} aria-invalid={fields.pan ? true : undefined} aria-describedby={`donate-pan-hint${fields.pan ? ' donate-pan-error' : ''}`} />
          <p id="donate-pan-hint" className="mt-1 text-sm text-slate-600">{t('Optional. Without a PAN the receipt is not valid for a deduction under section 80G.')}</p>
          {error('pan')}
        </div>
      </div>
      <div>
        <label htmlFor="donate-address" className={label}>{t('Address')}</label>
        <textarea id="donate-address" name="address" required maxLength={300} rows={3} autoComplete="street-address" className={control} aria-invalid={fields.address ? true : undefined} aria-describedby={describedBy('address')} />
        {error('address')}
      </div>
      <fieldset aria-describedby={describedBy('method')}>
        <legend className={label}>{t('How will you pay?')}</legend>
        <label className="mt-2 flex items-center gap-2"><input type="radio" name="method" value="upi" defaultChecked required /> {t('UPI (any UPI app; no charges)')}</label>
        <label className="mt-1 flex items-center gap-2"><input type="radio" name="method" value="online" /> {t('Card or netbanking (online payment)')}</label>
        {error('method')}
      </fieldset>
      <div>
        <label className="flex items-start gap-2">
          <input type="checkbox" name="indian_citizen" required className="mt-1" aria-describedby={describedBy('indian_citizen')} />
          <span>{t('I am an Indian citizen and I am paying from an Indian bank account.')}</span>
        </label>
        {error('indian_citizen')}
      </div>
      <div aria-live="assertive">{problem && <p role="alert" className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">{problem}</p>}</div>
      <button type="submit" disabled={busy} className="justify-self-start rounded-lg bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-60">
        {busy ? t('Please wait…') : t('Continue to payment')}
      </button>
    </form>
  );
}
