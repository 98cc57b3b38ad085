'use client';
import { useT } from '@/components/i18n/i18n-provider';
// The extra step for applicants aged 16 or 17: a parent or guardian gives consent before the data of
// a minor is processed (Digital Personal Data Protection Act 2023, section 9). Not in the spec.
import { FormField, inputClass } from '@/components/ui/form-field';
import { GUARDIAN_NOTICE, GUARDIAN_RELATIONSHIPS } from '@/lib/registration/rules';
import { digitsOnly, ENGLISH_NAME, nameLetters } from '@/lib/kernel/field-rules';
import { checkboxClass, errorOf, filteredField, type WizardForm } from '../field-helpers';
import { MOBILE_HINT } from './personal-step';
import { TEXT_LIMITS } from '@/lib/kernel/text';

export function GuardianStep({ form }: { form: WizardForm }) {
  const t = useT();
  const consentError = errorOf(form, 'guardianConsent');
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <FormField label="Parent or Guardian Name" name="guardianName" error={errorOf(form, 'guardianName')} hint={ENGLISH_NAME.hint} required className="sm:col-span-2">
        {(a) => <input {...a} type="text" {...filteredField(form, 'guardianName', nameLetters)} maxLength={TEXT_LIMITS.personName} className={inputClass(a)} />}
      </FormField>
      <FormField label="Relationship to the Applicant" name="guardianRelationship" error={errorOf(form, 'guardianRelationship')} required>
        {(a) => (
          <select {...a} {...form.register('guardianRelationship')} className={inputClass(a)}>
            <option value="">{t('Select relationship')}</option>
            {GUARDIAN_RELATIONSHIPS.map((r) => <option key={r} value={r}>{t(r)}</option>)}
          </select>
        )}
      </FormField>
      <FormField label="Parent or Guardian Mobile Number" name="guardianMobile" error={errorOf(form, 'guardianMobile')} hint={MOBILE_HINT} required>
        {(a) => <input {...a} {...filteredField(form, 'guardianMobile', (v) => digitsOnly(v, 10))} type="tel" inputMode="numeric" className={inputClass(a)} />}
      </FormField>
      <div className="sm:col-span-2">
        <p id="guardian-notice" className="mb-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{t(GUARDIAN_NOTICE)}</p>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            id="field-guardianConsent"
            {...form.register('guardianConsent')}
            aria-invalid={Boolean(consentError)}
            aria-describedby={`guardian-notice${consentError ? ' field-guardianConsent-error' : ''}`}
            className={checkboxClass}
          />
          <span>{t("I am the applicant's parent or legal guardian and I consent to the processing of their data for this registration.")}</span>
        </label>
        <p id="field-guardianConsent-error" aria-live="polite" className="mt-1 min-h-[1rem] text-xs font-medium text-red-600">{consentError ? t(consentError) : ''}</p>
      </div>
    </div>
  );
}
