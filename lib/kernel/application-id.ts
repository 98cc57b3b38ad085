// Human-readable application ids: INT-2026-00042 (intern), MEM-… (member), INS-… (institution).
// The number is the row id, so uniqueness follows from the primary key; the year is India's.
import { todayInIndia } from '@/lib/kernel/age';

export const APPLICATION_PREFIX = { intern: 'INT', member: 'MEM', institution: 'INS' } as const;

export function applicationId(kind: keyof typeof APPLICATION_PREFIX, id: number, at = new Date()): string {
  const [year] = todayInIndia(at).split('-'); // YYYY-MM-DD
  return `${APPLICATION_PREFIX[kind]}-${year}-${String(id).padStart(5, '0')}`;
}
