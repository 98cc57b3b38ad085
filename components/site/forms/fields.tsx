// Labelled form controls: the error text is tied to its field (aria-describedby, aria-invalid) and announced.
// Labels, hints, placeholders, options and messages are written in English and shown in the page's language
// (the page wraps its form in <FormMessages>, which brings the 'forms' catalogue section).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '@/components/i18n/i18n-provider';

type Base = { id: string; label: string; error?: string; required?: boolean; hint?: string; className?: string };
/** Text controls take their maxLength from the form's schema limits (lib/kernel/text.ts). */
type Bounded = { maxLength: number };

const control =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600';

function describedBy(id: string, error?: string, hint?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Frame({ id, label, error, required, hint, className = '', children }: Base & { children: React.ReactNode }) {
  const t = useT();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {t(label)}
        {required ? <span className="text-red-700" aria-hidden="true"> *</span> : <span className="font-normal text-slate-600"> {t('(optional)')}</span>}
      </label>
      {children}
      {hint && <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">{t(hint)}</p>}
      <p id={`${id}-error`} className="mt-1 min-h-0 text-sm font-medium text-red-700" role="alert">{error ? t(error) : ''}</p>
    </div>
  );
}

type InputProps = Base & Bounded & { registration: UseFormRegisterReturn; type?: string; autoComplete?: string; placeholder?: string; inputMode?: 'email' | 'tel' | 'url' | 'text' };

export function TextField({ registration, type = 'text', autoComplete, placeholder, inputMode, maxLength, ...base }: InputProps) {
  const t = useT();
  return (
    <Frame {...base}>
      <input
        id={base.id}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder && t(placeholder)}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={base.error ? true : undefined}
        aria-required={base.required || undefined}
        aria-describedby={describedBy(base.id, base.error, base.hint)}
        className={`${control} ${base.error ? 'border-red-700' : 'border-slate-400'}`}
        {...registration}
      />
    </Frame>
  );
}

type SelectProps = Base & { registration: UseFormRegisterReturn; placeholder: string; options: readonly { value: string; label: string }[] };

export function SelectField({ registration, placeholder, options, ...base }: SelectProps) {
  const t = useT();
  return (
    <Frame {...base}>
      <select
        id={base.id}
        aria-invalid={base.error ? true : undefined}
        aria-required={base.required || undefined}
        aria-describedby={describedBy(base.id, base.error, base.hint)}
        className={`${control} ${base.error ? 'border-red-700' : 'border-slate-400'}`}
        {...registration}
      >
        <option value="">{t(placeholder)}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{t(o.label)}</option>)}
      </select>
    </Frame>
  );
}

type AreaProps = Base & Bounded & { registration: UseFormRegisterReturn; rows?: number; placeholder?: string };

export function TextAreaField({ registration, rows = 5, placeholder, maxLength, ...base }: AreaProps) {
  const t = useT();
  return (
    <Frame {...base}>
      <textarea
        id={base.id}
        rows={rows}
        placeholder={placeholder && t(placeholder)}
        maxLength={maxLength}
        aria-invalid={base.error ? true : undefined}
        aria-required={base.required || undefined}
        aria-describedby={describedBy(base.id, base.error, base.hint)}
        className={`${control} ${base.error ? 'border-red-700' : 'border-slate-400'}`}
        {...registration}
      />
    </Frame>
  );
}
