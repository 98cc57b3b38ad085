import { DONATE_PAGE, FUNDRAISING_SECTION, HOW_DONATIONS_ARE_USED, HOW_TO_GIVE, WHY_DONATE } from '@/lib/content/donate';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { ButtonLink } from '@/components/site/button-link';
import { SITE } from '@/lib/content/site';
import { getT } from '@/lib/i18n/request-locale';
import { FormMessages } from '@/components/i18n/form-messages';
import { DonateForm } from '@/components/site/donate/donate-form';

export const generateMetadata = localizedPageMetadata({ title: 'Donate', description: DONATE_PAGE.subtitle, path: '/donate' });

// Keys are positions, not texts: a server component's keys travel in the RSC payload (an English copy).
export default async function DonatePage() {
  const t = await getT();
  const contact = { email: SITE.email, phone: SITE.phone };
  return (
    <>
      <PageHero title={t(DONATE_PAGE.title)} subtitle={t(DONATE_PAGE.subtitle)}>
        <ButtonLink href={`${DONATE_PAGE.donateButton.href}#give`} variant="light" className="mt-6">{t(DONATE_PAGE.donateButton.label)}</ButtonLink>
      </PageHero>
      <Section id="support">
        <div className="grid gap-6 lg:grid-cols-3">
          <Reveal slide className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-display text-xl font-bold text-brand-800">{t(WHY_DONATE.title)}</h2>
            {WHY_DONATE.paragraphs.map((p, i) => <p key={i} className="mt-3 text-slate-700">{t(p)}</p>)}
          </Reveal>
          <Reveal slide className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-display text-xl font-bold text-brand-800">{t(HOW_DONATIONS_ARE_USED.title)}</h2>
            <p className="mt-3 text-slate-700">{t(HOW_DONATIONS_ARE_USED.intro)}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              {HOW_DONATIONS_ARE_USED.items.map((item, i) => <li key={i}>{t(item)}</li>)}
            </ul>
          </Reveal>
          <Reveal slide className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-display text-xl font-bold text-brand-800">{t(FUNDRAISING_SECTION.title)}</h2>
            <p className="mt-3 text-slate-700">{t(FUNDRAISING_SECTION.intro)}</p>
            <ul className="mt-2 space-y-3">
              {FUNDRAISING_SECTION.campaigns.map((c) => (
                <li key={c.id}>
                  <h3 className="font-semibold text-ink">{t(c.title)}</h3>
                  <p className="text-sm text-slate-700">{t(c.description)}</p>
                </li>
              ))}
            </ul>
          </Reveal>
        </div>
      </Section>
      <Section id="give" title={t(HOW_TO_GIVE.title)} tinted>
        <div className="max-w-3xl space-y-3 text-slate-700">
          {HOW_TO_GIVE.paragraphs.map((p, i) => <p key={i}>{t(p, contact)}</p>)}
        </div>
        <div className="mt-8 max-w-3xl rounded-2xl border border-slate-200 bg-white p-6">
          {/* The campaigns' names are this page's words (the 'pages' section), which the form's own sections lack: named here. */}
          <FormMessages><DonateForm campaigns={FUNDRAISING_SECTION.campaigns.map((c) => ({ id: c.id, title: t(c.title) }))} /></FormMessages>
        </div>
        <div className="mt-6">
          <ButtonLink href={HOW_TO_GIVE.contactHref} variant="outline">{t(HOW_TO_GIVE.contactLabel)}</ButtonLink>
        </div>
      </Section>
    </>
  );
}
