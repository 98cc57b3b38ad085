// Looks up the intern behind a referral code. Codes are compared case-insensitively, ignoring spaces.
import 'server-only';
import { db } from '@/lib/platform/db/client';

export const normaliseReferralCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, '');

export async function findReferrer(code: string) {
  // Only interns have a referral code (a CHECK in the database), so the code alone finds one.
  return db.applicant.findUnique({ where: { referralCode: normaliseReferralCode(code) }, select: { id: true, cardRevokedAt: true, status: true } });
}

/** A code is usable when its intern exists and was not rejected or revoked by staff. */
export const isUsableReferrer = (r: Awaited<ReturnType<typeof findReferrer>>) =>
  r !== null && r.cardRevokedAt === null && r.status !== 'rejected' && r.status !== 'revoked';
