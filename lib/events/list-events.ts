// Every event with its places counted, newest start first: the admin script's `events list` and the console's list.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { readEventText } from './event-text';

export type EventSummary = {
  id: number; slug: string; title: string; status: 'draft' | 'published' | 'cancelled'; startsAt: Date; endsAt: Date;
  capacity: number | null; registered: number; waitlisted: number; cancelled: number;
};

export async function listEvents(): Promise<EventSummary[]> {
  const [events, counts] = await Promise.all([
    db.event.findMany({ orderBy: [{ startsAt: 'desc' }, { id: 'desc' }], select: { id: true, slug: true, status: true, startsAt: true, endsAt: true, capacity: true, text: true } }),
    db.eventRegistration.groupBy({ by: ['eventId', 'status'], _count: { _all: true } }),
  ]);
  const count = (eventId: number, status: string) => counts.find((c) => c.eventId === eventId && c.status === status)?._count._all ?? 0;
  return events.map((e) => ({
    id: e.id, slug: e.slug, title: readEventText(e.text).en.title, status: e.status, startsAt: e.startsAt, endsAt: e.endsAt, capacity: e.capacity,
    registered: count(e.id, 'registered'), waitlisted: count(e.id, 'waitlisted'), cancelled: count(e.id, 'cancelled'),
  }));
}
