// The metadata of a page whose description is a block of page text (issue 35): the block's subtitle in the page's
// language, as the page shows it under its title.
import 'server-only';
import type { Metadata } from 'next';
import { localize } from '@/lib/i18n/metadata';
import { toLocale } from '@/lib/i18n/locales';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import { pageMetadata } from '@/lib/content/seo';
import type { PageTextBlock } from '@/lib/content-store/types/page-text';
import { pageBlocks } from './read';

export function contentPageMetadata(meta: { title?: string; path: string; description: PageTextBlock }) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = toLocale((await params).locale);
    const t = translatorForLocale(locale);
    const block = (await pageBlocks(locale, [meta.description]))[meta.description];
    return localize(pageMetadata({ title: meta.title && t(meta.title), description: block.data.subtitle, path: meta.path }, t), locale);
  };
}
