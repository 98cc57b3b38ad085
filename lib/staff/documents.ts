// A document for the console, by its id: read through the same audited functions as the admin script's
// `document` and `proof` commands (each read is a `<kind>.document.read` row in the audit trail).
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { notFound } from '@/lib/kernel/domain-errors';
import { readApplicantDocument } from '@/lib/people/review';
import { readInstitutionProof } from '@/lib/institutions/review';

const EXT: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

export async function readDocumentForStaff(documentId: number, staff: string) {
  const doc = await db.document.findUnique({
    where: { id: documentId },
    select: { kind: true, applicantId: true, institutionId: true, applicant: { select: { kind: true } } },
  });
  // An owner holds one document of each kind (unique in the schema), so owner and kind name this very row.
  const read = doc?.kind === 'institution_id_proof' && doc.institutionId !== null ? await readInstitutionProof(doc.institutionId, staff)
    : doc && doc.kind !== 'institution_id_proof' && doc.applicantId !== null && doc.applicant ? await readApplicantDocument(doc.applicant.kind, doc.applicantId, doc.kind, staff)
    : null;
  if (!doc || !read) throw notFound('Document not found.');
  return { ...read, filename: `${doc.kind}-${documentId}.${EXT[read.contentType] ?? 'bin'}` };
}
