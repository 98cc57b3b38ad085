// GET /staff/audit/export?staff=…&action=…&from=…&to=…: the filtered audit trail as CSV (admins).
import { staffForRequest } from '@/lib/staff/guard';
import { exportAudit } from '@/lib/staff/audit-trail';
import { csvDownload } from '../../_ui/csv-download';
import { auditFilterFrom } from '../filter';

export const dynamic = 'force-dynamic';

export async function GET(req: Request) {
  const session = await staffForRequest(req, 'admin');
  if (session instanceof Response) return session;
  const stream = await exportAudit(auditFilterFrom(Object.fromEntries(new URL(req.url).searchParams)), session.staff.email);
  return csvDownload(stream, `audit-${new Date().toISOString().slice(0, 10)}.csv`);
}
