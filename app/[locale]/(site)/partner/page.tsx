import { PARTNER_FORM, PARTNER_PAGE, REACH, WHY_PARTNER } from '@/lib/content/contact';
import { FIGURES } from '@/lib/content/organisation';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { PartnershipForm } from '@/components/site/forms/partnership-form';
import { FormMessages } from '@/components/i18n/form-messages';
import { getT } from '@/lib/i18n/request-locale';

export const generateMetadata = localizedPageMetadata({ title: PARTNER_PAGE.title, description: PARTNER_PAGE.description, path: '/partner' });

// Partners' names are proper nouns: shown as they are, marked lang="en".
export default async function PartnerPage() {
  const t = await getT();
  const reach = t(REACH, FIGURES.reach);
  return (
    <>
      <PageHero title={t(PARTNER_PAGE.title)} subtitle={t(PARTNER_PAGE.subtitle, { reach })} />
      <Section id="partner">
        <div className="grid gap-10 lg:grid-cols-[24rem_1fr]">
          <aside aria-labelledby="why-partner" className="rounded-2xl bg-brand-50 p-6">
            <h2 id="why-partner" className="font-display text-2xl font-bold text-brand-800">{t(WHY_PARTNER.title)}</h2>
            {WHY_PARTNER.paragraphs.map((p, i) => <p key={i} className="mt-3 text-slate-700">{t(p, { reach })}</p>)}
            <ul className="mt-4 list-disc space-y-1.5 pl-5 text-slate-700">
              {WHY_PARTNER.benefits.map((b, i) => <li key={i}>{t(b)}</li>)}
            </ul>
            <h3 className="mt-6 font-display text-lg font-semibold">{t(WHY_PARTNER.partnersTitle)}</h3>
            <ul className="mt-2 space-y-3">
              {WHY_PARTNER.currentPartners.map((p, i) => (
                <li key={i} className="rounded-xl bg-white p-3">
                  <p lang="en" className="font-semibold text-ink">{p.name}</p>
                  <p className="text-sm text-slate-600">{t(p.kind)}</p>
                </li>
              ))}
            </ul>
          </aside>
          <div id="partnership-request" className="scroll-mt-20">
            <h2 className="font-display text-2xl font-bold">{t(PARTNER_FORM.title)}</h2>
            <p className="mt-2 text-slate-700">{t(PARTNER_FORM.text)}</p>
            <p className="mt-1 text-sm text-slate-600">{t('Fields marked * are required.')}</p>
            <div className="mt-6"><FormMessages><PartnershipForm /></FormMessages></div>
          </div>
        </div>
      </Section>
    </>
  );
}
