// Saving an item's draft (docs/decisions/029). A save names the version it started from: if someone saved the
// item since, it is refused with content_conflict and their draft, so the console shows both side by side and
// nobody's work is overwritten unseen. The check is in the UPDATE's own WHERE: of two saves from one version,
// PostgreSQL lets exactly one match. Drafts reach no page, so a save publishes nothing.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { ConflictError, invalid, notFound } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import type { AnyContentType } from './content-type';
import { checkItemData, KEY_MESSAGE, KEY_RULE, readItemData, type ItemData } from './item-data';

export const CONTENT_MESSAGES = {
  conflict: 'Someone else saved this item since you opened it. Compare their version with yours, then save again.',
  keyTaken: 'An item of this type already has this key (a deleted one keeps its key). Choose another key.',
  deleted: 'This item was deleted.',
  draftChanged: 'Someone saved a new draft since you opened this item. Open it again and check that draft before publishing it.',
} as const;

/** What a stale save is told: the draft as it is now, with who saved it and when. */
export type CurrentDraft = { version: number; draft: ItemData; updatedBy: string; updatedAt: Date };

export class ContentConflictError extends ConflictError {
  constructor(readonly current: CurrentDraft) { super(CONTENT_MESSAGES.conflict, 'content_conflict'); }
}

const isKeyTaken = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002';

/**
 * Saves `data` as the draft of `type`/`key`. `baseVersion` is the version the editor started from, or null for a
 * new item. Returns the new version.
 */
export async function saveDraft(type: AnyContentType, key: string, data: unknown, baseVersion: number | null, staff: string) {
  if (!KEY_RULE.test(key)) throw invalid(KEY_MESSAGE, { key: KEY_MESSAGE });
  const draft = checkItemData(type, data) as Prisma.InputJsonValue;
  try {
    return await db.$transaction(async (tx) => {
      let row: { id: number; version: number };
      if (baseVersion === null) {
        const last = await tx.contentItem.aggregate({ where: { type: type.type }, _max: { sortOrder: true } });
        row = await tx.contentItem.create({
          data: { type: type.type, key, draft, updatedBy: staff, sortOrder: (last._max.sortOrder ?? -1) + 1 },
          select: { id: true, version: true },
        });
      } else {
        const { count } = await tx.contentItem.updateMany({
          where: { type: type.type, key, version: baseVersion, deletedAt: null },
          data: { draft, version: { increment: 1 }, updatedBy: staff },
        });
        if (!count) throw await refusal(tx, type, key);
        row = await tx.contentItem.findUniqueOrThrow({ where: { type_key: { type: type.type, key } }, select: { id: true, version: true } });
      }
      await audit(tx, { staff, action: 'content.save', entityType: 'content', entityId: row.id, detail: { type: type.type, key, version: row.version } });
      return { key, version: row.version };
    });
  } catch (e) {
    if (isKeyTaken(e)) throw await refusal(db, type, key);
    throw e;
  }
}

/** Why a save matched no row: the item is gone, deleted, or someone saved it first (their draft comes along). */
async function refusal(tx: Prisma.TransactionClient | typeof db, type: AnyContentType, key: string) {
  const now = await tx.contentItem.findUnique({ where: { type_key: { type: type.type, key } } });
  if (!now) return notFound(`No ${type.label} item with the key "${key}".`);
  if (now.deletedAt) return new ConflictError(CONTENT_MESSAGES.keyTaken);
  return new ContentConflictError({ version: now.version, draft: readItemData(now.draft), updatedBy: now.updatedBy, updatedAt: now.updatedAt });
}
