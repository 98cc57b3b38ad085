'use server';
// Events: create, change, publish, cancel (admins: the `events` permission). Each calls the one function the admin
// script calls too (lib/events/manage-events.ts), which audits and publishes the event's public pages to every
// instance in the same transaction (lib/events/publish-event-pages.ts; a draft has no public page to publish).
import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { requireStaffAction } from '@/lib/staff/guard';
import { invalid } from '@/lib/kernel/domain-errors';
import { cancelEvent, createEvent, publishEvent, updateEvent } from '@/lib/events/manage-events';
import type { EventInput } from '@/lib/events/event-input';
import { storeWebImage } from '@/lib/media/media-store';
import { refusal, type ActionResult } from '../_ui/action-result';
import { fromIst } from './ist-time';

const LANGS = ['en', 'as', 'hi'] as const;

/** The form's fields as the events schema takes them (lib/events/event-input.ts); Assamese and Hindi only when a title is given. */
function inputOf(form: FormData): EventInput {
  const s = (k: string) => String(form.get(k) ?? '').trim();
  const words = (l: string) => ({ title: s(`${l}.title`), summary: s(`${l}.summary`), description: s(`${l}.description`), coverAlt: s(`${l}.coverAlt`) });
  const text = Object.fromEntries(LANGS.filter((l) => l === 'en' || s(`${l}.title`)).map((l) => [l, words(l)]));
  const capacity = s('capacity');
  return {
    slug: s('slug'), category: s('category') as EventInput['category'], // the schema refuses an unknown one
    startsAt: fromIst(s('startsAt')) ?? new Date(NaN), endsAt: fromIst(s('endsAt')) ?? new Date(NaN),
    venueName: s('venueName'), venueAddress: s('venueAddress'), onlineUrl: s('onlineUrl'),
    capacity: capacity ? Number(capacity) : null, registrationOpensAt: fromIst(s('registrationOpensAt')), registrationClosesAt: fromIst(s('registrationClosesAt')),
    text: text as EventInput['text'],
    coverImageKey: s('coverImageKey'), // the stored cover (a hidden field), kept unless a new file is chosen
  };
}

/** The form's input with a newly chosen cover stored (lib/media; a refused file stores nothing) and named. */
async function withCover(form: FormData): Promise<EventInput> {
  const input = inputOf(form);
  const file = form.get('cover');
  if (file instanceof File && file.size > 0) input.coverImageKey = await storeWebImage(new Uint8Array(await file.arrayBuffer()));
  return input;
}

/** Creates (`slug` null) or changes an event; then shows its page in the console. */
export async function saveEvent(slug: string | null, _: ActionResult, form: FormData): Promise<ActionResult> {
  let saved: { slug: string; status: string };
  try {
    const session = await requireStaffAction('events');
    if (slug !== null && typeof slug !== 'string') throw invalid('Unknown event.');
    const input = await withCover(form);
    saved = slug === null ? await createEvent(input, session.staff.email) : await updateEvent(slug, input, session.staff.email);
  } catch (e) {
    return refusal(e);
  }
  revalidatePath('/staff/events');
  redirect(`/staff/events/${saved.slug}?saved=1`);
}

// Publishing and cancelling take away the form they were sent from, so their outcome is said by the page they land on.
export async function publishEventAction(slug: string, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('events');
    if (form.get('confirm') !== 'yes') throw invalid('Tick the box to confirm: the event becomes public on every instance.');
    await publishEvent(slug, session.staff.email);
  } catch (e) {
    return refusal(e);
  }
  revalidatePath('/staff/events');
  redirect(`/staff/events/${slug}?published=1`);
}

export async function cancelEventAction(slug: string, _: ActionResult, form: FormData): Promise<ActionResult> {
  let mailed: number;
  try {
    const session = await requireStaffAction('events');
    if (form.get('confirm') !== 'yes') throw invalid('Tick the box to confirm: everyone registered or waitlisted is emailed, and this cannot be undone.');
    mailed = (await cancelEvent(slug, String(form.get('reason') ?? ''), session.staff.email)).mailed;
  } catch (e) {
    return refusal(e);
  }
  revalidatePath('/staff/events');
  redirect(`/staff/events/${slug}?cancelled=${mailed}`);
}
