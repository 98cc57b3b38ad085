// CSV exports for staff: registrations and what visitors sent from the public site, and every export to come
// (events, donations): each cell goes through `cell` here. Cells that a spreadsheet would run as a formula
// (= + - @) are prefixed with an apostrophe, except a valid address in an `email` column: "+news@example.org" is
// a real address that a mailing tool must get as it is, and a valid address cannot hold a formula's call (no
// brackets, quotes or spaces), so no spreadsheet runs anything from it. A spreadsheet may split on `;` or a tab
// instead of `,` (many Indian and European locales do): a cell holding any of them, or starting like a formula,
// is quoted, so "Sam;=1+2" stays one cell and never becomes a second cell that starts with "=".
// Times are India's (Asia/Kolkata, "2026-03-15 17:30:00"), as staff read them; a date column (DATE_COLUMNS,
// stored as a calendar date) is the plain date, "2004-03-15", never a UTC midnight.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { audit } from '@/lib/review/audit';
import { z } from '@/lib/kernel/zod';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';

type Row = Record<string, unknown>;

const validEmail = z.email();
/** Columns that hold a calendar date (PostgreSQL `date`), not a moment. */
const DATE_COLUMNS = new Set(['dob']);
const IN_INDIA = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

function text(value: unknown, column: string): string {
  if (value instanceof Date) return DATE_COLUMNS.has(column) ? value.toISOString().slice(0, 10) : IN_INDIA.format(value);
  return Array.isArray(value) ? value.join('; ') : value == null ? '' : String(value);
}

