'use client';
// The photo grid of /gallery (1, 2 or 3 columns by width) with a lightbox: click a photo to enlarge it;
// Escape closes, the arrow keys move between photos, and focus returns to the photo that opened it.
import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import type { GalleryImage, GALLERY_WORDS } from '@/lib/content/gallery';

/** The viewer's words, translated by the page (a server component's t()), as the captions are: no catalogue travels. */
export type GalleryWords = Record<keyof typeof GALLERY_WORDS, string>;

/** `images` have their alt texts and captions in the page's language already. */
export function GalleryGrid({ images, words }: { images: readonly GalleryImage[]; words: GalleryWords }) {
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
          <li key={img.src}>
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
                <Image src={img.src} alt={img.alt} fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" priority={i === 0} fetchPriority={i === 0 ? 'high' : undefined} className="object-cover transition-transform duration-300 group-hover:scale-105" />
                <span className="sr-only">. {words.open}</span>
              </button>
              <figcaption className="mt-2 text-sm text-slate-700">{img.caption}</figcaption>
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
              <Image src={current.src} alt={current.alt} fill sizes="96vw" className="object-contain" />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3 p-4">
              <p className="text-sm">{current.caption} <span className="text-slate-300">({open! + 1} / {images.length})</span></p>
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
