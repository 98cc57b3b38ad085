// /forgot-password: ask for a one-time reset link by email (linked from /login).
import type { Metadata } from 'next';
import { AccountPageFrame } from '@/components/forms/password/account-page-frame';
import { ForgotPasswordForm } from '@/components/forms/password/forgot-password-form';

export const metadata: Metadata = { title: 'Forgot Password', robots: { index: false, follow: true } };

export default function ForgotPasswordPage() {
  return (
    <AccountPageFrame title="Forgot Password" intro="Enter the mobile number you registered with. We will email a link to reset your password to the address you gave.">
      <ForgotPasswordForm />
    </AccountPageFrame>
  );
}
