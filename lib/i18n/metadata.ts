// A page's metadata in the page's language: title and description translated when the catalogue has them,
// the canonical address in that language, and hreflang alternates naming all three (and English as x-default).
// Pages keep writing their English metadata once: `export const generateMetadata = localizedMetadata({...})`.
import type { Metadata } from 'next';
import { translatorForLocale } from './catalogues';
import type { Translator } from './translate';
import { LANGUAGE_TAG, LOCALES, localePath, toLocale, type Locale } from './locales';

type Params = { params: Promise<{ locale: string }> };

/** `meta` may be built from the translator, for metadata that is cut to length after it is translated (lib/content/seo.ts). */
export function localizedMetadata(meta: Metadata | ((t: Translator) => Metadata)) {
  return async ({ params }: Params): Promise<Metadata> => {
    const locale = toLocale((await params).locale);
    return localize(typeof meta === 'function' ? meta(translatorForLocale(locale)) : meta, locale);
  };
}

/** hreflang alternates of an English path (the sitemap names the same). */
export function languageAlternates(path: string): Record<string, string> {
  return { ...Object.fromEntries(LOCALES.map((l) => [LANGUAGE_TAG[l], localePath(l, path)])), 'x-default': path };
}

function translateTitle(title: Metadata['title'], t: (s: string) => string): Metadata['title'] {
  if (typeof title === 'string') return t(title);
  if (title && 'absolute' in title && typeof title.absolute === 'string') return { ...title, absolute: t(title.absolute) };
  return title;
}

export function localize(meta: Metadata, locale: Locale): Metadata {
  const canonical = typeof meta.alternates?.canonical === 'string' ? meta.alternates.canonical : null;
  if (locale === 'en' && !canonical) return meta;
  const t = translatorForLocale(locale);
  const og = meta.openGraph;
  const twitter = meta.twitter;
  return {
    ...meta,
    title: translateTitle(meta.title, t),
    ...(typeof meta.description === 'string' ? { description: t(meta.description) } : {}),
    ...(canonical ? { alternates: { ...meta.alternates, canonical: localePath(locale, canonical), languages: languageAlternates(canonical) } } : {}),
    ...(og ? {
      openGraph: {
        ...og,
        ...(typeof og.title === 'string' ? { title: t(og.title) } : {}),
        ...(typeof og.description === 'string' ? { description: t(og.description) } : {}),
        ...(typeof og.url === 'string' ? { url: localePath(locale, og.url) } : {}),
        locale: LANGUAGE_TAG[locale].replace('-', '_'),
      },
    } : {}),
    ...(twitter ? {
      twitter: {
        ...twitter,
        ...(typeof twitter.title === 'string' ? { title: t(twitter.title) } : {}),
        ...(typeof twitter.description === 'string' ? { description: t(twitter.description) } : {}),
      },
    } : {}),
  };
}
