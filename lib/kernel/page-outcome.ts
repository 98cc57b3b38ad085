// The one place pages turn a domain refusal into something to show. A page asks for its data through
// attempt(); a refusal (not found, not yours) comes back as a value the page renders as a notice, and
// anything unexpected (the database is down) is rethrown for the segment's error.tsx.
import { DomainError } from './domain-errors';

export type PageOutcome<T> = { ok: true; value: T } | { ok: false; error: DomainError };

export async function attempt<T>(load: () => Promise<T>): Promise<PageOutcome<T>> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, error };
    throw error;
  }
}
