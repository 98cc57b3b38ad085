'use server';
// The site's content: save a draft, publish, hide, delete, restore, reorder (editors and admins: the `content`
// permission). Each calls the one function the admin script's `content` verbs call too (lib/content-store), which
// audits and publishes the item's pages to every instance in the same transaction (docs/decisions/029).
import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { requireStaffAction } from '@/lib/staff/guard';
import { invalid, InvalidError } from '@/lib/kernel/domain-errors';
import { contentType } from '@/lib/content-store/registry';
import { ContentConflictError, saveDraft } from '@/lib/content-store/drafts';
import { hide, markDeleted, publish, reorder, restore, unhide } from '@/lib/content-store/publishing';
import { listItems } from '@/lib/content-store/read';
import { fieldsOf, type AnyContentType } from '@/lib/content-store/content-type';
import { storeReportPdf } from '@/lib/media/report-pdf';
import { refusal, type ActionResult } from '../_ui/action-result';
import { readForm, valuesOf, type Values } from './form-values';

export type EditorState = (NonNullable<ActionResult> & {
  values?: Values;
  /** Someone saved since the form was opened: their draft, to show beside what this person typed. */
  conflict?: { version: number; theirs: Values; updatedBy: string; updatedAt: string };
}) | null;

/** A file chosen for a field that takes one (a report's PDF) is checked and stored first, and its stored name
 * becomes the field's value; a refused file stores nothing and names the field. */
async function storeUploads(type: AnyContentType, form: FormData): Promise<void> {
  for (const f of fieldsOf(type)) {
    const file = form.get(`en.${f.name}.upload`);
    if (f.upload !== 'pdf' || !(file instanceof File) || file.size === 0) continue;
    try {
      form.set(`en.${f.name}`, await storeReportPdf(new Uint8Array(await file.arrayBuffer())));
    } catch (e) {
      if (e instanceof InvalidError) throw invalid(e.message, { [`en.${f.name}`]: e.message });
      throw e;
    }
  }
}

const itemPath = (type: string, key: string) => `/staff/content/${type}/${key}`;

/** Creates (`key` null: the form names it) or saves the draft of an item; a stale save gets the other draft back. */
export async function saveItemAction(typeName: string, key: string | null, _: EditorState, form: FormData): Promise<EditorState> {
  let saved: { key: string; version: number };
  let values: Values = {};
  try {
    const session = await requireStaffAction('content');
    const type = contentType(typeName);
    const typedKey: Values = key === null ? { key: String(form.get('key') ?? '') } : {};
    values = { ...readForm(type, form).values, ...typedKey }; // given back as typed if the upload is refused
    await storeUploads(type, form);
    const typed = readForm(type, form);
    values = { ...typed.values, ...typedKey };
    const base = key === null ? null : Number(form.get('baseVersion'));
    if (base !== null && !Number.isInteger(base)) throw invalid('The form lost its version; open the item again.');
    saved = await saveDraft(type, key ?? String(form.get('key') ?? '').trim(), typed.data, base, session.staff.email);
  } catch (e) {
    if (e instanceof ContentConflictError) {
      const type = contentType(typeName);
      return { error: e.message, values, conflict: { version: e.current.version, theirs: valuesOf(type, e.current.draft), updatedBy: e.current.updatedBy, updatedAt: e.current.updatedAt.toISOString() } };
    }
    return { ...refusal(e), values };
  }
  revalidatePath(`/staff/content/${typeName}`);
  redirect(`${itemPath(typeName, saved.key)}?saved=${saved.version}`);
}

/** The item actions that take no typed words: each confirmed where it cannot simply be undone. */
async function itemAction(typeName: string, key: string, form: FormData, run: (staff: string) => Promise<unknown>, outcome: string, confirm?: string): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('content');
    contentType(typeName);
    if (confirm && form.get('confirm') !== 'yes') throw invalid(confirm);
    await run(session.staff.email);
  } catch (e) {
    return refusal(e);
  }
  revalidatePath(`/staff/content/${typeName}`);
  redirect(outcome === 'deleted' ? `/staff/content/${typeName}?deleted=${encodeURIComponent(key)}` : `${itemPath(typeName, key)}?done=${outcome}`);
}

/** Publishes the draft the page showed (`baseVersion`): one saved since by someone else is refused, not published unseen. */
export async function publishAction(typeName: string, key: string, _: ActionResult, form: FormData) {
  const seen = Number(form.get('baseVersion') || NaN); // a missing field is no version (Number of nothing is 0)
  return itemAction(typeName, key, form, (staff) => {
    if (!Number.isInteger(seen)) throw invalid('The form lost its version; open the item again.');
    return publish(contentType(typeName), key, staff, seen);
  }, 'published');
}

export async function hideAction(typeName: string, key: string, hidden: boolean, _: ActionResult, form: FormData) {
  return itemAction(typeName, key, form, (staff) => (hidden ? hide : unhide)(contentType(typeName), key, staff), hidden ? 'hidden' : 'shown');
}

export async function deleteAction(typeName: string, key: string, _: ActionResult, form: FormData) {
  return itemAction(typeName, key, form, (staff) => markDeleted(contentType(typeName), key, staff), 'deleted',
    'Tick the box to confirm: the item leaves every page and the console (its history is kept).');
}

export async function restoreAction(typeName: string, key: string, _: ActionResult, form: FormData) {
  const version = Number(form.get('version'));
  return itemAction(typeName, key, form, (staff) => {
    if (!Number.isInteger(version)) throw invalid('Choose a version to restore.');
    return restore(contentType(typeName), key, version, staff);
  }, 'restored', 'Tick the box to confirm: this version replaces the draft and is published at once.');
}

/** Moves one item a place up or down (a button per row, so it works without scripts). */
export async function moveAction(typeName: string, key: string, by: -1 | 1, _: ActionResult, form: FormData): Promise<ActionResult> {
  void form;
  try {
    const session = await requireStaffAction('content');
    const type = contentType(typeName);
    const keys = (await listItems(type)).map((i) => i.key);
    const at = keys.indexOf(key);
    const to = at + by;
    if (at < 0 || to < 0 || to >= keys.length) return { ok: 'Already there.' };
    [keys[at], keys[to]] = [keys[to], keys[at]];
    await reorder(type, keys, session.staff.email);
  } catch (e) {
    return refusal(e);
  }
  revalidatePath(`/staff/content/${typeName}`);
  redirect(`/staff/content/${typeName}?moved=${encodeURIComponent(key)}`);
}
