'use client';
// The reset page is one static document (nothing in it depends on the request): the token is read here, in
// the browser, from the address. Before hydration nothing is shown in its place; then the form, or the
// "invalid link" message with a way to ask for a new one.
import Link from '@/components/i18n/locale-link';
import { useSyncExternalStore } from 'react';
import { PASSWORD_CHANGE_MESSAGES, RESET_TOKEN_PATTERN } from '@/lib/accounts/password-change-schema';
import { ResetPasswordForm } from './reset-password-form';
import { useT } from '@/components/i18n/i18n-provider';

const subscribe = () => () => {};
const tokenInAddress = () => new URLSearchParams(window.location.search).get('token') ?? '';
const notYetKnown = () => null;

export function ResetPasswordEntry() {
  const token = useSyncExternalStore(subscribe, tokenInAddress, notYetKnown);
  const t = useT();
  if (token === null) return null;
  if (RESET_TOKEN_PATTERN.test(token)) return <ResetPasswordForm token={token} />;
  return (
    <p role="alert" className="mt-6 text-center text-sm font-medium text-red-600">
      {t(PASSWORD_CHANGE_MESSAGES.resetInvalid)}{' '}
      <Link href="/forgot-password" className="font-semibold text-brand-800 underline">{t('Ask for a new link')}</Link>
    </p>
  );
}
