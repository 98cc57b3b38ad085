// What a wizard is, as data (docs/decisions/021): its steps in order, each with its label, its title and the
// fields it checks, the empty form, and its draft's key. A form's spec lives beside its step components; the
// engine (use-wizard.ts, wizard-frame.tsx, draft.ts) reads nothing else. No zod here: the step schemas are
// loaded on the first check (zod-steps.ts), so a page's first load carries none of them.
export type StepSpec<K extends string> = {
  key: K;
  /** Under the step's number in the progress bar. */
  label: string;
  /** The step's heading: "Step n of total: title". */
  title: string;
  /** The form fields this step checks, as its schema and the server's field errors name them. */
  fields: readonly string[];
  /** The Next button's words on this step, when not "Next". */
  nextLabel?: string;
};

export type WizardSpec<V, K extends string> = {
  steps: readonly StepSpec<K>[];
  empty: V;
  /** The draft's sessionStorage key (draft.ts). */
  draftKey: string;
  /** Fields never written to the draft (a password): the step holding one is passed again after a reload. */
  neverKept?: readonly (keyof V & string)[];
  /** What the draft notice says was kept and what must be given again. */
  draftNotice: string;
  submitLabel: string;
};

export const stepKeys = <K extends string>(spec: { steps: readonly StepSpec<K>[] }): K[] => spec.steps.map((s) => s.key);

export const stepOf = <K extends string>(spec: { steps: readonly StepSpec<K>[] }, key: K): StepSpec<K> =>
  spec.steps.find((s) => s.key === key) ?? spec.steps[0]!;

/** The step whose fields include `field`, if any. */
export const stepOfField = <K extends string>(spec: { steps: readonly StepSpec<K>[] }, field: string): K | undefined =>
  spec.steps.find((s) => s.fields.includes(field))?.key;

/** The step that is open: `step`, or, when it left the list (a date of birth no longer a minor's), the nearest
 * step before it that is still in `steps`. */
export function openStep<K extends string>(all: readonly K[], steps: readonly K[], step: K): K {
  if (steps.includes(step)) return step;
  return all.slice(0, all.indexOf(step)).reverse().find((k) => steps.includes(k)) ?? steps[0]!;
}
