import { IMPACT_HERO, IMPACT_PAGE, SPOTLIGHT_SECTION, SPOTLIGHT_STORIES, SPOTLIGHT_THEMES, SPOTLIGHT_WORDS, STORY_FORM } from '@/lib/content/impact';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { StatGrid } from '@/components/site/stat-grid';
import { SpotlightCarousel } from '@/components/site/spotlight-carousel';
import { ImpactStoryForm } from '@/components/site/forms/impact-story-form';
import { FormMessages } from '@/components/i18n/form-messages';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { countersOn } from '@/lib/content-pages/read';
import { parseMediaKey } from '@/lib/media/media-key';
import { MediaPicture } from '@/components/site/media-picture';
import { publishedStories } from '@/lib/public-forms/published-stories';

export const generateMetadata = localizedPageMetadata({ title: 'Our Impact', description: IMPACT_HERO.subtitle, path: '/impact' });

// Static, regenerated at most every five minutes (ISR), and at once when staff publish or take down a story
// (app/staff/inbox/actions.ts): published stories appear without a rebuild.
export const revalidate = 300;

export default async function ImpactPage() {
  const locale = await getLocale();
  const [stories, t, figures] = await Promise.all([publishedStories(), getT(), countersOn('impact', locale)]);
  const spotlight = SPOTLIGHT_STORIES.map((s) => ({ ...s, story: t(s.story), place: t(s.place) }));
  const words = { ...(Object.fromEntries(Object.entries(SPOTLIGHT_WORDS).map(([k, v]) => [k, t(v)])) as Record<keyof typeof SPOTLIGHT_WORDS, string>), themes: Object.fromEntries(SPOTLIGHT_THEMES.map((th) => [th, t(th)])) as Record<(typeof SPOTLIGHT_THEMES)[number], string> };
  return (
    <>
      <PageHero title={t(IMPACT_HERO.title)} subtitle={t(IMPACT_HERO.subtitle)} />
      <Section id="statistics" title={t(IMPACT_PAGE.numbers)}>
        <StatGrid stats={figures} label={t(IMPACT_PAGE.statistics)} />
      </Section>
      <Section id="spotlight" title={t(SPOTLIGHT_SECTION.title)} intro={t(SPOTLIGHT_SECTION.subtitle)} tinted>
        <SpotlightCarousel stories={spotlight} words={words} />
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
