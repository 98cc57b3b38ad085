'use client';
// The photo grid of /gallery and /gallery/more (1, 2 or 3 columns by width) with a lightbox: click a photo to
// enlarge it; Escape closes, the arrow keys move between photos, and focus returns to the photo that opened it.
// An uploaded photo is a <picture> of its AVIF and WebP widths (components/site/media-picture.tsx); a photo that
// shipped with the site is a file of public/images, through next/image. Words given in English on an Assamese or
// Hindi page are marked lang="en".
import Image, { getImageProps } from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import type { GALLERY_WORDS } from '@/lib/content/gallery';
import type { GalleryPhoto } from '@/lib/content-store/gallery-pages';
import { MediaPicture } from './media-picture';

/** The viewer's words, translated by the page (a server component's t()), as the captions are: no catalogue travels. */
export type GalleryWords = Record<keyof typeof GALLERY_WORDS, string>;

const SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
/**
 * The widths a shipped photo is offered in. The files are 1200 px wide and the optimiser never enlarges, so next/image's
 * 1920, 2048 and 3840 only repeated the 1200 px file; and at these sizes no screen picks 256. Listing those four in
 * every photo's srcset (and the first one's preload) made /gallery 25% more HTML to hash and compress on each request.
 */
const SHIPPED_WIDTHS = { min: 384, max: 1200 };

/** A photo of public/images through next/image's optimiser, offered only in SHIPPED_WIDTHS; the first preloaded. */
function ShippedPhoto({ src, alt, lang, first }: { src: string; alt: string; lang?: string; first: boolean }) {
  const { props } = getImageProps({ src, alt, fill: true, sizes: SIZES, priority: first, fetchPriority: first ? 'high' : undefined });
  const kept = (props.srcSet ?? '').split(', ').filter((c) => {
    const w = Number(c.slice(c.lastIndexOf(' ') + 1, -1));
    return w >= SHIPPED_WIDTHS.min && w <= SHIPPED_WIDTHS.max;
  });
  const srcSet = kept.join(', ');
  const largest = kept.at(-1)?.split(' ')[0] ?? props.src;
  if (first) preload(largest, { as: 'image', imageSrcSet: srcSet, imageSizes: SIZES, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, with a shorter srcset
  return <img {...props} alt={alt} src={largest} srcSet={srcSet} lang={lang} className="object-cover transition-transform duration-300 group-hover:scale-105" />;
}

/** `images` have their alt texts and captions in the page's language already (or English, marked). */
export function GalleryGrid({ images, words }: { images: readonly GalleryPhoto[]; words: GalleryWords }) {
  const [open, setOpen] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef<number | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open !== null && !dialog.open) dialog.showModal();
    if (open === null && dialog.open) dialog.close();
  }, [open]);

  const show = (i: number) => { opener.current = i; setOpen(i); };
  const move = (step: number) => setOpen((i) => (i === null ? i : (i + step + images.length) % images.length));
  const onClose = () => {
    setOpen(null);
    const i = opener.current;
    if (i !== null) thumbs.current[i]?.focus();
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowRight') { e.preventDefault(); move(1); }
    if (e.key === 'ArrowLeft') { e.preventDefault(); move(-1); }
  };

  const current = open === null ? null : images[open];
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-grid">
        {images.map((img, i) => (
          <li key={img.key}>
            <figure>
              <button
                ref={(el) => { thumbs.current[i] = el; }}
                type="button"
                onClick={() => show(i)}
                className="group relative block aspect-[4/3] w-full overflow-hidden rounded-xl bg-brand-100"
              >
                {/* Only the first photo loads with the page, preloaded (a phone's largest paint); next/image makes the rest lazy. On a
                    phone they are below the fold and loading them at once took its bandwidth; on a wider screen those in view start
                    as soon as the layout shows them. */}
                {img.image
                  ? <MediaPicture image={img.image} alt={img.alt} lang={img.altLang} sizes={SIZES} first={i === 0} className="absolute inset-0 h-full w-full object-cover transition-transform duration-300 group-hover:scale-105" />
                  : <ShippedPhoto src={img.src} alt={img.alt} lang={img.altLang} first={i === 0} />}
                <span className="sr-only">. {words.open}</span>
              </button>
              <figcaption lang={img.captionLang} className="mt-2 text-sm text-slate-700">{img.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        onClose={onClose}
        onKeyDown={onKeyDown}
        aria-label={current ? words.photo.replace('{n}', String(open! + 1)).replace('{total}', String(images.length)).replace('{caption}', current.caption) : words.viewer}
        className="m-auto w-[min(96vw,1100px)] max-w-none rounded-2xl bg-ink p-0 text-white backdrop:bg-black/80"
      >
        {current && (
          <div className="relative">
            <div className="relative aspect-[4/3] max-h-[75vh] w-full">
              {current.image
                ? <MediaPicture image={current.image} alt={current.alt} lang={current.altLang} sizes="96vw" className="absolute inset-0 h-full w-full object-contain" />
                : <Image src={current.src} alt={current.alt} lang={current.altLang} fill sizes="96vw" className="object-contain" />}
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3 p-4">
              <p className="text-sm"><span lang={current.captionLang}>{current.caption}</span> <span className="text-slate-300">({open! + 1} / {images.length})</span></p>
              <div className="flex gap-2">
                <button type="button" onClick={() => move(-1)} className="rounded-full bg-white/15 px-4 py-2 text-sm font-semibold hover:bg-white/25">{words.previous}</button>
                <button type="button" onClick={() => move(1)} className="rounded-full bg-white/15 px-4 py-2 text-sm font-semibold hover:bg-white/25">{words.next}</button>
                <button type="button" autoFocus onClick={() => dialogRef.current?.close()} className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">{words.close}</button>
              </div>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
