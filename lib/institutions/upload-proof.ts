// The institution's ID proof: checked by content (a real JPG, PNG or PDF whose name says the same), at
// most 2 MB, encrypted into private storage under a random key. Saving it submits the application.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { sniffFileType } from '@/lib/documents/sniff';
import { conflict, invalid, notFound } from '@/lib/kernel/domain-errors';
import { deleteDocument, saveDocument } from '@/lib/documents/store';
import { DOCUMENT_RULES, formatList } from '@/lib/kernel/upload-rules';
import { mailRegistrationReceived } from '@/lib/mail/notify';
import { INSTITUTE_TERMS_VERSION, MAX_UPLOAD_BYTES, MESSAGES, proofExtension } from '@/lib/institutions/schema';

/** The spec's success message (the client checks it verbatim), whatever the file type. */
export const UPLOAD_SUCCESS = 'PDF uploaded successfully';

const TYPE_NAMES = { pdf: 'a PDF', jpg: 'a JPG image', png: 'a PNG image' } as const;
const fieldError = (message: string) => invalid(message, { file: message });

/** The detected MIME type of an acceptable proof, or a 400 with the reason. */
export function checkProofBytes(bytes: Uint8Array, fileName: string): 'application/pdf' | 'image/jpeg' | 'image/png' {
  if (bytes.byteLength === 0) throw fieldError(MESSAGES.proofRequired);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw fieldError(MESSAGES.proofSize);
  const claimed = proofExtension(fileName);
  const detected = sniffFileType(bytes);
  if (!claimed || !detected || detected.ext === 'webp') throw fieldError(MESSAGES.proofType);
  if (detected.ext !== claimed) {
    throw fieldError(`The file's content does not match its name: "${fileName}" is ${TYPE_NAMES[detected.ext]}. Please upload a real ${formatList(DOCUMENT_RULES.institutionProof)} file with the right extension.`);
  }
  return detected.mime;
}

/**
 * Stores the proof of a pending institution (replacing an earlier one) and marks it submitted with the
 * terms accepted. The file is written first and removed again if the database write fails, so no
 * orphan is left; a replaced file is removed after the commit.
 */
export async function uploadInstitutionProof(institutionId: number, bytes: Uint8Array, contentType: string) {
  const institution = await db.institution.findUnique({ where: { id: institutionId }, select: { status: true } });
  if (!institution) throw notFound('Institution not found.');
  if (institution.status !== 'pending') throw conflict(`This application is already ${institution.status}; its ID proof can no longer be changed.`, 'not_pending');

  const stored = await saveDocument(bytes, `institution-${institutionId}`);
  let replacedKey: string | undefined;
  try {
    await db.$transaction(async (tx) => {
      const now = new Date();
      const updated = await tx.institution.updateMany({
        where: { id: institutionId, status: 'pending' },
        data: { submittedAt: now, termsVersion: INSTITUTE_TERMS_VERSION, termsAcceptedAt: now },
      });
      if (updated.count !== 1) throw conflict('This application is no longer pending; its ID proof can no longer be changed.', 'not_pending');
      const previous = await tx.document.findUnique({ where: { institutionId_kind: { institutionId, kind: 'institution_id_proof' } }, select: { storageKey: true } });
      replacedKey = previous?.storageKey;
      const doc = { storageKey: stored.storageKey, contentType, sizeBytes: stored.sizeBytes, sha256: stored.sha256, encryption: stored.encryption, keyId: stored.keyId, store: stored.store };
      await tx.document.upsert({
        where: { institutionId_kind: { institutionId, kind: 'institution_id_proof' } },
        create: { ...doc, kind: 'institution_id_proof', institutionId },
        update: { ...doc, createdAt: now },
      });
      // Submitting is the registration: the first upload sends "received" (a replaced proof does not resend).
      const i = await tx.institution.findUniqueOrThrow({ where: { id: institutionId }, select: { name: true, email: true, applicationId: true } });
      await mailRegistrationReceived(tx, { kind: 'institution', id: institutionId, name: i.name, email: i.email, applicationId: i.applicationId! });
    });
  } catch (error) {
    await deleteDocument(stored.storageKey);
    throw error;
  }
  if (replacedKey) await deleteDocument(replacedKey).catch((e) => console.error('[institutions] could not delete replaced proof', e));
}
