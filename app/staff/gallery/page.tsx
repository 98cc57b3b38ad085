// /staff/gallery: the gallery's photos in the order /gallery shows them (the first 18 there, the rest on
// /gallery/more), each with its state, buttons to move it up or down, hide or show it, and a link to its page
// (words, a new file, publish, versions, delete); and a form to upload a new photo. Editors and admins change
// them; every role may look.
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireStaff } from '@/lib/staff/guard';
import { can } from '@/lib/staff/roles';
import { listItems } from '@/lib/content-store/read';
import { galleryPhoto } from '@/lib/content-store/types/gallery_photo';
import { GALLERY_SHOWN } from '@/lib/content/gallery';
import { draftImages } from '@/lib/content-store/gallery-pages';
import { ActionForm, SubmitButton } from '../_ui/action-form';
import { addPhoto, movePhoto, setPhotoHidden } from './actions';
import { PhotoFields } from './photo-fields';
import { Thumbnail } from '../_ui/thumbnail';

export const metadata: Metadata = { title: 'Gallery photos' };

const STATE = { draft: ['Draft, not on the site', 'bg-amber-100 text-amber-900'], published: ['Published', 'bg-green-100 text-green-900'], changed: ['Published; draft has changes', 'bg-sky-100 text-sky-900'] } as const;

export default async function GalleryConsole({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireStaff('contentRead', '/staff/gallery');
  const editor = can(session.staff.role, 'content');
  const [items, image, query] = await Promise.all([listItems(galleryPhoto), draftImages(), searchParams]);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">Gallery photos</h1>
      <p className="mt-2 text-slate-700">/gallery shows the first {GALLERY_SHOWN} published photos in this order; /gallery/more shows the rest. Hidden photos and drafts are not on the site.</p>
      {query.deleted ? <p role="status" className="mt-3 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm">The photo was deleted: it is off the site; its versions are kept.</p> : null}
      <ol className="mt-6 grid gap-3" aria-label="Photos in page order">
        {items.map((item, i) => (
          <li key={item.key} id={`photo-${item.key}`} className="flex flex-wrap items-center gap-3 rounded-md border border-slate-300 bg-white p-3">
            <Thumbnail image={image.get(item.key) ?? ''} alt="" />
            <div className="min-w-48 flex-1">
              <p className="font-semibold"><span className="text-slate-600">{i + 1}.</span> <Link href={`/staff/gallery/${item.key}`} className="text-brand-700 underline">{item.title}</Link></p>
              <p className="text-sm"><span className={`rounded px-2 text-xs font-semibold ${STATE[item.state][1]}`}>{STATE[item.state][0]}</span>
                {item.hidden ? <span className="ml-2 rounded bg-slate-200 px-2 text-xs font-semibold">Hidden</span> : null}
                {item.missing.length ? <span className="ml-2 text-xs text-slate-700">No {item.missing.map((l) => (l === 'as' ? 'Assamese' : 'Hindi')).join(' or ')} words</span> : null}
                <span className="ml-2 text-xs text-slate-600">{i < GALLERY_SHOWN ? 'on /gallery' : 'on /gallery/more'}</span></p>
            </div>
            {editor ? (
              <div className="flex flex-wrap gap-2">
                {i > 0 ? <ActionForm action={movePhoto.bind(null, item.key, -1)}><SubmitButton tone="plain"><span aria-hidden="true">↑ </span>Move up<span className="sr-only">: {item.title}</span></SubmitButton></ActionForm> : null}
                {i < items.length - 1 ? <ActionForm action={movePhoto.bind(null, item.key, 1)}><SubmitButton tone="plain"><span aria-hidden="true">↓ </span>Move down<span className="sr-only">: {item.title}</span></SubmitButton></ActionForm> : null}
                <ActionForm action={setPhotoHidden.bind(null, item.key, !item.hidden)}><SubmitButton tone="plain">{item.hidden ? 'Show' : 'Hide'}<span className="sr-only">: {item.title}</span></SubmitButton></ActionForm>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {editor ? (
        <section aria-labelledby="add-heading" className="mt-10 max-w-2xl">
          <h2 id="add-heading" className="text-xl font-bold">Add a photo</h2>
          <p className="mt-1 text-sm text-slate-700">A new photo goes first in the order. It is a draft until published.</p>
          <ActionForm action={addPhoto} keepFields className="mt-4 grid gap-4">
            <PhotoFields />
            <label className="flex items-center gap-2 text-sm"><input type="checkbox" name="publish" value="yes" className="h-5 w-5" /> Publish it now (it is shown on /gallery on every instance)</label>
            <div><SubmitButton>Upload photo</SubmitButton></div>
          </ActionForm>
        </section>
      ) : null}
    </main>
  );
}
