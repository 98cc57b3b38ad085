// /clubs (Find a Club): every club, by district, with the district filter. Static: rendered again on every
// instance when a club is published (lib/publishing), and at each instance's start (the build has no database).
import { FIND_A_CLUB } from '@/lib/content/find-a-club';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { publishedClubs } from '@/lib/get-involved/read';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { ClubFinder } from '@/components/site/get-involved/club-finder';

export const revalidate = 300; // besides the revalidation on publish: a safety net, as on /impact
export const generateMetadata = localizedPageMetadata({ title: FIND_A_CLUB.title, description: FIND_A_CLUB.subtitle, path: '/clubs' });

export default async function ClubsPage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  return (
    <>
      <PageHero title={t(FIND_A_CLUB.title)} subtitle={t(FIND_A_CLUB.subtitle)} />
      <Section id="clubs"><ClubFinder t={t} locale={locale} groups={await publishedClubs(locale)} /></Section>
    </>
  );
}
