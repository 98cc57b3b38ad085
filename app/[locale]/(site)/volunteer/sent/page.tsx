// /volunteer/sent: where the form sent without scripts lands (components/site/get-involved/help-offer-sent.tsx).
import { HELP_OFFER_PAGES } from '@/lib/content/help-offers';
import { localizedMetadata } from '@/lib/i18n/metadata';
import { HelpOfferSent } from '@/components/site/get-involved/help-offer-sent';

export const dynamic = 'force-dynamic';
export const generateMetadata = localizedMetadata({ title: HELP_OFFER_PAGES.volunteer.title, robots: { index: false, follow: false } });

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <HelpOfferSent kind="volunteer" query={await searchParams} />;
}
