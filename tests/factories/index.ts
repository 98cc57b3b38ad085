// Valid records for the Vitest suites, built with unique values so test files never collide. The
// records themselves are written once in this folder and shared with Playwright, the bench and the seed.
import { randomInt } from 'node:crypto';
import { testDb } from '../helpers/db';
import type { VerificationStatus } from '@/lib/generated/prisma/enums';
import { createInstitution, placeIn } from './institution';
import { uniqueMobile } from './mobile';

export { uniqueMobile };

const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');

export const someDistrictWithStation = (districtName = 'Kamrup Metropolitan') => placeIn(testDb(), districtName);

export async function makeInstitution(o: { status?: VerificationStatus; name?: string; submitted?: boolean } = {}) {
  const { district, station } = await someDistrictWithStation();
  return createInstitution(testDb(), { name: o.name ?? `Test College ${letters()}`, districtId: district.id, policeStationId: station.id, status: o.status, submitted: o.submitted });
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
    email: `priya.${mobile}@example.com`, // each its own: one address gets few registration mails a day
    category: String(graduation.id),
    stream: String(arts.id),
    course: String(ba.id),
    semester: '3',
    sectorsOfInterest: ['technology', 'northEast'],
    password: 'Assam@2025',
    ...overrides,
  };
}

/** A valid POST /api/v1/create-institution body (section 3 of the spec) in the given district. */
export async function institutionPayload(o: Partial<Record<string, unknown>> = {}) {
  const { district, station } = await someDistrictWithStation();
  return {
    name: `Test College ${letters()}`,
    institution_full_address: 'Jalukbari, Guwahati',
    district_id: district.id,
    police_station_id: station.id,
    institution_pin_code: '781014',
    assigned_person_name: 'Anita Das',
    assigned_person_phone_no: uniqueMobile(),
    designation: 'Principal',
    email: `principal.${letters()}@example.org`, // each its own: one address gets few registration mails a day
    ...o,
  };
}

/** Small files whose first bytes make them real PDFs, PNGs or JPEGs, padded to `size` bytes. */
export function fileBytes(kind: 'pdf' | 'png' | 'jpg' | 'text', size = 256): Uint8Array<ArrayBuffer> {
  const head = {
    pdf: [...Buffer.from('%PDF-1.4\n')],
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    jpg: [0xff, 0xd8, 0xff, 0xe0],
    text: [...Buffer.from('just some text, not a document\n')],
  }[kind];
  const out = new Uint8Array(new ArrayBuffer(Math.max(size, head.length))).fill(0x20);
  out.set(head);
  return out;
}
