// Which documents an applicant uploads, in which formats, and how large: the one source for the checks
// (browser and server) and for every sentence that tells applicants about them (lib/content/document-guidance.ts),
// so the two cannot drift. The rules are the spec's (part 2, sections 5 and 9): Aadhaar as PDF; photo JPG,
// JPEG or PNG; institution ID proof any of the four; 2 MB each.
import { MAX_UPLOAD_BYTES } from './field-rules';

/** What lib/documents/sniff.ts reads from a file's first bytes. */
export type SniffedType = 'pdf' | 'jpg' | 'png';
export type DocumentFormat = { label: string; extension: string; mime: string; sniffed: SniffedType };

export const FORMATS = {
  pdf: { label: 'PDF', extension: 'pdf', mime: 'application/pdf', sniffed: 'pdf' },
  jpg: { label: 'JPG', extension: 'jpg', mime: 'image/jpeg', sniffed: 'jpg' },
  jpeg: { label: 'JPEG', extension: 'jpeg', mime: 'image/jpeg', sniffed: 'jpg' },
  png: { label: 'PNG', extension: 'png', mime: 'image/png', sniffed: 'png' },
} as const satisfies Record<string, DocumentFormat>;

export type DocumentRule = { name: string; formats: readonly DocumentFormat[] };

/**
 * One name per document. The passport photo is `passportPhoto` in code (the spec's form field) and `passport_photo`
 * in the database; the spec's multipart field `passport` appears only where the wire is read and written
 * (lib/registration/multipart.ts).
 */
export const DOCUMENT_RULES = {
  aadhaar: { name: 'Masked Aadhaar card', formats: [FORMATS.pdf] },
  passportPhoto: { name: 'Passport-size photo', formats: [FORMATS.jpg, FORMATS.jpeg, FORMATS.png] },
  institutionProof: { name: 'College or institute ID proof', formats: [FORMATS.jpg, FORMATS.jpeg, FORMATS.png, FORMATS.pdf] },
} as const satisfies Record<string, DocumentRule>;

/** "2 MB", from the byte limit the checks use. */
export const MAX_UPLOAD_LABEL = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

/** "JPG, JPEG or PNG". */
export const formatList = (rule: DocumentRule) => {
  const labels = rule.formats.map((f) => f.label);
  return labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
};

/** The file input's accept attribute. */
export const acceptAttribute = (rule: DocumentRule) =>
  [...new Set(rule.formats.map((f) => f.mime)), ...rule.formats.map((f) => `.${f.extension}`)].join(',');

/** The browser's claim about a file (its name or type) fits the rule; the content is checked with `allowsContent`. */
export const allowsNameOrType = (rule: DocumentRule, file: { name: string; type: string }) =>
  rule.formats.some((f) => file.type === f.mime || file.name.toLowerCase().endsWith(`.${f.extension}`));

/** The file's content, as sniffed from its first bytes, is one the rule accepts. */
export const allowsContent = (rule: DocumentRule, sniffed: string | undefined) =>
  rule.formats.some((f) => f.sniffed === sniffed);

/** Whether the rule takes only PDFs (then a phone user is told how to get the PDF rather than a photo). */
export const pdfOnly = (rule: DocumentRule) => rule.formats.every((f) => f.sniffed === 'pdf');
