// Which part of lib/institutions/schema.ts checks which step (the engine's StepChecks), and the API payload
// built from the same schema. Loaded on the first check, with zod, not with the page (docs/decisions/021).
import { institutionFormSchema, STEP_FIELDS, toPayload } from '@/lib/institutions/schema';
import { stepChecks } from '../wizard/zod-steps';
import type { InstitutionFormValues, InstitutionStep } from './form-values';

const only = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, true])) as Record<keyof InstitutionFormValues, true>;

export const checks = stepChecks<InstitutionFormValues, InstitutionStep>((step) =>
  step === 'upload' ? null : institutionFormSchema.pick(only(STEP_FIELDS[step])));

/** The create-institution body; call after every step passed (it throws on invalid values). */
export const payloadOf = (values: InstitutionFormValues) => toPayload(institutionFormSchema.parse(values));
