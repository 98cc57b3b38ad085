'use client';
// The header's language links: the same page in each language. Plain links, so they work from the first
// paint; a click also remembers the choice in a cookie that only the browser reads (pages stay static and
// the server never picks a language: no Accept-Language redirect, docs/decisions/017). A visitor who chose a
// language and later arrives from elsewhere at an English address is taken to their language's page (a link
// that names a language, /hi/intern, is obeyed).
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { LANGUAGE_COOKIE, LANGUAGE_NAME, LANGUAGE_TAG, LOCALES, isLocale, localePath, splitLocalePath, type Locale } from '@/lib/i18n/locales';
import { LANGUAGE_NAME_CLASS } from '@/lib/i18n/language-names';
import { useLocale, useT } from './i18n-provider';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function remember(locale: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

/** The remembered language, if the cookie holds one of ours (anything else is ignored). */
export function rememberedLocale(cookieHeader: string): Locale | null {
  const value = cookieHeader.split(';').map((p) => p.trim()).find((p) => p.startsWith(`${LANGUAGE_COOKIE}=`))?.slice(LANGUAGE_COOKIE.length + 1);
  return isLocale(value) ? value : null;
}

/** The same page in another language, on this site only (a path such as '//host' never leaves it). */
function sameSiteTarget(locale: Locale, path: string): string | null {
  const target = new URL(localePath(locale, path) + location.search + location.hash, location.origin);
  // Where a login goes next (/hi/login?next=/as/internship-acknowledgement) follows the language too.
  const next = target.searchParams.get('next');
  if (next?.startsWith('/') && !next.startsWith('//')) {
    const [nextPath, nextQuery] = next.split(/\?(.*)/s);
    target.searchParams.set('next', localePath(locale, splitLocalePath(nextPath!).path) + (nextQuery ? `?${nextQuery}` : ''));
  }
  return target.origin === location.origin ? target.pathname + target.search + target.hash : null;
}

export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const current = useLocale();
  const t = useT();
  const pathname = usePathname();
  // On the English 404 (app/global-not-found.tsx) Next names the page /_not-found: the other languages' home instead.
  const { path } = splitLocalePath(pathname === '/_not-found' ? '/' : pathname);

  useEffect(() => {
    // Only from an English address (/about): a link that names a language (/hi/intern) is obeyed as it is.
    if (current !== 'en') return;
    const chosen = rememberedLocale(document.cookie);
    const fromThisSite = document.referrer !== '' && new URL(document.referrer).origin === location.origin;
    if (!chosen || chosen === current || fromThisSite) return;
    const target = sameSiteTarget(chosen, splitLocalePath(location.pathname).path);
    if (target) location.replace(target);
  }, [current]);

  return (
    <nav aria-label={t('Language')} className={className}>
      <ul className="flex items-center gap-1 text-sm">
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={localePath(l, path)}
              hrefLang={LANGUAGE_TAG[l]}
              lang={LANGUAGE_TAG[l]}
              aria-current={l === current ? 'true' : undefined}
              onClick={(e) => {
                remember(l);
                const target = location.search ? sameSiteTarget(l, path) : null; // a card's ?id=... goes along
                if (target) { e.preventDefault(); location.assign(target); }
              }}
              className={`${LANGUAGE_NAME_CLASS} rounded-md px-2 py-1 font-semibold ${l === current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800'}`}
            >
              {LANGUAGE_NAME[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
