// The reference lists behind the /api/v1 list endpoints. Districts, police stations, categories,
// streams and courses change only when the seed runs, so they are kept in memory for a few minutes;
// verified institutions are read fresh each time, so an approval by staff shows at once.
import 'server-only';
import { db } from '@/lib/platform/db/client';

const TTL_MS = 5 * 60 * 1000;
const cache = new Map<string, { at: number; value: Promise<unknown> }>();

function memo<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key)); // never keep a failure
  return value;
}

export const listDistricts = () =>
  memo('districts', () => db.district.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } }));

export const listPoliceStations = (districtId: number) =>
  memo(`stations:${districtId}`, async () =>
    (
      await db.policeStation.findMany({
        where: districtId === 0 ? {} : { districtId },
        select: { id: true, name: true, districtId: true },
        orderBy: [{ districtId: 'asc' }, { name: 'asc' }],
      })
    ).map((s) => ({ id: s.id, name: s.name, district_id: s.districtId })),
  );

export const listCategories = () =>
  memo('categories', () => db.category.findMany({ select: { id: true, name: true }, orderBy: { id: 'asc' } }));

export const listStreams = () =>
  memo('streams', () => db.stream.findMany({ select: { id: true, name: true }, orderBy: { id: 'asc' } }));

export const listCourses = (categoryId: number, streamId: number) =>
  memo(`courses:${categoryId}:${streamId}`, () =>
    db.course.findMany({ where: { categoryId, streamId }, select: { id: true, name: true }, orderBy: { name: 'asc' } }),
  );

export async function listVerifiedInstitutions() {
  const rows = await db.institution.findMany({
    where: { status: 'approved' },
    select: { id: true, name: true, districtId: true, policeStationId: true, fullAddress: true, pinCode: true },
    orderBy: { name: 'asc' },
  });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    district_id: r.districtId,
    police_station_id: r.policeStationId,
    institution_full_address: r.fullAddress,
    institution_pin_code: r.pinCode,
  }));
}
