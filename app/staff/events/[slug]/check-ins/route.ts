// GET /staff/events/{slug}/check-ins: what a door device keeps for offline scanning (the tickets, the door's hours,
// the counter). POST: a batch of scans a device queued, `{ scans: [{ ticket_code, scanned_at, device_id }] }`,
// answered scan by scan (docs/decisions/026). Any staff role; same-origin only (apiRoute); never cached.
import { z } from '@/lib/kernel/zod';
import { apiRoute } from '@/lib/http/api-route';
import { requireStaffForApi } from '@/lib/staff/guard';
import { doorCounts, doorList } from '@/lib/events/check-in/door-list';
import { MAX_SCANS_PER_SYNC, recordCheckIns } from '@/lib/events/check-in/record-check-ins';

export const dynamic = 'force-dynamic';

const batch = z.object({
  scans: z.array(z.object({
    ticket_code: z.string().min(1).max(2000),
    scanned_at: z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
    device_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'A device id is 8 to 64 letters, digits, - or _.'),
  })).min(1).max(MAX_SCANS_PER_SYNC),
});

const noStore = (body: unknown) => Response.json(body, { headers: { 'Cache-Control': 'no-store' } });

type Params = { slug: string };

export const GET = apiRoute<Params>(async ({ req, params }) => {
  await requireStaffForApi(req, 'view');
  return noStore({ success: true, ...(await doorList(params.slug)) });
});

export const POST = apiRoute<Params>(async ({ req, params, json }) => {
  const session = await requireStaffForApi(req, 'view');
  const { scans } = batch.parse(await json());
  const results = await recordCheckIns(params.slug, scans.map((s) => ({ ticketCode: s.ticket_code, scannedAt: s.scanned_at, deviceId: s.device_id })), session.staff.email);
  const counts = await doorCounts(params.slug);
  return noStore({
    success: true,
    results: results.map((r) => ({
      ticket_code: r.ticketCode, scanned_at: r.scannedAt, device_id: r.deviceId, outcome: r.outcome, name: r.name ?? null,
      first_scanned_at: r.firstScannedAt ?? null, first_scanned_by: r.firstScannedBy ?? null,
    })),
    registered: counts.registered,
    checked_in: counts.checkedIn,
  });
}, { maxBodyBytes: 256 * 1024 });
