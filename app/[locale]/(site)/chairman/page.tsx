import type { Metadata } from 'next';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { LeaderPage } from '@/components/site/leader-page';
import { leaderOf } from '@/lib/content-pages/people';
import { getLocale } from '@/lib/i18n/request-locale';

// The chairman is a `person` item (issue 35): static, rendered again when a person is published.
export const revalidate = 300; // besides the revalidation on publish: a safety net, as on /research

export async function generateMetadata(props: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const chairman = await leaderOf('en', 'chairman');
  return localizedPageMetadata({ title: `Our Chairman, ${chairman?.data.name ?? ''}`, description: chairman?.data.quote ?? '', path: '/chairman' })(props);
}

export default async function ChairmanPage() {
  return <LeaderPage leader={await leaderOf(await getLocale(), 'chairman')} role="Chairman" />;
}
