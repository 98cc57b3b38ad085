// The login form's rules (spec part 1, section 5): messages, checks and live hints, without zod, so the form's
// first load does not carry zod (the schema in ./login-schema.ts is loaded when the form is first used).
import { MAX_PASSWORD_BYTES, passwordBytes } from './password-rules';
import { MOBILE_FORMAT } from '../kernel/field-rules';
import { message } from '../kernel/message';

export const LOGIN_MESSAGES = {
  phoneLength: 'Phone number must be 10 digits',
  phoneStart: 'Must start with 6, 7, 8 or 9',
  passwordLive: 'Require 8+ chars, upper + lower case, number & special character',
  phoneSubmit: 'Please enter a valid 10-digit phone number',
  passwordSubmit: 'Please enter a valid password',
  type: 'Please select a user type.',
  failed: 'Login failed. Please check your credentials and try again.',
  noId: 'User ID not found. Please try again.',
} as const;

/** The answer to a number or address locked out for `waitSeconds` (lib/accounts/login.ts); also the no-script page's. */
export const lockedOutMessage = (waitSeconds: number) => message('Too many failed attempts. Please try again in {minutes} minutes.', { minutes: Math.ceil(waitSeconds / 60) });

export const isLoginPhone = (v: string) => MOBILE_FORMAT.test(v);
/** No registered password is longer than bcrypt's 72 bytes; a longer one would be compared by its first 72 only. */
export const isLoginPassword = (v: string) =>
  passwordBytes(v) <= MAX_PASSWORD_BYTES && /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#^])[A-Za-z\d@$!%*?&#^]{8,}$/.test(v);

/** Only digits are kept and input beyond 10 digits is ignored. */
export const normaliseLoginPhone = (v: string) => v.replace(/\D/g, '').slice(0, 10);

export function livePhoneMessage(v: string): string | undefined {
  if (!v) return undefined;
  if (!/^[6-9]/.test(v)) return LOGIN_MESSAGES.phoneStart;
  if (v.length < 10) return LOGIN_MESSAGES.phoneLength;
  return undefined;
}
export const livePasswordMessage = (v: string) => (v && !isLoginPassword(v) ? LOGIN_MESSAGES.passwordLive : undefined);

export const LOGIN_TYPES = ['intern', 'member'] as const;
