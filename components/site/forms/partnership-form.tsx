'use client';
// The /partner partnership request form: POST /api/v1/partnership-request.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { partnershipRequestSchema, HONEYPOT_FIELD, LIMITS, type PartnershipRequestData, type PartnershipRequestInput } from '@/lib/public-forms/schema';
import { PARTNER_FORM, PARTNERSHIP_TYPES } from '@/lib/content/contact';
import { SelectField, TextAreaField, TextField } from './fields';
import { Honeypot } from './honeypot';
import { FormOutcome, type Outcome } from './form-outcome';
import { SubmitButton } from './submit-button';
import { postForm } from './post-form';
import { useT } from '@/components/i18n/i18n-provider';

const EMPTY = {
  organizationName: '', contactPerson: '', email: '', phone: '', website: '', message: '',
  partnershipType: '' as PartnershipRequestInput['partnershipType'], [HONEYPOT_FIELD]: '',
};

export function PartnershipForm() {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<PartnershipRequestInput, unknown, PartnershipRequestData>({
    resolver: zodResolver(partnershipRequestSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const { outcome } = await postForm('/api/v1/partnership-request', values, setError);
    if (outcome.kind === 'success') reset(EMPTY);
    setOutcome(outcome);
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={t(PARTNER_FORM.title)} className="relative grid gap-4 sm:grid-cols-2">
      <TextField id="partner-organization" label="Organization name" required autoComplete="organization" maxLength={LIMITS.organisation} registration={register('organizationName')} error={errors.organizationName?.message} />
      <TextField id="partner-contact-person" label="Contact person" required autoComplete="name" maxLength={LIMITS.name} registration={register('contactPerson')} error={errors.contactPerson?.message} />
      <TextField id="partner-email" label="Email" type="email" required autoComplete="email" maxLength={LIMITS.email} registration={register('email')} error={errors.email?.message} />
      <TextField id="partner-phone" label="Phone" type="tel" autoComplete="tel" maxLength={LIMITS.phone} registration={register('phone')} error={errors.phone?.message} />
      <TextField id="partner-website" label="Website" type="url" autoComplete="url" placeholder="https://" maxLength={LIMITS.website} registration={register('website')} error={errors.website?.message} />
      <SelectField
        id="partner-type"
        label="Partnership type"
        required
        placeholder="Select partnership type"
        options={PARTNERSHIP_TYPES}
        registration={register('partnershipType')}
        error={errors.partnershipType?.message}
      />
      <TextAreaField id="partner-message" label="Message" rows={5} className="sm:col-span-2" maxLength={LIMITS.message} registration={register('message')} error={errors.message?.message} />
      <Honeypot idPrefix="partner" registration={register(HONEYPOT_FIELD)} />
      <div className="space-y-3 sm:col-span-2">
        <SubmitButton busy={isSubmitting}>{PARTNER_FORM.button}</SubmitButton>
        <FormOutcome outcome={outcome} />
      </div>
    </form>
  );
}
