// Reading content: what pages render (readPublished), and what the console lists (items, one item with its
// history, the items that lack a translation). Pages stay static: readPublished runs when a page is rendered,
// at build or when lib/publishing revalidates it, and reads the preview's draft only in Next's draft mode (./preview.ts).
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { notFound } from '@/lib/kernel/domain-errors';
import type { Locale } from '@/lib/i18n/locales';
import type { AnyContentType, DataOf } from './content-type';
import { inLanguage, missingLanguages, readItemData, sameData } from './item-data';
import { previewedItem } from './preview';

export type PublishedItem<D> = {
  key: string;
  /** Every field in the page's language, or in English where the item has no translation of it. */
  data: D;
  /** The fields given in English on an Assamese or Hindi page: mark them lang="en". */
  fallback: (keyof D & string)[];
  publishedAt: Date | null;
};

/**
 * The items a page shows, in their order: published, not hidden, not deleted, each field in `locale` or English
 * marked as fallback. In a staff preview of an item of this type, that item shows its draft (even unpublished).
 */
export async function readPublished<T extends AnyContentType>(type: T, locale: Locale): Promise<PublishedItem<DataOf<T['fields']>>[]> {
  const preview = await previewedItem();
  const previewKey = preview?.type === type.type ? preview.key : null;
  const rows = await db.contentItem.findMany({
    where: { type: type.type, deletedAt: null, OR: [{ published: { not: Prisma.DbNull }, hidden: false }, ...(previewKey ? [{ key: previewKey }] : [])] },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    select: { key: true, draft: true, published: true, publishedAt: true },
  });
  return rows.flatMap((r) => {
    const stored = r.key === previewKey ? r.draft : r.published;
    if (!stored) return [];
    const view = inLanguage(type, readItemData(stored), locale);
    return [{ key: r.key, data: view.data as DataOf<T['fields']>, fallback: view.fallback as never, publishedAt: r.publishedAt }];
  });
}

/** The console's list of a type: every item not deleted, in page order, with what it lacks. */
export async function listItems(type: AnyContentType) {
  const rows = await db.contentItem.findMany({
    where: { type: type.type, deletedAt: null },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    select: { key: true, draft: true, published: true, hidden: true, version: true, publishedAt: true, updatedAt: true, updatedBy: true },
  });
  return rows.map((r) => {
    const draft = readItemData(r.draft);
    return {
      key: r.key, hidden: r.hidden, version: r.version, publishedAt: r.publishedAt, updatedAt: r.updatedAt, updatedBy: r.updatedBy,
      title: type.title ? type.title(draft.en as never) : r.key,
      /** Published, and the draft differs from it. */
      state: !r.published ? ('draft' as const) : sameData(r.published, draft) ? ('published' as const) : ('changed' as const),
      missing: missingLanguages(type, draft),
    };
  });
}

/** The items of a type whose draft lacks an Assamese or Hindi translation of a field the English has. */
export async function listMissingTranslations(type: AnyContentType) {
  return (await listItems(type)).filter((i) => i.missing.length).map((i) => ({ key: i.key, title: i.title, missing: i.missing }));
}

/** One item for the editor: its draft and version (what a save starts from), and every published version. */
export async function readItem(type: AnyContentType, key: string) {
  const row = await db.contentItem.findUnique({
    where: { type_key: { type: type.type, key } },
    include: { versions: { orderBy: { version: 'desc' }, select: { version: true, publishedAt: true, publishedBy: true, restoredFrom: true, data: true } } },
  });
  if (!row || row.deletedAt) throw notFound(`No ${type.label} item with the key "${key}".`);
  return {
    key: row.key, hidden: row.hidden, version: row.version, updatedAt: row.updatedAt, updatedBy: row.updatedBy, publishedAt: row.publishedAt,
    draft: readItemData(row.draft), published: row.published ? readItemData(row.published) : null,
    versions: row.versions.map((v) => ({ ...v, data: readItemData(v.data) })),
  };
}
