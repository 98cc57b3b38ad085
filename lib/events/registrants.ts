// The people registered for an event, for the console's list and CSV and the admin script: registered first,
// then the waitlist in its order, then the cancelled. Erased rows show as erased, with nothing personal.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { notFound } from '@/lib/kernel/domain-errors';
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

/** `search` matches name, email, mobile or ticket code (part of it, any case). */
export async function listRegistrants(slug: string, o: { search?: string; status?: Registrant['status'] } = {}): Promise<Registrant[]> {
  const event = await db.event.findUnique({ where: { slug }, select: { id: true } });
  if (!event) throw notFound();
  const q = o.search?.trim();
  const where: Prisma.EventRegistrationWhereInput = {
    eventId: event.id,
    ...(o.status ? { status: o.status } : {}),
    ...(q ? { OR: [{ name: { contains: q, mode: 'insensitive' } }, { email: { contains: q.toLowerCase() } }, { mobile: { contains: q } }, { ticketCode: { contains: q.toUpperCase().replace(/[\s-]/g, '') } }] } : {}),
  };
  const rows = await db.eventRegistration.findMany({ where, orderBy: [{ waitlistPosition: 'asc' }, { id: 'asc' }] });
  return rows
    .map((r) => ({
      id: r.id, name: r.erasedAt ? '(erased)' : r.name, email: r.erasedAt ? '' : r.email, mobile: r.erasedAt ? '' : r.mobile, organisation: r.erasedAt ? null : r.organisation,
      language: r.language, status: r.status, waitlistPosition: r.waitlistPosition, ticketCode: formatTicketCode(r.ticketCode), createdAt: r.createdAt, promotedAt: r.promotedAt, cancelledAt: r.cancelledAt,
    }))
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
}
