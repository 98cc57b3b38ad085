// A labelled input for the console's forms (server-rendered; no script needed).
import { KeepDraft } from './draft';
/** `autoFocus`: only for the one field a step of its own is about (the code after "Continue"). */
export function Field({ label, name, type = 'text', autoComplete, required, hint, defaultValue, inputMode, maxLength, autoFocus }: {
  label: string; name: string; type?: string; autoComplete?: string; required?: boolean; hint?: string; defaultValue?: string;
  inputMode?: 'numeric' | 'text' | 'email'; maxLength?: number; autoFocus?: boolean;
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <div className="grid gap-1">
      <label htmlFor={name} className="text-sm font-semibold text-slate-800">{label}</label>
      {hint ? <p id={hintId} className="text-sm text-slate-600">{hint}</p> : null}
      <input
        id={name} name={name} type={type} autoComplete={autoComplete} required={required} aria-describedby={hintId}
        defaultValue={defaultValue} inputMode={inputMode} maxLength={maxLength} autoFocus={autoFocus}
        className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900"
      />
    </div>
  );
}

/** `draft`: a key under which the browser keeps the typed text across signing in again (./draft.tsx). */
export function TextArea({ label, name, required, defaultValue, rows = 3, draft }: { label: string; name: string; required?: boolean; defaultValue?: string; rows?: number; draft?: string }) {
  const id = draft ? `${name}-${draft.replace(/\W+/g, '-')}` : name;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">{label}</label>
      <textarea id={id} name={name} required={required} rows={rows} defaultValue={defaultValue} maxLength={2000}
        className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900" />
      {draft ? <KeepDraft target={id} draft={draft} /> : null}
    </div>
  );
}
