// The one door of the console. Every /staff page, server action and route handler asks here for the staff
// member and a permission (./roles.ts): nobody signed in is sent to /staff/login, someone signed in without
// the permission gets 403. Server actions and route handlers that change state first refuse cross-site
// requests with the same check as /api/v1 (lib/http/api-route.ts). Only the `nyf_staff` cookie is read:
// an applicant's session cookie is not a staff session, whatever it holds.
import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { cameFromAnotherSite, FROM_ANOTHER_SITE } from './cross-site';
import { forbidden, redirect } from 'next/navigation';
import { assertSameOrigin } from '@/lib/http/api-route';
import { forbidden as forbiddenError, unauthenticated } from '@/lib/kernel/domain-errors';
import { clientIp } from '@/lib/platform/client-ip';
import { env } from '@/lib/platform/env';
import { can, type Permission } from './roles';
import { refererPath, signInPath } from './return-path';
import { findStaffSession, hasRecentReauth, STAFF_COOKIE, type StaffSessionView } from './sessions';

/** The session behind this request's staff cookie (verified or not), read once per request. */
export const currentStaffSession = cache(async (): Promise<StaffSessionView | null> =>
  findStaffSession((await cookies()).get(STAFF_COOKIE)?.value));

/**
 * For pages: the signed-in staff member holding `permission`; otherwise a redirect to sign in, or 403.
 * `here`: the page's own path (and query), where signing in returns to (lib/staff/return-path.ts).
 */
export async function requireStaff(permission: Permission, here?: string): Promise<StaffSessionView> {
  const session = await currentStaffSession();
  if (!session?.verified) redirect(signInPath(here));
  if (!can(session.staff.role, permission)) forbidden();
  return session;
}

/**
 * For server actions: the same, after refusing a request from another site. Signing in returns to the page
 * the form was on (its Referer), where the browser kept a reason being typed (app/staff/_ui/draft.tsx).
 */
export async function requireStaffAction(permission: Permission): Promise<StaffSessionView> {
  await assertSameOriginAction();
  const h = await headers();
  const hosts = [new URL(env.PUBLIC_BASE_URL).host, h.get('x-forwarded-host') ?? h.get('host') ?? ''];
  return requireStaff(permission, refererPath(h.get('referer'), hosts));
}

export async function assertSameOriginAction() {
  const h = await headers();
  assertSameOrigin(new Request(env.PUBLIC_BASE_URL, { headers: h }));
}

/** Erasure and staff management need the password and a code entered within the last 10 minutes. */
export function requireRecentReauth(session: StaffSessionView, returnTo: string) {
  if (!hasRecentReauth(session)) redirect(`/staff/reauth?next=${encodeURIComponent(returnTo)}`);
}

/**
 * For route handlers (documents and exports, each an audited read): the session, or the answer to send instead
 * (a redirect to sign in, 403, or a refusal of a link from another site).
 */
export async function staffForRequest(req: Request, permission: Permission): Promise<StaffSessionView | Response> {
  if (cameFromAnotherSite(req.headers)) {
    return new Response(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Open it from the console</title><p>${FROM_ANOTHER_SITE}</p><p><a href="/staff">Go to the staff console</a></p></html>`, {
      status: 403, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const session = await currentStaffSession();
  if (!session?.verified) {
    const { pathname, search } = new URL(req.url);
    return new Response(null, { status: 303, headers: { Location: signInPath(pathname + search) } });
  }
  if (!can(session.staff.role, permission)) return new Response('You do not have access to this.', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return session;
}

export async function clientInfo() {
  const h = await headers();
  return { ip: clientIp(h), userAgent: h.get('user-agent') ?? '' };
}

/** Whether the staff cookie must be Secure: whenever the site is served over https. */
export async function secureCookies() {
  return env.PUBLIC_BASE_URL.startsWith('https:') || (await headers()).get('x-forwarded-proto') === 'https';
}

/**
 * For JSON route handlers under /staff that go through apiRoute (the door's sync, lib/events/check-in/): the staff
 * member from this request's own cookie, or a domain error (401 signed out, 403 without the permission), which
 * apiRoute answers in the API's error shape. Reads the request itself, so it also runs outside Next's request scope.
 */
export async function requireStaffForApi(req: Request, permission: Permission): Promise<StaffSessionView> {
  const token = req.headers.get('cookie')?.split(';').map((c) => c.trim().split('=')).find(([name]) => name === STAFF_COOKIE)?.[1];
  const session = await findStaffSession(token ? decodeURIComponent(token) : undefined);
  if (!session?.verified) throw unauthenticated('Sign in to the staff console again.');
  if (!can(session.staff.role, permission)) throw forbiddenError('You do not have access to this.');
  return session;
}
