import { HELP_OFFER_PAGES } from '@/lib/content/help-offers';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { HelpOfferPage } from '@/components/site/get-involved/help-offer-page';

export const generateMetadata = localizedPageMetadata({ title: HELP_OFFER_PAGES.volunteer.title, description: HELP_OFFER_PAGES.volunteer.subtitle, path: '/volunteer' });

export default function Page() {
  return <HelpOfferPage kind="volunteer" />;
}
