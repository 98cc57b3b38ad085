import { IMPACT_HERO, IMPACT_STATS, SPOTLIGHT_SECTION, STORY_FORM } from '@/lib/content/impact';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { StatGrid } from '@/components/site/stat-grid';
import { SpotlightCarousel } from '@/components/site/spotlight-carousel';
import { ImpactStoryForm } from '@/components/site/forms/impact-story-form';
import { EnglishOnlyNote } from '@/components/i18n/english-only-note';

export const generateMetadata = localizedPageMetadata({ title: 'Our Impact', description: IMPACT_HERO.subtitle, path: '/impact' });

export default function ImpactPage() {
  return (
    <>
      <PageHero title={IMPACT_HERO.title} subtitle={IMPACT_HERO.subtitle} />
      <EnglishOnlyNote className="mx-auto mt-6 max-w-3xl px-4" />
      <Section id="statistics" title="Impact in Numbers">
        <StatGrid stats={IMPACT_STATS} label="Impact statistics" />
      </Section>
      <Section id="spotlight" title={SPOTLIGHT_SECTION.title} intro={SPOTLIGHT_SECTION.subtitle} tinted>
        <SpotlightCarousel />
      </Section>
      <Section id="share-your-story" title={STORY_FORM.title} intro={STORY_FORM.subtitle}>
        <div className="max-w-3xl">
          <ImpactStoryForm />
        </div>
      </Section>
    </>
  );
}
