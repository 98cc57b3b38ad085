// A scan judged on the device from the list it keeps, with or without the network; the server judges the same
// scan again when it syncs (./record-check-ins.ts) and its answer replaces this one. Pure: the page and unit tests.
import { doorState, type ScanVerdict } from './door';
import type { DoorList } from './door-list-shape';

export type ReadTicket = { ticketCode: string; eventId?: number } | null;

export function judgeOnDevice(list: DoorList, ticket: ReadTicket, at: Date): ScanVerdict {
  if (!ticket) return { outcome: 'invalid' };
  if (ticket.eventId !== undefined && ticket.eventId !== list.event.id) return { outcome: 'other_event' };
  const t = list.tickets.find((x) => x.code === ticket.ticketCode);
  if (!t) return { outcome: 'invalid' }; // a valid code of another event's list looks the same offline, unless its QR names the event
  if (t.status === 'cancelled') return { outcome: 'cancelled' };
  if (doorState({ opensAt: new Date(list.event.opensAt), closesAt: new Date(list.event.closesAt) }, at) !== 'open') return { outcome: 'door_closed' };
  if (t.checkedInAt) return { outcome: 'already_checked_in', name: t.name, firstScannedAt: t.checkedInAt, firstScannedBy: t.checkedInBy ?? 'this device' };
  return { outcome: 'checked_in', name: t.name };
}

/** The list after this device admitted `code` at `at` (shown at once; the sync confirms or corrects it). */
export const admitted = (list: DoorList, code: string, at: Date, by: string): DoorList => ({
  ...list,
  tickets: list.tickets.map((t) => (t.code === code ? { ...t, checkedInAt: at.toISOString(), checkedInBy: by } : t)),
  checkedIn: list.checkedIn + 1,
});
