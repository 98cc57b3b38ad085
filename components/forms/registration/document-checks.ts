// The documents step's checks in the browser: the spec's name, type and size rules (documentErrors),
// then the file's first bytes, so a renamed file is caught before it is sent (the server checks again).
import { sniffFileType } from '@/lib/documents/sniff';
import { allowsContent, DOCUMENT_RULES } from '@/lib/kernel/upload-rules';
import { documentErrors, FILE_MESSAGES } from '@/lib/registration/rules';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import type { DocumentField, DocumentFiles } from './form-values';

export async function checkDocuments(kind: ApplicantKind, files: DocumentFiles): Promise<Partial<Record<DocumentField, string>>> {
  const errors = documentErrors(kind, files);
  for (const field of ['aadharCard', 'passportPhoto'] as const) {
    const file = files[field];
    if (errors[field] || !file) continue;
    const detected = sniffFileType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (field === 'aadharCard' && !allowsContent(DOCUMENT_RULES.aadhaar, detected?.ext)) errors.aadharCard = FILE_MESSAGES.pdfOnly;
    if (field === 'passportPhoto' && !allowsContent(DOCUMENT_RULES.passportPhoto, detected?.ext)) errors.passportPhoto = FILE_MESSAGES.passportPhotoType[kind];
  }
  return errors;
}
