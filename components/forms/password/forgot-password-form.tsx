'use client';
// "Forgot password?": user type and mobile number. The answer is the same for every number, so the
// page only ever says that a link was sent if the account exists.
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField, inputClass } from '@/components/ui/form-field';
import { normaliseLoginPhone } from '@/lib/accounts/login-schema';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/accounts/password-change-schema';
import { submitClass } from './password-input';
import { callApi } from '@/lib/client/api-client';
import { outcomeOf } from './outcome';
import { useLocale, useT } from '@/components/i18n/i18n-provider';

type Values = { type: '' | ForgotPasswordInput['type']; mobile_no: string };

export function ForgotPasswordForm() {
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm<Values, unknown, ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema) as Resolver<Values, unknown, ForgotPasswordInput>,
    defaultValues: { type: '', mobile_no: '' },
  });
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const phone = register('mobile_no');
  const t = useT();
  const locale = useLocale();

  const onSubmit = async (input: ForgotPasswordInput) => {
    setOutcome(null);
    const answer = outcomeOf(await callApi('/api/v1/forgot-password', { json: input, locale }));
    setOutcome({ ok: answer.ok, message: answer.message });
  };

  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('Forgot password')} className="mt-6 space-y-2">
      <FormField label="User Type" name="type" error={errors.type?.message} required>
        {(a) => (
          <select {...a} {...register('type')} className={inputClass(a)}>
            <option value="">{t('Select user type')}</option>
            <option value="intern">{t('Intern')}</option>
            <option value="member">{t('Member')}</option>
          </select>
        )}
      </FormField>
      <FormField label="Phone Number" name="mobile_no" error={errors.mobile_no?.message} required>
        {(a) => (
          <input
            {...a}
            {...phone}
            onChange={(e) => { e.target.value = normaliseLoginPhone(e.target.value); void phone.onChange(e); }}
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            placeholder={t('10-digit mobile number')}
            className={inputClass(a)}
          />
        )}
      </FormField>
      <p role="status" aria-live="polite" className={`min-h-[1.25rem] text-sm font-medium ${outcome?.ok ? 'text-green-700' : 'text-red-600'}`}>{outcome ? t(outcome.message) : ''}</p>
      <button type="submit" disabled={isSubmitting} className={submitClass}>{isSubmitting ? t('Sending…') : t('Send Reset Link')}</button>
    </form>
  );
}
