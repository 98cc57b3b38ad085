// A labelled form control with its hint and error. The control is passed as a render function that
// receives the ids and ARIA attributes to spread on it, so any input, select or file picker fits:
//   <FormField label="Email" name="email" error={errors.email?.message} required>
//     {(a) => <input {...a} {...register('email')} className={inputClass(a)} />}
//   </FormField>
import { useT } from '@/components/i18n/i18n-provider';

export type FieldAria = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

type Props = {
  label: React.ReactNode;
  name: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (aria: FieldAria) => React.ReactNode;
};

export function FormField({ label, name, error, hint, required, className = '', children }: Props) {
  // Labels, hints and messages are written in English (the spec's); shown in the page's language.
  const t = useT();
  if (typeof label === 'string') label = t(label);
  if (error) error = t(error);
  if (hint) hint = t(hint);
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
        {required && <span className="text-red-600" aria-hidden="true"> *</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, ...(required ? { 'aria-required': true } : {}) })}
      {hint && <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">{hint}</p>}
      <p id={`${id}-error`} aria-live="polite" className="mt-1 min-h-[1rem] text-xs font-medium text-red-600">{error ?? ''}</p>
    </div>
  );
}

/** Tailwind classes for a text input or select, red when invalid. */
export function inputClass(aria?: Pick<FieldAria, 'aria-invalid'>): string {
  return `block w-full rounded-lg border bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none transition focus:ring-2 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ${
    aria?.['aria-invalid'] ? 'border-red-500 focus:border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-200'
  }`;
}
