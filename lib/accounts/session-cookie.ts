// The session cookie: a sealed (encrypted, signed) token, httpOnly, SameSite=Lax, Secure whenever the site
// is served over https. The header's signed-in hint is a separate, readable cookie (./signed-in-signal.ts).
import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { env } from '@/lib/platform/env';
import { SESSION_ABSOLUTE_SECONDS, SESSION_COOKIE } from './session-data';
import { sessionPasswords } from './session-secrets';

/** What the sealed cookie carries: the session's token. (Cookies sealed with an old `u` flag still open.) */
export type CookiePayload = { t: string };

export async function unsealCookie(value: string | undefined): Promise<CookiePayload | null> {
  if (!value || value.length > 4096) return null;
  try {
    const payload = (await unsealData<Partial<CookiePayload>>(value, {
      password: sessionPasswords(env.SESSION_SECRET).open, ttl: SESSION_ABSOLUTE_SECONDS,
    })) as unknown;
    const { t } = (payload ?? {}) as Partial<CookiePayload>;
    return typeof t === 'string' && /^[\w-]{43}$/.test(t) ? { t } : null;
  } catch {
    return null; // not a seal at all (iron-session throws on some malformed input instead of returning {})
  }
}

/** The first session cookie of a Cookie header, percent-decoded; undefined when absent or undecodable. */
export function sessionCookieValue(header: string | null): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    try { return decodeURIComponent(part.slice(eq + 1).trim()); } catch { return undefined; }
  }
  return undefined;
}

/** Secure whenever the public address is https, whatever the request looks like; also on https requests. */
export function isSecure(req: Request) {
  return env.PUBLIC_BASE_URL.startsWith('https:') || req.headers.get('x-forwarded-proto') === 'https';
}

/** Seals with the newest SESSION_SECRET (or `secrets`, a rotation list); opened with any listed one. */
export function sealCookie(payload: CookiePayload, secrets = env.SESSION_SECRET): Promise<string> {
  return sealData(payload, { password: sessionPasswords(secrets).seal, ttl: SESSION_ABSOLUTE_SECONDS });
}

export async function cookieHeader(req: Request, payload: CookiePayload | null): Promise<string> {
  const attrs = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(isSecure(req) ? ['Secure'] : [])];
  if (!payload) return [`${SESSION_COOKIE}=`, 'Max-Age=0', ...attrs].join('; ');
  const sealed = await sealCookie(payload);
  return [`${SESSION_COOKIE}=${encodeURIComponent(sealed)}`, `Max-Age=${SESSION_ABSOLUTE_SECONDS}`, ...attrs].join('; ');
}
