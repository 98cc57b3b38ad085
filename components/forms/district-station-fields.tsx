import { useT } from '@/components/i18n/i18n-provider';
// The district and police-station selects both wizards ask for: choosing a district clears the police
// station (the caller loads that district's stations), and the station stays disabled until a district is chosen.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from '@/components/ui/form-field';
import type { Place } from '@/components/forms/institution/api';
import type { ListState } from './use-list';
import { ListRetry } from './list-retry';

type Select = { field: UseFormRegisterReturn; error?: string };

type Props = {
  district: Select & { chosen: boolean };
  station: Select;
  /** Called before the district's own change handler: clear the police station here. */
  onDistrictChange(): void;
  districts: Place[];
  policeStations: Place[];
  loadingStations: boolean;
  /** The two lists' states: a failed one shows a retry under its select. */
  lists?: { districts: ListState<Place>; stations: ListState<Place> };
};

export function DistrictStationFields({ district, station, onDistrictChange, districts, policeStations, loadingStations, lists }: Props) {
  const t = useT();
  return (
    <>
      <div>
      <FormField label="District" name={district.field.name} error={district.error} required>
        {(a) => (
          <select
            {...a}
            {...district.field}
            onChange={(e) => {
              onDistrictChange();
              return district.field.onChange(e);
            }}
            className={inputClass(a)}
          >
            <option value="">{t('Select district')}</option>
            {districts.map((d) => <option key={d.id} value={String(d.id)}>{d.name}</option>)}
          </select>
        )}
      </FormField>
      {lists?.districts.status === 'failed' && <ListRetry what="districts" onRetry={lists.districts.retry} />}
      </div>
      <div>
      <FormField label="Police Station" name={station.field.name} error={station.error} required>
        {(a) => (
          <select {...a} {...station.field} disabled={!district.chosen} className={inputClass(a)}>
            <option value="">{!district.chosen ? t('Select a district first') : loadingStations ? t('Loading…') : t('Select police station')}</option>
            {policeStations.map((s) => <option key={s.id} value={String(s.id)}>{s.name}</option>)}
          </select>
        )}
      </FormField>
      {lists?.stations.status === 'failed' && <ListRetry what="stations" onRetry={lists.stations.retry} />}
      </div>
    </>
  );
}
