// The preview (docs/decisions/029): a staff member opens the real page with an item's draft in it, before it is
// published. /staff/content/preview (app/staff/content/preview) checks the staff session and the permission,
// turns on Next's draft mode (a cookie only this build can sign: any page then renders per request instead of
// from its static copy) and names the item in a short-lived cookie. Public pages stay static for everyone else.
// The staff cookie is sent only to /staff, so on the page the signed draft-mode cookie is what proves it, and the
// preview cookie names the staff session that opened it: when that session ends (signed out, idle, 12 hours,
// ended from another device, account disabled) the preview ends with it, so on a shared office computer the next
// person sees no draft even if the cookies outlived the session. Signing out also deletes both cookies (endPreview).
import 'server-only';
import { isLiveStaffSession } from '@/lib/staff/sessions';

export const PREVIEW_COOKIE = 'nyf_preview';
/** How long a preview lasts without being opened again from the console. */
export const PREVIEW_SECONDS = 30 * 60;

// type/key~session: the session is its row's id (the SHA-256 of the staff cookie's token, which opens nothing).
const ITEM = /^([a-z0-9_]{1,40})\/([a-z0-9][a-z0-9-]{0,79})~([0-9a-f]{64})$/;

/** The item whose draft this request previews, or null: not in draft mode, no item named, its staff session over, or outside a request. */
export async function previewedItem(): Promise<{ type: string; key: string } | null> {
  let headers: typeof import('next/headers');
  try {
    headers = await import('next/headers');
    if (!(await headers.draftMode()).isEnabled) return null;
  } catch (e) {
    // Outside a request (the admin script, a test, a build's worker without one) there is no preview. Next's own
    // signals (a digest: "this render is dynamic") must reach Next.
    if (e && typeof e === 'object' && 'digest' in e) throw e;
    return null;
  }
  const m = ITEM.exec((await headers.cookies()).get(PREVIEW_COOKIE)?.value ?? '');
  return m && (await isLiveStaffSession(m[3])) ? { type: m[1], key: m[2] } : null;
}

export const previewCookieValue = (type: string, key: string, sessionId: string) => `${type}/${key}~${sessionId}`;

/** Leaves the preview in this browser: Next's draft mode off and the item's cookie gone (route handlers and actions only). */
export async function endPreview() {
  const { cookies, draftMode } = await import('next/headers');
  (await draftMode()).disable();
  (await cookies()).delete({ name: PREVIEW_COOKIE, path: '/' });
}
