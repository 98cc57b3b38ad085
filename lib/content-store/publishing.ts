// Publishing content, and the other changes pages see: hide, unhide, reorder, delete, restore (docs/decisions/029).
// The console and the admin script (`content …`) call these and nothing else. Each runs in one transaction with
// its audit entry and with publishPaths (lib/publishing, docs/decisions/025): every instance revalidates exactly
// the item's pages once the change commits, and never for a change that rolled back. Nothing is ever deleted:
// every publication is a numbered version, and a deleted item is only marked.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { conflict, invalid, notFound } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { inEveryLanguage } from '@/lib/publishing/paths';
import { publishPaths } from '@/lib/publishing/publish';
import type { AnyContentType } from './content-type';
import { checkItemData, readItemData, sameData, type ItemData } from './item-data';
import { CONTENT_MESSAGES } from './drafts';

type Tx = Prisma.TransactionClient;
type Row = { id: number; key: string; draft: unknown; published: unknown; version: number; deletedAt: Date | null; hidden: boolean };

/** Locks the item until the transaction ends (one change at a time per item), or refuses an unknown or deleted one. */
async function lockItem(tx: Tx, type: AnyContentType, key: string): Promise<Row> {
  const rows = await tx.$queryRaw<Row[]>`
    SELECT id, key, draft, published, version, deleted_at AS "deletedAt", hidden
    FROM content_items WHERE type = ${type.type} AND key = ${key} FOR UPDATE`;
  const row = rows[0];
  if (!row || row.deletedAt) throw notFound(`No ${type.label} item with the key "${key}".`);
  return row;
}

/** The rendered paths (every language) of the pages that showed or will show the item in any of `data`. */
function pathsOf(type: AnyContentType, key: string, ...data: (ItemData | null)[]): string[] {
  const paths = data.flatMap((d) => (d ? type.paths({ key, data: d.en as never }) : []));
  return [...new Set(paths)].flatMap(inEveryLanguage);
}

async function publishVersion(tx: Tx, type: AnyContentType, row: Row, data: ItemData, staff: string, restoredFrom: number | null) {
  const last = await tx.contentVersion.aggregate({ where: { itemId: row.id }, _max: { version: true } });
  const version = (last._max.version ?? 0) + 1;
  const json = data as Prisma.InputJsonValue;
  await tx.contentVersion.create({ data: { itemId: row.id, version, data: json, restoredFrom, publishedBy: staff } });
  await tx.contentItem.update({
    where: { id: row.id },
    data: { published: json, publishedAt: new Date(), updatedBy: staff, ...(restoredFrom !== null ? { draft: json, version: { increment: 1 } } : {}) },
  });
  await publishPaths(tx, pathsOf(type, row.key, data, row.published ? readItemData(row.published) : null));
  return version;
}

/**
 * Publishes the item's draft as its next version. The draft is checked again (the type's rules may have changed
 * since it was saved). Publishing a draft identical to what is published changes nothing and returns its version.
 * `seenVersion` is the draft version the publisher was shown (the console's page, the script's --base): if another
 * editor saved since, the publish is refused, so nobody publishes words they never saw.
 */
export async function publish(type: AnyContentType, key: string, staff: string, seenVersion?: number): Promise<{ version: number; changed: boolean }> {
  return db.$transaction(async (tx) => {
    const row = await lockItem(tx, type, key);
    if (seenVersion !== undefined && row.version !== seenVersion) throw conflict(CONTENT_MESSAGES.draftChanged, 'content_draft_changed');
    const draft = checkItemData(type, row.draft);
    if (row.published && sameData(row.published, draft)) {
      const last = await tx.contentVersion.aggregate({ where: { itemId: row.id }, _max: { version: true } });
      return { version: last._max.version ?? 0, changed: false };
    }
    const version = await publishVersion(tx, type, row, draft, staff, null);
    await audit(tx, { staff, action: 'content.publish', entityType: 'content', entityId: row.id, detail: { type: type.type, key, version } });
    return { version, changed: true };
  });
}

