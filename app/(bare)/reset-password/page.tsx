// /reset-password?token=...: set a new password with the one-time link from the email (or from staff).
// no-referrer: the token in this page's address must not travel to any other site.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountPageFrame } from '@/components/forms/password/account-page-frame';
import { ResetPasswordForm } from '@/components/forms/password/reset-password-form';
import { PASSWORD_CHANGE_MESSAGES, RESET_TOKEN_PATTERN } from '@/lib/validation/password-change';

export const metadata: Metadata = { title: 'Reset Password', robots: { index: false, follow: false }, referrer: 'no-referrer' };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  return (
    <AccountPageFrame title="Reset Password" intro="Choose a new password. You will then log in with it on every device.">
      {token && RESET_TOKEN_PATTERN.test(token) ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p role="alert" className="mt-6 text-center text-sm font-medium text-red-600">
          {PASSWORD_CHANGE_MESSAGES.resetInvalid}{' '}
          <Link href="/forgot-password" className="font-semibold text-brand-800 underline">Ask for a new link</Link>
        </p>
      )}
    </AccountPageFrame>
  );
}
