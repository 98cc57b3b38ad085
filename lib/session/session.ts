// Reading and writing the session, in route handlers (from the Request) and in pages (next/headers).
import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, type SessionData } from './session-data';

const sealOptions = () => ({ password: env.SESSION_SECRET, ttl: SESSION_TTL_SECONDS });

export async function unsealSession(value: string | undefined): Promise<SessionData> {
  if (!value) return {};
  try {
    return (await unsealData<SessionData>(value, sealOptions())) ?? {};
  } catch {
    return {}; // tampered, expired or sealed with an old secret: treat as no session
  }
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export function readSession(req: Request): Promise<SessionData> {
  return unsealSession(cookieValue(req.headers.get('cookie'), SESSION_COOKIE));
}

/** The session of the page being rendered (server components). */
export async function getPageSession(): Promise<SessionData> {
  return unsealSession((await cookies()).get(SESSION_COOKIE)?.value);
}

/** Secure everywhere except plain http on this machine (local development and tests). */
export function isSecure(req: Request) {
  const url = new URL(req.url);
  const proto = req.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  const host = (req.headers.get('host') ?? url.host).replace(/:\d+$/, '');
  return !(proto === 'http' && ['localhost', '127.0.0.1', '[::1]'].includes(host));
}

export async function sessionCookieHeader(req: Request, data: SessionData | null): Promise<string> {
  const attrs = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(isSecure(req) ? ['Secure'] : [])];
  if (!data) return [`${SESSION_COOKIE}=`, 'Max-Age=0', ...attrs].join('; ');
  const sealed = await sealData(data, sealOptions());
  return [`${SESSION_COOKIE}=${encodeURIComponent(sealed)}`, `Max-Age=${SESSION_TTL_SECONDS}`, ...attrs].join('; ');
}
