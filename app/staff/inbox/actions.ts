'use server';
// Inbox changes: handled or back to read, and the staff note (reviewers and admins; each one audited).
import { revalidatePath } from 'next/cache';
import { requireStaffAction } from '@/lib/staff/guard';
import { INBOX_KINDS, setInboxNote, setInboxStatus, type InboxKind } from '@/lib/staff/inbox';
import { invalid } from '@/lib/kernel/domain-errors';
import { refusal, type ActionResult } from '../_ui/action-result';

// Bound arguments come back from the browser: checked like any input.
function assertItem(kind: unknown, id: unknown): asserts kind is InboxKind {
  if (typeof kind !== 'string' || !(INBOX_KINDS as readonly string[]).includes(kind) || !Number.isSafeInteger(id) || (id as number) < 1) throw invalid('Unknown message.');
}

export async function markInbox(kind: InboxKind, id: number, status: 'read' | 'handled'): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('review');
    assertItem(kind, id);
    if (status !== 'read' && status !== 'handled') throw invalid('Unknown state.');
    await setInboxStatus(kind, id, status, session.staff.email);
    revalidatePath(`/staff/inbox/${kind}/${id}`);
    return { ok: status === 'handled' ? 'Marked as handled.' : 'Marked as not handled yet.' };
  } catch (e) {
    return refusal(e);
  }
}

export async function saveNote(kind: InboxKind, id: number, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('review');
    assertItem(kind, id);
    await setInboxNote(kind, id, String(form.get('note') ?? ''), session.staff.email);
    revalidatePath(`/staff/inbox/${kind}/${id}`);
    return { ok: 'Note saved.' };
  } catch (e) {
    return refusal(e);
  }
}
