// An application's review history in words for the console: "Approved by Rupa Das", with the reason, from the
// audit trail's rows (`intern.approve`, ...). Page views and document reads are kept apart, for a "show views"
// disclosure. Staff are named by their console name; the admin script's actors (free text) as they were given.
import 'server-only';
import { db } from '@/lib/platform/db/client';

type Row = { id: number; at: Date; staff: string; action: string; detail: unknown };
export type HistoryEntry = { id: number; at: Date; by: string; what: string; reason?: string; note?: string };

const MAIL: Record<string, string> = {
  withdrawn: 'The approval mail had not been sent yet and was withdrawn.',
  sent: 'The approval mail had already been sent.',
  none: '',
};

const DOCUMENT: Record<string, string> = { aadhaar: 'the Aadhaar card', passport_photo: 'the passport photo', institution_id_proof: 'the ID proof', internship_approval_letter: 'the college approval letter' };

/** The internship road's steps (lib/internships), as `internship.<verb>` rows name them. */
const INTERNSHIP_STEPS: Record<string, string> = {
  offer: 'Internship offered', accept: 'Offer accepted by the intern', decline: 'Offer declined by the intern',
  letter_upload: 'Approval letter uploaded', letter_accept: 'Approval letter accepted', letter_return: 'Approval letter returned',
  log_submit: 'Week logged', log_approve: 'Weekly log approved', log_return: 'Weekly log returned', extend: 'Extended',
  end: 'Ended early', withdraw: 'Offer withdrawn', complete: 'Completed', certificate_revoke: 'Certificate revoked', certificate_reissue: 'Certificate reissued',
};

function describe(action: string, detail: Record<string, unknown>): { what: string; view: boolean; reason?: string; note?: string } | null {
  const verb = action.slice(action.indexOf('.') + 1);
  const reason = typeof detail.reason === 'string' ? detail.reason : undefined;
  switch (verb) {
    case 'approve': return { what: 'Approved', view: false };
    case 'reject': return { what: 'Rejected', view: false, reason };
    case 'revoke': return { what: 'Card revoked', view: false, reason };
    case 'undo-approve': return { what: 'Approval undone (back to pending)', view: false, note: MAIL[String(detail.mail)] || undefined };
    case 'reset-link': return { what: 'Password reset link made', view: false };
    case 'view': return { what: 'Opened this page', view: true };
    case 'document.read': return { what: `Opened ${DOCUMENT[String(detail.document)] ?? 'a document'}`, view: true };
    default: {
      if (action.startsWith('internship.') && Object.hasOwn(INTERNSHIP_STEPS, verb)) {
        const week = typeof detail.week === 'string' ? ` (week of ${detail.week})` : '';
        return { what: `${INTERNSHIP_STEPS[verb]}${week}`, view: false, reason, note: typeof detail.note === 'string' ? `Note: ${detail.note}` : undefined };
      }
      return { what: verb, view: false, reason };
    }
  }
}

export async function historyInWords(rows: Row[]): Promise<{ decisions: HistoryEntry[]; views: HistoryEntry[] }> {
  const emails = [...new Set(rows.map((r) => r.staff))];
  const named = await db.staffMember.findMany({ where: { email: { in: emails } }, select: { email: true, name: true } });
  const names = new Map(named.map((s) => [s.email, s.name]));
  const decisions: HistoryEntry[] = [];
  const views: HistoryEntry[] = [];
  for (const r of rows) {
    const d = describe(r.action, r.detail && typeof r.detail === 'object' ? r.detail as Record<string, unknown> : {});
    if (!d) continue;
    const entry = { id: r.id, at: r.at, by: names.get(r.staff) ?? r.staff, what: d.what, reason: d.reason, note: d.note };
    (d.view ? views : decisions).push(entry);
  }
  return { decisions, views };
}
