// An uploaded image (lib/media/media-key.ts) as <picture>: its AVIF widths for the browsers that take AVIF, its WebP
// widths for the rest, width and height always set so the page does not move when it arrives. The first picture
// of a page (often its largest paint) loads at once and first; the others when they come near the screen.
import type { MediaImage } from '@/lib/media/media-key';

type Props = { image: MediaImage; alt: string; lang?: string; sizes: string; first?: boolean; className?: string };

const srcSet = (files: MediaImage['files']) => files.map((f) => `${f.src} ${f.width}w`).join(', ');

export function MediaPicture({ image, alt, lang, sizes, first, className }: Props) {
  return (
    <picture>
      {image.avif.length > 0 && <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />}
      <img src={image.files.at(-1)!.src} srcSet={srcSet(image.files)} sizes={sizes} width={image.width} height={image.height}
        alt={alt} lang={lang} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} decoding="async" className={className} />
    </picture>
  );
}
