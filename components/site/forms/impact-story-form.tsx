'use client';
// The /impact "Share Your Story" form: POST /api/v1/impact-story.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { impactStorySchema, HONEYPOT_FIELD, LIMITS, type ImpactStoryData, type ImpactStoryInput } from '@/lib/public-forms/schema';
import { STORY_FORM } from '@/lib/content/impact';
import { STORY_THEMES } from '@/lib/content/contact';
import { SelectField, TextAreaField, TextField } from './fields';
import { Honeypot } from './honeypot';
import { FormOutcome, type Outcome } from './form-outcome';
import { SubmitButton } from './submit-button';
import { postForm } from './post-form';
import { useT } from '@/components/i18n/i18n-provider';

const EMPTY = { name: '', email: '', story: '', theme: '' as ImpactStoryInput['theme'], consentToPublish: false, [HONEYPOT_FIELD]: '' };

export function ImpactStoryForm() {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<ImpactStoryInput, unknown, ImpactStoryData>({
    resolver: zodResolver(impactStorySchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const { outcome } = await postForm('/api/v1/impact-story', values, setError);
    if (outcome.kind === 'success') reset(EMPTY);
    setOutcome(outcome);
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={t(STORY_FORM.title)} className="relative grid gap-4 sm:grid-cols-2">
      <TextField id="story-name" label="Name" required autoComplete="name" maxLength={LIMITS.name} registration={register('name')} error={errors.name?.message} />
      <TextField id="story-email" label="Email" type="email" required autoComplete="email" maxLength={LIMITS.email} registration={register('email')} error={errors.email?.message} />
      <SelectField
        id="story-theme"
        label="Theme"
        required
        placeholder="Select a theme"
        options={STORY_THEMES.map((t) => ({ value: t, label: t }))}
        registration={register('theme')}
        error={errors.theme?.message}
      />
      <TextAreaField id="story-text" label="Your story" required rows={6} className="sm:col-span-2" maxLength={LIMITS.story} registration={register('story')} error={errors.story?.message} />
      <div className="flex items-start gap-3 sm:col-span-2">
        <input id="story-consent" type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-brand-700" {...register('consentToPublish')} />
        <label htmlFor="story-consent" className="text-sm text-ink">
          {t('You may publish my story on this website, with my name as I typed it. My email address is never shown. (Optional: we read every story either way.)')}
        </label>
      </div>
      <Honeypot idPrefix="story" registration={register(HONEYPOT_FIELD)} />
      <div className="space-y-3 sm:col-span-2">
        <SubmitButton busy={isSubmitting}>{STORY_FORM.submitLabel}</SubmitButton>
        <FormOutcome outcome={outcome} />
      </div>
    </form>
  );
}
