import { GALLERY_IMAGES, GALLERY_PAGE, GALLERY_SHOWN } from '@/lib/content/gallery';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { GalleryGrid } from '@/components/site/gallery-grid';
import { EnglishOnlyNote, EnglishPage } from '@/components/i18n/english-only-note';

export const generateMetadata = localizedPageMetadata({ title: 'Gallery', description: GALLERY_PAGE.subtitle, path: '/gallery' });

export default function GalleryPage() {
  return (
    <EnglishPage>
    <section id={GALLERY_PAGE.id} aria-labelledby="gallery-heading" className="scroll-mt-20">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h1 id="gallery-heading" className="font-display text-4xl font-bold text-ink">{GALLERY_PAGE.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{GALLERY_PAGE.subtitle}</p>
        <EnglishOnlyNote className="mt-6 max-w-3xl" />
        <div className="mt-10">
          <GalleryGrid images={GALLERY_IMAGES.slice(0, GALLERY_SHOWN)} />
        </div>
      </div>
    </section>
    </EnglishPage>
  );
}
