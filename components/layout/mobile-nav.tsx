'use client';
// The navigation for small screens: every link of the header in one panel under the menu button (inside the
// header's <details>, so the browser shows and hides it: see site-header.tsx). Plain links work before hydration.
import Link from '@/components/i18n/locale-link';
import { NAV } from '@/lib/content/site';
import { PROFILE_HREF } from './profile-menu';
import { LOGOUT_FAILED, useLogout } from './logout';
import { useT } from '@/components/i18n/i18n-provider';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';

type Props = { id: string; signedIn: boolean; onClose: () => void; onRegister?: () => void };

const linkCls = 'block rounded-md px-3 py-2 text-base text-ink hover:bg-brand-50 hover:text-brand-800';

export function MobileNav({ id, signedIn, onClose, onRegister }: Props) {
  const { logOut, busy, failed } = useLogout('header');
  const t = useT();
  return (
    <nav id={id} aria-label={t('Mobile')} className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 lg:hidden">
      <ul className="space-y-1">
        <li><Link href="/" onClick={onClose} className={linkCls}>{t('Home')}</Link></li>
        {NAV.map((item) => (
          <li key={item.label}>
            {item.href ? (
              <Link href={item.href} onClick={onClose} className={`${linkCls} font-semibold`}>{t(item.label)}</Link>
            ) : (
              <p className="px-3 pb-1 pt-3 text-sm font-semibold uppercase tracking-wide text-slate-600">{t(item.label)}</p>
            )}
            {item.children && (
              <ul className="ml-3 border-l border-slate-200 pl-2">
                {item.children.map((c) => (
                  <li key={c.href}>
                    {item.label === 'Register' && onRegister ? (
                      <button type="button" onClick={onRegister} className={`${linkCls} w-full text-left`}>{t(c.label)}</button>
                    ) : (
                      <Link href={c.href} onClick={onClose} className={linkCls}>{t(c.label)}</Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <LanguageSwitcher className="mt-4 border-t border-slate-200 pt-4" />
      <div className="mt-4 border-t border-slate-200 pt-4">
        {signedIn ? (
          <>
          <div className="flex gap-3">
            <Link href={PROFILE_HREF} onClick={onClose} className="rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white">{t('Profile')}</Link>
            <button type="button" onClick={() => void logOut().then((done) => { if (done) onClose(); })} disabled={busy} className="rounded-full border-2 border-brand-800 px-5 py-2 font-semibold text-brand-800 disabled:cursor-wait">{t('Logout')}</button>
          </div>
          {failed && <p role="alert" className="mt-2 text-sm font-medium text-red-700">{t(LOGOUT_FAILED)}</p>}
          </>
        ) : (
          <Link href="/login" onClick={onClose} className="inline-block rounded-full bg-brand-800 px-6 py-2.5 font-semibold text-white">{t('Login')}</Link>
        )}
      </div>
    </nav>
  );
}
