// The Get Involved page, served at /get-involved and at /workspace.
import { GEN_Z_WORKSPACE, GET_INVOLVED_CARDS, GET_INVOLVED_CLOSING, GET_INVOLVED_PAGE } from '@/lib/content/get-involved';
import { localePath } from '@/lib/i18n/locales';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { PageHero } from './page-hero';
import { Section } from './section';
import { Reveal } from './reveal';
import { ButtonLink } from './button-link';

export async function GetInvolvedPage() {
  const [t, locale] = [await getT(), await getLocale()];
  return (
    <>
      <PageHero title={t(GET_INVOLVED_PAGE.title)} subtitle={t(GET_INVOLVED_PAGE.subtitle)} image={{ src: '/images/hero/get-involved.webp', alt: t(GET_INVOLVED_PAGE.imageAlt) }} />
      <Section id="ways-to-get-involved" title={t(GET_INVOLVED_PAGE.waysTitle)}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {GET_INVOLVED_CARDS.map((c) => (
            <Reveal as="li" slide key={c.id} className="scroll-mt-20">
              <article id={c.id} className="flex h-full scroll-mt-20 flex-col rounded-2xl border border-slate-200 p-6">
                <h3 className="font-display text-xl font-semibold">{t(c.title)}</h3>
                <p className="mt-2 flex-1 text-slate-700">{t(c.description)}</p>
                <a href={localePath(locale, c.href)} className="mt-5 self-start rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">
                  {t(c.button)}<span className="sr-only"> ({t(c.title)})</span>
                </a>
              </article>
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section id="workspace" eyebrow={t(GEN_Z_WORKSPACE.eyebrow)} title={t(GEN_Z_WORKSPACE.title)} intro={t(GEN_Z_WORKSPACE.description)} tinted>
        <ul className="grid gap-3 md:grid-cols-3">
          {GEN_Z_WORKSPACE.highlights.map((h, i) => <li key={i} className="rounded-xl bg-white p-4 text-slate-700 shadow-sm">{t(h)}</li>)}
        </ul>
      </Section>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 className="font-display text-3xl font-bold">{t(GET_INVOLVED_CLOSING.title)}</h2>
          <p className="mt-3 text-lg text-brand-100">{t(GET_INVOLVED_CLOSING.description)}</p>
          <ButtonLink href={GET_INVOLVED_CLOSING.href} variant="light" className="mt-6">{t(GET_INVOLVED_CLOSING.button)}</ButtonLink>
        </div>
      </section>
    </>
  );
}
