// The English catalogue is the English itself: the spec's message constants (listed here, never copied) and
// the texts components pass to t('...') (found in the code by tests/unit/catalogues.test.ts). This list names
// the constants whose texts are shown through t(variable); add a constant here when a translated screen shows it.
import { NAME_MESSAGES, FILE_MESSAGES, GUARDIAN_MESSAGES, GUARDIAN_NOTICE, SECTORS, GUARDIAN_RELATIONSHIPS } from '../registration/rules';
import { MOBILE_TAKEN } from '../registration/errors';
import { PASSWORD_MESSAGES } from '../accounts/password-rules';
import { CONTROL_CHARACTERS_MESSAGE } from '../kernel/text';
import { NAV, FOOTER_ABOUT, FOOTER_LINKS, FOOTER_REGISTER_LINKS, SITE } from '../content/site';
import { APPLICANT_DOCUMENTS, AADHAAR_PDF_TIP, DOCUMENT_HINTS } from '../content/document-guidance';

const texts = (o: unknown): string[] =>
  typeof o === 'string' ? [o] : Array.isArray(o) ? o.flatMap(texts) : o && typeof o === 'object' ? Object.values(o).flatMap(texts) : [];

/** Texts from constants that translated screens show; the step names and titles come from the wizard. */
export function englishFromConstants(extra: unknown[] = []): string[] {
  return texts([
    NAME_MESSAGES, FILE_MESSAGES, GUARDIAN_MESSAGES, GUARDIAN_NOTICE, SECTORS.map((s) => s.label), GUARDIAN_RELATIONSHIPS,
    MOBILE_TAKEN, PASSWORD_MESSAGES, CONTROL_CHARACTERS_MESSAGE,
    NAV.map((n) => [n.label, (n.children ?? []).map((c) => c.label)]), FOOTER_ABOUT, FOOTER_LINKS.map((l) => l.label),
    FOOTER_REGISTER_LINKS.map((l) => l.label), SITE.tagline, SITE.description,
    APPLICANT_DOCUMENTS, AADHAAR_PDF_TIP ?? [], DOCUMENT_HINTS.aadhaar, DOCUMENT_HINTS.photo,
    ...extra,
  ]);
}
