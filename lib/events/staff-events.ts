// The console's reading of events (events-pages): every event, drafts too, with its places; one event with all its
// stored fields for the edit form; and its registrants as a CSV, page by page (formula-safe cells, IST times).
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { csvPages, type Page } from '@/lib/review/csv-export';
import { readEventText } from './event-text';
import { REGISTRANT_COLUMNS } from './registrants';
import { formatTicketCode } from './tickets';

export async function listEventsForStaff() {
  const events = await db.event.findMany({ orderBy: { startsAt: 'desc' }, select: { id: true, slug: true, status: true, startsAt: true, endsAt: true, capacity: true, text: true } });
  const counts = await db.eventRegistration.groupBy({ by: ['eventId', 'status'], where: { eventId: { in: events.map((e) => e.id) } }, _count: { _all: true } });
  const count = (id: number, status: string) => counts.find((c) => c.eventId === id && c.status === status)?._count._all ?? 0;
  return events.map((e) => ({ ...e, title: readEventText(e.text).en.title, registered: count(e.id, 'registered'), waitlisted: count(e.id, 'waitlisted') }));
}

export async function getEventForStaff(slug: string) {
  const e = await db.event.findUnique({ where: { slug } });
  return e && { ...e, text: readEventText(e.text) };
}

/** The registrants' CSV, a page of rows at a time (lib/review/csv-export.ts); erased people show nothing personal. */
export function registrantsCsvPages(eventId: number) {
  const page: Page = async (afterId, take) => (await db.eventRegistration.findMany({ where: { eventId, id: { gt: afterId } }, orderBy: { id: 'asc' }, take }))
    .map((r) => ({
      ...r, ticketCode: formatTicketCode(r.ticketCode),
      ...(r.erasedAt ? { name: '(erased)', email: '', mobile: '', organisation: null } : {}),
    }));
  return csvPages([...REGISTRANT_COLUMNS], page);
}
