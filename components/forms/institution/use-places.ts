'use client';
// Districts, and the police stations of the chosen district, loaded from the reference-list API.
// Failures are only logged (spec part 2, section 8): the lists stay empty.
import { useEffect, useState } from 'react';
import { fetchDistricts, fetchPoliceStations, type Place } from './api';

export function usePlaces(districtId: number | null) {
  const [districts, setDistricts] = useState<Place[]>([]);
  const [stations, setStations] = useState<{ districtId: number; list: Place[] } | null>(null);

  useEffect(() => {
    fetchDistricts().then(setDistricts, (e) => console.warn('Could not load districts', e));
  }, []);

  useEffect(() => {
    if (!districtId) return;
    let live = true;
    fetchPoliceStations(districtId).then(
      (list) => { if (live) setStations({ districtId, list }); },
      (e) => { console.warn('Could not load police stations', e); if (live) setStations({ districtId, list: [] }); },
    );
    return () => { live = false; };
  }, [districtId]);

  const loaded = districtId !== null && stations?.districtId === districtId;
  return { districts, policeStations: loaded ? stations.list : [], loadingStations: districtId !== null && !loaded };
}
