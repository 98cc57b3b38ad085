'use client';
// The /contact "Get in Touch" form: POST /api/v1/contact.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, HONEYPOT_FIELD, LIMITS, type ContactData, type ContactInput } from '@/lib/public-forms/schema';
import { INQUIRY_PLACEHOLDER, INQUIRY_TYPES } from '@/lib/content/contact';
import { SelectField, TextAreaField, TextField } from './fields';
import { Honeypot } from './honeypot';
import { FormOutcome, type Outcome } from './form-outcome';
import { SubmitButton } from './submit-button';
import { postForm } from './post-form';
import { useT } from '@/components/i18n/i18n-provider';

const EMPTY = { name: '', email: '', subject: '', message: '', inquiryType: '' as ContactInput['inquiryType'], [HONEYPOT_FIELD]: '' };

export function ContactForm() {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<ContactInput, unknown, ContactData>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const { outcome } = await postForm('/api/v1/contact', values, setError);
    if (outcome.kind === 'success') reset(EMPTY);
    setOutcome(outcome);
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={t('Get in Touch')} className="relative grid gap-4 sm:grid-cols-2">
      <TextField id="contact-name" label="Name" required autoComplete="name" maxLength={LIMITS.name} registration={register('name')} error={errors.name?.message} />
      <TextField id="contact-email" label="Email" type="email" required autoComplete="email" inputMode="email" maxLength={LIMITS.email} registration={register('email')} error={errors.email?.message} />
      <SelectField
        id="contact-inquiry-type"
        label="Inquiry type"
        required
        placeholder={INQUIRY_PLACEHOLDER}
        options={INQUIRY_TYPES.map((t) => ({ value: t, label: t }))}
        registration={register('inquiryType')}
        error={errors.inquiryType?.message}
      />
      <TextField id="contact-subject" label="Subject" required maxLength={LIMITS.subject} registration={register('subject')} error={errors.subject?.message} />
      <TextAreaField id="contact-message" label="Message" required rows={6} className="sm:col-span-2" maxLength={LIMITS.message} registration={register('message')} error={errors.message?.message} />
      <Honeypot idPrefix="contact" registration={register(HONEYPOT_FIELD)} />
      <div className="space-y-3 sm:col-span-2">
        <SubmitButton busy={isSubmitting}>{t('Send Message')}</SubmitButton>
        <FormOutcome outcome={outcome} />
      </div>
    </form>
  );
}
