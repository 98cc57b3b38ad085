import Image from 'next/image';
import { DIRECTOR } from '@/lib/content/people';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { Section } from '@/components/site/section';
import { LeaderPage } from '@/components/site/leader-page';
import { getT } from '@/lib/i18n/request-locale';

export const generateMetadata = localizedPageMetadata({ title: `Our Director, ${DIRECTOR.name}`, description: DIRECTOR.quote, path: '/director' });

export default async function DirectorPage() {
  const t = await getT();
  return (
    <LeaderPage leader={DIRECTOR} biography={DIRECTOR.biography}>
      <Section id="director-gallery" title={t('In the Field')} tinted>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {DIRECTOR.gallery.map((g) => (
            <li key={g.src} className="relative aspect-[4/3] overflow-hidden rounded-xl">
              <Image src={g.src} alt={t(g.alt)} fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
            </li>
          ))}
        </ul>
      </Section>
    </LeaderPage>
  );
}
