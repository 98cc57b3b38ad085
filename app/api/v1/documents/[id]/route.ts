// GET /api/v1/documents/{id}: an uploaded document, decrypted, for its owner's session only.
import { apiRoute } from '@/lib/http/api-route';
import { openDocument } from '@/lib/documents/open';
import { documentResponse } from '@/lib/documents/store';
import { pathIdSchema } from '@/lib/reference/schema';

export const GET = apiRoute<{ id: string }>(async ({ params, session }) => {
  const doc = await openDocument(session, pathIdSchema.parse(params.id));
  return documentResponse(doc.bytes, doc.contentType, doc.filename);
});
