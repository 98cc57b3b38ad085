'use client';
// Districts, and the police stations of the chosen district, loaded from the reference-list API. A failed
// load shows a retry (useList), not an empty list.
import { fetchDistricts, fetchPoliceStations } from './api';
import { useList } from '../use-list';

export function usePlaces(districtId: number | null) {
  const districts = useList('districts', fetchDistricts);
  const stations = useList(districtId ? `police stations of district ${districtId}` : null, () => fetchPoliceStations(districtId!));
  return {
    districts: districts.items,
    policeStations: stations.items,
    loadingStations: stations.status === 'loading',
    lists: { districts, stations },
  };
}
