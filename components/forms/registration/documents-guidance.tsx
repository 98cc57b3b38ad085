// What to upload, said before step 1 (in the page's guidance panel) and again at the documents step:
// the sentences come from lib/content/document-guidance.ts, built from the rules the checks use.
// Not a client component, and given its translator: the registration pages render it on the server, so it adds
// nothing to their first load (tests/e2e/scripts-after-paint.spec.ts); the documents step gives it useT().
import { AADHAAR_PDF_TIP, APPLICANT_DOCUMENTS } from '@/lib/content/document-guidance';
import type { Translator } from '@/lib/i18n/translate';

export function DocumentsGuidance({ t, headingLevel: H = 'h3' }: { t: Translator; headingLevel?: 'h2' | 'h3' }) {
  return (
    <section data-testid="documents-guidance" aria-labelledby="documents-guidance-title" className="mt-4 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      <H id="documents-guidance-title" className="font-semibold">{t('Documents you will upload')}</H>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {APPLICANT_DOCUMENTS.map((line) => <li key={line}>{t(line)}</li>)}
      </ul>
      {AADHAAR_PDF_TIP && <p className="mt-2">{t(AADHAAR_PDF_TIP)}</p>}
      <p className="mt-2">{t('We never ask for your full Aadhaar number.')}</p>
    </section>
  );
}
