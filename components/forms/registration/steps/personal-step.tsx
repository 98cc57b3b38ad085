'use client';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { localePath } from '@/lib/i18n/locales';
// Step 2: personal details, with the spec's typing rules: the name keeps letters and single spaces (any script's
// letters stay, to be refused with a reason: it is written in English letters, decision 017),
// the PIN 6 digits, phone numbers 10 digits; 'Whatsapp number same as mobile' copies the mobile and
// locks the field; a new district clears the police station and loads that district's stations.
import { useWatch } from 'react-hook-form';
import { FormField, inputClass } from '@/components/ui/form-field';
import { DistrictStationFields } from '@/components/forms/district-station-fields';
import type { Place } from '@/components/forms/institution/api';
import type { ListState } from '@/components/forms/use-list';
import { GENDERS } from '@/lib/registration/rules';
import { digitsOnly, ENGLISH_NAME, nameLetters } from '@/lib/kernel/field-rules';
import { todayInIndia } from '@/lib/kernel/age';
import { MOBILE_TAKEN } from '@/lib/registration/errors';
import { checkboxClass, errorOf, filteredField, setQuietly, type WizardForm } from '../field-helpers';
import { TEXT_LIMITS } from '@/lib/kernel/text';

/** A way on from a number registered already: most often it is the applicant's own account. The draft keeps the form. */
export const MOBILE_TAKEN_WAY_ON = { question: 'Registered before with this number?', login: 'Log in', or: 'or', reset: 'reset your password' } as const;
export const MOBILE_HINT = 'Must be a valid 10-digit Indian number starting with 6-9, not repeated digits.';
const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };

type Props = { form: WizardForm; districts: Place[]; policeStations: Place[]; loadingStations: boolean; mobileTaken: boolean; lists?: { districts: ListState<Place>; stations: ListState<Place> } };

export function PersonalStep({ form, districts, policeStations, loadingStations, mobileTaken, lists }: Props) {
  const t = useT();
  const locale = useLocale();
  const [district, sameWhatsapp] = useWatch({ control: form.control, name: ['applicantDistrict', 'sameWhatsapp'] });
  const mobile = filteredField(form, 'mobileNumber', (v) => digitsOnly(v, 10));
  const same = form.register('sameWhatsapp');

  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <FormField label="Full Name" name="applicantName" error={errorOf(form, 'applicantName')} hint={ENGLISH_NAME.hint} required className="sm:col-span-2">
        {(a) => <input {...a} type="text" {...filteredField(form, 'applicantName', nameLetters)} autoComplete="name" maxLength={TEXT_LIMITS.personName} className={inputClass(a)} />}
      </FormField>
      <FormField label="Address" name="applicantAddress" error={errorOf(form, 'applicantAddress')} required className="sm:col-span-2">
        {(a) => <textarea {...a} {...form.register('applicantAddress')} rows={2} autoComplete="street-address" maxLength={TEXT_LIMITS.address} className={inputClass(a)} />}
      </FormField>
      <DistrictStationFields
        district={{ field: form.register('applicantDistrict'), error: errorOf(form, 'applicantDistrict'), chosen: Boolean(district) }}
        station={{ field: form.register('applicantPoliceStation'), error: errorOf(form, 'applicantPoliceStation') }}
        onDistrictChange={() => form.setValue('applicantPoliceStation', '')}
        districts={districts}
        policeStations={policeStations}
        loadingStations={loadingStations}
        lists={lists}
      />
      <FormField label="PIN Code" name="applicantPinCode" error={errorOf(form, 'applicantPinCode')} required>
        {(a) => <input {...a} type="text" {...filteredField(form, 'applicantPinCode', (v) => digitsOnly(v, 6))} inputMode="numeric" autoComplete="postal-code" className={inputClass(a)} />}
      </FormField>
      <FormField label="Date of Birth" name="dateOfBirth" error={errorOf(form, 'dateOfBirth')} required>
        {(a) => <input {...a} {...form.register('dateOfBirth')} type="date" max={todayInIndia()} autoComplete="bday" className={inputClass(a)} />}
      </FormField>
      <FormField label="Gender" name="gender" error={errorOf(form, 'gender')} required>
        {(a) => (
          <select {...a} {...form.register('gender')} className={inputClass(a)}>
            <option value="">{t('Select gender')}</option>
            {GENDERS.map((g) => <option key={g} value={g}>{t(GENDER_LABELS[g])}</option>)}
          </select>
        )}
      </FormField>
      <FormField label="Mobile Number" name="mobileNumber" error={errorOf(form, 'mobileNumber') ?? (mobileTaken ? MOBILE_TAKEN : undefined)} hint={MOBILE_HINT} required>
        {(a) => (
          <input
            {...a}
            {...mobile}
            onChange={(e) => {
              const result = mobile.onChange(e);
              if (form.getValues('sameWhatsapp')) setQuietly(form, 'whatsappNumber', e.target.value);
              return result;
            }}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            className={inputClass(a)}
          />
        )}
      </FormField>
      {mobileTaken && (
        <p className="-mt-2 mb-3 text-sm text-slate-700 sm:col-span-2">
          {t(MOBILE_TAKEN_WAY_ON.question)} <a href={localePath(locale, '/login')} className="font-semibold text-brand-700 underline">{t(MOBILE_TAKEN_WAY_ON.login)}</a>{' '}
          {t(MOBILE_TAKEN_WAY_ON.or)} <a href={localePath(locale, '/forgot-password')} className="font-semibold text-brand-700 underline">{t(MOBILE_TAKEN_WAY_ON.reset)}</a>.
        </p>
      )}
      <div className="sm:col-span-2">
        <label className="mb-3 flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            {...same}
            onChange={(e) => {
              setQuietly(form, 'whatsappNumber', e.target.checked ? form.getValues('mobileNumber') : '');
              return same.onChange(e);
            }}
            className={checkboxClass}
          />
          <span>{t('Whatsapp number same as mobile')}</span>
        </label>
      </div>
      <FormField label="WhatsApp Number" name="whatsappNumber" error={errorOf(form, 'whatsappNumber')} hint={MOBILE_HINT} required>
        {(a) => (
          <input
            {...a}
            {...filteredField(form, 'whatsappNumber', (v) => digitsOnly(v, 10))}
            readOnly={sameWhatsapp}
            type="tel"
            inputMode="numeric"
            className={`${inputClass(a)} read-only:bg-slate-50 read-only:text-slate-700`}
          />
        )}
      </FormField>
      <FormField label="Email" name="email" error={errorOf(form, 'email')} required>
        {(a) => <input {...a} {...form.register('email')} type="email" inputMode="email" autoComplete="email" maxLength={TEXT_LIMITS.email} className={inputClass(a)} />}
      </FormField>
    </div>
  );
}
