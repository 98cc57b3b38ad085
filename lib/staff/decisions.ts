// What the console's application pages read about decisions: whether the approval just made can still be undone,
// and the applications picked for bulk approval. Deciding itself is lib/review/decide.ts's, called straight from
// the console's actions (app/staff/queue/actions.ts) as from the admin script.
import 'server-only';
import { undoDeadline } from '@/lib/review/decide';
import { decisionMailKey } from '@/lib/mail/notify';
import { db } from '@/lib/platform/db/client';
import type { ApplicationKind } from '@/lib/kernel/applicant-kinds';

/**
 * Whether `staff` may still undo this approval, until when, and whether its mail has left: what the application's
 * page tells the person who just approved (lib/review/decide.ts undoApproval decides, this only describes).
 */
export async function undoOffer(kind: ApplicationKind, id: number, a: { status: string; reviewedBy: string | null; reviewedAt: Date | null }, staff: string, now = new Date()) {
  const until = undoDeadline(a, staff, now);
  if (!until) return null;
  if (kind === 'institution' && (await db.applicant.count({ where: { institutionId: id } }))) return null;
  return { until, mailSent: await approvalMailSent(kind, id) };
}

/** Whether the approval mail has left (or is leaving: a worker claimed it). Every sentence about it reads this. */
export async function approvalMailSent(kind: ApplicationKind, id: number): Promise<boolean> {
  const mail = await db.mailOutbox.findUnique({ where: { dedupeKey: decisionMailKey(kind, id, 'approve') }, select: { sentAt: true, claimedAt: true } });
  return Boolean(mail?.sentAt || mail?.claimedAt);
}

/** The applications picked for bulk approval, as they are now, in the order given. */
export async function selectionOf(kind: ApplicationKind, ids: number[]) {
  const rows = kind === 'institution'
    ? await db.institution.findMany({ where: { id: { in: ids } }, select: { id: true, applicationId: true, name: true, status: true, district: { select: { name: true } } } })
    : await db.applicant.findMany({ where: { id: { in: ids }, kind }, select: { id: true, applicationId: true, name: true, status: true, district: { select: { name: true } } } });
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, applicationId: r.applicationId, name: r.name, status: r.status as string, district: r.district.name }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
