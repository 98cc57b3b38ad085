// /staff/gallery/{key}: one gallery photo: its draft (words in three languages, the photo, replaceable), publish,
// its published versions with "Restore", and delete. A restore publishes that version again as a new one.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/staff/guard';
import { can } from '@/lib/staff/roles';
import { readItem } from '@/lib/content-store/read';
import { galleryPhoto } from '@/lib/content-store/types/gallery_photo';
import { NotFoundError } from '@/lib/kernel/domain-errors';
import { ActionForm, SubmitButton } from '../../_ui/action-form';
import { dateTime } from '../../_ui/format';
import { deletePhoto, publishPhoto, restorePhoto, savePhoto } from '../actions';
import { PhotoFields } from '../photo-fields';
import { Thumbnail } from '../../_ui/thumbnail';

export const metadata: Metadata = { title: 'Gallery photo' };

type Words = { image?: string; alt?: string; caption?: string };

export default async function GalleryPhotoPage({ params, searchParams }: { params: Promise<{ key: string }>; searchParams: Promise<Record<string, string | undefined>> }) {
  const [{ key }, query] = await Promise.all([params, searchParams]);
  const session = await requireStaff('contentRead', `/staff/gallery/${key}`);
  const editor = can(session.staff.role, 'content');
  const item = await readItem(galleryPhoto, key).catch((e: unknown) => (e instanceof NotFoundError ? null : Promise.reject(e)));
  if (!item) notFound();
  const draft = item.draft as { en: Words; as?: Words; hi?: Words };
  const published = item.published as { en: Words } | null;
  const changed = JSON.stringify(item.published) !== JSON.stringify(item.draft);
  const said = query.saved ? 'Saved as a draft.' : query.published ? 'Published: /gallery shows it on every instance within seconds.' : query.restored ? 'Restored: that version is published again.' : null;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <p><Link href="/staff/gallery" className="text-brand-700 underline">All gallery photos</Link></p>
      <h1 className="mt-2 text-2xl font-bold">{draft.en.caption || key}</h1>
      {said ? <p role="status" className="mt-3 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm">{said}</p> : null}
      <p className="mt-2 text-sm text-slate-700">{published ? `Published ${item.publishedAt ? dateTime(item.publishedAt) : ''}${changed ? '; the draft below has changes not yet published.' : '.'}` : 'A draft: not on the site yet.'}{item.hidden ? ' Hidden from the site.' : ''}</p>
      <div className="mt-4"><Thumbnail image={draft.en.image ?? ''} alt={draft.en.alt ?? ''} /></div>
      {editor ? (
        <>
          <section aria-labelledby="edit-heading" className="mt-8">
            <h2 id="edit-heading" className="text-xl font-bold">Draft</h2>
            <ActionForm action={savePhoto.bind(null, key)} keepFields className="mt-3 grid gap-4">
              <input type="hidden" name="version" value={item.version} />
              <input type="hidden" name="image" value={draft.en.image ?? ''} />
              <PhotoFields data={draft} replacing />
              <div><SubmitButton>Save draft</SubmitButton></div>
            </ActionForm>
          </section>
          {changed || !published ? (
            <section aria-labelledby="publish-heading" className="mt-8">
              <h2 id="publish-heading" className="text-xl font-bold">Publish</h2>
              <ActionForm action={publishPhoto.bind(null, key)} className="mt-3 grid gap-3">
                <input type="hidden" name="version" value={item.version} />
                <label className="flex items-center gap-2 text-sm"><input type="checkbox" name="confirm" value="yes" required className="h-5 w-5" /> Show this draft on /gallery on every instance</label>
                <div><SubmitButton>Publish</SubmitButton></div>
              </ActionForm>
            </section>
          ) : null}
        </>
      ) : null}
      <section aria-labelledby="versions-heading" className="mt-8">
        <h2 id="versions-heading" className="text-xl font-bold">Published versions</h2>
        {item.versions.length ? (
          <ol className="mt-3 grid gap-3">
            {item.versions.map((v) => {
              const en = (v.data as { en: Words }).en;
              return (
                <li key={v.version} className="flex flex-wrap items-center gap-3 rounded-md border border-slate-300 bg-white p-3">
                  <Thumbnail image={en.image ?? ''} alt="" />
                  <div className="flex-1 text-sm">
                    <p className="font-semibold">Version {v.version}{v.restoredFrom ? ` (restores version ${v.restoredFrom})` : ''}</p>
                    <p>“{en.caption}”</p>
                    <p className="text-slate-600">{dateTime(v.publishedAt)} by {v.publishedBy}</p>
                  </div>
                  {editor && v.version !== item.versions[0]!.version ? (
                    <ActionForm action={restorePhoto.bind(null, key)} className="grid gap-2">
                      <input type="hidden" name="restore" value={v.version} />
                      <label className="flex items-center gap-2 text-sm"><input type="checkbox" name="confirm" value="yes" required className="h-5 w-5" /> Replace what the site shows</label>
                      <SubmitButton tone="plain">Restore version {v.version}</SubmitButton>
                    </ActionForm>
                  ) : null}
                </li>
              );
            })}
          </ol>
        ) : <p className="mt-2 text-slate-700">Not published yet.</p>}
      </section>
      {editor ? (
        <section aria-labelledby="delete-heading" className="mt-8">
          <h2 id="delete-heading" className="text-xl font-bold">Delete</h2>
          <ActionForm action={deletePhoto.bind(null, key)} className="mt-3 grid gap-3">
            <label className="flex items-center gap-2 text-sm"><input type="checkbox" name="confirm" value="yes" required className="h-5 w-5" /> Take this photo off the site (its versions are kept in the records)</label>
            <div><SubmitButton tone="danger">Delete photo</SubmitButton></div>
          </ActionForm>
        </section>
      ) : null}
    </main>
  );
}
