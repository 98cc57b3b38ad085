// CSV exports for staff: registrations and what visitors sent from the public site. Cells that a
// spreadsheet would run as a formula (= + - @) are prefixed with an apostrophe.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { audit } from '@/lib/review/audit';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';

type Row = Record<string, unknown>;

function cell(value: unknown): string {
  let s = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join('; ') : value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: Row[], columns: string[]): string {
  return [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))].join('\r\n') + '\r\n';
}

const applicantColumns = {
  id: true, applicationId: true, name: true, gender: true, dob: true, mobileNo: true, whatsappNo: true, email: true, status: true, createdAt: true,
  referralCode: true, referralCodeUsed: true, institution: { select: { name: true } }, district: { select: { name: true } },
} as const;

// Each export reads a page of rows after an id (keyset): the console streams page by page, so an export of
// 100,000 rows never holds them all; the script joins the pages. Both write the same bytes.
const PAGE = 2000;
type Page = (afterId: number, take: number) => Promise<Row[]>;
const after = (afterId: number, take: number) => ({ where: { id: { gt: afterId } }, orderBy: { id: 'asc' as const }, take });

const applicants = (kind: ApplicantKind): Page => async (afterId, take) =>
  (await db.applicant.findMany({ where: { kind, id: { gt: afterId } }, select: applicantColumns, orderBy: { id: 'asc' }, take }))
    .map((r) => ({ ...r, institution: r.institution.name, district: r.district.name }));

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
};

const line = (r: Row, columns: string[]) => columns.map((c) => cell(r[c])).join(',') + '\r\n';

/** The export's CSV, page by page: the header, then the lines of each page of rows. */
async function* csvPages(name: ExportName): AsyncGenerator<{ text: string; rows: number }> {
  const columns = COLUMNS[name];
  yield { text: `${columns.join(',')}\r\n`, rows: 0 };
  for (let last = 0; ;) {
    const rows = await EXPORTS[name](last, PAGE);
    if (!rows.length) return;
    yield { text: rows.map((r) => line(r, columns)).join(''), rows: rows.length };
    last = rows[rows.length - 1].id as number;
    if (rows.length < PAGE) return;
  }
}

/** The whole export as one string (the admin script). */
export async function exportCsv(name: ExportName, staff: string) {
  let csv = '';
  let count = 0;
  for await (const page of csvPages(name)) { csv += page.text; count += page.rows; }
  await audit(db, { staff, action: 'export', entityType: name, detail: { rows: count } });
  return { csv, rows: count };
}

/**
 * The export as a stream of UTF-8 chunks (the console's download). Audited when it starts (a download cut
 * short is still on record), and the same audit row gets the number of rows sent when the stream ends.
 */
export async function exportCsvStream(name: ExportName, staff: string): Promise<ReadableStream<Uint8Array>> {
  const entry = await db.staffAction.create({ data: { staff, action: 'export', entityType: name, detail: { streamed: true, rows: null, complete: false } }, select: { id: true } });
  const record = (rows: number, complete: boolean) => db.staffAction.update({ where: { id: entry.id }, data: { detail: { streamed: true, rows, complete } } });
  const pages = csvPages(name);
  const encoder = new TextEncoder();
  let rows = 0;
  return new ReadableStream({
    async pull(controller) {
      const next = await pages.next();
      if (next.done) {
        await record(rows, true);
        controller.close();
      } else {
        rows += next.value.rows;
        controller.enqueue(encoder.encode(next.value.text));
      }
    },
    async cancel() {
      await pages.return(undefined);
      await record(rows, false);
    },
  });
}
