'use client';
// The newsletter box on /contact: POST /api/v1/newsletter.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterSchema, HONEYPOT_FIELD, LIMITS, type NewsletterData, type NewsletterInput } from '@/lib/public-forms/schema';
import { NEWSLETTER } from '@/lib/content/contact';
import { Honeypot } from './honeypot';
import { FormOutcome, type Outcome } from './form-outcome';
import { postForm } from './post-form';
import { useT } from '@/components/i18n/i18n-provider';

const EMPTY = { email: '', [HONEYPOT_FIELD]: '' };

export function NewsletterForm() {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<NewsletterInput, unknown, NewsletterData>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: EMPTY,
  });
  const error = errors.email?.message;

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const { outcome } = await postForm('/api/v1/newsletter', values, setError);
    if (outcome.kind === 'success') reset(EMPTY);
    setOutcome(outcome);
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={t(NEWSLETTER.title)} className="relative space-y-3">
      <label htmlFor="newsletter-email" className="block text-sm font-semibold text-ink">{t('Email address')}</label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t(NEWSLETTER.placeholder)}
          maxLength={LIMITS.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-email-error' : undefined}
          className={`block w-full rounded-full border bg-white px-4 py-2.5 text-ink placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-600 ${error ? 'border-red-700' : 'border-slate-400'}`}
          {...register('email')}
        />
        <button type="submit" disabled={isSubmitting} className="rounded-full bg-brand-800 px-6 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-80">
          {isSubmitting ? t('Subscribing…') : t(NEWSLETTER.button)}
        </button>
      </div>
      <p id="newsletter-email-error" role="alert" className="text-sm font-medium text-red-700">{error ? t(error) : ''}</p>
      <Honeypot idPrefix="newsletter" registration={register(HONEYPOT_FIELD)} />
      <FormOutcome outcome={outcome} />
    </form>
  );
}
