'use client';
// The wizard's draft in sessionStorage, so a reload (a phone's file picker often evicts the page) does not
// lose the steps already filled. Only text and choices are kept: never a password (nothing secret should sit
// in storage a page script can read) and never a file (a browser cannot keep one); the wizard asks for both
// again. sessionStorage rather than localStorage: the draft ends with the tab, on a shared lab computer too.
import { useCallback, useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { EMPTY_VALUES, type StepKey, type WizardValues } from './form-values';
import { forgetReferral, read, remove, write } from './tab-storage';

const NEVER_KEPT = ['password', 'confirmPassword'] as const;
const draftKey = (kind: ApplicantKind) => `registrationDraft:${kind}`;

export type Draft = { values: Partial<WizardValues>; step: StepKey; completed: Partial<Record<StepKey, boolean>> };

/** Only the fields the wizard knows, of the right type: a stale or edited draft cannot inject anything else. */
function cleanValues(values: Partial<WizardValues> | undefined): Partial<WizardValues> {
  const out: Record<string, unknown> = {};
  for (const [k, empty] of Object.entries(EMPTY_VALUES)) {
    if ((NEVER_KEPT as readonly string[]).includes(k)) continue;
    const v = (values as Record<string, unknown> | undefined)?.[k];
    if (Array.isArray(empty) ? Array.isArray(v) && v.every((x) => typeof x === 'string') : typeof v === typeof empty) out[k] = v;
  }
  return out as Partial<WizardValues>;
}

export function clearDraft(kind: ApplicantKind) {
  remove(draftKey(kind));
  if (kind === 'member') forgetReferral();
}

type State = { step: StepKey; completed: Partial<Record<StepKey, boolean>> };

/**
 * Restores a draft once after mount (through `onRestore`), then saves the form on every change.
 * `restored` says a draft was brought back: the wizard then shows "Start over" and asks for the files.
 */
export function useWizardDraft(kind: ApplicantKind, form: UseFormReturn<WizardValues>, state: State, onRestore: (draft: Draft) => void) {
  const [phase, setPhase] = useState<'reading' | 'fresh' | 'restored'>('reading');
  const values = useWatch({ control: form.control });

  useEffect(() => {
    const draft = read<Draft>(draftKey(kind));
    const found = Boolean(draft && typeof draft === 'object' && draft.step);
    if (found) onRestore({ values: cleanValues(draft!.values), step: draft!.step, completed: draft!.completed ?? {} });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time restore from browser storage after hydration
    setPhase(found ? 'restored' : 'fresh');
    // Once, after mount: sessionStorage does not exist on the server.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (phase === 'reading') return; // do not overwrite the draft with the empty form before it is restored
    const kept = cleanValues(values as Partial<WizardValues>);
    // Nothing typed (a fresh form, or just after Start over): no draft, so a reload starts clean.
    const typed = Object.entries(kept).some(([k, v]) => JSON.stringify(v) !== JSON.stringify(EMPTY_VALUES[k as keyof WizardValues]));
    if (!typed) return remove(draftKey(kind));
    write(draftKey(kind), { values: kept, step: state.step, completed: state.completed } satisfies Draft);
  }, [phase, kind, values, state.step, state.completed]);

  // Start over forgets the answers, not the member's validated referral code.
  const forget = useCallback(() => { remove(draftKey(kind)); setPhase('fresh'); }, [kind]);
  return { restored: phase === 'restored', forget };
}
