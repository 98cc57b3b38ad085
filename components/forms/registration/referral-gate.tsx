'use client';
// The member form's first step (spec part 2, section 2): an intern's reference ID, checked by the
// server; only then does the registration wizard appear, with the code it will send.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { useT } from '@/components/i18n/i18n-provider';
import { RichText } from '@/components/i18n/rich-text';
import { REFERRAL_MESSAGES } from '@/lib/registration/referral-rules';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { validateReferralCode } from './api';
import type { ApiFailure } from '@/lib/client/api-client';
import type { Translator } from '@/lib/i18n/translate';
import { TEXT_LIMITS } from '@/lib/kernel/text';
import { rememberedReferral, rememberReferral } from './tab-storage';
import { BEFORE_SCRIPTS_TEXT, LateScriptsNotice, NoScriptNotice, useHydrated } from '../before-scripts';

type Values = { referral_code: string };

// The wizard appears only once a code is validated: its code is fetched then (warmed when the code form is first
// used), so /member first loads just this small form. React.lazy: next/dynamic's loader would add its own code.
const loadWizard = () => import('./registration-wizard').then((m) => ({ default: m.RegistrationWizard }));
const RegistrationWizard = lazy(loadWizard);

const { resolver, warm } = lazyResolver<Values, unknown, Values>(() => import('./referral-resolver').then((m) => m.referralResolver));

/** The message for a refused code: the spec's wording for a wrong code, the server's (already in the page's language) for a rate limit. */
function refusal(failure: ApiFailure, t: Translator) {
  const { code, message } = failure;
  if ((code === 'referral_not_found' || code === 'invalid_input') && message) return t(REFERRAL_MESSAGES.invalid, { message });
  if (code === 'rate_limited' && message) return message;
  return REFERRAL_MESSAGES.checkFailed;
}

export function ReferralGate() {
  const toast = useToast();
  const t = useT();
  const ready = useHydrated(); // until then the form waits (../before-scripts.tsx)
  const [validated, setValidated] = useState<string | null>(null);
  const form = useForm<Values>({ resolver, defaultValues: { referral_code: '' } });
  const { errors, isSubmitting } = form.formState;
  const notice = useRef<HTMLParagraphElement>(null);
  // After a reload, a code validated earlier in this tab opens the wizard again (the server checks it at submit).
  useEffect(() => {
    const kept = rememberedReferral();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time restore from browser storage after hydration
    if (kept) setValidated(kept);
  }, []);
  // The form that had focus is gone: continue from the confirmation above the wizard.
  useEffect(() => { if (validated) notice.current?.focus(); }, [validated]);

  const check = form.handleSubmit(async ({ referral_code }) => {
    const answer = await validateReferralCode(referral_code);
    if (answer.ok) {
      toast.success(answer.message ?? REFERRAL_MESSAGES.valid);
      rememberReferral(referral_code);
      setValidated(referral_code);
      return;
    }
    const message = refusal(answer, t);
    form.setError('referral_code', { message }, { shouldFocus: true });
    toast.error(message);
  });

  if (validated) {
    return (
      <div>
        <p ref={notice} tabIndex={-1} className="mb-5 flex flex-wrap items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-2 text-sm text-green-900 outline-none">
          <span aria-hidden="true">✓</span>{' '}
          <RichText text={t('Referral code <code>{code}</code> validated.')} values={{ code: validated }} tags={{ code: (code) => <strong className="font-mono">{code}</strong> }} />
        </p>
        <Suspense fallback={<p className="text-sm text-slate-600">{t('Loading the registration form…')}</p>}>
          <RegistrationWizard kind="member" referralCode={validated} />
        </Suspense>
      </div>
    );
  }

  return (
    <>
      <NoScriptNotice />
      <form method="post" noValidate onSubmit={check} onFocus={() => { warm(); void loadWizard(); }} onPointerDown={warm} aria-label={t('Referral code')} className="max-w-md">
        <fieldset disabled={!ready} className="min-w-0">
          <FormField label="Enter Inter Reference ID" name="referral_code" error={errors.referral_code?.message} hint="The reference ID printed on an intern's acknowledgement card, e.g. NYF-XXXXX-XXXXX." required>
            {(a) => <input {...a} type="text" {...form.register('referral_code')} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={TEXT_LIMITS.referralCode} className={inputClass(a)} />}
          </FormField>
          <button type="submit" disabled={isSubmitting} className="rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {t(!ready ? BEFORE_SCRIPTS_TEXT.loading : isSubmitting ? 'Checking…' : 'Submit')}
          </button>
          <LateScriptsNotice waiting={!ready} />
        </fieldset>
      </form>
    </>
  );
}
