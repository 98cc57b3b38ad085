// The resolver react-hook-form calls on Next. It decides the step from the values it checks, as the wizard
// decides which step is open: a restored draft on the Guardian step of an applicant who is no longer a minor
// shows the Personal step, so Personal's schema must check it (not Guardian's, which would let it pass).
import type { FieldValues, Resolver } from 'react-hook-form';
import { openStep } from './spec';
import type { StepChecks } from './zod-steps';

export type StepSource<V extends FieldValues, K extends string, C> = {
  checks: () => Promise<StepChecks<V, K, C>>;
  context: C;
  /** Every step of the form, in order. */
  all: readonly K[];
  /** The steps this applicant sees, from the values; all by default. */
  active?(values: V): readonly K[];
};

export function openStepResolver<V extends FieldValues, K extends string, C>(source: StepSource<V, K, C>, step: K): Resolver<V> {
  const { checks, context, all, active } = source;
  return async (values, ctx, options) => (await checks()).resolver(openStep(all, active?.(values) ?? all, step), context)(values, ctx, options);
}
