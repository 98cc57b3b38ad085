// The referral step's resolver, loaded on demand by referral-gate.tsx (see components/forms/lazy-resolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { referralSchema } from '@/lib/registration/referral-schema';

export const referralResolver = zodResolver(referralSchema);
