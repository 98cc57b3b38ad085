// Small helpers shared by the wizard's steps: a registered input whose value is cleaned while typing
// (letters only, digits capped...) before react-hook-form sees it, and a field's current error.
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { WizardValues } from './form-values';
import { withTypingFilter } from '@/components/ui/typing-filter';

export type WizardForm = UseFormReturn<WizardValues>;
type Name = FieldPath<WizardValues>;

export const filteredField = (form: WizardForm, name: Name, filter: (value: string) => string) => withTypingFilter(form.register(name), filter);

export const errorOf = (form: WizardForm, name: Name): string | undefined => {
  const error = form.formState.errors[name as keyof WizardValues];
  return typeof error?.message === 'string' ? error.message : undefined;
};

/** setValue that re-checks the field only when it already shows an error (no error flashes while filling). */
export function setQuietly(form: WizardForm, name: Name, value: string) {
  form.setValue(name, value, { shouldDirty: true, shouldValidate: Boolean(form.formState.errors[name as keyof WizardValues]) });
}

export const checkboxClass = 'mt-0.5 h-4 w-4 shrink-0 accent-brand-700';
