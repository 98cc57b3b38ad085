// Sends a form's values to its same-origin endpoint as JSON (lib/client/api-client.ts), puts the server's
// field errors next to the fields, and returns the outcome to show. Values stay in the form on error, so
// nothing typed is lost.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { callApi } from '@/lib/client/api-client';
import type { Outcome } from './form-outcome';

export type PostResult = { outcome: NonNullable<Outcome>; body: Record<string, unknown> };

export async function postForm<T extends FieldValues>(endpoint: string, values: T, setError: UseFormSetError<T>): Promise<PostResult> {
  const answer = await callApi(endpoint, { json: values });
  if (answer.ok) return { outcome: { kind: 'success', message: answer.message || 'Thank you!' }, body: answer.body };
  if (answer.status === 0) {
    return { outcome: { kind: 'error', message: 'We could not reach the server. Please check your connection and try again.' }, body: {} };
  }
  for (const [field, text] of Object.entries(answer.fields)) {
    if (field in values) setError(field as Path<T>, { type: 'server', message: text });
  }
  return { outcome: { kind: 'error', message: answer.message || 'Sorry, that did not work. Please try again.' }, body: answer.body };
}
