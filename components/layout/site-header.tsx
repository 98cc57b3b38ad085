'use client';
// The fixed public header: logo, dropdown navigation (desktop), menu button and panel (mobile), and Login
// or the profile menu (learnt on the client: the page is one static document for everyone, see
// use-signed-in.ts). Gains a shadow after 10 px of scroll.
// The mobile menu is a <details> disclosure: the browser opens it on the first tap after the first paint, before
// the scripts have arrived (docs/decisions/016) or when they never do. React leaves its state to the browser and
// only closes it: on Escape, a link or a new page.
import Image from 'next/image';
import Link from '@/components/i18n/locale-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { NAV, SITE } from '@/lib/content/site';
import { NavDropdown } from './nav-dropdown';
import { MobileNav } from './mobile-nav';
import { ProfileMenu } from './profile-menu';
import { MenuIcon } from './icons';
import { LoggedInNotice, useLoggedInNotice } from './logged-in-notice';
import { useSignedIn } from './use-signed-in';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { splitLocalePath } from '@/lib/i18n/locales';

export const SHADOW_AFTER_PX = 10;
/** The header's words, in one place (translations, issue 28). */
export const HEADER_TEXT = { openMenu: 'Open menu', closeMenu: 'Close menu', login: 'Login' } as const;

export function SiteHeader() {
  const fullPath = usePathname(); // with its language prefix: a new language is a new page too
  const pathname = splitLocalePath(fullPath).path; // the page's English path: /as/about is /about
  const t = useT();
  const locale = useLocale();
  const [scrolled, setScrolled] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);
  const notice = useLoggedInNotice();
  const signedIn = useSignedIn();
  // The disclosure's state lives in the DOM (the browser toggles it, with or without React): closing sets it there.
  const closeMenu = () => { if (menu.current) menu.current.open = false; };
  const onRegister = signedIn ? () => { closeMenu(); notice.show(); } : undefined;

  // A new page closes the menu (not the first render: a menu opened before hydration stays open).
  const shownPath = useRef(fullPath);
  useEffect(() => {
    if (shownPath.current === fullPath) return;
    shownPath.current = fullPath;
    if (menu.current) menu.current.open = false;
  }, [fullPath]);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SHADOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !menu.current?.open) return;
      menu.current.open = false;
      document.getElementById('mobile-menu-button')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const isActive = (href?: string, children?: { href: string }[]) =>
    [href, ...(children ?? []).map((c) => c.href)].some((h) => h && pathname === h);

  return (
    <header data-scrolled={scrolled} className={`fixed inset-x-0 top-0 z-50 bg-white transition-shadow ${scrolled ? 'shadow-md' : 'border-b border-slate-200'}`}>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link href="/" className="flex shrink-0 items-center gap-2 font-display text-lg font-bold text-brand-800">
          <Image src="/logo.svg" alt="" width={36} height={36} priority />
          {/* Assamese and Hindi menu labels are longer: from lg to 2xl the short name leaves them room on one row (issue 34). */}
          <span className={locale === 'en' ? undefined : 'lg:hidden 2xl:inline'}>{SITE.name}</span>
          {locale === 'en' ? null : <span className="hidden lg:inline 2xl:hidden">{SITE.shortName}</span>}
        </Link>
        <nav aria-label={t('Main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV.map((item) => (
              <li key={item.label}>
                {item.children ? (
                  <NavDropdown item={item} active={isActive(item.href, item.children)} onRegister={item.label === 'Register' ? onRegister : undefined} />
                ) : (
                  <Link href={item.href!} aria-current={isActive(item.href) ? 'page' : undefined} className={`whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-semibold hover:bg-brand-50 hover:text-brand-800 ${isActive(item.href) ? 'text-brand-800 underline underline-offset-4' : 'text-ink'}`}>
                    {t(item.label)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher className="hidden lg:block" />
          {/* A fixed width, right-aligned: swapping Login for My Account after hydration moves nothing else. */}
          <div className="hidden w-36 justify-end lg:flex">
            {signedIn ? (
              <ProfileMenu />
            ) : (
              <Link href="/login" className="rounded-full bg-brand-800 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-900">{t(HEADER_TEXT.login)}</Link>
            )}
          </div>
          <details ref={menu} className="group lg:hidden">
            {/* Icon and name follow the open attribute through CSS, so they are right before hydration too. */}
            <summary id="mobile-menu-button" aria-controls="mobile-menu" className="block cursor-pointer list-none rounded-md p-2 text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              <MenuIcon open={false} className="group-open:hidden" />
              <MenuIcon open className="hidden group-open:block" />
              <span className="sr-only group-open:hidden">{t(HEADER_TEXT.openMenu)}</span>
              <span className="sr-only hidden group-open:inline">{t(HEADER_TEXT.closeMenu)}</span>
            </summary>
            <MobileNav id="mobile-menu" signedIn={signedIn} onClose={closeMenu} onRegister={onRegister} />
          </details>
        </div>
      </div>
      <LoggedInNotice notice={notice} message={t('You are already logged in. Logout to register new.')} />
    </header>
  );
}
