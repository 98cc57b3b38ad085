'use client';
// The wizard engine (docs/decisions/021): which step is open, which are passed, the check of a step on Next
// with its schema (loaded on the first check, the same schema the server parses), the draft, the server's
// field errors put back at their fields, and Start over. A form brings its spec (spec.ts), its step schemas,
// and what is its own (a list check, a toast); the frame (wizard-frame.tsx) draws the rest.
import { useMemo, useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { useHydrated } from '../before-scripts';
import { useRecheckWhileTyping } from '../use-recheck-while-typing';
import { useDraft, type Draft } from './draft';
import { openStepResolver } from './open-step-resolver';
import { openStep, stepKeys, stepOf, stepOfField, type WizardSpec } from './spec';
import type { StepChecks } from './zod-steps';

type Options<V extends FieldValues, K extends string, C> = {
  /** The form's step schemas, fetched once (loadOnce(() => import('./step-schemas'))). */
  checks: () => Promise<StepChecks<V, K, C>>;
  /** What the schemas need beyond the values (the reference lists). */
  context: C;
  /** The steps this applicant sees, in order, from the values (the Guardian step only for a minor); all by default. */
  active?(values: V): readonly K[];
  /** Extra state the draft keeps (JSON), and what to do with it when restored. */
  extra?: Record<string, unknown>;
  onRestore?(draft: Draft<V, K>): void;
  /** After a step's own check: a further one (a list choice, a taken number); answers whether the step passes. */
  afterCheck?(step: K, ok: boolean): boolean | Promise<boolean>;
};

export function useWizard<V extends FieldValues, K extends string, C>(spec: WizardSpec<V, K>, o: Options<V, K, C>) {
  const ready = useHydrated(); // until then every control waits (../before-scripts.tsx)
  const all = useMemo(() => stepKeys(spec), [spec]);
  const [step, setStep] = useState<K>(all[0]!);
  const [completed, setCompleted] = useState<Partial<Record<K, boolean>>>({});
  const { checks, context, active } = o;
  // The step's schema is fetched on its first check, not with the page (see Options.checks); the step checked is
  // the open one (`current` below), decided again from the values checked.
  const resolver = useMemo<Resolver<V>>(
    () => openStepResolver({ checks, context, all, active }, step),
    [checks, step, context, active, all],
  );
  const form = useForm<V>({ resolver, mode: 'onBlur', reValidateMode: 'onChange', defaultValues: spec.empty as DefaultValues<V> });
  useRecheckWhileTyping(form);

  const values = useWatch({ control: form.control }) as V;
  const steps = active?.(values) ?? all;
  // A step that left the list (a date of birth no longer a minor's) falls back to the one before it.
  const current = openStep(all, steps, step);
  const index = steps.indexOf(current);

  const draft = useDraft(spec, form, { step, completed, extra: o.extra }, (d) => {
    form.reset({ ...spec.empty, ...d.values });
    // A never-kept field (a password) is empty again: its step, and any after it, must be passed again.
    const again = all.find((k) => stepOf(spec, k).fields.some((f) => (spec.neverKept as readonly string[] | undefined)?.includes(f)));
    const resume = again !== undefined && all.indexOf(d.step) > all.indexOf(again) ? again : d.step;
    setStep(resume);
    setCompleted(again ? { ...d.completed, [again]: false } : d.completed);
    o.onRestore?.(d);
  });

  /** Checks the open step; answers whether it passed, and moves on when it did and `advance` is set. */
  async function check(advance: boolean) {
    const fields = stepOf(spec, current).fields as FieldPath<V>[];
    let ok = await form.trigger(fields, { shouldFocus: true });
    if (o.afterCheck) ok = await o.afterCheck(current, ok);
    setCompleted((c) => ({ ...c, [current]: ok }));
    if (ok && advance && index < steps.length - 1) setStep(steps[index + 1]!);
    return ok;
  }

  /** Shows field errors (the server's, or a final check's) at their fields and opens the earliest step that has
   * one. `elsewhere` takes the fields the form shows outside react-hook-form (files); answers whether any was shown. */
  function showErrors(errors: Record<string, string>, elsewhere?: (field: string, message: string) => boolean) {
    let first: number | undefined;
    const failed = new Set<K>();
    for (const [field, message] of Object.entries(errors)) {
      const at = stepOfField(spec, field);
      if (!at || !steps.includes(at)) continue;
      if (!elsewhere?.(field, message)) form.setError(field as FieldPath<V>, { message });
      failed.add(at);
      const i = steps.indexOf(at);
      if (first === undefined || i < first) first = i;
    }
    setCompleted((c) => ({ ...c, ...Object.fromEntries([...failed].map((s) => [s, false])) }));
    if (first !== undefined) setStep(steps[first]!);
    return first !== undefined;
  }

  /** Before sending: earlier steps may have been edited after they were passed, so every step is checked again. */
  async function checkAll(): Promise<boolean> {
    const { errors } = await checks();
    const values = form.getValues();
    for (const s of steps) {
      const found = errors(s, values, context);
      if (found) { showErrors(found); return false; }
    }
    return true;
  }

  function startOver() {
    draft.forget();
    form.reset(spec.empty);
    setCompleted({});
    setStep(all[0]!);
  }

  return {
    spec, form, ready, steps, current, index, completed, setCompleted, setStep,
    isFirst: index === 0, isLast: index === steps.length - 1, restored: draft.restored,
    next: () => check(true), check: () => check(false), previous: () => setStep(steps[Math.max(0, index - 1)]!),
    showErrors, checkAll, startOver,
    /** The form was sent: the draft is removed and no longer saved. */
    finish: draft.finish,
  };
}

export type Wizard<V extends FieldValues, K extends string> = ReturnType<typeof useWizard<V, K, never>>;
