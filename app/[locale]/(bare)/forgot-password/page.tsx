// /forgot-password: ask for a one-time reset link by email (linked from /login).
import { FormMessages } from '@/components/i18n/form-messages';
import { ACCOUNT_PAGES, AccountPageFrame } from '@/components/forms/password/account-page-frame';
import { ForgotPasswordForm } from '@/components/forms/password/forgot-password-form';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const generateMetadata = localizedMetadata({ title: 'Forgot Password', robots: { index: false, follow: true } });

export default function ForgotPasswordPage() {
  return (
    <FormMessages><AccountPageFrame {...ACCOUNT_PAGES.forgot}>
      <ForgotPasswordForm />
    </AccountPageFrame></FormMessages>
  );
}
