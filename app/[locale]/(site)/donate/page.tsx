import { DONATE_PAGE, FUNDRAISING_SECTION, HOW_DONATIONS_ARE_USED, HOW_TO_GIVE, WHY_DONATE } from '@/lib/content/donate';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { ButtonLink } from '@/components/site/button-link';
import { EnglishOnlyNote, EnglishPage } from '@/components/i18n/english-only-note';

export const generateMetadata = localizedPageMetadata({ title: 'Donate', description: DONATE_PAGE.subtitle, path: '/donate' });

export default function DonatePage() {
  return (
    <EnglishPage>
      <PageHero title={DONATE_PAGE.title} subtitle={DONATE_PAGE.subtitle}>
        <ButtonLink href={`${DONATE_PAGE.donateButton.href}#how-to-give`} variant="light" className="mt-6">{DONATE_PAGE.donateButton.label}</ButtonLink>
      </PageHero>
      <EnglishOnlyNote className="mx-auto mt-6 max-w-3xl px-4" />
      <Section id="support">
        <div className="grid gap-6 lg:grid-cols-3">
          <Reveal slide className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-display text-xl font-bold text-brand-800">{WHY_DONATE.title}</h2>
            {WHY_DONATE.paragraphs.map((p) => <p key={p} className="mt-3 text-slate-700">{p}</p>)}
          </Reveal>
          <Reveal slide className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-display text-xl font-bold text-brand-800">{HOW_DONATIONS_ARE_USED.title}</h2>
            <p className="mt-3 text-slate-700">{HOW_DONATIONS_ARE_USED.intro}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              {HOW_DONATIONS_ARE_USED.items.map((i) => <li key={i}>{i}</li>)}
            </ul>
          </Reveal>
          <Reveal slide className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-display text-xl font-bold text-brand-800">{FUNDRAISING_SECTION.title}</h2>
            <p className="mt-3 text-slate-700">{FUNDRAISING_SECTION.intro}</p>
            <ul className="mt-2 space-y-3">
              {FUNDRAISING_SECTION.campaigns.map((c) => (
                <li key={c.id}>
                  <h3 className="font-semibold text-ink">{c.title}</h3>
                  <p className="text-sm text-slate-700">{c.description}</p>
                </li>
              ))}
            </ul>
          </Reveal>
        </div>
      </Section>
      <Section id="how-to-give" title={HOW_TO_GIVE.title} tinted>
        <div className="max-w-3xl space-y-3 text-slate-700">
          {HOW_TO_GIVE.paragraphs.map((p) => <p key={p}>{p}</p>)}
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href={DONATE_PAGE.donateButton.href}>{DONATE_PAGE.donateButton.label}</ButtonLink>
          <ButtonLink href={HOW_TO_GIVE.contactHref} variant="outline">{HOW_TO_GIVE.contactLabel}</ButtonLink>
        </div>
      </Section>
    </EnglishPage>
  );
}
