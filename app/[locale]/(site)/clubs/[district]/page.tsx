// /clubs/<district>: the clubs of one district, where Find a Club's filter leads (./find/route.ts). One static page
// per district, rendered on its first visit and again when a club in it is published (the club type's paths).
import { notFound } from 'next/navigation';
import { FIND_A_CLUB } from '@/lib/content/find-a-club';
import { publishedClubs } from '@/lib/get-involved/read';
import { districtOfSlug } from '@/lib/reference/district-slug';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { localizedMetadata } from '@/lib/i18n/metadata';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { ClubFinder } from '@/components/site/get-involved/club-finder';

export const revalidate = 300;
export const generateStaticParams = async () => []; // none at build (no database then): each is rendered on its first visit
export const generateMetadata = localizedMetadata({ title: FIND_A_CLUB.title, description: FIND_A_CLUB.subtitle });

export default async function DistrictClubsPage({ params }: { params: Promise<{ district: string }> }) {
  const district = districtOfSlug((await params).district);
  if (!district) notFound();
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  return (
    <>
      <PageHero title={t(FIND_A_CLUB.title)} subtitle={t(FIND_A_CLUB.subtitle)} />
      <Section id="clubs"><ClubFinder t={t} locale={locale} groups={await publishedClubs(locale, district)} district={district} /></Section>
    </>
  );
}
