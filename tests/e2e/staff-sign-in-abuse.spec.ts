// Issue 39, section B, against the production build over HTTP, through the sign-in form: a replayed authenticator
// code between wrong ones (B6), a shared office address whose tries are spent (B7), and the time an unknown email
// takes against a known one with a wrong password (B8, see below). Unit-level counts: tests/integration/staff-accounts.test.ts.
import { test, expect } from './fixtures';
import { STAFF_PASSWORD, staffWithSession, totp } from './helpers/staff';
import type { Page } from '@playwright/test';

const FAILED = 'The email address or password is not right.';
const FAILED_WITH_CODE = 'The email address, password or code is not right.';
const alert = (page: Page) => page.getByRole('main').getByRole('alert');
/** A 6-digit code that is none of the three the account would accept now. */
const wrongCode = (secret: string, i: number) => {
  const right = [-1, 0, 1].map((o) => totp(secret, o));
  for (let n = 111_111 + i * 7_919; ; n++) { const c = String(n % 1_000_000).padStart(6, '0'); if (!right.includes(c)) return c; }
};

/**
 * Clicks `button` and waits until the answer is shown and the form is reset (React clears it once the action is
 * done): a field filled earlier would be cleared, and an alert left by the last try is still on screen meanwhile.
 */
async function submit(page: Page, button: string) {
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/staff/login');
  await page.getByRole('button', { name: button }).click();
  await answered;
  await expect(page.getByRole('button', { name: 'Working…' })).toHaveCount(0);
}

async function passwordStep(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await submit(page, 'Continue');
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Code').fill(code);
  await submit(page, 'Sign in');
}

test('B6: a used code sent between wrong codes counts as a wrong one: 4 wrong and the used one are a lockout', async ({ page, browser, baseURL }) => {
  const s = await staffWithSession('reviewer');
  const used = totp(s.secret);
  await page.goto('/staff/login');
  await passwordStep(page, s.email);
  await enterCode(page, used);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const attacker = await (await browser.newContext({ baseURL })).newPage(); // holds the password and saw the code used
  await attacker.goto('/staff/login');
  await passwordStep(attacker, s.email);
  for (let i = 0; i < 4; i++) {
    await enterCode(attacker, wrongCode(s.secret, i));
    await expect(alert(attacker)).toHaveText('That code is not right. Enter the 6-digit code from your authenticator app, or a recovery code.');
  }
  await enterCode(attacker, used);
  await expect(alert(attacker)).toHaveText('That code has already been used. Wait for the next code in your authenticator app.');
  // The 6th code is not checked: the account's 5 tries are spent (today's main checked 12 and more).
  await enterCode(attacker, wrongCode(s.secret, 5));
  await expect(alert(attacker)).toHaveText('Too many codes tried. Please try again in 15 minutes.');
  await attacker.context().close();
});

test('B7: after 5 wrong passwords from the office\'s address, the right password with a right code still gets in, and a wrong one tells nothing', async ({ page }) => {
  const s = await staffWithSession('viewer');
  await page.goto('/staff/login');
  for (let i = 0; i < 5; i++) {
    await passwordStep(page, s.email, `Wrong-password#${i}`);
    await expect(alert(page)).toHaveText(FAILED);
  }
  // The right password alone is not checked now; the form asks for the password and the code together.
  await passwordStep(page, s.email);
  await expect(page).toHaveURL(/\/staff\/login\?with-code=1$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Many sign-ins failed from this network. To keep accounts safe, enter your password together with the code from your authenticator app.');
  const together = async (password: string, code: string) => {
    await page.getByLabel('Email address').fill(s.email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Code').fill(code);
    await submit(page, 'Sign in');
  };
  await together('Wrong-password#9', totp(s.secret));
  await expect(alert(page)).toHaveText(FAILED_WITH_CODE);
  await together(STAFF_PASSWORD, wrongCode(s.secret, 0));
  await expect(alert(page)).toHaveText(FAILED_WITH_CODE);
  await together(STAFF_PASSWORD, totp(s.secret));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

// B8 (sign-in timing) has no browser test: a wall-clock ratio measured in the browser suite failed on a quiet CI
// machine with the fix in place (quickest known / unknown 0.63 and 0.71), so it could not tell the fix from the
// bug (0.56). Timing belongs in `npm run bench` (issue 33); the rule itself, one hash at BCRYPT_COST on every
// path, is lib/accounts/password-hash.ts verifySignInPassword.
