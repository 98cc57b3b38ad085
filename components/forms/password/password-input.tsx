'use client';
// A password field with a Show/Hide toggle, for the change and reset forms.
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClass, type FieldAria } from '@/components/ui/form-field';
import { MAX_PASSWORD_BYTES } from '@/lib/accounts/password-rules';
import { useT } from '@/components/i18n/i18n-provider';

export function PasswordInput({ aria, field, autoComplete }: { aria: FieldAria; field: UseFormRegisterReturn; autoComplete: 'current-password' | 'new-password' }) {
  const [shown, setShown] = useState(false);
  const t = useT();
  return (
    <div className="relative">
      <input {...aria} {...field} type={shown ? 'text' : 'password'} autoComplete={autoComplete} maxLength={MAX_PASSWORD_BYTES} className={`${inputClass(aria)} pr-16`} />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        aria-pressed={shown}
        aria-label={shown ? t('Hide password') : t('Show password')}
        className="absolute inset-y-0 right-0 px-3 text-xs font-semibold text-brand-800 hover:text-brand-900"
      >
        {shown ? t('Hide') : t('Show')}
      </button>
    </div>
  );
}

export const submitClass = 'mt-2 w-full rounded-full bg-brand-800 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70';
