// GET /staff/donations/form-10bd?fy=2026-27: Form 10BD Part B for a financial year (admins: it carries full PANs),
// the same file as `npm run admin -- donations export-10bd`.
import { staffForRequest } from '@/lib/staff/guard';
import { exportForm10bd } from '@/lib/donations/form-10bd';
import { DomainError } from '@/lib/kernel/domain-errors';
import { csvDownload } from '../../_ui/csv-download';

export const dynamic = 'force-dynamic';

export async function GET(req: Request) {
  const session = await staffForRequest(req, 'admin');
  if (session instanceof Response) return session;
  const fy = new URL(req.url).searchParams.get('fy') ?? '';
  try {
    const { csv } = await exportForm10bd(fy, session.staff.email, 'console');
    return csvDownload(csv, `form-10bd-${fy}.csv`);
  } catch (e) {
    if (e instanceof DomainError) return new Response(e.message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    throw e;
  }
}
