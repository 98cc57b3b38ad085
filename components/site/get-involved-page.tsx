// The Get Involved page, served at /get-involved and at /workspace.
import { GEN_Z_WORKSPACE, GET_INVOLVED_CARDS, GET_INVOLVED_CLOSING, GET_INVOLVED_PAGE } from '@/lib/content/get-involved';
import { PageHero } from './page-hero';
import { Section } from './section';
import { Reveal } from './reveal';
import { ButtonLink } from './button-link';

export function GetInvolvedPage() {
  return (
    <>
      <PageHero title={GET_INVOLVED_PAGE.title} subtitle={GET_INVOLVED_PAGE.subtitle} image={{ src: '/images/hero/get-involved.webp', alt: 'Young volunteers working together at a community drive in Assam' }} />
      <Section id="ways-to-get-involved" title="Ways to Get Involved">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {GET_INVOLVED_CARDS.map((c) => (
            <Reveal as="li" slide key={c.id} className="scroll-mt-20">
              <article id={c.id} className="flex h-full scroll-mt-20 flex-col rounded-2xl border border-slate-200 p-6">
                <h3 className="font-display text-xl font-semibold">{c.title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{c.description}</p>
                <a href={c.href} className="mt-5 self-start rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">
                  {c.button}<span className="sr-only"> ({c.title})</span>
                </a>
              </article>
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section id="workspace" eyebrow={`Ages ${GEN_Z_WORKSPACE.ageRange}`} title={GEN_Z_WORKSPACE.title} intro={GEN_Z_WORKSPACE.description} tinted>
        <ul className="grid gap-3 md:grid-cols-3">
          {GEN_Z_WORKSPACE.highlights.map((h) => <li key={h} className="rounded-xl bg-white p-4 text-slate-700 shadow-sm">{h}</li>)}
        </ul>
      </Section>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 className="font-display text-3xl font-bold">{GET_INVOLVED_CLOSING.title}</h2>
          <p className="mt-3 text-lg text-brand-100">{GET_INVOLVED_CLOSING.description}</p>
          <ButtonLink href={GET_INVOLVED_CLOSING.href} variant="light" className="mt-6">{GET_INVOLVED_CLOSING.button}</ButtonLink>
        </div>
      </section>
    </>
  );
}
