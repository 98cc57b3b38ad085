// The answer of a registration sent without scripts travels from the POST (./register/route.ts) to the result page
// (./registered/page.tsx) in a short-lived cookie, not in the address: a ticket code in a URL would land in the
// history, in logs and in a shared link. The cookie lives a minute and is cleared by the answer that shows it
// (lib/events/registration-outcome-cookie.ts). It is read back strictly (shapes and lengths below); at worst a cookie
// someone planted in their own browser shows them a text of ours or a code of their own making.
import type { RegistrationAnswer } from '@/lib/events/registration-answer';

export type Outcome = { slug: string } & (RegistrationAnswer | { status: 'refused'; message: string; fields: Record<string, string> });

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

export const writeOutcome = (o: Outcome) => Buffer.from(JSON.stringify(o)).toString('base64url');

export function readOutcome(value: string | undefined, slug: string): Outcome | null {
  if (!value || value.length > 4096) return null;
  let o: Record<string, unknown>;
  try { o = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>; } catch { return null; }
  if (!o || o.slug !== slug) return null;
  if (o.status === 'registered' && isText(o.ticket_code, 20) && /^[A-Z0-9-]+$/.test(o.ticket_code)) return { slug, status: 'registered', ticket_code: o.ticket_code };
  if (o.status === 'waitlisted' && Number.isSafeInteger(o.position) && (o.position as number) > 0) return { slug, status: 'waitlisted', position: o.position as number };
  if (o.status === 'already_registered') return { slug, status: 'already_registered', resent: o.resent === true };
  if (o.status === 'refused' && isText(o.message, 300) && o.fields && typeof o.fields === 'object') {
    const fields = Object.fromEntries(Object.entries(o.fields as Record<string, unknown>).filter((e): e is [string, string] => ['name', 'email', 'mobile', 'organisation', 'consent'].includes(e[0]) && isText(e[1], 300)));
    return { slug, status: 'refused', message: o.message, fields };
  }
  return null;
}
