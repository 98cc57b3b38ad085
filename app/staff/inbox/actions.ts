'use server';
// Inbox changes: handled or back to read, the staff note, a story published or taken down (reviewers and
// admins; each one audited).
import { revalidatePath } from 'next/cache';
import { requireRecentReauth, requireStaffAction } from '@/lib/staff/guard';
import { eraseSubmissionsByEmail } from '@/lib/public-forms/erase-submissions';
import { eraseRegistrationsByEmail } from '@/lib/events/erase-registrations';
import { z } from '@/lib/kernel/zod';
import { INBOX_KINDS, setInboxNote, setInboxStatus, type InboxKind } from '@/lib/staff/inbox';
import { invalid } from '@/lib/kernel/domain-errors';
import { refusal, type ActionResult } from '../_ui/action-result';
import { setStoryPhoto, setStoryPublished } from '@/lib/staff/stories';
import { storeWebImage } from '@/lib/media/media-store';
import { LOCALES } from '@/lib/i18n/locales';

// Bound arguments come back from the browser: checked like any input.
function assertItem(kind: unknown, id: unknown): asserts kind is InboxKind {
  if (typeof kind !== 'string' || !(INBOX_KINDS as readonly string[]).includes(kind) || !Number.isSafeInteger(id) || (id as number) < 1) throw invalid('Unknown message.');
}

/**
 * The message's one form: the staff note and, by the button pressed (`intent`), its state. One post carries both,
 * so a note typed before "Mark as handled" is saved with it instead of lost (issue 34).
 */
export async function updateInboxItem(kind: InboxKind, id: number, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('review');
    assertItem(kind, id);
    const intent = form.get('intent');
    if (intent !== 'note' && intent !== 'read' && intent !== 'handled') throw invalid('Unknown state.');
    const noteSaved = await setInboxNote(kind, id, String(form.get('note') ?? ''), session.staff.email);
    if (intent !== 'note') await setInboxStatus(kind, id, intent, session.staff.email);
    revalidatePath(`/staff/inbox/${kind}/${id}`);
    if (intent === 'note') return { ok: noteSaved ? 'Note saved.' : 'The note was already saved as it is.' };
    return { ok: `${intent === 'handled' ? 'Marked as handled.' : 'Marked as not handled yet.'}${noteSaved ? ' Note saved.' : ''}` };
  } catch (e) {
    return refusal(e);
  }
}

/** Publishes an impact story on /impact, or takes it down; refused without the sender's consent (lib/staff/stories.ts). */
export async function publishStory(id: number, published: boolean): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('review');
    assertItem('story', id);
    if (typeof published !== 'boolean') throw invalid('Unknown state.');
    await setStoryPublished(id, published, session.staff.email);
    // /impact is static and regenerated (ISR): renew it now in every language on this instance; other
    // instances follow within five minutes (the page's `revalidate`).
    for (const locale of LOCALES) revalidatePath(`/${locale}/impact`);
    revalidatePath(`/staff/inbox/story/${id}`);
    return { ok: published ? 'Published: the story is on the Impact page now.' : 'Taken down: the story is no longer on the Impact page.' };
  } catch (e) {
    return refusal(e);
  }
}

/** Adds (or replaces) the photo shown with a story on /impact: the file through lib/media (a refused one stores nothing). */
export async function saveStoryPhoto(id: number, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('review');
    assertItem('story', id);
    const file = form.get('photo');
    if (!(file instanceof File) || file.size === 0) throw invalid('Choose a photo to upload.', { photo: 'Choose a photo to upload.' });
    const imageKey = await storeWebImage(new Uint8Array(await file.arrayBuffer()));
    await setStoryPhoto(id, imageKey, String(form.get('alt') ?? ''), session.staff.email);
    revalidatePath(`/staff/inbox/story/${id}`);
    return { ok: 'Photo saved: it is shown with the story on the Impact page while the story is published.' };
  } catch (e) {
    return refusal(e);
  }
}

/** Erasure on request of everything one email address sent (admins, after signing in again), as `submissions erase`. */
export async function eraseByEmail(_: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('admin');
    requireRecentReauth(session, '/staff/inbox');
    const email = String(form.get('email') ?? '').trim();
    const reason = String(form.get('reason') ?? '').trim();
    if (!z.email().safeParse(email).success) throw invalid('Give the email address whose messages are to be erased.');
    if (!reason) throw invalid('Give the reason for the erasure (for example, the person\'s request and its date).');
    if (form.get('confirm') !== 'yes') throw invalid('Tick the box to confirm: erasing cannot be undone.');
    const counts = await eraseSubmissionsByEmail(email, session.staff.email, reason);
    const { registrations } = await eraseRegistrationsByEmail(email, session.staff.email, reason);
    const total = counts.contactMessages + counts.communitySignups + counts.newsletter + counts.partnershipRequests + counts.impactStories + registrations;
    revalidatePath('/staff/inbox');
    // An erased published story leaves /impact now on this instance (as publishStory does; others within five minutes).
    if (counts.impactStories) for (const locale of LOCALES) revalidatePath(`/${locale}/impact`);
    return { ok: total ? `Erased ${total} submission${total === 1 ? '' : 's'} of ${email}.` : `Nothing stored for ${email}; nothing erased.` };
  } catch (e) {
    return refusal(e);
  }
}
