// GET /staff/documents/<id>: a document for staff who may open documents (not viewers), read by its id through
// the admin script's audited functions (lib/staff/documents.ts). Images inline; a PDF as a sandboxed
// attachment, or with ?framed inline for the frame on the application's page, still sandboxed and framed only by
// the console (next.config.ts, lib/documents/document-policy.ts). Each answer is one audited read.
import { staffForRequest } from '@/lib/staff/guard';
import { readDocumentForStaff } from '@/lib/staff/documents';
import { documentResponse } from '@/lib/documents/store';
import { isDbIdString } from '@/lib/kernel/db-ids';
import { NotFoundError, UnavailableError } from '@/lib/kernel/domain-errors';

export const dynamic = 'force-dynamic';
const missing = () => new Response('Document not found.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await staffForRequest(req, 'documents');
  if (session instanceof Response) return session;
  const { id } = await params;
  if (!isDbIdString(id)) return missing();
  try {
    const doc = await readDocumentForStaff(Number(id), session.staff.email);
    return documentResponse(doc.bytes, doc.contentType, doc.filename, { framed: new URL(req.url).searchParams.has('framed') });
  } catch (e) {
    if (e instanceof NotFoundError) return missing();
    if (e instanceof UnavailableError) return new Response(e.message, { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(e.retryAfterSeconds), 'Cache-Control': 'no-store' } });
    throw e;
  }
}
