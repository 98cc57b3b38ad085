import { ADVISORS, ADVISORS_SECTION, CHAIRMAN, GOVERNING_BODY, GOVERNING_BODY_PAGE } from '@/lib/content/people';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { MemberCard } from '@/components/site/member-card';
import { EnglishOnlyNote, EnglishPage } from '@/components/i18n/english-only-note';

export const generateMetadata = localizedPageMetadata({ title: GOVERNING_BODY_PAGE.title, description: GOVERNING_BODY_PAGE.subtitle, path: '/governing-body' });

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4';

export default function GoverningBodyPage() {
  return (
    <EnglishPage>
      <PageHero title={GOVERNING_BODY_PAGE.title} subtitle={GOVERNING_BODY_PAGE.subtitle} />
      <EnglishOnlyNote className="mx-auto mt-6 max-w-3xl px-4" />
      <Section id="chairman" title="Chairman">
        <div className="max-w-sm">
          <MemberCard member={CHAIRMAN} href={GOVERNING_BODY_PAGE.chairmanHref} label={GOVERNING_BODY_PAGE.viewProfileLabel} />
        </div>
      </Section>
      <Section id="members" title="Members of the Governing Body" tinted>
        <ul className={grid}>
          {GOVERNING_BODY.map((m) => <li key={m.id}><MemberCard member={m} label={GOVERNING_BODY_PAGE.viewProfileLabel} /></li>)}
        </ul>
      </Section>
      <Section id="advisors" title={ADVISORS_SECTION.title} intro={ADVISORS_SECTION.subtitle}>
        <ul className={grid}>
          {ADVISORS.map((m) => <li key={m.id}><MemberCard member={m} label={GOVERNING_BODY_PAGE.viewProfileLabel} /></li>)}
        </ul>
      </Section>
    </EnglishPage>
  );
}
