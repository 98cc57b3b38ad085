// What the public pages read of the content (issue 35): the published items of a type in the page's language,
// the blocks of page text by key, and the counters of a page. `next build` renders the pages without a database:
// they come out empty, and each instance renders them again when it starts (lib/publishing/paths.ts
// PAGES_FROM_THE_DATABASE), before anyone is sent one.
import 'server-only';
import { readPublished, type PublishedItem } from '@/lib/content-store/read';
import type { AnyContentType, DataOf } from '@/lib/content-store/content-type';
import type { Locale } from '@/lib/i18n/locales';
import { counter } from '@/lib/content-store/types/counter';
import { pageText, type PageTextBlock } from '@/lib/content-store/types/page-text';

export type { PublishedItem };
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

/** The published items of `type` in `locale` (none while `next build` renders the pages). */
export async function published<T extends AnyContentType>(type: T, locale: Locale): Promise<PublishedItem<DataOf<T['fields']>>[]> {
  return building() ? [] : readPublished(type, locale);
}

export type Block = PublishedItem<DataOf<(typeof pageText)['fields']>>;
const EMPTY: Block = { key: '', data: { eyebrow: '', title: '', subtitle: '', body: '', items: '' }, fallback: [], publishedAt: null };

/** The page's blocks by key; a block that is not published (or hidden) reads as empty, and the page leaves it out. */
export async function pageBlocks<K extends PageTextBlock>(locale: Locale, keys: readonly K[]): Promise<Record<K, Block>> {
  const items = await published(pageText, locale);
  return Object.fromEntries(keys.map((k) => [k, items.find((i) => i.key === k) ?? { ...EMPTY, key: k }])) as Record<K, Block>;
}

/** The counters shown on `place`, in their order, as the page's stat grid takes them. */
export async function countersOn(place: 'home' | 'impact', locale: Locale) {
  return (await published(counter, locale)).filter((c) => c.data.place === place)
    .map((c) => ({ value: `${c.data.value}${c.data.suffix}`, label: c.data.label, labelLang: c.fallback.includes('label') ? 'en' : undefined }));
}

/** A list field's entries (one per line). */
export const entries = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);
