// What a door device keeps (docs/decisions/026): the event, its door hours, and every ticket that can be shown at
// the door (code → name, status, and the admission that counts), so scanning works with the network gone. Staff
// devices only: names are personal data, kept in the browser's storage for this event's page and replaced on
// every refresh.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { notFound } from '@/lib/kernel/domain-errors';
import { doorWindow } from './door';
import type { DoorList, DoorTicket } from './door-list-shape';
import { publicKeyEntries } from './public-keys';

export async function doorList(slug: string, now = new Date()): Promise<DoorList> {
  const event = await db.event.findFirst({ where: { slug, status: { not: 'draft' } }, select: { id: true, slug: true, status: true, text: true, startsAt: true, endsAt: true } });
  if (!event) throw notFound('No such event.');
  // A cancelled event admits nobody (./record-check-ins.ts): a device offline says so of every ticket too.
  const cancelled = event.status === 'cancelled';
  const rows = await db.$queryRaw<{ ticket_code: string; name: string; status: 'registered' | 'cancelled'; scanned_at: Date | null; staff: string | null }[]>`
    SELECT r.ticket_code, r.name, r.status::text AS status, c.scanned_at, c.staff
    FROM event_registrations r LEFT JOIN event_check_ins c ON c.registration_id = r.id
    WHERE r.event_id = ${event.id} AND r.status IN ('registered', 'cancelled')
    ORDER BY r.id`;
  const tickets = rows.map((r): DoorTicket => ({
    code: r.ticket_code, name: r.name, status: cancelled ? 'cancelled' : r.status,
    checkedInAt: r.status === 'registered' ? r.scanned_at?.toISOString() ?? null : null,
    checkedInBy: r.status === 'registered' ? r.staff : null,
  }));
  const w = doorWindow(event);
  const text = event.text as { en?: { title?: string } };
  return {
    event: {
      id: event.id, slug: event.slug, title: text.en?.title ?? event.slug,
      startsAt: event.startsAt.toISOString(), endsAt: event.endsAt.toISOString(), opensAt: w.opensAt.toISOString(), closesAt: w.closesAt.toISOString(),
    },
    tickets,
    registered: tickets.filter((t) => t.status === 'registered').length,
    checkedIn: tickets.filter((t) => t.checkedInAt).length,
    fetchedAt: now.toISOString(),
    keys: publicKeyEntries(),
  };
}

/** The counter: admissions / registered seats. */
export async function doorCounts(slug: string): Promise<{ registered: number; checkedIn: number }> {
  const [row] = await db.$queryRaw<{ registered: bigint; checked_in: bigint }[]>`
    SELECT count(*) FILTER (WHERE r.status = 'registered') AS registered,
           count(c.id) FILTER (WHERE r.status = 'registered') AS checked_in
    FROM events e JOIN event_registrations r ON r.event_id = e.id LEFT JOIN event_check_ins c ON c.registration_id = r.id
    WHERE e.slug = ${slug}`;
  return { registered: Number(row?.registered ?? 0), checkedIn: Number(row?.checked_in ?? 0) };
}
