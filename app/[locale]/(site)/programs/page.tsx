import { PROGRAMS, PROGRAMS_PAGE } from '@/lib/content/programs';
import { INTERNSHIP_PDFS } from '@/lib/content/internship';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { ButtonLink } from '@/components/site/button-link';
import { EnglishOnlyNote, EnglishPage } from '@/components/i18n/english-only-note';

export const generateMetadata = localizedPageMetadata({ title: 'Programs', description: PROGRAMS_PAGE.subtitle, path: '/programs' });

export default function ProgramsPage() {
  return (
    <EnglishPage>
      <PageHero title={PROGRAMS_PAGE.title} subtitle={PROGRAMS_PAGE.subtitle} />
      <EnglishOnlyNote className="mx-auto mt-6 max-w-3xl px-4" />
      <Section id="programs">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {PROGRAMS.map((p) => (
            <Reveal as="li" slide key={p.id} className="flex flex-col rounded-2xl border border-slate-200 p-6">
              <h2 className="font-display text-xl font-semibold">{p.title}</h2>
              <dl className="mt-2 space-y-1 text-sm">
                <div><dt className="inline font-semibold text-ink">Who: </dt><dd className="inline text-slate-700">{p.audience}</dd></div>
                <div><dt className="inline font-semibold text-ink">Duration: </dt><dd className="inline text-slate-700">{p.duration}</dd></div>
              </dl>
              <p className="mt-3 flex-1 text-slate-700">{p.description}</p>
              <ButtonLink href={p.href} variant="outline" className="mt-4 self-start">
                {PROGRAMS_PAGE.learnMoreLabel}<span className="sr-only">: {p.title}</span>
              </ButtonLink>
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section id="internship-documents" title="Internship Programme 2025" intro="Read the official notification and programme details before you apply." tinted>
        <ul className="flex flex-wrap gap-3">
          {INTERNSHIP_PDFS.map((pdf) => (
            <li key={pdf.href}>
              <a href={pdf.href} className="inline-flex items-center gap-2 rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">
                {pdf.label} <span className="text-sm font-normal">(PDF)</span>
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href="/intern">Register as Intern</ButtonLink>
          <ButtonLink href="/internship-terms" variant="outline">Internship Terms</ButtonLink>
        </div>
      </Section>
    </EnglishPage>
  );
}
