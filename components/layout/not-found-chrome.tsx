'use client';
// The root 404 page's content: the public header, the panel and the footer. Imported only through
// lazy-not-found.tsx, so that their code stays out of the bundle every page carries (see there).
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { NotFoundPanel } from './not-found-panel';
import { useLocale, useT } from '@/components/i18n/i18n-provider';

export default function NotFoundChrome() {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <NotFoundPanel t={t} locale={locale} />
      </main>
      <SiteFooter />
    </>
  );
}
