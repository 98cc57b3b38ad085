// Opening a stored document for a visitor: nobody signed in is asked to log in, an unknown id is not
// found, someone else's document is refused (lib/accounts/document-access.ts decides), and the owner gets the
// decrypted bytes with a download name.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { forbidden, notFound, unauthenticated } from '@/lib/kernel/domain-errors';
import { canReadDocument, hasAnyIdentity } from '@/lib/accounts/document-access';
import type { SessionData } from '@/lib/accounts/session-data';
import { readDocument } from '@/lib/documents/store';

const EXT: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

export async function openDocument(session: SessionData, id: number) {
  if (!hasAnyIdentity(session)) throw unauthenticated();
  const doc = await db.document.findUnique({ where: { id }, include: { applicant: { select: { id: true, kind: true } } } });
  if (!doc) throw notFound('Document not found.');
  if (!canReadDocument(session, doc)) throw forbidden();
  return { bytes: await readDocument(doc.storageKey, doc.keyId), contentType: doc.contentType, filename: `${doc.kind}-${doc.id}.${EXT[doc.contentType] ?? 'bin'}` };
}
