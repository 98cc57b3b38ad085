// The 404 answer's content: what happened, and a way on to each main section of the site.
// Rendered on the server into the 404's <noscript> panel too (app/[locale]/not-found.tsx): its links are plain
// anchors in the page's language, so they work before and without scripts.
// Not a client component, and `t` is given rather than read from a hook: the 404 boundaries render it on the
// server, and a client component there would ship its code with every page (tests/e2e/scripts-after-paint.spec.ts).
// The lazily fetched 404 chrome (./not-found-chrome.tsx) renders it on the client with useT(). Plain <a>s rather
// than next/link for the same reason: the root 404 boundary would otherwise bring next/link's code a second time.
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { Translator } from '@/lib/i18n/translate';

/** The 404 pages' title (their metadata, translated like the panel). */
export const NOT_FOUND_TITLE = 'Page not found';

export const NOT_FOUND_SECTIONS = [
  { label: 'About us', href: '/about', text: 'Who we are, our vision and governance' },
  { label: 'Our work', href: '/our-work', text: 'Programmes, clubs and campaigns' },
  { label: 'Events', href: '/events', text: 'What is coming up across Assam' },
  { label: 'Get involved', href: '/get-involved', text: 'Volunteer, mentor or partner with us' },
  { label: 'Register', href: '/register', text: 'Internship, membership or your institution' },
  { label: 'Log in', href: '/login', text: 'Your profile and acknowledgement card' },
] as const;

export function NotFoundPanel({ t, locale }: { t: Translator; locale: Locale }) {
  const to = (path: string) => localePath(locale, path);
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-3xl flex-col items-center px-5 py-16 text-center sm:py-24">
      <p className="font-display text-6xl font-bold text-brand-700 sm:text-7xl">404</p>
      <h1 id="not-found-title" className="mt-4 font-display text-2xl font-bold sm:text-3xl">{t('This page took a detour')}</h1>
      <p className="mt-3 text-slate-600">{t('We could not find the page you were looking for. It may have moved, or the link may be mistyped.')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={to('/')} className="rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900">{t('Go to the home page')}</a>
        <a href={to('/contact')} className="rounded-full border border-brand-800 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50">{t('Contact us')}</a>
      </div>
      <nav aria-label={t('Main sections')} className="mt-12 w-full text-left">
        <h2 className="text-center font-display text-lg font-bold text-ink">{t('Or go straight to one of these pages')}</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {NOT_FOUND_SECTIONS.map((s) => (
            <li key={s.href}>
              <a href={to(s.href)} className="block rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm hover:border-brand-300 hover:bg-brand-50">
                <span className="font-semibold text-brand-800">{t(s.label)}</span>
                <span className="mt-0.5 block text-sm text-slate-600">{t(s.text)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
