// Arranging interns and members in the e2e database for the login and profile tests: an approved college
// is created with the shared factory, then the people register through the real API (as the wizards would), each with
// a unique random mobile number.
import pg from 'pg';
import { PNG } from 'pngjs';
import type { Page } from '@playwright/test';
import { toMultipart, type RegistrationFormValues } from '@/lib/registration/multipart';
import { createDb } from '@/lib/platform/db/create-client';
import { createInstitution, placeIn } from '../factories/institution';
import { uniqueMobile } from '../factories/mobile';
import { e2eDatabaseUrl } from './fixtures';

export const PASSWORD = 'Assam@2025';

export type Person = {
  type: 'intern' | 'member';
  id: number;
  name: string;
  mobile: string;
  email: string;
  address: string;
  applicationId: string;
  referralCode?: string;
  institution: { name: string; address: string };
};

export { uniqueMobile };

async function withDb<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

const one = async <T extends pg.QueryResultRow>(db: pg.Client, sql: string, values: unknown[] = []) => {
  const { rows } = await db.query<T>(sql, values);
  if (!rows[0]) throw new Error(`no row for: ${sql}`);
  return rows[0];
};

const INSTITUTION = { name: 'E2E College', address: 'GS Road, Guwahati' };

/** An approved college, and the reference ids a registration needs (Graduation / Arts / BA, Kamrup Metropolitan). */
async function arrange() {
  const prisma = createDb(e2eDatabaseUrl(), 1);
  try {
    const { district, station } = await placeIn(prisma);
    const institution = await createInstitution(prisma, { name: INSTITUTION.name, fullAddress: INSTITUTION.address, districtId: district.id, policeStationId: station.id });
    const category = await prisma.category.findUniqueOrThrow({ where: { name: 'Graduation' } });
    const stream = await prisma.stream.findUniqueOrThrow({ where: { name: 'Arts' } });
    const course = await prisma.course.findFirstOrThrow({ where: { categoryId: category.id, streamId: stream.id, name: 'BA' } });
    return { district, station, institutionId: institution.id, categoryId: category.id, streamId: stream.id, courseId: course.id };
  } finally {
    await prisma.$disconnect();
  }
}

/** A 144 x 176 passport-style PNG (a head and shoulders on a light background), so the avatar is visible. */
function passportPhoto(): File {
  const png = new PNG({ width: 144, height: 176 });
  for (let y = 0; y < 176; y++) {
    for (let x = 0; x < 144; x++) {
      const head = (x - 72) ** 2 + (y - 70) ** 2 < 34 ** 2;
      const body = y > 112 && (x - 72) ** 2 / 60 ** 2 + (y - 176) ** 2 / 62 ** 2 < 1;
      const [r, g, b] = head ? [196, 150, 120] : body ? [91, 33, 182] : [226, 232, 240];
      const i = (y * 144 + x) * 4;
      png.data[i] = r; png.data[i + 1] = g; png.data[i + 2] = b; png.data[i + 3] = 255;
    }
  }
  return new File([new Uint8Array(PNG.sync.write(png))], 'passport.png', { type: 'image/png' });
}

const aadhaarPdf = () => new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], 'aadhaar.pdf', { type: 'application/pdf' });

/** POSTs a registration as a same-origin browser would (the API refuses cross-site posts). */
async function post(baseURL: string, path: string, form: FormData) {
  const res = await fetch(new URL(path, baseURL), { method: 'POST', body: form, headers: { Origin: new URL(baseURL).origin } });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

async function values(name: string): Promise<RegistrationFormValues> {
  const ref = await arrange();
  const mobile = uniqueMobile();
  return {
    collegeName: String(ref.institutionId),
    applicantName: name,
    applicantAddress: 'House 12, Lane 3, Zoo Road',
    applicantDistrict: String(ref.district.id),
    applicantPoliceStation: String(ref.station.id),
    applicantPinCode: '781024',
    dateOfBirth: '2004-03-15',
    gender: 'female',
    mobileNumber: mobile,
    whatsappNumber: mobile,
    email: `${name.split(' ')[0]!.toLowerCase()}.${mobile}@example.com`,
    category: String(ref.categoryId),
    stream: String(ref.streamId),
    course: String(ref.courseId),
    semester: '3',
    sectorsOfInterest: ['technology'],
    password: PASSWORD,
  };
}

async function applicationFields(id: number) {
  return withDb((db) =>
    one<{ application_id: string; referral_code?: string }>(db, 'SELECT application_id, referral_code FROM applicants WHERE id = $1', [id]),
  );
}

export async function registerIntern(baseURL: string, name = 'Priya Gogoi'): Promise<Person> {
  const v = await values(name);
  const body = await post(baseURL, '/api/v1/create-intern', toMultipart('intern', v, { aadhaar: aadhaarPdf(), passportPhoto: passportPhoto() }));
  const id = (body.updatedintern as { id: number }).id;
  const row = await applicationFields(id);
  return { type: 'intern', id, name, mobile: v.mobileNumber, email: v.email, address: v.applicantAddress, applicationId: row.application_id, referralCode: row.referral_code, institution: INSTITUTION };
}

export async function registerMember(baseURL: string, referralCode: string, name = 'Rahul Pegu'): Promise<Person> {
  const v = { ...(await values(name)), referralCode };
  const body = await post(baseURL, '/api/v1/create-member', toMultipart('member', v, { aadhaar: aadhaarPdf(), passportPhoto: passportPhoto() }));
  const id = (body.updatedmember as { id: number }).id;
  const row = await applicationFields(id);
  return { type: 'member', id, name, mobile: v.mobileNumber, email: v.email, address: v.applicantAddress, applicationId: row.application_id, institution: INSTITUTION };
}

/** The intern's referral code, read from the database (the member form needs it). */
export const referralCodeOf = (internId: number) =>
  withDb(async (db) => (await one<{ referral_code: string }>(db, 'SELECT referral_code FROM applicants WHERE id = $1', [internId])).referral_code);

/** Logs in with the form, as a person would. */
export async function logInWithForm(page: Page, person: Pick<Person, 'type' | 'mobile'>, password = PASSWORD) {
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'User Type', exact: true }).selectOption(person.type);
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(person.mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
