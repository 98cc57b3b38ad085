'use client';
// Steps 1 (Institute) and 2 (Authorization) of the institution wizard: the inputs, with the spec's
// typing filters (characters stripped, digits capped) applied before react-hook-form sees the value.
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField, inputClass } from '@/components/ui/form-field';
import { INPUT_FILTERS, INSTITUTION_LIMITS, MESSAGES } from '@/lib/institutions/rules';
import { ENGLISH_NAME } from '@/lib/kernel/field-rules';
import { withTypingFilter } from '@/components/ui/typing-filter';
import { DistrictStationFields } from '@/components/forms/district-station-fields';
import type { Place } from './api';
import type { ListState } from '../use-list';
import type { InstitutionFormValues } from './form-values';

type Form = UseFormReturn<InstitutionFormValues>;
type Name = keyof InstitutionFormValues;

function filtered(form: Form, name: Name, filter?: (v: string) => string) {
  const field = form.register(name);
  return filter ? withTypingFilter(field, filter) : field;
}

const err = (form: Form, name: Name) => form.formState.errors[name]?.message;

export function InstituteStep({ form, districts, policeStations, loadingStations, lists }: { form: Form; districts: Place[]; policeStations: Place[]; loadingStations: boolean; lists?: { districts: ListState<Place>; stations: ListState<Place> } }) {
  const district = useWatch({ control: form.control, name: 'district' });
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <FormField label="Institute Name" name="name" error={err(form, 'name')} required className="sm:col-span-2">
        {(a) => <input {...a} type="text" {...filtered(form, 'name')} maxLength={INSTITUTION_LIMITS.name} autoComplete="organization" className={inputClass(a)} />}
      </FormField>
      <FormField label="Address" name="address" error={err(form, 'address')} required className="sm:col-span-2">
        {(a) => <textarea {...a} {...filtered(form, 'address', INPUT_FILTERS.address)} rows={2} maxLength={INSTITUTION_LIMITS.address} className={inputClass(a)} />}
      </FormField>
      <DistrictStationFields
        district={{ field: form.register('district'), error: err(form, 'district'), chosen: Boolean(district) }}
        station={{ field: form.register('policeStation'), error: err(form, 'policeStation') }}
        onDistrictChange={() => form.setValue('policeStation', '')}
        districts={districts}
        policeStations={policeStations}
        loadingStations={loadingStations}
        lists={lists}
      />
      <FormField label="PIN Code" name="pinCode" error={err(form, 'pinCode')} required>
        {(a) => <input {...a} type="text" {...filtered(form, 'pinCode', INPUT_FILTERS.pinCode)} inputMode="numeric" autoComplete="postal-code" maxLength={6} className={inputClass(a)} />}
      </FormField>
    </div>
  );
}

export function AuthorizationStep({ form }: { form: Form }) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <FormField label="Authorized Person" name="authorizedPerson" error={err(form, 'authorizedPerson')} hint={ENGLISH_NAME.hint} required>
        {(a) => <input {...a} type="text" {...filtered(form, 'authorizedPerson', INPUT_FILTERS.authorizedPerson)} maxLength={INSTITUTION_LIMITS.person} autoComplete="name" className={inputClass(a)} />}
      </FormField>
      <FormField label="Designation" name="designation" error={err(form, 'designation')} required>
        {(a) => <input {...a} type="text" {...filtered(form, 'designation', INPUT_FILTERS.designation)} maxLength={INSTITUTION_LIMITS.designation} autoComplete="organization-title" className={inputClass(a)} />}
      </FormField>
      <FormField label="Contact No." name="contactNo" error={err(form, 'contactNo')} hint={MESSAGES.contactHint} required>
        {(a) => <input {...a} {...filtered(form, 'contactNo', INPUT_FILTERS.contactNo)} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} className={inputClass(a)} />}
      </FormField>
      <FormField label="Email" name="email" error={err(form, 'email')} required>
        {(a) => <input {...a} {...filtered(form, 'email')} type="text" inputMode="email" autoComplete="email" maxLength={INSTITUTION_LIMITS.email} className={inputClass(a)} />}
      </FormField>
    </div>
  );
}
