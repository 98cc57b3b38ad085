'use server';
// Gallery photos in the console (issue 35; editors and admins: the `content` permission). Each action calls the
// content store's one function (lib/content-store: audited, and publishing /gallery and /gallery/more to every
// instance in the same transaction); an uploaded file goes through lib/media first (a refused file stores nothing).
import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { requireStaffAction } from '@/lib/staff/guard';
import { invalid } from '@/lib/kernel/domain-errors';
import { storeWebImage } from '@/lib/media/media-store';
import { saveDraft } from '@/lib/content-store/drafts';
import { hide, markDeleted, publish, reorder, restore, unhide } from '@/lib/content-store/publishing';
import { listItems } from '@/lib/content-store/read';
import { galleryPhoto } from '@/lib/content-store/types/gallery_photo';
import { addGalleryPhoto } from '@/lib/content-store/add-gallery-photo';
import { ContentConflictError } from '@/lib/content-store/drafts';
import { refusal, type ActionResult } from '../_ui/action-result';

const s = (form: FormData, k: string) => String(form.get(k) ?? '').trim();

/** The form's words in each language, and the photo: a newly chosen file stored, else the stored one (a hidden field). */
async function dataOf(form: FormData) {
  const file = form.get('photo');
  const image = file instanceof File && file.size > 0 ? await storeWebImage(new Uint8Array(await file.arrayBuffer())) : s(form, 'image');
  const words = (l: string) => ({ alt: s(form, `${l}.alt`), caption: s(form, `${l}.caption`) });
  return { en: { image, ...words('en') }, as: words('as'), hi: words('hi') };
}

const done = (where: string): never => {
  revalidatePath('/staff/gallery');
  redirect(where);
};

/** A new photo (lib/content-store/add-gallery-photo.ts, as `content upload-photo`): published at once when the box is ticked. */
export async function addPhoto(_: ActionResult, form: FormData): Promise<ActionResult> {
  let key: string;
  try {
    const session = await requireStaffAction('content');
    const data = await dataOf(form);
    if (!data.en.image) throw invalid('Choose a photo to upload.', { photo: 'Choose a photo to upload.' });
    key = await addGalleryPhoto(data, { publish: form.get('publish') === 'yes' }, session.staff.email);
  } catch (e) {
    return refusal(e);
  }
  return done(`/staff/gallery/${key}?saved=1`);
}

/** Changes a photo's draft (words, or a new file); `version` is the draft the editor opened (a stale one is refused, with the other editor's words). */
export async function savePhoto(key: string, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('content');
    await saveDraft(galleryPhoto, key, await dataOf(form), Number(s(form, 'version')), session.staff.email);
  } catch (e) {
    if (e instanceof ContentConflictError) {
      const theirs = e.current.draft.en as { alt?: string; caption?: string };
      return { error: e.message, details: [`Saved by ${e.current.updatedBy}: caption “${theirs.caption ?? ''}”, alt text “${theirs.alt ?? ''}”.`, 'Reload the page to start from their version.'] };
    }
    return refusal(e);
  }
  return done(`/staff/gallery/${key}?saved=1`);
}

export async function publishPhoto(key: string, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('content');
    if (form.get('confirm') !== 'yes') throw invalid('Tick the box to confirm: the photo is shown on /gallery on every instance.');
    const seen = Number(s(form, 'version') || NaN); // the draft the page showed: one saved since by someone else is refused
    if (!Number.isInteger(seen)) throw invalid('The form lost its version; open the photo again.');
    await publish(galleryPhoto, key, session.staff.email, seen);
  } catch (e) {
    return refusal(e);
  }
  return done(`/staff/gallery/${key}?published=1`);
}

export async function restorePhoto(key: string, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('content');
    if (form.get('confirm') !== 'yes') throw invalid('Tick the box to confirm: this version replaces what the site shows now.');
    const version = Number(s(form, 'restore'));
    if (!Number.isInteger(version) || version < 1) throw invalid('Choose a version to restore.');
    await restore(galleryPhoto, key, version, session.staff.email);
  } catch (e) {
    return refusal(e);
  }
  return done(`/staff/gallery/${key}?restored=1`);
}

export async function setPhotoHidden(key: string, hidden: boolean): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('content');
    await (hidden ? hide : unhide)(galleryPhoto, key, session.staff.email);
  } catch (e) {
    return refusal(e);
  }
  return done(`/staff/gallery#photo-${key}`);
}

export async function deletePhoto(key: string, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('content');
    if (form.get('confirm') !== 'yes') throw invalid('Tick the box to confirm: the photo leaves the site (its versions are kept).');
    await markDeleted(galleryPhoto, key, session.staff.email);
  } catch (e) {
    return refusal(e);
  }
  return done('/staff/gallery?deleted=1');
}

/** Moves a photo one place up (-1) or down (+1) in the order the pages show. */
export async function movePhoto(key: string, step: -1 | 1): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('content');
    if (step !== -1 && step !== 1) throw invalid('Unknown move.');
    const keys = (await listItems(galleryPhoto)).map((i) => i.key);
    const at = keys.indexOf(key);
    const to = at + step;
    if (at < 0 || to < 0 || to >= keys.length) throw invalid('The photo cannot move further that way.');
    [keys[at], keys[to]] = [keys[to]!, keys[at]!];
    await reorder(galleryPhoto, keys, session.staff.email);
  } catch (e) {
    return refusal(e);
  }
  return done(`/staff/gallery?moved=${encodeURIComponent(key)}#photo-${key}`);
}
