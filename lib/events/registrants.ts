// The people registered for an event, for the console's list and CSV and the admin script: registered first,
// then the waitlist in its order, then the cancelled. Erased rows show as erased, with nothing personal.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { notFound } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { csvPages, type Page } from '@/lib/review/csv-export';
import { formatTicketCode } from './tickets';

export type Registrant = {
  id: number;
  name: string;
  email: string;
  mobile: string;
  organisation: string | null;
  language: string;
  status: 'registered' | 'waitlisted' | 'cancelled';
  /** Place in the waitlist's order of arrival (null unless waitlisted). */
  waitlistPosition: number | null;
  ticketCode: string;
  createdAt: Date;
  promotedAt: Date | null;
  cancelledAt: Date | null;
};

export const REGISTRANT_COLUMNS = ['id', 'name', 'email', 'mobile', 'organisation', 'language', 'status', 'waitlistPosition', 'ticketCode', 'createdAt', 'promotedAt', 'cancelledAt'] as const;

const STATUS_ORDER = { registered: 0, waitlisted: 1, cancelled: 2 } as const;

type Row = Prisma.EventRegistrationGetPayload<object>;
const present = (r: Row): Registrant => ({
  id: r.id, name: r.erasedAt ? '(erased)' : r.name, email: r.erasedAt ? '' : r.email, mobile: r.erasedAt ? '' : r.mobile, organisation: r.erasedAt ? null : r.organisation,
  language: r.language, status: r.status, waitlistPosition: r.waitlistPosition, ticketCode: formatTicketCode(r.ticketCode), createdAt: r.createdAt, promotedAt: r.promotedAt, cancelledAt: r.cancelledAt,
});

async function eventIdOf(slug: string) {
  const event = await db.event.findUnique({ where: { slug }, select: { id: true } });
  if (!event) throw notFound(`There is no event "${slug}".`);
  return event.id;
}

/** The event's registrants page by page (keyset on id), for the CSV export (console stream and script alike). */
export async function registrantPages(slug: string) {
  const eventId = await eventIdOf(slug);
  const page: Page = async (afterId, take) => (await db.eventRegistration.findMany({ where: { eventId, id: { gt: afterId } }, orderBy: { id: 'asc' }, take })).map(present);
  return csvPages([...REGISTRANT_COLUMNS], page);
}

/** The whole CSV (the admin script), audited as an export like the others. */
export async function registrantsCsv(slug: string, staff: string) {
  let csv = '';
  let rows = 0;
  for await (const p of await registrantPages(slug)) { csv += p.text; rows += p.rows; }
  await audit(db, { staff, action: 'export', entityType: 'event_registrants', detail: { slug, rows } });
  return { csv, rows };
}

/** `search` matches name, email, mobile or ticket code (part of it, any case). */
export async function listRegistrants(slug: string, o: { search?: string; status?: Registrant['status'] } = {}): Promise<Registrant[]> {
  const eventId = await eventIdOf(slug);
  const q = o.search?.trim();
  const where: Prisma.EventRegistrationWhereInput = {
    eventId,
    ...(o.status ? { status: o.status } : {}),
    ...(q ? { OR: [{ name: { contains: q, mode: 'insensitive' } }, { email: { contains: q.toLowerCase() } }, { mobile: { contains: q } }, { ticketCode: { contains: q.toUpperCase().replace(/[\s-]/g, '') } }] } : {}),
  };
  const rows = await db.eventRegistration.findMany({ where, orderBy: [{ waitlistPosition: 'asc' }, { id: 'asc' }] });
  return rows
    .map(present)
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
}
