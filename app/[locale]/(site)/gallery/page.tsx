// /gallery (and /as/gallery, /hi/gallery): the first GALLERY_SHOWN published gallery photos, from the database, and
// a link to /gallery/more when there are others. A static page, renewed on every instance when a photo is published,
// hidden, moved or deleted (lib/publishing, docs/decisions/025).
import Link from 'next/link';
import { GALLERY_PAGE, GALLERY_WORDS } from '@/lib/content/gallery';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { GalleryGrid, type GalleryWords } from '@/components/site/gallery-grid';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { galleryPhotos } from '@/lib/content-store/gallery-pages';
import { localePath } from '@/lib/i18n/locales';

export const generateMetadata = localizedPageMetadata({ title: 'Gallery', description: GALLERY_PAGE.subtitle, path: '/gallery' });

export default async function GalleryPage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  const { photos, more } = await galleryPhotos(locale, 'first');
  // The grid is a client component: its words are translated here and passed in.
  const words = Object.fromEntries(Object.entries(GALLERY_WORDS).map(([k, v]) => [k, t(v)])) as GalleryWords;
  return (
    <section id={GALLERY_PAGE.id} aria-labelledby="gallery-heading" className="scroll-mt-20">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h1 id="gallery-heading" className="font-display text-4xl font-bold text-ink">{t(GALLERY_PAGE.title)}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t(GALLERY_PAGE.subtitle)}</p>
        <div className="mt-10">
          <GalleryGrid images={photos} words={words} />
        </div>
        {more && (
          <p className="mt-10 text-center">
            <Link href={localePath(locale, '/gallery/more')} className="inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">{t(GALLERY_PAGE.more)}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
