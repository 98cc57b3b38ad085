// Inputs of the reference-list endpoints. Shared by the route handlers and the forms that call them.
import { z } from '../kernel/zod';
import { isDbIdString, MAX_DB_ID } from '../kernel/db-ids';
import { composed } from '../kernel/message';

/** A path id: digits only. 0 is allowed where the spec gives it a meaning ("all"). */
export const pathIdSchema = z
  .string()
  .refine((v) => isDbIdString(v, { allowZero: true }), 'The id must be a whole number.')
  .transform(Number);

/** An id in a JSON body: a positive whole number, given as a number or a digit string. */
const bodyId = (label: string) => {
  const required = composed('{field} is required.', { field: label }); // a field's name, not a word to translate
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? required : `${label} must be a whole number.`) })
      .int(`${label} must be a whole number.`)
      .positive(`${label} must be a positive whole number.`)
      .max(MAX_DB_ID, `${label} is not a known id.`),
  );
};

export const courseQuerySchema = z.object({
  category_id: bodyId('category_id'),
  stream_id: bodyId('stream_id'),
});

