// Human-readable application ids: INT-2026-00042 (intern), MEM-… (member), INS-… (institution).
// The number is the row id, so uniqueness follows from the primary key; the year is India's.
import { todayInIndia } from '@/lib/kernel/age';
import type { ApplicationKind } from './applicant-kinds';

export const APPLICATION_PREFIX: Record<ApplicationKind, string> = { intern: 'INT', member: 'MEM', institution: 'INS' };

export function applicationId(kind: ApplicationKind, id: number, at = new Date()): string {
  const [year] = todayInIndia(at).split('-'); // YYYY-MM-DD
  return `${APPLICATION_PREFIX[kind]}-${year}-${String(id).padStart(5, '0')}`;
}
