'use client';
// Every wizard's draft, one policy (docs/decisions/021): sessionStorage, so a reload (a phone's file picker
// often evicts the page) keeps the steps already filled, and the draft ends with the tab, on a shared lab
// computer too. Only the form's own fields of the right type are kept, never a field the spec lists as
// never kept (a password: nothing secret in storage a page script can read) and never a file (a browser
// cannot keep one). Nothing typed, no draft. A form sent removes it for good (finish); Start over forgets it.
import { useCallback, useEffect, useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { read, remove, write } from './session-store';
import { stepKeys, type WizardSpec } from './spec';

export type Draft<V, K extends string> = {
  values: Partial<V>;
  step: K;
  completed: Partial<Record<K, boolean>>;
  /** A form's own state beyond its fields (the institution created before its proof failed to send). */
  extra?: Record<string, unknown>;
};

/** Only the fields the form knows, of the right type: a stale or edited draft cannot inject anything else. */
function cleanValues<V>(spec: WizardSpec<V, string>, values: unknown): Partial<V> {
  const out: Record<string, unknown> = {};
  for (const [k, empty] of Object.entries(spec.empty as Record<string, unknown>)) {
    if ((spec.neverKept as readonly string[] | undefined)?.includes(k)) continue;
    const v = (values as Record<string, unknown> | undefined)?.[k];
    if (Array.isArray(empty) ? Array.isArray(v) && v.every((x) => typeof x === 'string') : typeof v === typeof empty) out[k] = v;
  }
  return out as Partial<V>;
}

/** The stored draft, cleaned; null when there is none or it is not one of this form's. */
export function readDraft<V, K extends string>(spec: WizardSpec<V, K>): Draft<V, K> | null {
  const draft = read<Partial<Draft<V, K>>>(spec.draftKey);
  const keys = stepKeys(spec);
  if (!draft || typeof draft !== 'object' || !keys.includes(draft.step as K)) return null;
  const completed = Object.fromEntries(keys.map((k) => [k, draft.completed?.[k] === true])) as Record<K, boolean>;
  const extra = draft.extra && typeof draft.extra === 'object' ? draft.extra : undefined;
  return { values: cleanValues(spec, draft.values), step: draft.step as K, completed, extra };
}

type State<K extends string> = Omit<Draft<unknown, K>, 'values'>;

/**
 * Restores a draft once after mount (through `onRestore`), then saves the form on every change.
 * `restored` says a draft was brought back: the wizard then shows its notice and Start over.
 */
export function useDraft<V extends FieldValues, K extends string>(spec: WizardSpec<V, K>, form: UseFormReturn<V>, state: State<K>, onRestore: (draft: Draft<V, K>) => void) {
  const [phase, setPhase] = useState<'reading' | 'fresh' | 'restored' | 'done'>('reading');
  const values = useWatch({ control: form.control });

  useEffect(() => {
    const draft = readDraft(spec);
    if (draft) onRestore(draft);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time restore from browser storage after hydration
    setPhase(draft ? 'restored' : 'fresh');
    // Once, after mount: sessionStorage does not exist on the server.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { step, completed, extra } = state;
  useEffect(() => {
    if (phase === 'reading') return; // do not overwrite the draft with the empty form before it is restored
    if (phase === 'done') return; // sent: a last change of state must not write the draft back
    const kept = cleanValues(spec, values);
    // Nothing typed (a fresh form, or just after Start over): no draft, so a reload starts clean.
    const typed = Object.entries(kept).some(([k, v]) => JSON.stringify(v) !== JSON.stringify((spec.empty as Record<string, unknown>)[k]));
    if (!typed) return remove(spec.draftKey);
    write(spec.draftKey, { values: kept, step, completed, extra } satisfies Draft<V, K>);
  }, [phase, spec, values, step, completed, extra]);

  const forget = useCallback(() => { remove(spec.draftKey); setPhase('fresh'); }, [spec]);
  const finish = useCallback(() => { remove(spec.draftKey); setPhase('done'); }, [spec]);
  return { restored: phase === 'restored', forget, finish };
}
