// GET /staff/documents/<id>: a document for staff who may open documents (not viewers). Read through the
// same audited functions as the admin script's `document` and `proof` commands, and answered by the document
// store's documentResponse (images inline; PDFs as sandboxed attachments, docs/decisions/003).
import { db } from '@/lib/platform/db/client';
import { staffForRequest } from '@/lib/staff/guard';
import { readApplicantDocument } from '@/lib/people/review';
import { readInstitutionProof } from '@/lib/institutions/review';
import { documentResponse } from '@/lib/documents/store';
import { isDbIdString } from '@/lib/kernel/db-ids';

export const dynamic = 'force-dynamic';
const EXT: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };
const missing = () => new Response('Document not found.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await staffForRequest(req, 'documents');
  if (session instanceof Response) return session;
  const { id } = await params;
  if (!isDbIdString(id)) return missing();
  const doc = await db.document.findUnique({ where: { id: Number(id) }, select: { kind: true, applicantId: true, institutionId: true, applicant: { select: { kind: true } } } });
  if (!doc) return missing();
  const staff = session.staff.email;
  const read = doc.applicant && doc.applicantId !== null && doc.kind !== 'institution_id_proof'
    ? await readApplicantDocument(doc.applicant.kind, doc.applicantId, doc.kind, staff)
    : await readInstitutionProof(doc.institutionId!, staff);
  return documentResponse(read.bytes, read.contentType, `${doc.kind}-${id}.${EXT[read.contentType] ?? 'bin'}`);
}
