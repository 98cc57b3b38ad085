// Helpers for the internship and member wizard tests: an approved college (the shared factory; the e2e
// database has the reference lists but no institutions), small real upload files, dates of birth of a
// given age, the wizard's steps filled as a person would, and a QR decoder for the cards.
import { randomInt } from 'node:crypto';
import pg from 'pg';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { toMultipart, type RegistrationFormValues } from '@/lib/registration/multipart';
import { createDb } from '@/lib/platform/db/create-client';
import { createInstitution, placeIn } from '../../factories/institution';
import { uniqueMobile } from '../../factories/mobile';
import { e2eDatabaseUrl } from '../fixtures';

export type College = { id: number; name: string; address: string; district: string; station: string; pin: string };

// Read once: the file names the server this run started (another run starting later rewrites it).
let databaseUrl: string | undefined;

export async function withDb<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: (databaseUrl ??= e2eDatabaseUrl()) });
  await db.connect();
  try { return await fn(db); } finally { await db.end(); }
}

/** An approved college in Kamrup Metropolitan, with a name no other test uses. */
export async function insertApprovedCollege(tag: string): Promise<College> {
  const db = createDb((databaseUrl ??= e2eDatabaseUrl()), 1);
  try {
    const { district, station } = await placeIn(db);
    const college = await createInstitution(db, { name: `${tag} College ${randomInt(1e5, 1e6)}`, fullAddress: 'Jalukbari, Guwahati', pinCode: '781014', districtId: district.id, policeStationId: station.id });
    return { id: college.id, name: college.name, address: college.fullAddress, district: district.name, station: station.name, pin: college.pinCode };
  } finally {
    await db.$disconnect();
  }
}

/** A birth date (YYYY-MM-DD) of someone who is `age` today in India, well away from a birthday. */
export function dobForAge(age: number) {
  const today = new Date(Date.now() + 5.5 * 3600 * 1000);
  const d = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - 40);
  return d.toISOString().slice(0, 10);
}

// ---- files, as setInputFiles takes them ----
/** A one-page PDF a viewer can show (the console's frame is checked in the browser); no xref, which readers rebuild. */
const READABLE_PDF = [
  '%PDF-1.4', '1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj', '2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj',
  '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 420 260]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>> endobj',
  '4 0 obj <</Length 97>> stream', 'BT /F1 20 Tf 40 170 Td (Aadhaar card, masked) Tj 0 -40 Td (Test copy for the browser tests) Tj ET', 'endstream endobj',
  '5 0 obj <</Type/Font/Subtype/Type1/BaseFont/Helvetica>> endobj', 'trailer <</Root 1 0 R>>', '%%EOF', '',
].join('\n');
export const pdfFile = (name = 'aadhaar-masked.pdf') => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(READABLE_PDF) });

