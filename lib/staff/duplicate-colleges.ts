// Possible duplicate colleges: another submitted, not rejected entry with the same name (ignoring case and
// spacing) in the same district. Two identical "Cotton University" entries were once approved side by side;
// the console flags them in the queue and on the college's page, and approves one only when told it was compared.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { Prisma } from '@/lib/generated/prisma/client';

/** The rule, for a query with the college as `i` and the other entry as `j`. */
export const SAME_COLLEGE = Prisma.sql`j.id <> i.id AND j.district_id = i.district_id AND j.submitted_at IS NOT NULL AND j.status <> 'rejected'
  AND lower(regexp_replace(trim(j.name), '\\s+', ' ', 'g')) = lower(regexp_replace(trim(i.name), '\\s+', ' ', 'g'))`;

export type OtherEntry = { id: number; name: string; applicationId: string | null; status: string };

/** For each of `ids` that may be a duplicate, the other entries (up to 10 each). */
export async function otherEntriesOf(ids: number[]): Promise<Map<number, OtherEntry[]>> {
  const found = new Map<number, OtherEntry[]>();
  if (!ids.length) return found;
  const rows = await db.$queryRaw<{ of: number; id: number; name: string; application_id: string | null; status: string }[]>`
    SELECT i.id AS of, j.id, j.name, j.application_id, j.status::text AS status
    FROM institutions i JOIN institutions j ON ${SAME_COLLEGE}
    WHERE i.id IN (${Prisma.join(ids)}) ORDER BY i.id, j.id`;
  for (const r of rows) {
    const list = found.get(r.of) ?? [];
    if (list.length < 10) list.push({ id: r.id, name: r.name, applicationId: r.application_id, status: r.status });
    found.set(r.of, list);
  }
  return found;
}
