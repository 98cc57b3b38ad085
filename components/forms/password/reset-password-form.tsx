'use client';
// Setting a new password with a one-time link. Success ends every session of the account, so the
// next step is the login page.
import { useState } from 'react';
import Link from '@/components/i18n/locale-link';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/form-field';
import { resetPasswordFormSchema } from '@/lib/accounts/password-change-schema';
import { PasswordInput, submitClass } from './password-input';
import { callApi } from '@/lib/client/api-client';
import { outcomeOf } from './outcome';
import { useLocale, useT } from '@/components/i18n/i18n-provider';

type Values = { password: string; confirm_password: string };

export function ResetPasswordForm({ token }: { token: string }) {
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm<Values>({
    resolver: zodResolver(resetPasswordFormSchema) as Resolver<Values>,
    defaultValues: { password: '', confirm_password: '' },
  });
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const t = useT();
  const locale = useLocale();

  const onSubmit = async (v: Values) => {
    setOutcome(null);
    const answer = outcomeOf(await callApi('/api/v1/reset-password', { json: { token, password: v.password }, locale }));
    setOutcome({ ok: answer.ok, message: answer.fields.password ?? answer.message });
  };

  if (outcome?.ok) {
    return (
      <div className="mt-6 space-y-4 text-center">
        <p role="status" className="text-sm font-medium text-green-700">{t(outcome.message)}</p>
        <Link href="/login" className="inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900">{t('Go to Login')}</Link>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('Reset password')} className="mt-6 space-y-2">
      <FormField label="New Password" name="password" error={errors.password?.message} required
        hint="At least 8 characters with an uppercase and a lowercase letter, a number and a special character (@ $ ! % * ? # &).">
        {(a) => <PasswordInput aria={a} field={register('password')} autoComplete="new-password" />}
      </FormField>
      <FormField label="Confirm New Password" name="confirm_password" error={errors.confirm_password?.message} required>
        {(a) => <PasswordInput aria={a} field={register('confirm_password')} autoComplete="new-password" />}
      </FormField>
      <p role="status" aria-live="polite" className="min-h-[1.25rem] text-sm font-medium text-red-600">{outcome ? t(outcome.message) : ''}</p>
      {outcome && !outcome.ok && (
        <p className="text-sm"><Link href="/forgot-password" className="font-semibold text-brand-800 underline">{t('Ask for a new link')}</Link></p>
      )}
      <button type="submit" disabled={isSubmitting} className={submitClass}>{isSubmitting ? t('Saving…') : t('Set New Password')}</button>
    </form>
  );
}
