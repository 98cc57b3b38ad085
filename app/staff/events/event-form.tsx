// The event's fields, for creating and for changing one (admins). Times are India's. Assamese and Hindi words are
// optional: an event without them shows the English on /as and /hi, marked as English.
import { EVENT_CATEGORIES } from '@/lib/content/events';
import { EVENT_TEXT_LIMITS } from '@/lib/events/event-text';
import { IMAGE_ACCEPT, IMAGE_FORMATS_LABEL, IMAGE_SIZE_LABEL } from '@/lib/media/image-rules';
import type { getEventForStaff } from '@/lib/events/staff-events';
import { ActionForm, SubmitButton } from '../_ui/action-form';
import { Field } from '../_ui/field';
import { saveEvent } from './actions';
import { toIst } from './ist-time';

type Stored = NonNullable<Awaited<ReturnType<typeof getEventForStaff>>>;
const LANGUAGES = [['en', 'English (required)'], ['as', 'Assamese (optional)'], ['hi', 'Hindi (optional)']] as const;
const box = 'min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';

function Words({ lang, label, e }: { lang: 'en' | 'as' | 'hi'; label: string; e?: Stored }) {
  const w = e?.text[lang];
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-300 bg-white p-4">
      <legend className="px-1 font-semibold">{label}</legend>
      <Field label="Title" name={`${lang}.title`} required={lang === 'en'} maxLength={EVENT_TEXT_LIMITS.title} defaultValue={w?.title} />
      <Field label="Summary (one or two sentences, shown in the list)" name={`${lang}.summary`} maxLength={EVENT_TEXT_LIMITS.summary} defaultValue={w?.summary} />
      <div className="grid gap-1">
        <label htmlFor={`${lang}.description`} className="text-sm font-semibold text-slate-800">Description</label>
        <p id={`${lang}.description-hint`} className="text-sm text-slate-600">Paragraphs separated by an empty line. Web addresses (https://…) become links; nothing else is formatted.</p>
        <textarea id={`${lang}.description`} name={`${lang}.description`} rows={8} maxLength={EVENT_TEXT_LIMITS.description} defaultValue={w?.description} aria-describedby={`${lang}.description-hint`} className={box} />
      </div>
      <Field label="Cover image description (alt text)" name={`${lang}.coverAlt`} maxLength={EVENT_TEXT_LIMITS.coverAlt} defaultValue={w?.coverAlt} />
    </fieldset>
  );
}

export function EventForm({ event: e }: { event?: Stored }) {
  return (
    <ActionForm action={saveEvent.bind(null, e?.slug ?? null)} className="grid gap-4" keepFields>
      <Field label="Address (slug): /events/…" name="slug" required maxLength={80} hint="Lower-case letters, digits and dashes, for example gen-z-capital-convention-2027." defaultValue={e?.slug} />
      <div className="grid gap-1">
        <label htmlFor="category" className="text-sm font-semibold text-slate-800">Category</label>
        <select id="category" name="category" required defaultValue={e?.category ?? ''} className={box}>
          <option value="" disabled>Choose a category</option>
          {EVENT_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Starts (IST)" name="startsAt" type="datetime-local" required defaultValue={toIst(e?.startsAt)} />
        <Field label="Ends (IST)" name="endsAt" type="datetime-local" required defaultValue={toIst(e?.endsAt)} />
        <Field label="Registration opens (IST, empty: at once)" name="registrationOpensAt" type="datetime-local" defaultValue={toIst(e?.registrationOpensAt)} />
        <Field label="Registration closes (IST, empty: at the start)" name="registrationClosesAt" type="datetime-local" defaultValue={toIst(e?.registrationClosesAt)} />
      </div>
      <Field label="Venue name" name="venueName" maxLength={200} hint="A venue name, an online link, or both." defaultValue={e?.venueName ?? ''} />
      <Field label="Venue address" name="venueAddress" maxLength={500} defaultValue={e?.venueAddress ?? ''} />
      <Field label="Online link (https://…)" name="onlineUrl" type="url" maxLength={500} defaultValue={e?.onlineUrl ?? ''} />
      <Field label="Capacity (seats; empty: no limit)" name="capacity" inputMode="numeric" maxLength={6} defaultValue={e?.capacity?.toString() ?? ''} />
      <div className="grid gap-1">
        <label htmlFor="cover" className="text-sm font-semibold text-slate-800">{`Cover image (${IMAGE_FORMATS_LABEL}; optional)`}</label>
        <p id="cover-hint" className="text-sm text-slate-600">
          {e?.coverImageKey ? 'This event has a cover; choose a file only to replace it.' : `Up to ${IMAGE_SIZE_LABEL}.`} Describe it in the English “Cover image description” below (required with a cover).
        </p>
        <input id="cover" name="cover" type="file" accept={IMAGE_ACCEPT} aria-describedby="cover-hint" className={box} />
        <input type="hidden" name="coverImageKey" value={e?.coverImageKey ?? ''} />
      </div>
      {LANGUAGES.map(([lang, label]) => <Words key={lang} lang={lang} label={label} e={e} />)}
      <div><SubmitButton>{e ? 'Save changes' : 'Create draft'}</SubmitButton></div>
    </ActionForm>
  );
}
