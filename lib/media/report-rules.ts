// A research report's file: its format and size, stated once for the console's upload field and the refusals'
// words; the check itself is in ./report-pdf.ts (by the file's bytes). Safe for the browser.
import { REPORT_PDF_MAX_BYTES } from '@/lib/limits';

/** A stored report's file name: the hash of its bytes, `.pdf` (a report's `pdf` field is this or empty). */
export const REPORT_FILE = /^[0-9a-f]{32}\.pdf$/;

export const REPORT_ACCEPT = 'application/pdf,.pdf';
export const REPORT_SIZE_LABEL = `${REPORT_PDF_MAX_BYTES / (1024 * 1024)} MB`;
export const REPORT_HINT = `A PDF of at most ${REPORT_SIZE_LABEL}. Until one is uploaded the card says "coming soon".`;

export const REPORT_REFUSALS = {
  notPdf: 'The file is not a PDF. Please save or export the report as a PDF and upload that file.',
  damaged: 'The PDF is incomplete or damaged (it has no end-of-file marker). Please export it again and upload that copy.',
  tooManyBytes: `The PDF is larger than ${REPORT_SIZE_LABEL}. Please upload a smaller copy (for example with reduced image quality).`,
} as const;
