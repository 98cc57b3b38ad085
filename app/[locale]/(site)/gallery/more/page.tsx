// /gallery/more (and /as, /hi): the published gallery photos after /gallery's first GALLERY_SHOWN, in the console's
// order. Static, renewed with /gallery (the gallery_photo type's paths).
import Link from 'next/link';
import { GALLERY_PAGE, GALLERY_WORDS } from '@/lib/content/gallery';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { GalleryGrid, type GalleryWords } from '@/components/site/gallery-grid';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { galleryPhotos } from '@/lib/content-store/gallery-pages';
import { localePath } from '@/lib/i18n/locales';

export const generateMetadata = localizedPageMetadata({ title: GALLERY_PAGE.more, description: GALLERY_PAGE.moreSubtitle, path: '/gallery/more' });

export default async function MoreGalleryPage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  const { photos } = await galleryPhotos(locale, 'more');
  const words = Object.fromEntries(Object.entries(GALLERY_WORDS).map(([k, v]) => [k, t(v)])) as GalleryWords;
  return (
    <section aria-labelledby="gallery-more-heading">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h1 id="gallery-more-heading" className="font-display text-4xl font-bold text-ink">{t(GALLERY_PAGE.more)}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t(GALLERY_PAGE.moreSubtitle)}</p>
        <div className="mt-10">
          {photos.length ? <GalleryGrid images={photos} words={words} /> : <p className="text-slate-700">{t(GALLERY_PAGE.noMore)}</p>}
        </div>
        <p className="mt-10"><Link href={localePath(locale, '/gallery')} className="font-semibold text-brand-700 underline">{t(GALLERY_PAGE.back)}</Link></p>
      </div>
    </section>
  );
}
