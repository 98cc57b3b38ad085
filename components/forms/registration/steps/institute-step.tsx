'use client';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { RichText } from '@/components/i18n/rich-text';
import { localePath } from '@/lib/i18n/locales';
// Plain <a> for the institution form (a full load): next/link's code would take this page past its JavaScript budget.
// Step 1: the applicant picks an approved institution; its address, district, police station and PIN
// are copied in, read-only (spec part 2, section 4). The district and police station names are looked
// up in their lists, which may arrive after the choice, so the copy follows the lists as they load.
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField, inputClass } from '@/components/ui/form-field';
import { fetchPoliceStations, type Place } from '@/components/forms/institution/api';
import type { VerifiedInstitution } from '../api';
import { errorOf, setQuietly, type WizardForm } from '../field-helpers';
import { useList, type ListState } from '@/components/forms/use-list';
import { ListRetry } from '@/components/forms/list-retry';

const readOnly = (a: Parameters<typeof inputClass>[0]) => `${inputClass(a)} read-only:bg-slate-50 read-only:text-slate-700`;

type Props = {
  form: WizardForm;
  institutions: VerifiedInstitution[];
  loading: boolean;
  districts: Place[];
  /** The lists' states: a failed one shows a retry, never the "no approved institution" message. */
  lists?: { institutions: ListState<VerifiedInstitution>; districts: ListState<Place> };
};

export function InstituteStep({ form, institutions, loading, districts, lists }: Props) {
  const t = useT();
  const locale = useLocale();
  const collegeId = useWatch({ control: form.control, name: 'collegeName' });
  const chosen = institutions.find((i) => String(i.id) === collegeId);
  const stationList = useList(chosen ? `police stations of district ${chosen.district_id}` : null, () => fetchPoliceStations(chosen!.district_id));
  const stations = stationList.items;
  const failedInstitutions = lists?.institutions.status === 'failed';
  // The college's district and police station are looked up by id: either list failing leaves them blank.
  const placeRetry = lists?.districts.status === 'failed' ? lists.districts.retry : chosen && stationList.status === 'failed' ? stationList.retry : null;
  const districtName = districts.find((d) => d.id === chosen?.district_id)?.name ?? '';
  const stationName = stations.find((s) => s.id === chosen?.police_station_id)?.name ?? '';

  useEffect(() => {
    setQuietly(form, 'collegeAddress', chosen?.institution_full_address ?? '');
    setQuietly(form, 'pinCode', chosen?.institution_pin_code ?? '');
  }, [form, chosen]);
  useEffect(() => { setQuietly(form, 'district', districtName); }, [form, districtName]);
  useEffect(() => { setQuietly(form, 'policeStation', stationName); }, [form, stationName]);

  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <FormField label="College Name" name="collegeName" error={errorOf(form, 'collegeName')} required className="sm:col-span-2"
        hint={!loading && !failedInstitutions && institutions.length === 0 ? t('No approved institution yet. Ask your college to register; it appears here once approved.') : undefined}>
        {(a) => (
          <select {...a} {...form.register('collegeName')} className={inputClass(a)}>
            <option value="">{loading ? t('Loading institutions…') : t('Select your college or institute')}</option>
            {institutions.map((i) => <option key={i.id} value={String(i.id)}>{i.name}</option>)}
          </select>
        )}
      </FormField>
      {failedInstitutions && <div className="sm:col-span-2"><ListRetry what="colleges" onRetry={lists.institutions.retry} /></div>}
      {placeRetry && <div className="sm:col-span-2"><ListRetry what="collegePlace" onRetry={placeRetry} /></div>}
      <FormField label="College Address" name="collegeAddress" error={errorOf(form, 'collegeAddress')} required className="sm:col-span-2">
        {(a) => <textarea {...a} {...form.register('collegeAddress')} readOnly rows={2} className={readOnly(a)} />}
      </FormField>
      <FormField label="District" name="district" error={errorOf(form, 'district')} required>
        {(a) => <input {...a} type="text" {...form.register('district')} readOnly className={readOnly(a)} />}
      </FormField>
      <FormField label="Police Station" name="policeStation" error={errorOf(form, 'policeStation')} required>
        {(a) => <input {...a} type="text" {...form.register('policeStation')} readOnly className={readOnly(a)} />}
      </FormField>
      <FormField label="PIN Code" name="pinCode" error={errorOf(form, 'pinCode')} required>
        {(a) => <input {...a} type="text" {...form.register('pinCode')} readOnly className={readOnly(a)} />}
      </FormField>
      <p className="self-center text-xs text-slate-600 sm:pt-2">
        <RichText text={t('College not listed? It must register and be approved first: <link>Institution Registration</link>.')} tags={{ link: (words) => <a href={localePath(locale, '/institute-registration')} className="font-semibold text-brand-700 underline">{words}</a> }} />
      </p>
    </div>
  );
}
