import { GALLERY_IMAGES, GALLERY_PAGE, GALLERY_SHOWN, GALLERY_WORDS } from '@/lib/content/gallery';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { GalleryGrid, type GalleryWords } from '@/components/site/gallery-grid';
import { getT } from '@/lib/i18n/request-locale';

export const generateMetadata = localizedPageMetadata({ title: 'Gallery', description: GALLERY_PAGE.subtitle, path: '/gallery' });

export default async function GalleryPage() {
  const t = await getT();
  // The grid is a client component: its captions and words are translated here and passed in.
  const images = GALLERY_IMAGES.slice(0, GALLERY_SHOWN).map((img) => ({ ...img, alt: t(img.alt), caption: t(img.caption) }));
  const words = Object.fromEntries(Object.entries(GALLERY_WORDS).map(([k, v]) => [k, t(v)])) as GalleryWords;
  return (
    <section id={GALLERY_PAGE.id} aria-labelledby="gallery-heading" className="scroll-mt-20">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h1 id="gallery-heading" className="font-display text-4xl font-bold text-ink">{t(GALLERY_PAGE.title)}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t(GALLERY_PAGE.subtitle)}</p>
        <div className="mt-10">
          <GalleryGrid images={images} words={words} />
        </div>
      </div>
    </section>
  );
}
