// Every sentence that tells an applicant which documents to upload, built from the rules the checks use
// (lib/kernel/upload-rules.ts): change a rule there and this text follows. tests/unit/document-guidance.test.ts
// fails if a format or size is written out anywhere else.
import { DOCUMENT_RULES, formatList, MAX_UPLOAD_LABEL, pdfOnly, type DocumentRule } from '@/lib/kernel/upload-rules';

const rule = (r: DocumentRule) => `${formatList(r)}, up to ${MAX_UPLOAD_LABEL}`;
const { aadhaar, passportPhoto, institutionProof } = DOCUMENT_RULES;

/** Short hints under the file inputs. */
export const DOCUMENT_HINTS = {
  aadhaar: `${formatList(aadhaar)} only, up to ${MAX_UPLOAD_LABEL}. Only the last four digits of your Aadhaar number may be visible.`,
  passportPhoto: `A recent passport-size photo: ${rule(passportPhoto)}.`,
  institutionProof: `${rule(institutionProof)}.`,
} as const;

/** The intern and member documents, for lists of what to keep ready. */
export const APPLICANT_DOCUMENTS = [
  `${aadhaar.name}: ${rule(aadhaar)}.`,
  `${passportPhoto.name}: ${rule(passportPhoto)}.`,
] as const;

/**
 * How a phone user gets the Aadhaar as a PDF rather than photographing the card: UIDAI's e-Aadhaar
 * download (with the "masked" option) gives exactly the file the form wants. Null if photos were allowed.
 */
export const AADHAAR_PDF_TIP: string | null = pdfOnly(aadhaar)
  ? `On a phone? Don't photograph your Aadhaar card: a photo of it is not accepted. Download the masked e-Aadhaar ${formatList(aadhaar)} from UIDAI instead: ` +
    'open myaadhaar.uidai.gov.in, log in with your Aadhaar number and the OTP sent to your registered mobile, choose "Download Aadhaar", ' +
    'tick "Do you want a masked Aadhaar?", and download. The file is saved to your phone\'s Downloads, ready to choose in the last step.'
  : null;

/** One line for the registration chooser and the guidance panels. */
export const DOCUMENTS_SUMMARY = `Keep ready: your ${aadhaar.name.toLowerCase()} as ${rule(aadhaar)}, and a ${passportPhoto.name.toLowerCase()} as ${rule(passportPhoto)}.`;

/** The institution's proof, for the chooser. */
export const INSTITUTION_PROOF_NEED = `${institutionProof.name} (${rule(institutionProof)})`;

/** The documents clause of the internship and membership terms. */
export const TERMS_DOCUMENTS_SENTENCES = [
  `The ${aadhaar.name.toLowerCase()} is accepted as ${formatList(aadhaar)} and the ${passportPhoto.name.toLowerCase()} as ${formatList(passportPhoto)}.`,
  `Each file must be ${MAX_UPLOAD_LABEL} or smaller.`,
] as const;
