// Helpers for the staff console's browser tests: codes from an authenticator's secret (RFC 6238, computed
// here so a test can ask for the code of any time step), staff made directly in the database with a signed-in
// session (as the STYLE guide's fixtures do; the sign-in form has its own test), and the screenshots' folder.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import bcrypt from 'bcryptjs';
import type { BrowserContext, Page } from '@playwright/test';
import { createDb } from '@/lib/platform/db/create-client';
import { e2eDatabaseUrl } from '../fixtures';

export const STAFF_PASSWORD = 'RiverBoat#4417';

function base32Decode(s: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0, value = 0;
  const out: number[] = [];
  for (const c of s.replace(/[\s=]/g, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(c);
    bits += 5;
    if (bits >= 8) { out.push((value >>> (bits - 8)) & 255); bits -= 8; }
  }
  return Buffer.from(out);
}

/** The 6-digit code for the time step `stepOffset` steps from now. */
export function totp(secret: string, stepOffset = 0): string {
  const counter = Math.floor(Date.now() / 30_000) + stepOffset;
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const h = createHmac('sha1', base32Decode(secret)).update(msg).digest();
  const o = h[h.length - 1] & 15;
  return String((h.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

export type StaffLogin = { id: number; email: string; secret: string; token: string; role: string };

/** An enrolled staff member with a live, verified session; `token` is their nyf_staff cookie. */
/** `reauthenticated`: as if the password and a code were just entered again (erasure, managing staff). */
/** `databaseUrl`: of a test's own instances (tests/e2e/helpers/instances.ts) instead of the e2e server's. */
export async function staffWithSession(role: 'admin' | 'reviewer' | 'viewer' | 'editor', o: { reauthenticated?: boolean; databaseUrl?: string } = {}): Promise<StaffLogin> {
  const db = createDb(o.databaseUrl ?? e2eDatabaseUrl(), 1);
  try {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const email = `${role}.${randomBytes(4).toString('hex')}@staff.e2e.test`;
    const staff = await db.staffMember.create({
      data: { name: `Test ${role}`, email, role, passwordHash: await bcrypt.hash(STAFF_PASSWORD, 4), totpSecret: secret, enrolledAt: new Date(), createdBy: 'e2e' },
    });
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await db.staffSession.create({
      data: { id: createHash('sha256').update(token).digest('hex'), staffId: staff.id, createdAt: now, lastSeenAt: now, verifiedAt: now, expiresAt: new Date(now.getTime() + 3600_000), reauthAt: o.reauthenticated ? now : null },
    });
    return { id: staff.id, email, secret, token, role };
  } finally {
    await db.$disconnect();
  }
}

export async function signInContext(context: BrowserContext, baseURL: string, s: StaffLogin) {
  await context.addCookies([{ name: 'nyf_staff', value: s.token, domain: new URL(baseURL).hostname, path: '/staff', httpOnly: true, sameSite: 'Lax' }]);
}

export const SHOTS = '/work/coord/shots/staff2';
export async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
