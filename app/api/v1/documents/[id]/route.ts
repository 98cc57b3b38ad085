// GET /api/v1/documents/{id}: an uploaded document, decrypted, for its owner's session only.
import { apiRoute } from '@/lib/http/api-route';
import { db } from '@/lib/db/client';
import { notFound, unauthorized, forbidden } from '@/lib/http/errors';
import { isPerson } from '@/lib/access/people';
import { documentResponse, readDocument } from '@/lib/storage/documents';
import { pathIdSchema } from '@/lib/validation/reference';

const EXT: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

export const GET = apiRoute<{ id: string }>(async ({ params, session }) => {
  const id = pathIdSchema.parse(params.id);
  if (!session.user && !session.institutions?.length) throw unauthorized();
  const doc = await db.document.findUnique({ where: { id } });
  const allowed =
    doc &&
    ((doc.internId !== null && isPerson(session, 'intern', doc.internId)) ||
      (doc.memberId !== null && isPerson(session, 'member', doc.memberId)) ||
      (doc.institutionId !== null && (session.institutions ?? []).includes(doc.institutionId)));
  if (!doc) throw notFound('Document not found.');
  if (!allowed) throw forbidden();
  const bytes = await readDocument(doc.storageKey, doc.keyId);
  return documentResponse(bytes, doc.contentType, `${doc.kind}-${doc.id}.${EXT[doc.contentType] ?? 'bin'}`);
});
