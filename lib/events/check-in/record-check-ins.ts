// Admissions at the door, from the door page (a batch a device queued, offline or not) and the admin script
// (one code). One function for both, so the rules read once:
//  - a code is checked before any lookup: a signed QR token by its Ed25519 signature, a typed code by its check
//    character (readTicketText), so a forged or mistyped code costs no database query;
//  - one row per registration (a unique key), and the EARLIER scan wins: a later one never replaces it, an earlier
//    one synced later does (ON CONFLICT … WHERE excluded.scanned_at < scanned_at), so two devices that admitted the
//    same ticket offline agree after both synced, whatever the order, and a replayed batch changes nothing;
//  - the device's clock is bounded: a scan time ahead of the server's is refused, one outside the door's hours is not
//    admitted, and once the door's record has settled (DOOR_SETTLES_AFTER_MS after it closed) a late sync only
//    adds admissions, never moves one to its earlier time;
//  - each scan is answered from the row that won: "checked in" when it is this scan, "already checked in" otherwise.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { audit } from '@/lib/review/audit';
import { invalid, notFound } from '@/lib/kernel/domain-errors';
import { DEVICE_CLOCK_SKEW_MS, DOOR_SETTLES_AFTER_MS, doorState, doorWindow, type ScanVerdict } from './door';
import { readTicketText } from './ticket-text';

export type Scan = { ticketCode: string; scannedAt: Date; deviceId: string };
export type ScanResult = ScanVerdict & { ticketCode: string; scannedAt: string; deviceId: string };

/** How many scans one sync may carry: a device that was offline for a whole event at a big venue. */
export const MAX_SCANS_PER_SYNC = 500;

type Winner = { registration_id: number; scanned_at: Date; staff: string; device_id: string };

export async function recordCheckIns(slug: string, scans: Scan[], staff: string, now = new Date()): Promise<ScanResult[]> {
  const event = await db.event.findFirst({ where: { slug, status: { not: 'draft' } }, select: { id: true, status: true, startsAt: true, endsAt: true } });
  if (!event) throw notFound('No such event.');
  // A cancelled event admits nobody: its tickets stay 'registered' (the people were only mailed), so say so here.
  const eventCancelled = event.status === 'cancelled';
  if (scans.length > MAX_SCANS_PER_SYNC) throw invalid(`At most ${MAX_SCANS_PER_SYNC} scans at a time.`);
  if (scans.some((s) => s.scannedAt.getTime() > now.getTime() + DEVICE_CLOCK_SKEW_MS)) {
    throw invalid('A scan time is in the future: check the device clock.', { scanned_at: 'A scan time is in the future: check the device clock.' });
  }
  const door = doorWindow(event);
  const read = scans.map((s) => ({ scan: s, ticket: readTicketText(s.ticketCode) }));
  const codes = [...new Set(read.flatMap((r) => (r.ticket && (r.ticket.eventId ?? event.id) === event.id ? [r.ticket.ticketCode] : [])))];
  const registrations = codes.length === 0 ? [] : await db.eventRegistration.findMany({
    where: { ticketCode: { in: codes } },
    select: { id: true, eventId: true, ticketCode: true, name: true, status: true },
  });
  const byCode = new Map(registrations.map((r) => [r.ticketCode, r]));

  // The earliest admissible scan of each registration in this batch goes to the database.
  const admit = new Map<number, Scan>();
  for (const { scan, ticket } of read) {
    const r = ticket && byCode.get(ticket.ticketCode);
    if (eventCancelled || !r || r.eventId !== event.id || r.status !== 'registered' || doorState(door, scan.scannedAt) !== 'open') continue;
    const earlier = admit.get(r.id);
    if (!earlier || scan.scannedAt < earlier.scannedAt) admit.set(r.id, scan);
  }
  const winners = new Map<number, Winner>();
  if (admit.size > 0) {
    const rows = [...admit].sort(([a], [b]) => a - b); // one lock order across concurrent batches: no deadlock
    const settled = now.getTime() > door.closesAt.getTime() + DOOR_SETTLES_AFTER_MS;
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`
        INSERT INTO event_check_ins (registration_id, scanned_at, synced_at, staff, device_id)
        SELECT r, s, ${now}, ${staff}, d
        FROM unnest(${rows.map(([id]) => id)}::int[], ${rows.map(([, s]) => s.scannedAt)}::timestamptz[], ${rows.map(([, s]) => s.deviceId)}::text[]) AS t(r, s, d)
        ORDER BY r
        ON CONFLICT (registration_id) DO UPDATE
          SET scanned_at = excluded.scanned_at, synced_at = excluded.synced_at, staff = excluded.staff, device_id = excluded.device_id
          WHERE excluded.scanned_at < event_check_ins.scanned_at AND NOT ${settled}`;
      const stored = await tx.$queryRaw<Winner[]>`
        SELECT registration_id, scanned_at, staff, device_id FROM event_check_ins WHERE registration_id = ANY(${rows.map(([id]) => id)}::int[])`;
      for (const w of stored) winners.set(w.registration_id, w);
      await audit(tx, { staff, action: 'event_check_in', entityType: 'event', entityId: event.id, detail: { scans: scans.length, admitted: rows.length } });
    });
  }

  return read.map(({ scan, ticket }): ScanResult => {
    const base = { ticketCode: scan.ticketCode, scannedAt: scan.scannedAt.toISOString(), deviceId: scan.deviceId };
    if (!ticket) return { ...base, outcome: 'invalid' };
    if (ticket.eventId !== undefined && ticket.eventId !== event.id) return { ...base, outcome: 'other_event' };
    const r = byCode.get(ticket.ticketCode);
    if (!r) return { ...base, outcome: 'invalid' };
    if (r.eventId !== event.id) return { ...base, outcome: 'other_event' };
    if (r.status === 'cancelled' || eventCancelled) return { ...base, outcome: 'cancelled' };
    if (r.status !== 'registered') return { ...base, outcome: 'invalid' }; // waitlisted: holds no seat
    const w = winners.get(r.id);
    if (!w) return { ...base, outcome: 'door_closed' };
    const mine = w.device_id === scan.deviceId && w.scanned_at.getTime() === scan.scannedAt.getTime();
    return mine
      ? { ...base, outcome: 'checked_in', name: r.name }
      : { ...base, outcome: 'already_checked_in', name: r.name, firstScannedAt: w.scanned_at.toISOString(), firstScannedBy: w.staff };
  });
}
