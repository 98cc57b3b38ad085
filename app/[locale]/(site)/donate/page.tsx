import { DONATE_BUTTON, FUNDRAISING_CAMPAIGNS, HOW_TO_GIVE } from '@/lib/content/donate';
import { contentPageMetadata } from '@/lib/content-pages/metadata';
import { entries, pageBlocks } from '@/lib/content-pages/read';
import { shown } from '@/components/site/shown';
import { RichText } from '@/lib/content-store/rich-text';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { ButtonLink } from '@/components/site/button-link';
import { SITE } from '@/lib/content/site';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { FormMessages } from '@/components/i18n/form-messages';
import { DonateForm } from '@/components/site/donate/donate-form';

export const generateMetadata = contentPageMetadata({ title: 'Donate', description: 'donate-hero', path: '/donate' });

// The words are staff's page text (issue 35): static, rendered again when a block is published.
export const revalidate = 300; // besides the revalidation on publish: a safety net, as on /impact

const BLOCKS = ['donate-hero', 'donate-why', 'donate-uses', 'donate-campaigns'] as const;

// Keys are positions, not texts: a server component's keys travel in the RSC payload (an English copy).
export default async function DonatePage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  const b = await pageBlocks(locale, BLOCKS);
  const [why, uses, campaigns] = [b['donate-why'], b['donate-uses'], b['donate-campaigns']];
  const contact = { email: SITE.email, phone: SITE.phone };
  return (
    <>
      <PageHero title={shown(b['donate-hero'], 'title')} subtitle={shown(b['donate-hero'], 'subtitle')}>
        <ButtonLink href={`${DONATE_BUTTON.href}#give`} variant="light" className="mt-6">{t(DONATE_BUTTON.label)}</ButtonLink>
      </PageHero>
      <Section id="support">
        <div className="grid gap-6 lg:grid-cols-3">
          <Reveal slide className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-display text-xl font-bold text-brand-800">{shown(why, 'title')}</h2>
            <RichText value={why.data.body} lang={why.fallback.includes('body') ? 'en' : undefined} className="[&>p]:mt-3 text-slate-700" />
          </Reveal>
          <Reveal slide className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-display text-xl font-bold text-brand-800">{shown(uses, 'title')}</h2>
            <p className="mt-3 text-slate-700">{shown(uses, 'subtitle')}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700" lang={uses.fallback.includes('items') ? 'en' : undefined}>
              {entries(uses.data.items).map((item, i) => <li key={i}>{item}</li>)}
            </ul>
          </Reveal>
          <Reveal slide className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-display text-xl font-bold text-brand-800">{shown(campaigns, 'title')}</h2>
            <p className="mt-3 text-slate-700">{shown(campaigns, 'subtitle')}</p>
            <ul className="mt-2 space-y-3">
              {FUNDRAISING_CAMPAIGNS.map((c) => (
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
          <FormMessages><DonateForm campaigns={FUNDRAISING_CAMPAIGNS.map((c) => ({ id: c.id, title: t(c.title) }))} /></FormMessages>
        </div>
        <div className="mt-6">
          <ButtonLink href={HOW_TO_GIVE.contactHref} variant="outline">{t(HOW_TO_GIVE.contactLabel)}</ButtonLink>
        </div>
      </Section>
    </>
  );
}
