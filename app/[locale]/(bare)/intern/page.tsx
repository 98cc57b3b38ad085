// /intern: internship registration (spec part 2): the guidelines, the programme PDFs and the wizard.
import { RegistrationWizard } from '@/components/forms/registration/registration-wizard';
import { GuidancePanel, RegistrationPage } from '@/components/forms/registration/registration-page';
import { DocumentsGuidance } from '@/components/forms/registration/documents-guidance';
import { ADULT_AGE, APPLICANT_MAX_AGE, APPLICANT_MIN_AGE } from '@/lib/kernel/age';
import { INTERNSHIP_GUIDELINES, INTERNSHIP_GUIDELINES_TITLE, INTERNSHIP_PDFS } from '@/lib/content/internship';
import { localizedMetadata } from '@/lib/i18n/metadata';
import { getLocale } from '@/lib/i18n/request-locale';
import { localePath } from '@/lib/i18n/locales';

export const generateMetadata = localizedMetadata({
  title: 'Internship Registration',
  description: 'Apply for a NextGen Youth Foundation internship: students and youth aged 16 to 29 at an approved institution.',
  // Found by search, as the sitemap asks (lib/content/seo.ts): students look for internships there.
  alternates: { canonical: '/intern' },
});

export default async function InternPage() {
  const locale = await getLocale();
  return (
    <RegistrationPage
      title="Internship Registration"
      intro={`For students and youth aged ${APPLICANT_MIN_AGE} to ${APPLICANT_MAX_AGE}. Choose your approved college, fill in four short steps (five if you are ${APPLICANT_MIN_AGE} or ${ADULT_AGE - 1}: a parent or guardian step is added) and keep your acknowledgement card.`}
      guidance={
        <GuidancePanel title={INTERNSHIP_GUIDELINES_TITLE} points={INTERNSHIP_GUIDELINES}>
          <DocumentsGuidance />
          <ul className="mt-4 flex flex-col gap-2">
            {INTERNSHIP_PDFS.map((pdf) => (
              <li key={pdf.href}>
                <a href={pdf.href} target="_blank" rel="noopener" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline">
                  {pdf.label} (PDF)<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-700">
            Please read the{' '}
            <a href={localePath(locale, '/internship-terms')} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
              internship terms<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            before you apply.
          </p>
        </GuidancePanel>
      }
    >
      <RegistrationWizard kind="intern" />
    </RegistrationPage>
  );
}
