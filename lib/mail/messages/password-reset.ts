// The one-time link to set a new password (asked for on /forgot-password, or given by staff).
import { renderMail } from '../layout';

export function passwordResetMail(m: { name: string; url: string; validFor: string }) {
  return renderMail({
    subject: 'Reset your password',
    greeting: `Hello ${m.name},`,
    paragraphs: ['Someone asked to reset the password of your NextGen account. If it was you, choose a new password with the link below.'],
    action: { label: 'Choose a new password', url: m.url },
    note: `The link works once, for ${m.validFor}. If you did not ask for it, ignore this email: your password stays as it is.`,
  });
}
