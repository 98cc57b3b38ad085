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

const applicants = async (kind: ApplicantKind) =>
  (await db.applicant.findMany({ where: { kind }, select: applicantColumns, orderBy: { id: 'asc' } }))
    .map((r) => ({ ...r, institution: r.institution.name, district: r.district.name }));

export const EXPORTS = {
  interns: () => applicants('intern'),
  members: () => applicants('member'),
  institutions: async () => (await db.institution.findMany({ orderBy: { id: 'asc' }, include: { district: { select: { name: true } } } }))
    .map((r) => ({ ...r, district: r.district.name })),
  contacts: () => db.contactMessage.findMany({ orderBy: { id: 'asc' } }),
  signups: () => db.communitySignup.findMany({ orderBy: { id: 'asc' } }),
  newsletter: () => db.newsletterSubscription.findMany({ orderBy: { id: 'asc' } }),
  partnerships: () => db.partnershipRequest.findMany({ orderBy: { id: 'asc' } }),
  stories: () => db.impactStory.findMany({ orderBy: { id: 'asc' } }),
} satisfies Record<string, () => Promise<Row[]>>;

export type ExportName = keyof typeof EXPORTS;

const COLUMNS: Record<ExportName, string[]> = {
  interns: ['id', 'applicationId', 'name', 'gender', 'dob', 'mobileNo', 'whatsappNo', 'email', 'district', 'institution', 'referralCode', 'status', 'createdAt'],
  members: ['id', 'applicationId', 'name', 'gender', 'dob', 'mobileNo', 'whatsappNo', 'email', 'district', 'institution', 'referralCodeUsed', 'status', 'createdAt'],
  institutions: ['id', 'applicationId', 'name', 'fullAddress', 'district', 'pinCode', 'assignedPersonName', 'designation', 'assignedPersonPhone', 'email', 'status', 'submittedAt', 'createdAt'],
  contacts: ['id', 'name', 'email', 'inquiryType', 'subject', 'message', 'createdAt'],
  signups: ['id', 'name', 'email', 'phone', 'interest', 'createdAt'],
  newsletter: ['id', 'email', 'createdAt'],
  partnerships: ['id', 'organizationName', 'contactPerson', 'email', 'phone', 'website', 'partnershipType', 'message', 'createdAt'],
  stories: ['id', 'name', 'email', 'theme', 'story', 'published', 'createdAt'],
};

export async function exportCsv(name: ExportName, staff: string) {
  const rows = await EXPORTS[name]();
  await audit(db, { staff, action: 'export', entityType: name, detail: { rows: rows.length } });
  return { csv: toCsv(rows, COLUMNS[name]), rows: rows.length };
}
