// A wizard's step schemas as react-hook-form resolvers and as a plain check of every step before sending.
// Imported only by a form's lazily loaded step-schemas module: zod and @hookform/resolvers (about 40 KB gzip)
// arrive on the first check, not with the page (docs/decisions/016 and 021). The schemas are the server's.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from '@/lib/kernel/zod';

/** The schema that checks `step` (null: the step is checked outside react-hook-form, e.g. files). */
export type SchemaFor<K extends string, C> = (step: K, context: C) => z.ZodType | null;

export type StepChecks<V extends FieldValues, K extends string, C> = {
  resolver(step: K, context: C): Resolver<V>;
  /** The first message per field of a step, or null when the step is valid. */
  errors(step: K, values: V, context: C): Record<string, string> | null;
};

export function stepChecks<V extends FieldValues, K extends string, C = undefined>(schemaFor: SchemaFor<K, C>): StepChecks<V, K, C> {
  const noChecks: Resolver<V> = async (values) => ({ values, errors: {} });
  return {
    resolver(step, context) {
      const schema = schemaFor(step, context);
      return schema ? (zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<V>) : noChecks;
    },
    errors(step, values, context) {
      const result = schemaFor(step, context)?.safeParse(values);
      if (!result || result.success) return null;
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return errors;
    },
  };
}
