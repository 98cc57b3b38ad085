// Valid records for tests, built with unique values so test files never collide.
import { randomInt } from 'node:crypto';
import { testDb } from './db';
import { applicationId } from '@/lib/ids/application-id';
import type { VerificationStatus } from '@/lib/generated/prisma/enums';

/** A valid Indian mobile number that no other test uses (random, first digit 6-9). */
export function uniqueMobile(): string {
  return `${randomInt(6, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');

export async function someDistrictWithStation(districtName = 'Kamrup Metropolitan') {
  const district = await testDb().district.findUniqueOrThrow({ where: { name: districtName } });
  const station = await testDb().policeStation.findFirstOrThrow({ where: { districtId: district.id } });
  return { district, station };
}

export async function makeInstitution(o: { status?: VerificationStatus; name?: string; submitted?: boolean } = {}) {
  const { district, station } = await someDistrictWithStation();
  const db = testDb();
  const row = await db.institution.create({
    data: {
      name: o.name ?? `Test College ${letters()}`,
      fullAddress: 'GS Road, Guwahati',
      districtId: district.id,
      policeStationId: station.id,
      pinCode: '781005',
      assignedPersonName: 'Anita Das',
      assignedPersonPhone: uniqueMobile(),
      designation: 'Principal',
      email: 'principal@example.org',
      status: o.status ?? 'approved',
      submittedAt: o.submitted === false ? null : new Date(),
    },
  });
  return db.institution.update({ where: { id: row.id }, data: { applicationId: applicationId('institution', row.id) } });
}
