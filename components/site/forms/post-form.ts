// Sends a form's values to its same-origin endpoint as JSON, puts the server's field errors next to the
// fields, and returns the outcome to show. Values stay in the form on error, so nothing typed is lost.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Outcome } from './form-outcome';

export type PostResult = { outcome: NonNullable<Outcome>; body: Record<string, unknown> };

export async function postForm<T extends FieldValues>(endpoint: string, values: T, setError: UseFormSetError<T>): Promise<PostResult> {
  try {
    const res = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    const message = typeof body.message === 'string' ? body.message : '';
    if (res.ok && body.success) return { outcome: { kind: 'success', message: message || 'Thank you!' }, body };
    const errors = (body.errors ?? {}) as Record<string, string>;
    for (const [field, text] of Object.entries(errors)) {
      if (field in values) setError(field as Path<T>, { type: 'server', message: text });
    }
    return { outcome: { kind: 'error', message: message || 'Sorry, that did not work. Please try again.' }, body };
  } catch {
    return { outcome: { kind: 'error', message: 'We could not reach the server. Please check your connection and try again.' }, body: {} };
  }
}
