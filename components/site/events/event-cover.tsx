// An event's cover: an uploaded image (its WebP widths from /api/media as a srcset) or a file of public/images.
// Width and height are always given, so the page does not move when it arrives; the list's covers load lazily, the
// event page's (its largest picture, often the LCP) at once. The alt text is the page language's, else English.
import type { PublicEvent } from '@/lib/events/public-pages';
import type { Locale } from '@/lib/i18n/locales';
import { parseMediaKey } from '@/lib/media/media-key';

export function EventCover({ event: e, locale, list, className }: { event: PublicEvent; locale: Locale; list?: boolean; className?: string }) {
  if (!e.coverImageKey) return null;
  const lang = e.coverAlt.lang === locale ? undefined : e.coverAlt.lang;
  const media = parseMediaKey(e.coverImageKey);
  const widest = media?.files.at(-1);
  const shown = media && widest
    ? { src: widest.src, srcSet: media.files.map((f) => `${f.src} ${f.width}w`).join(', '), width: media.width, height: media.height }
    : { src: e.coverImageKey, srcSet: undefined, width: 1200, height: 630 };
  const sizes = list ? '(min-width: 1024px) 22rem, (min-width: 768px) 45vw, 90vw' : '(min-width: 1024px) 48rem, 90vw';
  return (
    // eslint-disable-next-line @next/next/no-img-element -- already drawn at its widths (lib/media), served immutable
    <img src={shown.src} srcSet={shown.srcSet} sizes={shown.srcSet ? sizes : undefined} width={shown.width} height={shown.height}
      alt={e.coverAlt.text} lang={lang} loading={list ? 'lazy' : 'eager'} decoding="async" className={className} />
  );
}
