import type { Metadata } from 'next';
import Image from 'next/image';
import { DIRECTOR_GALLERY } from '@/lib/content/people';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { Section } from '@/components/site/section';
import { LeaderPage } from '@/components/site/leader-page';
import { leaderOf } from '@/lib/content-pages/people';
import { getLocale, getT } from '@/lib/i18n/request-locale';

// The director is a `person` item (issue 35): static, rendered again when a person is published.
export const revalidate = 300; // besides the revalidation on publish: a safety net, as on /research

export async function generateMetadata(props: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const director = await leaderOf('en', 'director');
  return localizedPageMetadata({ title: `Our Director, ${director?.data.name ?? ''}`, description: director?.data.quote ?? '', path: '/director' })(props);
}

export default async function DirectorPage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  return (
    <LeaderPage leader={await leaderOf(locale, 'director')} role="Director">
      <Section id="director-gallery" title={t('In the Field')} tinted>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {DIRECTOR_GALLERY.map((g) => (
            <li key={g.src} className="relative aspect-[4/3] overflow-hidden rounded-xl">
              <Image src={g.src} alt={t(g.alt)} fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
            </li>
          ))}
        </ul>
      </Section>
    </LeaderPage>
  );
}
