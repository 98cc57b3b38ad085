import { ADVISORS, ADVISORS_SECTION, CHAIRMAN, GOVERNING_BODY, GOVERNING_BODY_PAGE } from '@/lib/content/people';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { MemberCard } from '@/components/site/member-card';
import { getT } from '@/lib/i18n/request-locale';

export const generateMetadata = localizedPageMetadata({ title: GOVERNING_BODY_PAGE.title, description: GOVERNING_BODY_PAGE.subtitle, path: '/governing-body' });

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4';

export default async function GoverningBodyPage() {
  const t = await getT();
  return (
    <>
      <PageHero title={t(GOVERNING_BODY_PAGE.title)} subtitle={t(GOVERNING_BODY_PAGE.subtitle)} />
      <Section id="chairman" title={t('Chairman')}>
        <div className="max-w-sm">
          <MemberCard member={CHAIRMAN} href={GOVERNING_BODY_PAGE.chairmanHref} label={GOVERNING_BODY_PAGE.viewProfileLabel} />
        </div>
      </Section>
      <Section id="members" title={t('Members of the Governing Body')} tinted>
        <ul className={grid}>
          {GOVERNING_BODY.map((m) => <li key={m.id}><MemberCard member={m} label={GOVERNING_BODY_PAGE.viewProfileLabel} /></li>)}
        </ul>
      </Section>
      <Section id="advisors" title={t(ADVISORS_SECTION.title)} intro={t(ADVISORS_SECTION.subtitle)}>
        <ul className={grid}>
          {ADVISORS.map((m) => <li key={m.id}><MemberCard member={m} label={GOVERNING_BODY_PAGE.viewProfileLabel} /></li>)}
        </ul>
      </Section>
    </>
  );
}
