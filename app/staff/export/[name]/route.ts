// GET /staff/export/<name>: the admin script's CSV exports (lib/review/csv-export.ts, formula-safe, audited)
// as a download for reviewers and admins, streamed a page of rows at a time.
import { staffForRequest } from '@/lib/staff/guard';
import { EXPORTS, exportCsvStream, type ExportName } from '@/lib/review/csv-export';
import { csvDownload } from '../../_ui/csv-download';

export const dynamic = 'force-dynamic';

export async function GET(req: Request, { params }: { params: Promise<{ name: string }> }) {
  const session = await staffForRequest(req, 'review');
  if (session instanceof Response) return session;
  const { name } = await params;
  if (!Object.hasOwn(EXPORTS, name)) return new Response('No such export.', { status: 404 });
  return csvDownload(await exportCsvStream(name as ExportName, session.staff.email), `${name}-${new Date().toISOString().slice(0, 10)}.csv`);
}
