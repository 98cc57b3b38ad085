// /forgot-password: ask for a one-time reset link by email (linked from /login).
import { FormMessages } from '@/components/i18n/form-messages';
import { AccountPageFrame } from '@/components/forms/password/account-page-frame';
import { ForgotPasswordForm } from '@/components/forms/password/forgot-password-form';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const FORGOT_PASSWORD_PAGE = {
  title: 'Forgot Password',
  intro: 'Enter the mobile number you registered with. We will email a link to reset your password to the address you gave.',
} as const;

export const generateMetadata = localizedMetadata({ title: 'Forgot Password', robots: { index: false, follow: true } });

export default function ForgotPasswordPage() {
  return (
    <FormMessages><AccountPageFrame title={FORGOT_PASSWORD_PAGE.title} intro={FORGOT_PASSWORD_PAGE.intro}>
      <ForgotPasswordForm />
    </AccountPageFrame></FormMessages>
  );
}
