// The audit page's filter, read from the query string (the page and its export share it).
import { AUDIT_SHOWS, type AuditFilter, type AuditShow } from '@/lib/staff/audit-trail';
import { idParam } from '../_ui/search-params';

/** A date field (YYYY-MM-DD) as the start of that day in India, `plus` days later; undefined when not a date. */
export function indiaDay(v: string | undefined, plus = 0): Date | undefined {
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return undefined;
  const t = new Date(`${v}T00:00:00+05:30`).getTime();
  return Number.isNaN(t) ? undefined : new Date(t + plus * 86_400_000);
}
const day = indiaDay;

// A NUL is dropped here too, not only by the page's singleParams: the export (app/staff/audit/export/route.ts)
// reads the URL itself, and PostgreSQL text and jsonb cannot hold one (/staff/audit/export?staff=%00 was a 500).
const noNul = (v: string | undefined) => v?.replaceAll('\0', '');

export function auditFilterFrom(sp: Record<string, string | undefined>): AuditFilter {
  return {
    staff: noNul(sp.staff)?.slice(0, 200) || undefined,
    action: noNul(sp.action)?.slice(0, 100) || undefined,
    show: Object.hasOwn(AUDIT_SHOWS, sp.show ?? '') ? (sp.show as AuditShow) : 'changes',
    from: day(sp.from), to: day(sp.to, 1),
    before: idParam(sp.before),
  };
}
