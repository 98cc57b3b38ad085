// The review queues: institutions, interns and members, filtered by status, district, college and date,
// searched by name, mobile number or application id, oldest first, a page at a time. Pages are keyset
// pages (created_at, id), so page 500 costs what page 1 costs; the indexes are in the staff_console migration.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { isDbIdString } from '@/lib/kernel/db-ids';
import type { VerificationStatus } from '@/lib/generated/prisma/enums';
import { SAME_COLLEGE } from './duplicate-colleges';
import type { ApplicationKind } from '@/lib/kernel/applicant-kinds';

export const QUEUE_PAGE_SIZE = 25;
export const STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;

export type QueueFilter = {
  status?: VerificationStatus;
  districtId?: number;
  institutionId?: number;
  from?: Date;
  to?: Date;
  q?: string;
  after?: string;
};

export type QueueRow = {
  id: number; applicationId: string | null; name: string; mobile: string; district: string;
  institution: string | null; status: VerificationStatus; createdAt: Date; possibleDuplicate: boolean;
};

/** The cursor after a row: its creation time and id. */
export const cursorOf = (r: { createdAt: Date; id: number }) => `${r.createdAt.getTime()}-${r.id}`;
function parseCursor(after?: string) {
  const m = /^(\d{1,15})-(\d{1,10})$/.exec(after ?? '');
  return m && isDbIdString(m[2]) ? { at: new Date(Number(m[1])), id: Number(m[2]) } : null; // an id past integer names no row
}

/** What the search box holds: an application id (INT-2026-00012), a mobile number, or part of a name. */
function searchOf(q: string | undefined) {
  const text = q?.trim().slice(0, 100);
  if (!text) return null;
  if (/^[a-z]{3}-\d{4}-\d+$/i.test(text)) return { applicationId: text.toUpperCase() } as const;
  if (/^\+?\d[\d\s]{3,}$/.test(text)) return { mobile: text.replace(/\D/g, '').slice(-10) } as const;
  return { name: text } as const;
}

export async function listQueue(kind: ApplicationKind, f: QueueFilter): Promise<{ rows: QueueRow[]; next: string | null }> {
  const cursor = parseCursor(f.after);
  const search = searchOf(f.q);
  const created = { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lt: f.to } : {}) };
  const keyset = cursor ? { OR: [{ createdAt: { gt: cursor.at } }, { createdAt: cursor.at, id: { gt: cursor.id } }] } : {};
  const common = {
    ...(f.status ? { status: f.status } : {}),
    ...(f.districtId ? { districtId: f.districtId } : {}),
    ...(f.from || f.to ? { createdAt: created } : {}),
  };
  const orderBy = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];
  let rows: QueueRow[];
  if (kind === 'institution') {
    const found = await db.institution.findMany({
      where: {
        ...common, submittedAt: { not: null }, AND: [keyset],
        ...(search?.applicationId ? { applicationId: search.applicationId } : {}),
        ...(search?.mobile ? { assignedPersonPhone: { contains: search.mobile } } : {}),
        ...(search?.name ? { name: { contains: search.name, mode: 'insensitive' } } : {}),
      },
      select: { id: true, applicationId: true, name: true, assignedPersonPhone: true, status: true, createdAt: true, district: { select: { name: true } } },
      orderBy, take: QUEUE_PAGE_SIZE + 1,
    });
    const duplicates = await possibleDuplicates(found.map((r) => r.id));
    rows = found.map((r) => ({
      id: r.id, applicationId: r.applicationId, name: r.name, mobile: r.assignedPersonPhone, district: r.district.name,
      institution: null, status: r.status, createdAt: r.createdAt, possibleDuplicate: duplicates.has(r.id),
    }));
  } else {
    const found = await db.applicant.findMany({
      where: {
        kind, ...common, AND: [keyset],
        ...(f.institutionId ? { institutionId: f.institutionId } : {}),
        ...(search?.applicationId ? { applicationId: search.applicationId } : {}),
        ...(search?.mobile ? { mobileNo: search.mobile } : {}),
        ...(search?.name ? { name: { contains: search.name, mode: 'insensitive' } } : {}),
      },
      select: { id: true, applicationId: true, name: true, mobileNo: true, status: true, createdAt: true, district: { select: { name: true } }, institution: { select: { name: true } } },
      orderBy, take: QUEUE_PAGE_SIZE + 1,
    });
    rows = found.map((r) => ({
      id: r.id, applicationId: r.applicationId, name: r.name, mobile: r.mobileNo, district: r.district.name,
      institution: r.institution.name, status: r.status, createdAt: r.createdAt, possibleDuplicate: false,
    }));
  }
  const more = rows.length > QUEUE_PAGE_SIZE;
  rows = rows.slice(0, QUEUE_PAGE_SIZE);
  return { rows, next: more ? cursorOf(rows[rows.length - 1]) : null };
}

/**
 * Institutions of these ids that share their name (ignoring case and spaces) and district with another
 * submitted, not rejected one: two "Cotton University" entries in one district are flagged before approval.
 */
export async function possibleDuplicates(ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT i.id FROM institutions i
    WHERE i.id IN (${Prisma.join(ids)}) AND EXISTS (SELECT 1 FROM institutions j WHERE ${SAME_COLLEGE})`;
  return new Set(rows.map((r) => r.id));
}

/** The filter's choices: districts, and approved colleges (for interns and members). */
export async function queueChoices() {
  const [districts, colleges] = await Promise.all([
    db.district.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } }),
    db.institution.findMany({ where: { status: 'approved' }, select: { id: true, name: true }, orderBy: { name: 'asc' }, take: 500 }),
  ]);
  return { districts, colleges };
}
