// The receipt's download link: /api/v1/donations/receipt/{token}, the token an Ed25519 signature over the
// receipt's id (lib/certificates signToken), so the link opens without a sign-in, cannot be guessed from a
// neighbour's, and keeps working after a key rotation (every listed key verifies).
import 'server-only';
import { signToken, verifyToken } from '@/lib/certificates/signing';
import { siteUrl } from '@/lib/mail/links';

const PREFIX = 'donation-receipt:';

export const receiptToken = (receiptId: number) => signToken(new TextEncoder().encode(`${PREFIX}${receiptId}`));

export const receiptLink = (receiptId: number) => siteUrl(`/api/v1/donations/receipt/${receiptToken(receiptId)}`);

/** The receipt id a token was signed for, or null for anything forged, altered or of another kind. */
export function receiptIdOf(token: string): number | null {
  const payload = verifyToken(token);
  if (!payload) return null;
  const text = new TextDecoder().decode(payload);
  const m = /^donation-receipt:(\d{1,10})$/.exec(text);
  return m ? Number(m[1]) : null;
}
