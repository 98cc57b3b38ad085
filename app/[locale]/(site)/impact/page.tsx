import { IMPACT_HERO, IMPACT_PAGE, SPOTLIGHT_SECTION, SPOTLIGHT_THEMES, SPOTLIGHT_WORDS, STORY_FORM } from '@/lib/content/impact';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { StatGrid } from '@/components/site/stat-grid';
import { SpotlightCarousel } from '@/components/site/spotlight-carousel';
import { ImpactStoryForm } from '@/components/site/forms/impact-story-form';
import { FormMessages } from '@/components/i18n/form-messages';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { countersOn, published } from '@/lib/content-pages/read';
import { imageSource } from '@/lib/content-pages/image-source';
import { spotlight as spotlightType } from '@/lib/content-store/types/spotlight';
import { parseMediaKey } from '@/lib/media/media-key';
import { MediaPicture } from '@/components/site/media-picture';
import { publishedStories } from '@/lib/public-forms/published-stories';

export const generateMetadata = localizedPageMetadata({ title: 'Our Impact', description: IMPACT_HERO.subtitle, path: '/impact' });

// Static, regenerated at most every five minutes (ISR), and at once when staff publish or take down a story
// (app/staff/inbox/actions.ts): published stories appear without a rebuild.
export const revalidate = 300;

export default async function ImpactPage() {
  const locale = await getLocale();
  const [stories, t, figures, spotlightItems] = await Promise.all([publishedStories(), getT(), countersOn('impact', locale), published(spotlightType, locale)]);
  // The Youth Spotlight is staff's (issue 35): `spotlight` items in the console's order.
  const en = (item: { fallback: readonly string[] }, field: string) => (item.fallback.includes(field) ? ('en' as const) : undefined);
  const spotlight = spotlightItems.map((s) => ({
    id: s.key, name: s.data.name, place: s.data.place, story: s.data.story, theme: s.data.theme, image: imageSource(s.data.photo),
    lang: { place: en(s, 'place'), story: en(s, 'story') },
  }));
  const words = { ...(Object.fromEntries(Object.entries(SPOTLIGHT_WORDS).map(([k, v]) => [k, t(v)])) as Record<keyof typeof SPOTLIGHT_WORDS, string>), themes: Object.fromEntries(SPOTLIGHT_THEMES.map((th) => [th, t(th)])) as Record<(typeof SPOTLIGHT_THEMES)[number], string> };
  return (
    <>
      <PageHero title={t(IMPACT_HERO.title)} subtitle={t(IMPACT_HERO.subtitle)} />
      <Section id="statistics" title={t(IMPACT_PAGE.numbers)}>
        <StatGrid stats={figures} label={t(IMPACT_PAGE.statistics)} />
      </Section>
      <Section id="spotlight" title={t(SPOTLIGHT_SECTION.title)} intro={t(SPOTLIGHT_SECTION.subtitle)} tinted>
        {spotlight.length > 0 && <SpotlightCarousel stories={spotlight} words={words} />}
      </Section>
      {stories.length ? (
        <Section id="community-stories" title={t('Stories from our community')} intro={t('Shared by young people through the form below, and published with their consent.')}>
          <ul className="grid gap-6 md:grid-cols-2">
            {stories.map((s) => (
              <li key={s.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <figure>
                  {s.photo && parseMediaKey(s.photo.imageKey) ? (
                    // The alt text is the staff's, in English: marked so on /as and /hi.
                    <MediaPicture image={parseMediaKey(s.photo.imageKey)!} alt={s.photo.alt} lang={locale === 'en' ? undefined : 'en'} sizes="(min-width: 768px) 45vw, 90vw" className="mb-4 h-auto w-full rounded-xl" />
                  ) : null}
                  <blockquote className="whitespace-pre-line text-slate-800">{s.story}</blockquote>
                  <figcaption className="mt-4 text-sm font-semibold text-brand-800">{s.name} · {t(s.theme)}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section id="share-your-story" title={t(STORY_FORM.title)} intro={t(STORY_FORM.subtitle)}>
        <div className="max-w-3xl">
          <FormMessages><ImpactStoryForm /></FormMessages>
        </div>
      </Section>
    </>
  );
}
