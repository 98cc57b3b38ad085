// The coloured title band at the top of each content page, optionally over a photo.
import Image from 'next/image';

type Props = { title: React.ReactNode; /** The title's language where it is not the page's (an event's English fallback). */ titleLang?: string; subtitle?: React.ReactNode; eyebrow?: React.ReactNode; image?: { src: string; alt: string }; children?: React.ReactNode };

export function PageHero({ title, titleLang, subtitle, eyebrow, image, children }: Props) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      {image && (
        <>
          <Image src={image.src} alt={image.alt} fill priority fetchPriority="high" sizes="100vw" className="-z-20 object-cover" />
          <div className="absolute inset-0 -z-10 bg-brand-900/80" aria-hidden="true" />
        </>
      )}
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{eyebrow}</p>}
        <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl" lang={titleLang}>{title}</h1>
        {subtitle && <p className="mt-4 max-w-3xl text-lg text-brand-100">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
