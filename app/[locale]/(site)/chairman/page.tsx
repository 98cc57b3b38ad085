import { CHAIRMAN_BIO, CHAIRMAN_PAGE } from '@/lib/content/people';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { LeaderPage } from '@/components/site/leader-page';

export const generateMetadata = localizedPageMetadata({ title: `Our Chairman, ${CHAIRMAN_PAGE.name}`, description: CHAIRMAN_PAGE.quote, path: '/chairman' });

export default function ChairmanPage() {
  return <LeaderPage leader={CHAIRMAN_PAGE} biography={CHAIRMAN_BIO} />;
}
