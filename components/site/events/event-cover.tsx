// An event's cover: an uploaded image (components/site/media-picture.tsx) or a file of public/images. Width and
// height are always given, so the page does not move when it arrives; the list's covers load lazily, the event
// page's (its largest picture, often the LCP) at once. The alt text is the page language's, else English.
import type { PublicEvent } from '@/lib/events/public-pages';
import type { Locale } from '@/lib/i18n/locales';
import { parseMediaKey } from '@/lib/media/media-key';
import { MediaPicture } from '@/components/site/media-picture';

export function EventCover({ event: e, locale, list, className }: { event: PublicEvent; locale: Locale; list?: boolean; className?: string }) {
  if (!e.coverImageKey) return null;
  const lang = e.coverAlt.lang === locale ? undefined : e.coverAlt.lang;
  const media = parseMediaKey(e.coverImageKey);
  const sizes = list ? '(min-width: 1024px) 22rem, (min-width: 768px) 45vw, 90vw' : '(min-width: 1024px) 48rem, 90vw';
  if (media) return <MediaPicture image={media} alt={e.coverAlt.text} lang={lang} sizes={sizes} first={!list} className={className} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a file of public/images, drawn at one size
    <img src={e.coverImageKey} width={1200} height={630} alt={e.coverAlt.text} lang={lang} loading={list ? 'lazy' : 'eager'} decoding="async" className={className} />
  );
}
