import { PARTNER_FORM, WHY_PARTNER } from '@/lib/content/contact';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { PartnershipForm } from '@/components/site/forms/partnership-form';
import { EnglishOnlyNote, EnglishPage } from '@/components/i18n/english-only-note';

export const generateMetadata = localizedPageMetadata({ title: 'Partner With Us', description: WHY_PARTNER.paragraphs[0], path: '/partner' });

export default function PartnerPage() {
  return (
    <EnglishPage>
      <PageHero title="Partner With Us" subtitle={`Reach ${WHY_PARTNER.claim}, and build programmes with young people rather than for them.`} />
      <EnglishOnlyNote className="mx-auto mt-6 max-w-3xl px-4" />
      <Section id="partner">
        <div className="grid gap-10 lg:grid-cols-[24rem_1fr]">
          <aside aria-labelledby="why-partner" className="rounded-2xl bg-brand-50 p-6">
            <h2 id="why-partner" className="font-display text-2xl font-bold text-brand-800">{WHY_PARTNER.title}</h2>
            {WHY_PARTNER.paragraphs.map((p) => <p key={p} className="mt-3 text-slate-700">{p}</p>)}
            <ul className="mt-4 list-disc space-y-1.5 pl-5 text-slate-700">
              {WHY_PARTNER.benefits.map((b) => <li key={b}>{b}</li>)}
            </ul>
            <h3 className="mt-6 font-display text-lg font-semibold">{WHY_PARTNER.partnersTitle}</h3>
            <ul className="mt-2 space-y-3">
              {WHY_PARTNER.currentPartners.map((p) => (
                <li key={p.name} className="rounded-xl bg-white p-3">
                  <p className="font-semibold text-ink">{p.name}</p>
                  <p className="text-sm text-slate-600">{p.kind}</p>
                </li>
              ))}
            </ul>
          </aside>
          <div id="partnership-request" className="scroll-mt-20">
            <h2 className="font-display text-2xl font-bold">{PARTNER_FORM.title}</h2>
            <p className="mt-2 text-slate-700">{PARTNER_FORM.text}</p>
            <p className="mt-1 text-sm text-slate-600">Fields marked * are required.</p>
            <div className="mt-6"><PartnershipForm /></div>
          </div>
        </div>
      </Section>
    </EnglishPage>
  );
}
