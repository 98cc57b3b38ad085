// Community sign-ups from the "Join Our Community" section (/join#newsletter).
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { CommunitySignupData } from '@/lib/public-forms/schema';
import { normaliseEmail, orNull } from './spam-guard';

export const COMMUNITY_THANKS = 'Thank you for joining the NextGen community!';

export async function saveCommunitySignup(data: CommunitySignupData) {
  return db.communitySignup.create({
    data: { name: data.name, email: normaliseEmail(data.email), phone: orNull(data.phone), interest: orNull(data.interest) },
    select: { id: true },
  });
}
