// Wrong second-factor codes after a right password: someone may hold that staff member's password. Sent to
// the staff member and to the staff mailbox at each code lockout (lib/staff/sign-in.ts). No address or code
// of the attempt is repeated here: the audit trail has the details for the admins.
import { renderMail } from '../layout';

export function staffCodeLockoutMail(m: { name: string; email: string; lockouts: number; lockedUntil: Date | null; consoleUrl: string }) {
  const until = m.lockedUntil
    ? `Codes for this account are refused until ${m.lockedUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC.`
    : 'The account is now locked: no code is accepted until an admin resets its second factor (staff reset-2fa) and it is enrolled again.';
  return renderMail({
    subject: m.lockedUntil ? `Wrong sign-in codes for ${m.email}` : `Staff account ${m.email} locked after wrong sign-in codes`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone entered the right password for the staff account of ${m.name} (${m.email}), then too many wrong authenticator or recovery codes (lockout ${m.lockouts} in a row).`,
      until,
      `If this was not ${m.name}, the password is known to someone else: change it, and tell an admin.`,
    ],
    action: { label: 'See the audit trail', url: m.consoleUrl },
  });
}
