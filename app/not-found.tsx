// The 404 page for every address the site does not have, outside the public pages' own segment too
// (/intern/typo, /old-page.html): the site's header and footer, so a visitor on a dead link has a way on.
// It depends on no [viewer] segment, so it keeps working when that segment goes; the header shows the
// guest variant (Login), which is right for most visitors of a dead link and harmless for the rest.
import type { Metadata } from 'next';
import { NotFoundPanel } from '@/components/layout/not-found-panel';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false, follow: true } };

export default function NotFound() {
  return (
    <>
      <SiteHeader viewer="guest" />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <NotFoundPanel />
      </main>
      <SiteFooter />
    </>
  );
}
