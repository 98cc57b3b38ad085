// The 404 of any English address no route matches (/no-such-page, /intern/typo), prerendered once at
// build time: there is no catch-all page (issue 27: an unknown address costs no rendering) and no app/layout.tsx
// (the root layouts are app/[locale]/layout.tsx and app/staff/layout.tsx, docs/decisions/017), so this file
// draws its own <html>. Unknown /as/... and /hi/... addresses never get here: a fallback rewrite sends them to
// their language's prerendered 404 (app/[locale]/(site)/page-not-found, docs/decisions/017).
// The chrome is streamed for script-capable browsers and the panel alone is in <noscript> for the others.
import type { Metadata, Viewport } from 'next';
import { I18nProvider } from '@/components/i18n/i18n-provider';
import { LazyNotFound } from '@/components/layout/lazy-not-found';
import { NotFoundPanel } from '@/components/layout/not-found-panel';
import { SITE } from '@/lib/content/site';
import { translatorFor } from '@/lib/i18n/translate';
import { inter, grotesk } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(process.env.PUBLIC_BASE_URL || SITE.url),
  title: `Page not found | ${SITE.name}`,
  robots: { index: false, follow: true },
};

export const viewport: Viewport = { themeColor: '#5b21b6', width: 'device-width', initialScale: 1 };

export default function GlobalNotFound() {
  const t = translatorFor(null); // English: this page is only ever served for English addresses
  return (
    <html lang="en-IN" className={`${inter.variable} ${grotesk.variable}`}>
      <body className="min-h-screen font-sans">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow-lg">
          {t('Skip to main content')}
        </a>
        <I18nProvider locale="en" messages={null}>
          <LazyNotFound noScript={<main id="main"><NotFoundPanel t={t} locale="en" /></main>} />
        </I18nProvider>
      </body>
    </html>
  );
}
