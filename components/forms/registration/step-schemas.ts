// Which schema of lib/registration/schema.ts checks which wizard step (the engine's StepChecks,
// components/forms/wizard/zod-steps.ts). Loaded on the first check of a step, with zod, not with the page.
import { z } from '@/lib/kernel/zod';
import {
  educationStepSchema, GUARDIAN_MESSAGES, guardianStepSchema, institutionStepSchema, personalStepSchema,
} from '@/lib/registration/schema';
import { stepChecks } from '../wizard/zod-steps';
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

/** `categories`: the reference list, the schemas' context. */
export const checks = stepChecks<WizardValues, StepKey, Option[]>((step, categories) => {
  switch (step) {
    case 'institute': return institutionStepSchema;
    case 'personal': return personalStepSchema;
    case 'guardian': return guardianSchema;
    case 'education': return educationSchema(categories);
    default: return null; // documents: checked with documentErrors(), outside react-hook-form
  }
});
