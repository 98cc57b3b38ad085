// GET /staff/donations/export: every donation as CSV (reviewers and admins; the PAN masked unless an admin asks).
import { staffForRequest } from '@/lib/staff/guard';
import { can } from '@/lib/staff/roles';
import { donationsCsvStream } from '@/lib/donations/csv';
import { csvDownload } from '../../_ui/csv-download';

export const dynamic = 'force-dynamic';

export async function GET(req: Request) {
  const session = await staffForRequest(req, 'review');
  if (session instanceof Response) return session;
  const stream = await donationsCsvStream(session.staff.email, can(session.staff.role, 'admin'));
  return csvDownload(stream, `donations-${new Date().toISOString().slice(0, 10)}.csv`);
}
