// A gallery photo small, in the console: an uploaded one's narrowest file, or a file of public/images.
import { parseMediaKey } from '@/lib/media/media-key';

export function Thumbnail({ image, alt }: { image: string; alt: string }) {
  const media = parseMediaKey(image);
  // eslint-disable-next-line @next/next/no-img-element -- a small preview of a file already drawn at its widths
  return <img src={media?.files[0]?.src ?? image} alt={alt} width={120} height={90} loading="lazy" className="h-[90px] w-[120px] rounded object-cover" />;
}
