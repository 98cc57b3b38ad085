// The preview (docs/decisions/029): a staff member opens the real page with an item's draft in it, before it is
// published. /staff/content/preview (app/staff/content/preview) checks the staff session and the permission,
// turns on Next's draft mode (a cookie only this build can sign: any page then renders per request instead of
// from its static copy) and names the item in a short-lived cookie. Public pages stay static for everyone else.
// The staff cookie is sent only to /staff, so on the page the signed draft-mode cookie is what proves it.
import 'server-only';

export const PREVIEW_COOKIE = 'nyf_preview';
/** How long a preview lasts without being opened again from the console. */
export const PREVIEW_SECONDS = 30 * 60;

const ITEM = /^([a-z0-9_]{1,40})\/([a-z0-9][a-z0-9-]{0,79})$/;

/** The item whose draft this request previews, or null: not in draft mode, no item named, or outside a request. */
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
  return m ? { type: m[1], key: m[2] } : null;
}

export const previewCookieValue = (type: string, key: string) => `${type}/${key}`;
