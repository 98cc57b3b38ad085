// A research report's PDF (issue 35): checked by its bytes (a `%PDF-` header and an `%%EOF` trailer, so a renamed
// page or program is refused, and so is a half-uploaded file), then kept like the content images, unencrypted in the
// document store's public folder, under the hash of its bytes: `{32 hex}.pdf`, a name whose bytes never change,
// served by GET /api/reports/{hash}/{slug}.pdf with a year's immutable cache.
import 'server-only';
import { createHash } from 'node:crypto';
import { documentStore, PUBLIC_MEDIA_FOLDER } from '@/lib/documents/document-store';
import { invalid } from '@/lib/kernel/domain-errors';
import { REPORT_PDF_MAX_BYTES } from '@/lib/limits';
import { REPORT_FILE, REPORT_REFUSALS } from './report-rules';

const HEADER = Buffer.from('%PDF-');
const TRAILER = Buffer.from('%%EOF');
/** Writers may put a little after the last `%%EOF` (line ends, padding): look for it in the last kilobyte, as readers do. */
const TRAILER_WINDOW = 1024;

const storeKey = (name: string) => `${PUBLIC_MEDIA_FOLDER}/${createHash('sha256').update(name).digest('hex').slice(0, 32)}`;

/** Why these bytes are not a report's PDF, or null when they are. */
export function pdfRefusal(bytes: Uint8Array): (typeof REPORT_REFUSALS)[keyof typeof REPORT_REFUSALS] | null {
  if (bytes.byteLength > REPORT_PDF_MAX_BYTES) return REPORT_REFUSALS.tooManyBytes;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!buf.subarray(0, HEADER.length).equals(HEADER)) return REPORT_REFUSALS.notPdf;
  if (buf.subarray(Math.max(0, buf.length - TRAILER_WINDOW)).indexOf(TRAILER) < 0) return REPORT_REFUSALS.damaged;
  return null;
}

/** Checks and stores an uploaded PDF; returns the name a report keeps in its `pdf` field. */
export async function storeReportPdf(bytes: Uint8Array): Promise<string> {
  const refusal = pdfRefusal(bytes);
  if (refusal) throw invalid(refusal, { pdf: refusal }, refusal === REPORT_REFUSALS.tooManyBytes ? 'report_too_large' : 'report_not_pdf');
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.pdf`;
  await saveReportPdf(name, Buffer.from(bytes));
  return name;
}

/** Writes a PDF under its name (an import brings name and bytes, already checked against their hash). */
export async function saveReportPdf(name: string, bytes: Buffer): Promise<void> {
  if (!REPORT_FILE.test(name)) throw invalid(`${name} is not a report file name.`);
  await documentStore().put(storeKey(name), bytes);
}

/** A stored PDF's bytes by its name, or null when there is none (or the name is not one of ours). */
export async function readReportPdf(name: string): Promise<Buffer | null> {
  return REPORT_FILE.test(name) ? documentStore().get(storeKey(name)) : null;
}
