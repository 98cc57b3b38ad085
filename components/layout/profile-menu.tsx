'use client';
// The logged-in user's menu in the header: Profile and Logout (opens on hover after 100 ms, or on click).
import Link from '@/components/i18n/locale-link';
import { useId } from 'react';
import { useHoverMenu } from './use-hover-menu';
import { Chevron } from './icons';
import { LOGOUT_FAILED, useLogout } from './logout';
import { useT } from '@/components/i18n/i18n-provider';

export const PROFILE_HREF = '/user-profile/me'; // redirects to /user-profile?type=..&id=.. of the session's user

export function ProfileMenu() {
  const { open, show, hideSoon, toggle, close, buttonRef, rootRef, onBlur } = useHoverMenu({ openDelayMs: 100 });
  const { logOut, busy, failed } = useLogout('header');
  const t = useT();
  const panelId = useId();
  return (
    <div ref={rootRef} className="relative" onMouseEnter={show} onMouseLeave={hideSoon} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="inline-flex items-center gap-1 rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
      >
        {t('My Account')}
        <Chevron open={open} />
      </button>
      <ul id={panelId} hidden={!open} className="absolute right-0 top-full z-50 mt-2 min-w-40 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
        <li>
          <Link href={PROFILE_HREF} onClick={close} className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-800">{t('Profile')}</Link>
        </li>
        <li>
          {/* The menu stays open until the server confirms, so a failed logout is seen where it was asked for. */}
          <button type="button" onClick={() => void logOut().then((done) => { if (done) close(); })} disabled={busy} className="block w-full rounded-md px-3 py-2 text-left text-sm text-ink hover:bg-brand-50 hover:text-brand-800 disabled:cursor-wait">
            {t('Logout')}
          </button>
          {failed && <p role="alert" className="px-3 pb-1 text-xs font-medium text-red-700">{t(LOGOUT_FAILED)}</p>}
        </li>
      </ul>
    </div>
  );
}
