// The receipt's download link: /api/v1/donations/receipt/{token}, the token the receipt's id signed with the
// foundation's Ed25519 key (lib/certificates signToken, decision 023), so the link opens without a sign-in, cannot
// be made for a neighbour's receipt, and keeps working after a key rotation (every listed key verifies).
import 'server-only';
import { signToken, verifyToken } from '@/lib/certificates/signing';
import { siteUrl } from '@/lib/mail/links';

const PREFIX = 'donation-receipt:';

export const receiptToken = (receiptId: number) => signToken(new TextEncoder().encode(`${PREFIX}${receiptId}`));

export const receiptLink = (receiptId: number) => siteUrl(`/api/v1/donations/receipt/${receiptToken(receiptId)}`);

/** The receipt id a token was signed for, or null for anything forged, altered or signed for something else. */
export function receiptIdOf(token: string): number | null {
  const payload = verifyToken(token);
  const m = payload ? /^donation-receipt:(\d{1,10})$/.exec(new TextDecoder().decode(payload)) : null;
  return m ? Number(m[1]) : null;
}
