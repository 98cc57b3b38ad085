// The audit trail for the console: every staff action (script and console alike), newest first, filtered by
// staff member, action and date, a page at a time (keyset on id), and exported as CSV through the exports' own
// pages and stream (lib/review/csv-export.ts): formula-safe, a page of rows in memory at a time, never cut off.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { auditedCsvStream, csvPages, type Page } from '@/lib/review/csv-export';

export const AUDIT_PAGE_SIZE = 50;
/** Which actions: decisions and changes (the page's default), only views and reads, or everything (no `show`). */
export const AUDIT_SHOWS = { changes: 'Decisions and changes', views: 'Views and reads only', all: 'Everything' } as const;
export type AuditShow = keyof typeof AUDIT_SHOWS;
export type AuditFilter = { staff?: string; action?: string; show?: AuditShow; from?: Date; to?: Date; before?: number };

// Every opened page and list is audited (who read personal data matters), so views outnumber decisions many
// times over and buried them (issue 34): the trail shows the changes unless asked for the views.
const VIEW_SUFFIXES = ['.view', '.list', '.document.read'];
const isView = { OR: VIEW_SUFFIXES.map((suffix) => ({ action: { endsWith: suffix } })) };

const where = (f: AuditFilter) => ({
  ...(f.staff ? { staff: f.staff } : {}),
  ...(f.from || f.to ? { at: { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lt: f.to } : {}) } } : {}),
  AND: [
    ...(f.action ? [{ action: { startsWith: f.action } }] : []),
    ...(f.show === 'changes' ? [{ NOT: isView }] : f.show === 'views' ? [isView] : []),
  ],
});

export async function listAudit(f: AuditFilter) {
  const rows = await db.staffAction.findMany({ where: { ...where(f), ...(f.before ? { id: { lt: f.before } } : {}) }, orderBy: { id: 'desc' }, take: AUDIT_PAGE_SIZE + 1 });
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return { rows: page, next: rows.length > AUDIT_PAGE_SIZE ? page[page.length - 1].id : null };
}

/** The names in the trail, for the filter's list. */
export async function auditStaffNames() {
  return (await db.staffAction.findMany({ distinct: ['staff'], select: { staff: true }, orderBy: { staff: 'asc' }, take: 500 })).map((r) => r.staff);
}

export const AUDIT_COLUMNS = ['id', 'at', 'staff', 'action', 'entityType', 'entityId', 'detail'];

/**
 * The filtered trail as a CSV stream, oldest first. It holds the rows that existed when it started (ids up to
 * the newest then), so an export does not list itself, nor actions taken while it downloads; it is audited first.
 */
export async function exportAudit(f: AuditFilter, staff: string): Promise<ReadableStream<Uint8Array>> {
  const upTo = (await db.staffAction.aggregate({ _max: { id: true } }))._max.id ?? 0;
  const page: Page = async (afterId, take) =>
    (await db.staffAction.findMany({ where: { ...where(f), id: { gt: afterId, lte: upTo } }, orderBy: { id: 'asc' }, take }))
      .map((r) => ({ ...r, detail: r.detail == null ? '' : JSON.stringify(r.detail) }));
  // The audit row says which part of the trail left: the filter, as given, beside the last id it covers.
  const filter = { ...(f.show ? { show: f.show } : {}), ...(f.staff ? { staff: f.staff } : {}), ...(f.action ? { action: f.action } : {}), ...(f.from ? { from: f.from.toISOString() } : {}), ...(f.to ? { to: f.to.toISOString() } : {}) };
  return auditedCsvStream(staff, 'audit', { upTo, ...filter }, csvPages(AUDIT_COLUMNS, page));
}
