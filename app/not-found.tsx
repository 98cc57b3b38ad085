// The 404 page for every address the site does not have, outside the public pages' own segment too
// (/intern/typo, /old-page.html): the site's header and footer, so a visitor on a dead link has a way on.
// The header learns on the client whether this browser is signed in, as on every public page.
import type { Metadata } from 'next';
import { NotFoundPanel } from '@/components/layout/not-found-panel';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false, follow: true } };

export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <NotFoundPanel />
      </main>
      <SiteFooter />
    </>
  );
}
