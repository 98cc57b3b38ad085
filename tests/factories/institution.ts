// An institution record for tests, the Playwright helpers and the bench: the same writer as the demo seed
// (lib/institutions/seed.ts), with a fresh mobile number unless one is given.
import type { Db } from '@/lib/platform/db/create-client';
import { insertInstitution, type InstitutionRecord } from '@/lib/institutions/seed';
import { uniqueMobile } from './mobile';

/** What a test must say about an institution; the rest is a valid default. */
export type InstitutionFields = Pick<InstitutionRecord, 'name' | 'districtId' | 'policeStationId'> & Partial<InstitutionRecord>;

/** Creates the institution (approved and submitted unless told otherwise) with its application id. */
export const createInstitution = (db: Pick<Db, 'institution'>, o: InstitutionFields) =>
  insertInstitution(db, {
    fullAddress: 'GS Road, Guwahati', pinCode: '781005', assignedPersonName: 'Anita Das', designation: 'Principal',
    email: 'principal@example.org', ...o, assignedPersonPhone: o.assignedPersonPhone ?? uniqueMobile(),
  });

/** A district by name and its first police station (alphabetically), for arranging records. */
export async function placeIn(db: Db, districtName = 'Kamrup Metropolitan') {
  const district = await db.district.findUniqueOrThrow({ where: { name: districtName } });
  const station = await db.policeStation.findFirstOrThrow({ where: { districtId: district.id }, orderBy: { name: 'asc' } });
  return { district, station };
}
