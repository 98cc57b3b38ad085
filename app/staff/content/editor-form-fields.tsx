'use client';
// The one editor for every content type: its fields, drawn from the type's description, in English and (for the
// translated ones) Assamese and Hindi. A plain form post to a server action, so it works without scripts. A save
// refused for a conflict shows the other person's draft beside what this person typed, keeps the typed text in
// the boxes, and saving again (from their version) replaces theirs knowingly.
import { useActionState } from 'react';
import { SubmitButton } from '../_ui/action-form';
import type { EditorState } from './actions';
import type { Values } from './form-values';
import { REPORT_ACCEPT } from '@/lib/media/report-rules';

export type EditorField = { name: string; kind: string; label: string; hint?: string; required: boolean; max?: number; min?: number; options?: readonly { value: string; label: string }[]; upload?: 'pdf' };
export type EditorLanguage = { lang: string; label: string; fields: EditorField[] };

const box = 'min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';
const MARKUP_HINT = 'A blank line starts a new paragraph. Start lines with "- " for a list or "1. " for a numbered list. **bold**, *italic*, [words](https://…) for a link.';

function Input({ f, lang, value, error }: { f: EditorField; lang: string; value: string; error?: string }) {
  const id = `${lang}.${f.name}`;
  const hint = f.kind === 'richText' ? [f.hint, MARKUP_HINT].filter(Boolean).join(' ') : f.kind === 'image' ? [f.hint, 'The image\'s stored name (from an upload).'].filter(Boolean).join(' ') : f.hint;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, name: id, lang: lang === 'en' ? undefined : lang, 'aria-describedby': described, 'aria-invalid': error ? true : undefined, required: lang === 'en' && f.required };
  const label = `${f.label}${lang === 'en' && !f.required && f.kind !== 'boolean' ? ' (optional)' : ''}`;
  if (f.kind === 'boolean') {
    return (
      <div className="flex items-center gap-2">
        <input type="checkbox" {...common} required={false} defaultChecked={value === 'on'} className="size-5" />
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">{f.label}</label>
        {error ? <p id={`${id}-error`} className="text-sm text-red-800">{error}</p> : null}
      </div>
    );
  }
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">{label}</label>
      {hint ? <p id={`${id}-hint`} className="text-sm text-slate-600">{hint}</p> : null}
      {f.kind === 'longText' || f.kind === 'richText' ? (
        <textarea {...common} rows={f.kind === 'richText' ? 8 : 4} maxLength={f.max} defaultValue={value} className={box} />
      ) : f.kind === 'select' ? (
        <select {...common} defaultValue={value} className={box}>
          <option value="">Choose…</option>
          {f.options?.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      ) : (
        <input {...common} type={f.kind === 'date' ? 'date' : 'text'} inputMode={f.kind === 'number' ? 'numeric' : undefined} maxLength={f.max} defaultValue={value} className={box} />
      )}
      {f.upload === 'pdf' ? (
        <>
          <label htmlFor={`${id}.upload`} className="text-sm font-semibold text-slate-800">Upload a new PDF (optional; replaces the stored name above when you save)</label>
          <input id={`${id}.upload`} name={`${id}.upload`} type="file" accept={REPORT_ACCEPT} className="text-base" />
        </>
      ) : null}
      {error ? <p id={`${id}-error`} className="text-sm text-red-800">{error}</p> : null}
    </div>
  );
}

function Conflict({ c, yours, languages }: { c: NonNullable<NonNullable<EditorState>['conflict']>; yours: Values; languages: EditorLanguage[] }) {
  const rows = languages.flatMap((l) => l.fields.map((f) => ({ id: `${l.lang}.${f.name}`, label: `${f.label} (${l.label.split(' ')[0]})` })))
    .filter((r) => (c.theirs[r.id] ?? '') !== (yours[r.id] ?? ''));
  return (
    <section aria-labelledby="conflict-title" className="rounded-md border border-amber-500 bg-amber-50 p-4 text-amber-950">
      <h2 id="conflict-title" className="font-bold">Someone else saved this item since you opened it</h2>
      <p className="mt-1 text-sm">{c.updatedBy} saved it at {new Date(c.updatedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })} (IST). Your text is still in the form below. Compare, change what you need, then save again: your save will replace theirs.</p>
      <table className="mt-3 w-full border-collapse bg-white text-left text-sm">
        <caption className="sr-only">Fields that differ</caption>
        <thead><tr className="border-b border-slate-300"><th scope="col" className="p-2">Field</th><th scope="col" className="p-2">Their version</th><th scope="col" className="p-2">Your version</th></tr></thead>
        <tbody>{rows.map((r) => (
          <tr key={r.id} className="border-b border-slate-200 align-top">
            <th scope="row" className="p-2 font-semibold">{r.label}</th>
            <td className="p-2 whitespace-pre-wrap">{c.theirs[r.id] || '(empty)'}</td>
            <td className="p-2 whitespace-pre-wrap">{yours[r.id] || '(empty)'}</td>
          </tr>
        ))}</tbody>
      </table>
    </section>
  );
}

type Save = (state: EditorState, form: FormData) => Promise<EditorState>;

/** `save`: the server action, bound to the item (./editor.tsx). */
export function EditorFormFields({ save, itemKey, version, languages, initial }: { save: Save; itemKey: string | null; version: number | null; languages: EditorLanguage[]; initial: Values }) {
  const [state, action] = useActionState(save, null);
  const values = state?.values ?? initial;
  const base = state?.conflict?.version ?? version;
  return (
    <form action={action} className="grid gap-4" noValidate>
      {state?.conflict ? <Conflict c={state.conflict} yours={values} languages={languages} /> : null}
      {state?.error && !state.conflict ? <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">{state.error}</p> : null}
      {/* Re-drawn for each answer, so the boxes hold what the answer gives back (what was typed). */}
      <div key={JSON.stringify([state?.conflict?.version, state?.error, values])} className="grid gap-4">
        {itemKey === null ? (
          <div className="grid gap-1">
            <label htmlFor="key" className="text-sm font-semibold text-slate-800">Key</label>
            <p id="key-hint" className="text-sm text-slate-600">Lower-case letters, digits and dashes, for example tea-garden-workshop. It cannot be changed later.</p>
            <input id="key" name="key" required maxLength={80} defaultValue={values.key} aria-describedby={state?.fields?.key ? 'key-hint key-error' : 'key-hint'} className={box} />
            {state?.fields?.key ? <p id="key-error" className="text-sm text-red-800">{state.fields.key}</p> : null}
          </div>
        ) : null}
        {base !== null ? <input type="hidden" name="baseVersion" value={base} /> : null}
        {languages.map((l) => (
          <fieldset key={l.lang} className="grid gap-3 rounded-md border border-slate-300 bg-white p-4">
            <legend className="px-1 font-semibold">{l.label}</legend>
            {l.fields.map((f) => <Input key={f.name} f={f} lang={l.lang} value={values[`${l.lang}.${f.name}`] ?? ''} error={state?.fields?.[`${l.lang}.${f.name}`]} />)}
          </fieldset>
        ))}
      </div>
      <div><SubmitButton>{state?.conflict ? 'Save mine over theirs' : itemKey === null ? 'Create draft' : 'Save draft'}</SubmitButton></div>
    </form>
  );
}
