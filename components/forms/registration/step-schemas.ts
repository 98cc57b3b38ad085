// Which schema of lib/registration/schema.ts checks which wizard step, as a react-hook-form
// resolver (zodResolver) for the step on screen, and as a plain check of every step before submitting.
import { z } from '@/lib/kernel/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  educationStepSchema, GUARDIAN_MESSAGES, guardianStepSchema, institutionStepSchema, personalStepSchema,
} from '@/lib/registration/schema';
import type { Option } from './api';
import type { StepKey, WizardValues } from './form-values';
import { nameOf } from './use-reference-lists';

/** The guardian's number must differ from the applicant's (checked by the server's schema too). */
const guardianSchema = guardianStepSchema.extend({ mobileNumber: z.string().optional() }).superRefine((v, ctx) => {
  if (v.guardianMobile === v.mobileNumber) ctx.addIssue({ code: 'custom', path: ['guardianMobile'], message: GUARDIAN_MESSAGES.mobileSame });
});

/** The education schema needs the chosen category's name to know whether course and semester are asked. */
const educationSchema = (categories: Option[]) =>
  z.preprocess((v) => {
    const values = v as WizardValues;
    return { ...values, categoryName: nameOf(categories, values.category) };
  }, educationStepSchema);

function schemaFor(step: StepKey, categories: Option[]): z.ZodType | null {
  switch (step) {
    case 'institute': return institutionStepSchema;
    case 'personal': return personalStepSchema;
    case 'guardian': return guardianSchema;
    case 'education': return educationSchema(categories);
    default: return null; // documents: checked with documentErrors(), outside react-hook-form
  }
}

const noChecks: Resolver<WizardValues> = async (values) => ({ values, errors: {} });

export function stepResolver(step: StepKey, categories: Option[]): Resolver<WizardValues> {
  const schema = schemaFor(step, categories);
  return schema ? (zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<WizardValues>) : noChecks;
}

/** The first message per field of a step, or null when the step is valid. */
export function stepErrors(step: StepKey, values: WizardValues, categories: Option[]): Record<string, string> | null {
  const schema = schemaFor(step, categories);
  const result = schema?.safeParse(values);
  if (!result || result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
