// The /volunteer and /mentor pages: what the offer is about beside the short form (static; the form posts
// without scripts too).
import { HELP_OFFER_PAGES } from '@/lib/content/help-offers';
import { DISTRICT_NAMES } from '@/lib/reference/district-names';
import type { HelpOfferKind } from '@/lib/public-forms/help-offer-schema';
import { getT } from '@/lib/i18n/request-locale';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { FormMessages } from '@/components/i18n/form-messages';
import { HelpOfferForm } from '@/components/site/forms/help-offer-form';

export async function HelpOfferPage({ kind }: { kind: HelpOfferKind }) {
  const [t, page] = [await getT(), HELP_OFFER_PAGES[kind]];
  return (
    <>
      <PageHero title={t(page.title)} subtitle={t(page.subtitle)} />
      <Section id="offer">
        <div className="grid gap-10 lg:grid-cols-[20rem_1fr]">
          <ul className="list-disc space-y-2 rounded-2xl bg-brand-50 p-6 pl-10 text-slate-700">
            {page.points.map((p, i) => <li key={i}>{t(p)}</li>)}
          </ul>
          <div>
            <h2 className="font-display text-2xl font-bold">{t(page.formTitle)}</h2>
            <p className="mt-1 text-sm text-slate-600">{t('Every field is required.')}</p>
            <div className="mt-6">
              <FormMessages>
                <HelpOfferForm kind={kind} districts={DISTRICT_NAMES} title={t(page.formTitle)} offerHint={t(page.offerHint)} button={t(page.button)} />
              </FormMessages>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
