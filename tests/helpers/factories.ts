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

/** Valid wizard values for an intern or member registration at an approved institution. */
export async function registrationValues(overrides: Partial<import('@/lib/registration/multipart').RegistrationFormValues> = {}) {
  const db = testDb();
  const institution = await makeInstitution({ status: 'approved' });
  const { district, station } = await someDistrictWithStation('Dibrugarh');
  const graduation = await db.category.findUniqueOrThrow({ where: { name: 'Graduation' } });
  const arts = await db.stream.findUniqueOrThrow({ where: { name: 'Arts' } });
  const ba = await db.course.findFirstOrThrow({ where: { categoryId: graduation.id, streamId: arts.id, name: 'BA' } });
  const mobile = uniqueMobile();
  return {
    collegeName: String(institution.id),
    applicantName: 'Priya Gogoi',
    applicantAddress: 'House 12, Lane 3, Chowkidinghee',
    applicantDistrict: String(district.id),
    applicantPoliceStation: String(station.id),
    applicantPinCode: '786001',
    dateOfBirth: '2004-03-15',
    gender: 'female',
    mobileNumber: mobile,
    whatsappNumber: mobile,
    email: 'priya@example.com',
    category: String(graduation.id),
    stream: String(arts.id),
    course: String(ba.id),
    semester: '3',
    sectorsOfInterest: ['technology', 'northEast'],
    password: 'Assam@2025',
    ...overrides,
  };
}
