// /staff/inbox/<kind>/<id>: one message. Opening it marks it read (for staff who may act on it, from the console or a
// mail, not from a link on another site); reply by
// email (mailto:), mark it handled, keep a note; publish a story whose sender agreed.
import type { Metadata } from 'next';
import Link from 'next/link';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/staff/guard';
import { cameFromAnotherSite } from '@/lib/staff/cross-site';
import { can } from '@/lib/staff/roles';
import { INBOX_KINDS, INBOX_LABELS, openInboxItem, type InboxKind } from '@/lib/staff/inbox';
import { NotFoundError } from '@/lib/kernel/domain-errors';
import { isDbIdString } from '@/lib/kernel/db-ids';
import { ActionForm, SubmitButton } from '../../../_ui/action-form';
import { Field, TextArea } from '../../../_ui/field';
import { dateTime } from '../../../_ui/format';
import { publishStory, saveStoryPhoto, updateInboxItem } from '../../actions';
import { storyPhoto } from '@/lib/staff/stories';
import { IMAGE_ACCEPT, IMAGE_FORMATS_LABEL, IMAGE_SIZE_LABEL } from '@/lib/media/image-rules';
import { Thumbnail } from '../../../_ui/thumbnail';

export const metadata: Metadata = { title: 'Message' };

export default async function InboxItem({ params }: { params: Promise<{ kind: string; id: string }> }) {
  const { kind: k, id: rawId } = await params;
  const session = await requireStaff('view', `/staff/inbox/${encodeURIComponent(k)}/${encodeURIComponent(rawId)}`); // a staff notice's link returns here after signing in
  if (!(INBOX_KINDS as readonly string[]).includes(k) || !isDbIdString(rawId)) notFound();
  const kind = k as InboxKind;
  const id = Number(rawId);
  const mayAct = can(session.staff.role, 'review');
  // A link from another site (the cookie is SameSite=Lax) shows the message but leaves it new: no GET it did not mean changes a state.
  const item = await openInboxItem(kind, id, session.staff.email, mayAct && !cameFromAnotherSite(await headers())).catch((e) => { if (e instanceof NotFoundError) notFound(); throw e; });
  const subject = `Re: ${item.title}`;
  const handled = item.inboxStatus === 'handled';
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm"><Link className="font-semibold text-brand-700 underline" href={`/staff/inbox?kind=${kind}`}>← {INBOX_LABELS[kind].many}</Link></p>
      <h1 className="mt-2 text-2xl font-bold">{item.title}</h1>
      <p className="mt-1 text-slate-700">{INBOX_LABELS[kind].one} from {item.from}, {dateTime(item.createdAt)}. State: <strong>{item.inboxStatus}</strong>{item.handledBy ? `, handled by ${item.handledBy} on ${dateTime(item.handledAt)}` : ''}.</p>
      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-2 rounded-md border border-slate-300 bg-white p-4 sm:grid-cols-[10rem_1fr]">
        {item.fields.map(([label, value]) => (
          <div key={label} className="contents"><dt className="font-semibold text-slate-700">{label}</dt><dd className="break-words whitespace-pre-wrap">{value ?? '–'}</dd></div>
        ))}
      </dl>
      {mayAct ? (
        <div className="mt-6 grid gap-4">
          <p><a className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white" href={`mailto:${item.email}?subject=${encodeURIComponent(subject)}`}>Reply by email</a></p>
          {/* Note and state in one form: the state's button saves what was typed too (lib/staff/inbox.ts). */}
          <ActionForm action={updateInboxItem.bind(null, kind, id)} className="grid gap-3">
            <TextArea label="Staff note (only staff see it)" name="note" defaultValue={item.staffNote ?? ''} />
            <div className="flex flex-wrap gap-3">
              <SubmitButton name="intent" value={handled ? 'read' : 'handled'} tone={handled ? 'plain' : 'primary'}>{handled ? 'Mark as not handled' : 'Mark as handled'}</SubmitButton>
              <SubmitButton name="intent" value="note" tone="plain">Save note</SubmitButton>
            </div>
          </ActionForm>
          {item.story ? (
            <section aria-labelledby="publish" className="grid gap-2 rounded-md border border-slate-300 bg-white p-4">
              <h2 id="publish" className="text-lg font-bold">On the website</h2>
              <p className="text-slate-700">{item.story.published
                ? 'Published on the Impact page (name, theme and story; never the email).'
                : item.story.consent
                  ? 'Not published. The sender agreed to publication: name, theme and story would appear on the Impact page, never the email.'
                  : 'Not published, and it cannot be: the sender did not tick "You may publish my story" in the story form. Ask them by email if you would like to feature it.'}</p>
              {item.story.published || item.story.consent ? (
                <ActionForm action={publishStory.bind(null, id, !item.story.published)}>
                  <SubmitButton tone={item.story.published ? 'plain' : 'primary'}>{item.story.published ? 'Take down from the website' : 'Publish on the website'}</SubmitButton>
                </ActionForm>
              ) : null}
              <StoryPhotoForm id={id} />
            </section>
          ) : null}
        </div>
      ) : item.staffNote ? <p className="mt-4 text-slate-700">Staff note: {item.staffNote}</p> : null}
    </main>
  );
}

/** The photo shown with the story on /impact (issue 35): the current one, and a form to add or replace it. */
async function StoryPhotoForm({ id }: { id: number }) {
  const photo = await storyPhoto(id);
  return (
    <ActionForm action={saveStoryPhoto.bind(null, id)} keepFields className="mt-2 grid gap-3 border-t border-slate-200 pt-3">
      <h3 className="font-semibold">Photo with the story</h3>
      {photo ? <Thumbnail image={photo.imageKey} alt={photo.alt} /> : <p className="text-sm text-slate-700">No photo yet.</p>}
      <div className="grid gap-1">
        <label htmlFor="photo" className="text-sm font-semibold text-slate-800">{`${photo ? 'Replace the photo' : 'Photo'} (${IMAGE_FORMATS_LABEL})`}</label>
        <p id="photo-hint" className="text-sm text-slate-600">Up to {IMAGE_SIZE_LABEL}. Location and camera details are removed before it is stored.</p>
        <input id="photo" name="photo" type="file" accept={IMAGE_ACCEPT} aria-describedby="photo-hint" className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base" />
      </div>
      <Field label="Alt text (what the photo shows)" name="alt" required maxLength={300} defaultValue={photo?.alt ?? ''} />
      <div><SubmitButton tone="plain">Save photo</SubmitButton></div>
    </ActionForm>
  );
}
