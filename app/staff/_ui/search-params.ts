// The console's query strings, as its pages read them. Next.js hands a repeated parameter (?q=a&q=b) to a page as
// an array, which a filter written for a string passes on to the database (a 500): a repeated parameter is
// ignored, as if absent, and so is anything but a string. A NUL character goes too: PostgreSQL text cannot hold
// one, and a search for it failed inside the database (a 500). A page types what it reads as plain strings.
import { isDbIdString } from '@/lib/kernel/db-ids';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function singleParams(searchParams: SearchParams): Promise<Record<string, string | undefined>> {
  const sp = await searchParams;
  return Object.fromEntries(Object.entries(sp).map(([k, v]) => [k, typeof v === 'string' ? v.replaceAll('\0', '') : undefined]));
}

/** A row id in a query string (a page cursor, ?before=): undefined unless it can name a row (lib/kernel/db-ids.ts). */
export const idParam = (v: string | undefined) => (v !== undefined && isDbIdString(v) ? Number(v) : undefined);