/**
 * Brings back what version `version` published: it becomes the draft AND is published at once, as a new version
 * that names the one it restores (docs/decisions/029 says why restore publishes). The draft's version moves on,
 * so an editor with the item open is told when they save.
 */
export async function restore(type: AnyContentType, key: string, version: number, staff: string): Promise<{ version: number }> {
  return db.$transaction(async (tx) => {
    const row = await lockItem(tx, type, key);
    const old = await tx.contentVersion.findUnique({ where: { itemId_version: { itemId: row.id, version } } });
    if (!old) throw notFound(`"${key}" has no version ${version}.`);
    const data = checkItemData(type, old.data);
    const published = await publishVersion(tx, type, row, data, staff, version);
    await audit(tx, { staff, action: 'content.restore', entityType: 'content', entityId: row.id, detail: { type: type.type, key, restored: version, version: published } });
    return { version: published };
  });
}

async function setHidden(type: AnyContentType, key: string, hidden: boolean, staff: string) {
  return db.$transaction(async (tx) => {
    const row = await lockItem(tx, type, key);
    if (row.hidden === hidden) return;
    await tx.contentItem.update({ where: { id: row.id }, data: { hidden, updatedBy: staff } });
    await audit(tx, { staff, action: hidden ? 'content.hide' : 'content.unhide', entityType: 'content', entityId: row.id, detail: { type: type.type, key } });
    if (row.published) await publishPaths(tx, pathsOf(type, key, readItemData(row.published)));
  });
}

/** Takes the item off every page, keeping it (and its draft and versions) to show again. */
export const hide = (type: AnyContentType, key: string, staff: string) => setHidden(type, key, true, staff);
export const unhide = (type: AnyContentType, key: string, staff: string) => setHidden(type, key, false, staff);

/** Marks the item deleted: off every page and out of the console's lists; its row, versions and key stay. */
export async function markDeleted(type: AnyContentType, key: string, staff: string) {
  return db.$transaction(async (tx) => {
    const row = await lockItem(tx, type, key);
    await tx.contentItem.update({ where: { id: row.id }, data: { deletedAt: new Date(), updatedBy: staff } });
    await audit(tx, { staff, action: 'content.delete', entityType: 'content', entityId: row.id, detail: { type: type.type, key } });
    if (row.published) await publishPaths(tx, pathsOf(type, key, readItemData(row.published)));
  });
}

/**
 * Puts the named items first, in this order; the type's other items keep their order after them. A key that is
 * not an item of the type (or twice in the list) is refused, and nothing moves.
 */
export async function reorder(type: AnyContentType, keysInOrder: readonly string[], staff: string) {
  if (new Set(keysInOrder).size !== keysInOrder.length) throw invalid('A key appears twice in the new order.');
  return db.$transaction(async (tx) => {
    // Locked in one order (by id) so two reorders of one type queue rather than deadlock.
    const rows = await tx.$queryRaw<Row[]>`
      SELECT id, key, draft, published, version, deleted_at AS "deletedAt", hidden FROM content_items
      WHERE type = ${type.type} AND deleted_at IS NULL ORDER BY sort_order, id FOR UPDATE`;
    const unknown = keysInOrder.filter((k) => !rows.some((r) => r.key === k));
    if (unknown.length) throw conflict(`Not ${type.label} items (or deleted): ${unknown.join(', ')}.`);
    const order = [...keysInOrder.map((k) => rows.find((r) => r.key === k)!), ...rows.filter((r) => !keysInOrder.includes(r.key))];
    for (const [i, r] of order.entries()) await tx.contentItem.update({ where: { id: r.id }, data: { sortOrder: i } });
    await audit(tx, { staff, action: 'content.reorder', entityType: 'content', detail: { type: type.type, order: order.map((r) => r.key) } });
    await publishPaths(tx, order.flatMap((r) => (r.published ? pathsOf(type, r.key, readItemData(r.published)) : [])));
  });
}
