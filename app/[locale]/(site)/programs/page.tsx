import { PROGRAMS, PROGRAMS_PAGE, PROGRAMS_PAGE_TEXT } from '@/lib/content/programs';
import { INTERNSHIP_PDFS } from '@/lib/content/internship';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { ButtonLink } from '@/components/site/button-link';
import { getT } from '@/lib/i18n/request-locale';

export const generateMetadata = localizedPageMetadata({ title: 'Programs', description: PROGRAMS_PAGE.subtitle, path: '/programs' });

// Keys are positions, not texts: a server component's keys travel in the RSC payload (an English copy).
export default async function ProgramsPage() {
  const t = await getT();
  const text = PROGRAMS_PAGE_TEXT;
  return (
    <>
      <PageHero title={t(PROGRAMS_PAGE.title)} subtitle={t(PROGRAMS_PAGE.subtitle)} />
      <Section id="programs">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {PROGRAMS.map((p) => (
            <Reveal as="li" slide key={p.id} className="flex flex-col rounded-2xl border border-slate-200 p-6">
              <h2 className="font-display text-xl font-semibold">{t(p.title)}</h2>
              <dl className="mt-2 space-y-1 text-sm">
                <div><dt className="inline font-semibold text-ink">{t(text.who)} </dt><dd className="inline text-slate-700">{t(p.audience)}</dd></div>
                <div><dt className="inline font-semibold text-ink">{t(text.duration)} </dt><dd className="inline text-slate-700">{t(p.duration)}</dd></div>
              </dl>
              <p className="mt-3 flex-1 text-slate-700">{t(p.description)}</p>
              <ButtonLink href={p.href} variant="outline" className="mt-4 self-start">
                {t(PROGRAMS_PAGE.learnMoreLabel)}<span className="sr-only">: {t(p.title)}</span>
              </ButtonLink>
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section id="internship-documents" title={t(text.documentsTitle)} intro={t(text.documentsIntro)} tinted>
        <ul className="flex flex-wrap gap-3">
          {INTERNSHIP_PDFS.map((pdf) => (
            <li key={pdf.href}>
              <a href={pdf.href} className="inline-flex items-center gap-2 rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">
                {t(pdf.label)} <span className="text-sm font-normal">{t('(PDF)')}</span>
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href="/intern">{t(text.registerIntern)}</ButtonLink>
          <ButtonLink href="/internship-terms" variant="outline">{t(text.internshipTerms)}</ButtonLink>
        </div>
      </Section>
    </>
  );
}
