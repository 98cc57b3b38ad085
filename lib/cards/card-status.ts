// What a card says about its holder, in one place: the on-screen badge, the print watermark and the
// public /verify page all read it, so a printed card can never claim more than the register does.
// VERIFIED only once staff approved; a rejected application or a revoked card is NOT VALID.

export type CardStatus = 'pending' | 'approved' | 'rejected' | 'revoked';

/** The record's review status, with a revoked card winning over it. */
export function cardStatus(status: string, revoked = false): CardStatus {
  if (revoked) return 'revoked';
  return status === 'approved' || status === 'rejected' || status === 'revoked' ? status : 'pending';
}

export const CARD_STATUS_LABEL: Record<CardStatus, string> = {
  approved: 'VERIFIED',
  pending: 'PENDING VERIFICATION',
  rejected: 'NOT VALID',
  revoked: 'NOT VALID',
};

/** Why a card is not valid, in words a verifier understands. */
export const CARD_STATUS_DETAIL: Record<CardStatus, string> = {
  approved: 'Approved by the foundation.',
  pending: 'Registered; not yet reviewed by the foundation.',
  rejected: 'The application was rejected.',
  revoked: 'The card was revoked.',
};
