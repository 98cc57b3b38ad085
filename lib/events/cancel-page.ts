// What the cancel page (/events/cancel/{token}) and its form's handler share: the page's path and the refusals it
// can name. The address carries a reason from this fixed list, never a message, so a crafted link can only show
// one of our own sentences.
import { RateLimitedError, type DomainError } from '../kernel/domain-errors';
import { englishOf } from '../kernel/message';
import { CANCEL_MESSAGES } from './cancel-messages';

export const cancelPagePath = (token: string) => `/events/cancel/${encodeURIComponent(token)}`;

export const CANCEL_REFUSALS = { ...CANCEL_MESSAGES, busy: 'Too many tries from your connection. Please try again in an hour.' } as const;
export type CancelRefusal = keyof typeof CANCEL_REFUSALS;

export function cancelRefusalReason(error: DomainError): CancelRefusal {
  if (error instanceof RateLimitedError) return 'busy';
  const english = englishOf(error.text);
  return (Object.keys(CANCEL_MESSAGES) as (keyof typeof CANCEL_MESSAGES)[]).find((k) => CANCEL_MESSAGES[k] === english) ?? 'invalid';
}

export const isCancelRefusal = (v: unknown): v is CancelRefusal => typeof v === 'string' && Object.hasOwn(CANCEL_REFUSALS, v);
