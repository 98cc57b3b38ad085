'use client';
// The photo grid of /gallery (1, 2 or 3 columns by width) with a lightbox: click a photo to enlarge it;
// Escape closes, the arrow keys move between photos, and focus returns to the photo that opened it.
import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import type { GalleryImage } from '@/lib/content/gallery';

export function GalleryGrid({ images }: { images: readonly GalleryImage[] }) {
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
                <span className="sr-only">. Open larger view</span>
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
        aria-label={current ? `Photo ${open! + 1} of ${images.length}: ${current.caption}` : 'Photo viewer'}
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
                <button type="button" onClick={() => move(-1)} className="rounded-full bg-white/15 px-4 py-2 text-sm font-semibold hover:bg-white/25">Previous</button>
                <button type="button" onClick={() => move(1)} className="rounded-full bg-white/15 px-4 py-2 text-sm font-semibold hover:bg-white/25">Next</button>
                <button type="button" autoFocus onClick={() => dialogRef.current?.close()} className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">Close</button>
              </div>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
