'use client';
// Change password on the profile: current, new and confirm, with the registration form's rules. On
// success every other session of this person ends; this one stays.
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/form-field';
import { changePasswordFormSchema } from '@/lib/accounts/password-change-schema';
import { PasswordInput, submitClass } from './password-input';
import { callApi } from '@/lib/client/api-client';
import { outcomeOf } from './outcome';
import { useLocale, useT } from '@/components/i18n/i18n-provider';

type Values = { current_password: string; new_password: string; confirm_password: string };

export function ChangePasswordForm() {
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema) as Resolver<Values>,
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const t = useT();
  const locale = useLocale();

  const onSubmit = async (v: Values) => {
    setOutcome(null);
    const answer = outcomeOf(await callApi('/api/v1/change-password', { json: { current_password: v.current_password, new_password: v.new_password }, locale }));
    if (answer.ok) reset();
    for (const [field, message] of Object.entries(answer.fields)) {
      if (field === 'current_password' || field === 'new_password') setError(field, { message });
    }
    setOutcome({ ok: answer.ok, message: answer.message });
  };

  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('Change password')} className="max-w-md space-y-2">
      <FormField label="Current Password" name="current_password" error={errors.current_password?.message} required>
        {(a) => <PasswordInput aria={a} field={register('current_password')} autoComplete="current-password" />}
      </FormField>
      <FormField label="New Password" name="new_password" error={errors.new_password?.message} required
        hint="At least 8 characters with an uppercase and a lowercase letter, a number and a special character (@ $ ! % * ? # &).">
        {(a) => <PasswordInput aria={a} field={register('new_password')} autoComplete="new-password" />}
      </FormField>
      <FormField label="Confirm New Password" name="confirm_password" error={errors.confirm_password?.message} required>
        {(a) => <PasswordInput aria={a} field={register('confirm_password')} autoComplete="new-password" />}
      </FormField>
      <p role="status" aria-live="polite" className={`min-h-[1.25rem] text-sm font-medium ${outcome?.ok ? 'text-green-700' : 'text-red-600'}`}>{outcome ? t(outcome.message) : ''}</p>
      <button type="submit" disabled={isSubmitting} className={submitClass}>{isSubmitting ? t('Changing…') : t('Change Password')}</button>
    </form>
  );
}