export function pngFile(name = 'passport.png') {
  const png = new PNG({ width: 36, height: 44 });
  for (let i = 0; i < png.data.length; i += 4) {
    const y = Math.floor(i / 4 / 36);
    png.data[i] = y < 24 ? 196 : 91; png.data[i + 1] = y < 24 ? 150 : 33; png.data[i + 2] = y < 24 ? 120 : 182; png.data[i + 3] = 255;
  }
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

// ---- the wizard's steps ----
export type Applicant = { name: string; address: string; pin: string; dob: string; gender: string; mobile: string; email: string };

export const applicant = (o: Partial<Applicant> = {}): Applicant => {
  const mobile = o.mobile ?? uniqueMobile();
  return { name: 'Priya Gogoi', address: 'House 12, Lane 3, Zoo Road', pin: '781024', dob: dobForAge(20), gender: 'female', mobile, email: `priya.${mobile}@example.com`, ...o };
};

export const stepHeading = (page: Page, n: number, of: number) => page.getByRole('heading', { name: new RegExp(`^Step ${n} of ${of}:`) });

export async function fillInstitute(page: Page, college: College) {
  await page.getByLabel(/^College Name/).selectOption({ label: college.name });
  await expect(page.getByLabel(/^Police Station/)).toHaveValue(college.station);
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function fillPersonal(page: Page, college: College, a: Applicant, next = true) {
  await page.getByLabel(/^Full Name/).fill(a.name);
  await page.getByLabel(/^Address/).fill(a.address);
  await page.getByLabel(/^District/).selectOption({ label: college.district });
  await page.getByLabel(/^Police Station/).selectOption({ label: college.station });
  await page.getByLabel(/^PIN Code/).fill(a.pin);
  await page.getByLabel(/^Date of Birth/).fill(a.dob);
  await page.getByLabel(/^Gender/).selectOption(a.gender);
  await page.getByLabel(/^Mobile Number/).fill(a.mobile);
  await page.getByLabel('Whatsapp number same as mobile').check();
  await page.getByLabel(/^Email/).fill(a.email);
  if (next) await page.getByRole('button', { name: 'Next' }).click();
}

export const PASSWORD = 'Assam@2025';

export async function fillEducation(page: Page, password = PASSWORD) {
  await page.getByLabel(/^Category/).selectOption({ label: 'Graduation' });
  await page.getByLabel(/^Stream/).selectOption({ label: 'Arts' });
  await page.getByLabel(/^Course/).selectOption({ label: 'BA' });
  await page.getByLabel(/^Semester\/Year/).selectOption({ label: '3rd Semester/Year' });
  await page.getByRole('checkbox', { name: 'Technology & Innovation' }).check();
  await page.getByRole('checkbox', { name: 'North East Rising' }).check();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByRole('button', { name: 'Save and Continue' }).click();
}

export async function fillDocuments(page: Page) {
  await page.getByLabel(/^Aadhaar Card/).setInputFiles(pdfFile());
  await page.getByLabel(/^Passport Photo/).setInputFiles(pngFile());
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
}

/** Presses Submit Registration and answers Yes in the confirmation dialog. */
export async function confirmSubmit(page: Page) {
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You can’t make further changes to the application. Are you sure you want to submit?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

// ---- cards ----
/** The text of the QR code on a card, decoded from the image the page shows (drawn at 3x its 90 px size). */
export async function readCardQr(page: Page): Promise<string | null> {
  const src = await page.getByTestId('card-qr').locator('img').getAttribute('src');
  const png = PNG.sync.read(Buffer.from(src!.split(',')[1], 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** The message a card page shows instead of the card (Next's route announcer is an alert too). */
export const cardError = (page: Page) => page.locator('p[role="alert"]');

/** The value cell of a card's details row. */
export const cardValue = (page: Page, label: string) =>
  page.locator('[data-card] tr').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');

// ---- an intern registered through the API, as the wizard would send it ----
/** `lang`: the page's language the form would send (?lang=as): the applicant's mails are written in it. */
export async function registerInternByApi(request: APIRequestContext, college: College, o: { name?: string; mobile?: string; lang?: 'as' | 'hi' } = {}) {
  const ids = await withDb(async (db) => {
    const q = async (sql: string, values: unknown[]) => (await db.query<{ id: number }>(sql, values)).rows[0].id;
    const category = await q('SELECT id FROM categories WHERE name = $1', ['Graduation']);
    const stream = await q('SELECT id FROM streams WHERE name = $1', ['Arts']);
    return {
      district: await q('SELECT id FROM districts WHERE name = $1', [college.district]),
      station: await q('SELECT id FROM police_stations WHERE name = $1 ORDER BY id LIMIT 1', [college.station]),
      category, stream,
      course: await q('SELECT id FROM courses WHERE category_id = $1 AND stream_id = $2 AND name = $3', [category, stream, 'BA']),
    };
  });
  const mobile = o.mobile ?? uniqueMobile();
  const name = o.name ?? 'Bikash Deka';
  const values: RegistrationFormValues = {
    collegeName: String(college.id), applicantName: name, applicantAddress: 'Ward 4, Pan Bazaar', applicantDistrict: String(ids.district),
    applicantPoliceStation: String(ids.station), applicantPinCode: '781001', dateOfBirth: dobForAge(21), gender: 'male', mobileNumber: mobile,
    whatsappNumber: mobile, email: `bikash.${mobile}@example.com`, category: String(ids.category), stream: String(ids.stream),
    course: String(ids.course), semester: '5', sectorsOfInterest: ['career'], password: PASSWORD,
  };
  const toFile = (f: { name: string; mimeType: string; buffer: Buffer }) => new File([new Uint8Array(f.buffer)], f.name, { type: f.mimeType });
  const res = await request.post(`/api/v1/create-intern${o.lang ? `?lang=${o.lang}` : ''}`, { multipart: toMultipart('intern', values, { aadhaar: toFile(pdfFile()), passportPhoto: toFile(pngFile()) }) });
  expect(res.status(), await res.text()).toBe(200);
  const id = ((await res.json()) as { updatedintern: { id: number } }).updatedintern.id;
  return { id, name, mobile, email: values.email };
}

/** No WCAG 2.1 A/AA violations found by axe on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}
