// The notice after a password change or reset, so a person learns at once if it was not them.
import { renderMail } from '../layout';

export function passwordChangedMail(m: { name: string; when: Date; loginUrl: string }) {
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(m.when);
  return renderMail({
    subject: 'Your password was changed',
    greeting: `Hello ${m.name},`,
    paragraphs: [
      `The password of your NextGen account was changed on ${when} (India time). You have been logged out everywhere else.`,
      'If this was not you, reset your password at once with "Forgot password?" on the login page, and reply to this email so we can help.',
    ],
    action: { label: 'Log in', url: m.loginUrl },
  });
}
