// Changing and resetting a password (issue 14). A new password follows the registration form's rules
// and messages (spec part 2: strong, and usable on the login form); the forgot-password form asks what
// the login form asks (user type and mobile number) with the login form's messages.
// The byte limit is the one every password shares (./password-rules.ts); the common-password check runs on the
// server (isCommonPassword in lib/accounts/password-hash.ts, on a worker thread), as for registration.
import { z } from '../kernel/zod';
import { MAX_PASSWORD_BYTES, passwordBytes } from './password-rules';
import { isStrongPassword, passesLivePasswordCheck, PASSWORD_MESSAGES } from './password-rules';
import { isLoginPhone, LOGIN_MESSAGES, LOGIN_TYPES } from './login-schema';

export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Current password is required.',
  currentWrong: 'Your current password is not correct.',
  sameAsCurrent: 'Choose a new password that is different from the current one.',
  confirmRequired: 'Confirm Password is required.',
  mismatch: 'Passwords do not match.',
  changed: 'Your password has been changed. You have been logged out on every other device.',
  // The same answer for every number, known or not, so the form does not tell who is registered.
  resetRequested: 'If this number belongs to an account with an email address, we have sent it a link to reset the password. The link works for 30 minutes.',
  resetInvalid: 'This reset link is invalid, already used or expired. Please ask for a new one.',
  resetDone: 'Your password has been changed. Please log in with your new password.',
} as const;

/** The message for a new password that breaks the rules, or undefined when it is fine. */
export function newPasswordIssue(v: string): string | undefined {
  if (!v) return PASSWORD_MESSAGES.required;
  if (passwordBytes(v) > MAX_PASSWORD_BYTES) return PASSWORD_MESSAGES.tooLong;
  if (!isStrongPassword(v)) return PASSWORD_MESSAGES.strong;
  if (!passesLivePasswordCheck(v)) return PASSWORD_MESSAGES.live;
  return undefined;
}

const newPassword = z.string({ error: PASSWORD_MESSAGES.required }).superRefine((v, ctx) => {
  const issue = newPasswordIssue(v);
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});

export const changePasswordSchema = z
  .object({
    current_password: z.string({ error: PASSWORD_CHANGE_MESSAGES.currentRequired }).min(1, PASSWORD_CHANGE_MESSAGES.currentRequired).max(4 * MAX_PASSWORD_BYTES, PASSWORD_CHANGE_MESSAGES.currentWrong),
    new_password: newPassword,
  })
  .refine((v) => v.current_password !== v.new_password, { path: ['new_password'], message: PASSWORD_CHANGE_MESSAGES.sameAsCurrent });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The profile's form: the API's fields plus the confirmation, checked in the browser only. */
export const changePasswordFormSchema = z
  .object({
    current_password: z.string().min(1, PASSWORD_CHANGE_MESSAGES.currentRequired),
    new_password: newPassword,
    confirm_password: z.string().min(1, PASSWORD_CHANGE_MESSAGES.confirmRequired).max(4 * MAX_PASSWORD_BYTES, PASSWORD_CHANGE_MESSAGES.mismatch),
  })
  .refine((v) => v.new_password === v.confirm_password, { path: ['confirm_password'], message: PASSWORD_CHANGE_MESSAGES.mismatch })
  .refine((v) => v.current_password !== v.new_password, { path: ['new_password'], message: PASSWORD_CHANGE_MESSAGES.sameAsCurrent });

export const forgotPasswordSchema = z.object({
  type: z.enum(LOGIN_TYPES, { error: LOGIN_MESSAGES.type }),
  mobile_no: z.string({ error: LOGIN_MESSAGES.phoneSubmit }).max(10, LOGIN_MESSAGES.phoneSubmit).refine(isLoginPhone, LOGIN_MESSAGES.phoneSubmit),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** A reset token: 32 random bytes in base64url (43 characters). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const resetPasswordSchema = z.object({
  token: z.string({ error: PASSWORD_CHANGE_MESSAGES.resetInvalid }).regex(RESET_TOKEN_PATTERN, PASSWORD_CHANGE_MESSAGES.resetInvalid),
  password: newPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirm_password: z.string().min(1, PASSWORD_CHANGE_MESSAGES.confirmRequired).max(4 * MAX_PASSWORD_BYTES, PASSWORD_CHANGE_MESSAGES.mismatch) })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: PASSWORD_CHANGE_MESSAGES.mismatch });
