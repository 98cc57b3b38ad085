'use client';
// "Join Our Community" (section id 'newsletter'): a form, then a thank-you panel with "Sign up another person".
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { communitySignupSchema, HONEYPOT_FIELD, LIMITS, type CommunitySignupData, type CommunitySignupInput } from '@/lib/public-forms/schema';
import { COMMUNITY_SIGNUP, INTERESTS } from '@/lib/content/contact';
import { SelectField, TextField } from './fields';
import { Honeypot } from './honeypot';
import { FormOutcome, type Outcome } from './form-outcome';
import { SubmitButton } from './submit-button';
import { postForm } from './post-form';
import { useT } from '@/components/i18n/i18n-provider';

const EMPTY = { name: '', email: '', phone: '', interest: '' as CommunitySignupInput['interest'], [HONEYPOT_FIELD]: '' };

export function CommunitySignup() {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [joined, setJoined] = useState(false);
  const [returned, setReturned] = useState(false);
  const { register, handleSubmit, reset, setError, setFocus, formState: { errors, isSubmitting } } = useForm<CommunitySignupInput, unknown, CommunitySignupData>({
    resolver: zodResolver(communitySignupSchema),
    defaultValues: EMPTY,
  });

  // Back on the form after "Sign up another person": focus its first field, so keyboard users follow.
  useEffect(() => {
    if (returned && !joined) setFocus('name');
  }, [returned, joined, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const { outcome } = await postForm('/api/v1/community-signup', values, setError);
    if (outcome.kind === 'success') {
      reset(EMPTY);
      setJoined(true);
    } else setOutcome(outcome);
  });

  if (joined) {
    return (
      <div className="rounded-2xl border border-brand-200 bg-white p-8 text-center shadow-sm" role="status">
        <h3 ref={(el) => el?.focus()} tabIndex={-1} className="font-display text-2xl font-bold text-brand-800 outline-none">{t(COMMUNITY_SIGNUP.thankYouTitle)}</h3>
        <p className="mt-3 text-slate-700">{t(COMMUNITY_SIGNUP.thankYouText)}</p>
        <button type="button" onClick={() => { setJoined(false); setReturned(true); }} className="mt-6 rounded-full border-2 border-brand-800 px-6 py-2.5 font-semibold text-brand-800 hover:bg-brand-50">
          {t(COMMUNITY_SIGNUP.againButton)}
        </button>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={t(COMMUNITY_SIGNUP.title)} className="relative grid gap-4 rounded-2xl bg-white p-6 shadow-sm sm:grid-cols-2">
      <TextField
        id="community-name"
        label="Name"
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        registration={register('name')}
        error={errors.name?.message}
      />
      <TextField id="community-email" label="Email" type="email" required autoComplete="email" maxLength={LIMITS.email} registration={register('email')} error={errors.email?.message} />
      <TextField id="community-phone" label="Phone" type="tel" autoComplete="tel" maxLength={LIMITS.phone} registration={register('phone')} error={errors.phone?.message} />
      <SelectField
        id="community-interest"
        label="Interest"
        placeholder="Select your interest"
        options={INTERESTS.map((i) => ({ value: i, label: i }))}
        registration={register('interest')}
        error={errors.interest?.message}
      />
      <Honeypot idPrefix="community" registration={register(HONEYPOT_FIELD)} />
      <div className="space-y-3 sm:col-span-2">
        <SubmitButton busy={isSubmitting}>{COMMUNITY_SIGNUP.button}</SubmitButton>
        <FormOutcome outcome={outcome} />
      </div>
    </form>
  );
}