export function cell(value: unknown, column: string): string {
  let s = text(value, column);
  const formula = /^[=+\-@\t\r]/.test(s);
  if (formula && !(column === 'email' && validEmail.safeParse(s).success)) s = `'${s}`;
  return formula || /[",;\t\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

// Each export reads a page of rows after an id (keyset): the console streams page by page, so an export of
// 100,000 rows never holds them all; the script joins the pages. Both write the same bytes. The audit trail's
// export (lib/staff/audit-trail.ts) goes through the same pages and stream.
const PAGE = 1000;
export type Page = (afterId: number, take: number) => Promise<Row[]>;
const after = (afterId: number, take: number) => ({ where: { id: { gt: afterId } }, orderBy: { id: 'asc' as const }, take });

// The registrations, the big exports (100,000 rows), are read with one plain query per page rather than
// through the model with its relations: a third less garbage per row, so the server's memory grows less while
// it streams (bench/staff-console.ts measures it). The columns are named as the model names them.
const applicants = (kind: ApplicantKind): Page => (afterId, take) => db.$queryRaw<Row[]>`
  SELECT a.id, a.application_id AS "applicationId", a.name, a.gender::text AS gender, a.dob, a.mobile_no AS "mobileNo",
    a.whatsapp_no AS "whatsappNo", a.email, a.status::text AS status, a.created_at AS "createdAt",
    a.referral_code AS "referralCode", a.referral_code_used AS "referralCodeUsed", i.name AS institution, d.name AS district
  FROM applicants a JOIN institutions i ON i.id = a.institution_id JOIN districts d ON d.id = a.district_id
  WHERE a.kind = ${kind}::"ApplicantKind" AND a.id > ${afterId} ORDER BY a.id LIMIT ${take}`;

export const EXPORTS = {
  interns: applicants('intern'),
  members: applicants('member'),
  institutions: async (afterId, take) => (await db.institution.findMany({ ...after(afterId, take), include: { district: { select: { name: true } } } }))
    .map((r) => ({ ...r, district: r.district.name })),
  contacts: (afterId, take) => db.contactMessage.findMany(after(afterId, take)),
  signups: (afterId, take) => db.communitySignup.findMany(after(afterId, take)),
  // Confirmed subscribers only, for the foundation's mailing tool (an address that unsubscribed has no row).
  newsletter: (afterId, take) => db.newsletterSubscription.findMany({ ...after(afterId, take), where: { id: { gt: afterId }, confirmedAt: { not: null } } }),
  partnerships: (afterId, take) => db.partnershipRequest.findMany(after(afterId, take)),
  stories: (afterId, take) => db.impactStory.findMany(after(afterId, take)),
  volunteers: (afterId, take) => db.helpOffer.findMany({ ...after(afterId, take), where: { id: { gt: afterId }, kind: 'volunteer' } }),
  mentors: (afterId, take) => db.helpOffer.findMany({ ...after(afterId, take), where: { id: { gt: afterId }, kind: 'mentor' } }),
} satisfies Record<string, Page>;

export type ExportName = keyof typeof EXPORTS;

const COLUMNS: Record<ExportName, string[]> = {
  interns: ['id', 'applicationId', 'name', 'gender', 'dob', 'mobileNo', 'whatsappNo', 'email', 'district', 'institution', 'referralCode', 'status', 'createdAt'],
  members: ['id', 'applicationId', 'name', 'gender', 'dob', 'mobileNo', 'whatsappNo', 'email', 'district', 'institution', 'referralCodeUsed', 'status', 'createdAt'],
  institutions: ['id', 'applicationId', 'name', 'fullAddress', 'district', 'pinCode', 'assignedPersonName', 'designation', 'assignedPersonPhone', 'email', 'status', 'submittedAt', 'createdAt'],
  contacts: ['id', 'name', 'email', 'inquiryType', 'subject', 'message', 'createdAt'],
  signups: ['id', 'name', 'email', 'phone', 'interest', 'createdAt'],
  newsletter: ['id', 'email', 'confirmedAt', 'createdAt'],
  partnerships: ['id', 'organizationName', 'contactPerson', 'email', 'phone', 'website', 'partnershipType', 'message', 'createdAt'],
  stories: ['id', 'name', 'email', 'theme', 'story', 'published', 'createdAt'],
  volunteers: ['id', 'name', 'email', 'mobile', 'district', 'offer', 'language', 'createdAt'],
  mentors: ['id', 'name', 'email', 'mobile', 'district', 'offer', 'language', 'createdAt'],
};

const line = (r: Row, columns: string[]) => columns.map((c) => cell(r[c], c)).join(',') + '\r\n';

/** CSV page by page: the header, then the lines of each page of rows (keyset on id, ascending). */
export async function* csvPages(columns: string[], page: Page): AsyncGenerator<{ text: string; rows: number }> {
  yield { text: `${columns.join(',')}\r\n`, rows: 0 };
  for (let last = 0; ;) {
    const rows = await page(last, PAGE);
    if (!rows.length) return;
    yield { text: rows.map((r) => line(r, columns)).join(''), rows: rows.length };
    last = rows[rows.length - 1].id as number;
    if (rows.length < PAGE) return;
  }
}

/** How a stream ended: the rows sent and whether the client took them all (false: the download was cut short). */
type StreamEnd = (rows: number, complete: boolean) => Promise<unknown>;

/**
 * The pages as a stream of UTF-8 chunks: the next page is read only when the client has taken the last one
 * (pull, with room for one chunk), so a slow download holds one page in memory, not the export.
 */
export function csvStream(pages: AsyncGenerator<{ text: string; rows: number }>, ended?: StreamEnd): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let rows = 0;
  return new ReadableStream({
    async pull(controller) {
      const next = await pages.next();
      if (next.done) {
        await ended?.(rows, true);
        controller.close();
      } else {
        rows += next.value.rows;
        controller.enqueue(encoder.encode(next.value.text));
      }
    },
    async cancel() {
      await pages.return(undefined);
      await ended?.(rows, false);
    },
  }, { highWaterMark: 1 });
}

/** The whole export as one string (the admin script). */
export async function exportCsv(name: ExportName, staff: string) {
  let csv = '';
  let count = 0;
  for await (const page of csvPages(COLUMNS[name], EXPORTS[name])) { csv += page.text; count += page.rows; }
  await audit(db, { staff, action: 'export', entityType: name, detail: { rows: count } });
  return { csv, rows: count };
}

/**
 * A console download: the stream, audited when it starts (a download cut short is still on record); the same
 * audit row gets the number of rows sent, and whether the client took them all, when the stream ends.
 */
export async function auditedCsvStream(staff: string, entityType: string, detail: Record<string, string | number>, pages: AsyncGenerator<{ text: string; rows: number }>) {
  const entry = await db.staffAction.create({ data: { staff, action: 'export', entityType, detail: { ...detail, streamed: true, rows: null, complete: false } }, select: { id: true } });
  return csvStream(pages, (rows, complete) =>
    db.staffAction.update({ where: { id: entry.id }, data: { detail: { ...detail, streamed: true, rows, complete } } }));
}

/** The export as a stream of UTF-8 chunks (the console's download). */
export const exportCsvStream = (name: ExportName, staff: string): Promise<ReadableStream<Uint8Array>> =>
  auditedCsvStream(staff, name, {}, csvPages(COLUMNS[name], EXPORTS[name]));
