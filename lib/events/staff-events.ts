// The console's reading of one event (events-pages): all its stored fields, for its page and the edit form.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { readEventText } from './event-text';

export async function getEventForStaff(slug: string) {
  const e = await db.event.findUnique({ where: { slug } });
  return e && { ...e, text: readEventText(e.text) };
}
