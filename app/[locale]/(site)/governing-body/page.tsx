import { ADVISORS_SECTION, GOVERNING_BODY_PAGE } from '@/lib/content/people';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { MemberCard } from '@/components/site/member-card';
import { advisers, people } from '@/lib/content-pages/people';
import { getLocale, getT } from '@/lib/i18n/request-locale';

export const generateMetadata = localizedPageMetadata({ title: GOVERNING_BODY_PAGE.title, description: GOVERNING_BODY_PAGE.subtitle, path: '/governing-body' });

// The people are `person` items (issue 35): static, rendered again when one is published.
export const revalidate = 300; // besides the revalidation on publish: a safety net, as on /research

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4';

export default async function GoverningBodyPage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  const all = await people(locale);
  const chairman = all.find((p) => p.data.group === 'chairman');
  const members = all.filter((p) => p.data.group !== 'chairman');
  return (
    <>
      <PageHero title={t(GOVERNING_BODY_PAGE.title)} subtitle={t(GOVERNING_BODY_PAGE.subtitle)} />
      <Section id="chairman" title={t('Chairman')}>
        <div className="max-w-sm">
          {chairman && <MemberCard member={chairman} href={GOVERNING_BODY_PAGE.chairmanHref} label={GOVERNING_BODY_PAGE.viewProfileLabel} />}
        </div>
      </Section>
      <Section id="members" title={t('Members of the Governing Body')} tinted>
        <ul className={grid}>
          {members.map((m) => <li key={m.key}><MemberCard member={m} label={GOVERNING_BODY_PAGE.viewProfileLabel} /></li>)}
        </ul>
      </Section>
      <Section id="advisors" title={t(ADVISORS_SECTION.title)} intro={t(ADVISORS_SECTION.subtitle)}>
        <ul className={grid}>
          {advisers(all).map((m) => <li key={m.key}><MemberCard member={m} role="adviserRole" label={GOVERNING_BODY_PAGE.viewProfileLabel} /></li>)}
        </ul>
      </Section>
    </>
  );
}
