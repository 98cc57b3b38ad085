// /intern: internship registration (spec part 2): the guidelines, the programme PDFs and the wizard.
import { RegistrationWizard } from '@/components/forms/registration/registration-wizard';
import { GuidancePanel, RegistrationPage } from '@/components/forms/registration/registration-page';
import { DocumentsGuidance } from '@/components/forms/registration/documents-guidance';
import { ADULT_AGE, APPLICANT_MAX_AGE, APPLICANT_MIN_AGE } from '@/lib/kernel/age';
import { INTERN_PAGE_INTRO, INTERNSHIP_GUIDELINES, INTERNSHIP_GUIDELINES_TITLE, INTERNSHIP_PDFS, READ_TERMS_FIRST } from '@/lib/content/internship';
import { RichText } from '@/components/i18n/rich-text';
import { localePath } from '@/lib/i18n/locales';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const generateMetadata = localizedMetadata({
  title: 'Internship Registration',
  description: 'Apply for a NextGen Youth Foundation internship: students and youth aged 16 to 29 at an approved institution.',
  // Found by search, as the sitemap asks (lib/content/seo.ts): students look for internships there.
  alternates: { canonical: '/intern' },
});

export default async function InternPage() {
  const [t, locale] = [await getT(), await getLocale()];
  const newTab = <span className="sr-only"> ({t('opens in a new tab')})</span>;
  return (
    <RegistrationPage
      title="Internship Registration"
      intro={t(INTERN_PAGE_INTRO, { min: APPLICANT_MIN_AGE, max: APPLICANT_MAX_AGE, minor: ADULT_AGE - 1 })}
      guidance={
        <GuidancePanel title={INTERNSHIP_GUIDELINES_TITLE} points={INTERNSHIP_GUIDELINES}>
          <DocumentsGuidance t={t} />
          <ul className="mt-4 flex flex-col gap-2">
            {INTERNSHIP_PDFS.map((pdf) => (
              <li key={pdf.href}>
                <a href={pdf.href} target="_blank" rel="noopener" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline">
                  {t(pdf.label)} {t('(PDF)')}{newTab}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-700">
            <RichText text={t(READ_TERMS_FIRST.intern)} tags={{ link: (words) => (
              <a href={localePath(locale, '/internship-terms')} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">{words}{newTab}</a>
            ) }} />
          </p>
        </GuidancePanel>
      }
    >
      <RegistrationWizard kind="intern" />
    </RegistrationPage>
  );
}
