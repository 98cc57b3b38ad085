// GET /staff/events/{slug}/registrants.csv: the event's registrants for reviewers and admins (as every export), formula-safe with IST times
// (lib/review/csv-export.ts), streamed and audited when it starts (rows sent and completion recorded at the end).
import { staffForRequest } from '@/lib/staff/guard';
import { auditedCsvStream } from '@/lib/review/csv-export';
import { getEventForStaff } from '@/lib/events/staff-events';
import { registrantPages } from '@/lib/events/registrants';
import { csvDownload } from '../../../_ui/csv-download';

export const dynamic = 'force-dynamic';

export async function GET(req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const session = await staffForRequest(req, 'review');
  if (session instanceof Response) return session;
  const { slug } = await params;
  const event = await getEventForStaff(slug);
  if (!event) return new Response('No such event.', { status: 404 });
  const stream = await auditedCsvStream(session.staff.email, 'event_registrants', { slug }, await registrantPages(slug));
  return csvDownload(stream, `registrants-${slug}-${new Date().toISOString().slice(0, 10)}.csv`);
}
