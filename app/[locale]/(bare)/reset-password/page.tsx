// /reset-password?token=...: set a new password with the one-time link from the email (or from staff).
// A static page like every public one: the token is read in the browser (ResetPasswordEntry).
// no-referrer: the token in this page's address must not travel to any other site.
import { FormMessages } from '@/components/i18n/form-messages';
import { ACCOUNT_PAGES, AccountPageFrame } from '@/components/forms/password/account-page-frame';
import { ResetPasswordEntry } from '@/components/forms/password/reset-password-entry';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const generateMetadata = localizedMetadata({ title: 'Reset Password', robots: { index: false, follow: false }, referrer: 'no-referrer' });

export default function ResetPasswordPage() {
  return (
    <FormMessages><AccountPageFrame {...ACCOUNT_PAGES.reset}>
      <ResetPasswordEntry />
    </AccountPageFrame></FormMessages>
  );
}
