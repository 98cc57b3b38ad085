// GET /staff/export/<name>: the admin script's CSV exports (lib/review/csv-export.ts, formula-safe, audited)
// as a download, for reviewers and admins.
import { staffForRequest } from '@/lib/staff/guard';
import { EXPORTS, exportCsv, type ExportName } from '@/lib/review/csv-export';
import { csvDownload } from '../../_ui/csv-download';

export const dynamic = 'force-dynamic';

export async function GET(req: Request, { params }: { params: Promise<{ name: string }> }) {
  const session = await staffForRequest(req, 'review');
  if (session instanceof Response) return session;
  const { name } = await params;
  if (!Object.hasOwn(EXPORTS, name)) return new Response('No such export.', { status: 404 });
  const { csv } = await exportCsv(name as ExportName, session.staff.email);
  return csvDownload(csv, `${name}-${new Date().toISOString().slice(0, 10)}.csv`);
}
