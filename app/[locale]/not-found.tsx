// The 404 page for every address the site does not have, outside the public pages' own segment too
// (/intern/typo, /old-page.html): the site's header and footer, so a visitor on a dead link has a way on.
// The header learns on the client whether this browser is signed in, as on every public page.
import { LazyNotFound } from '@/components/layout/lazy-not-found';
import { localizedMetadata } from '@/lib/i18n/metadata';
import { NOT_FOUND_TITLE, NotFoundPanel } from '@/components/layout/not-found-panel';
import { getLocale, getT } from '@/lib/i18n/request-locale';

export const generateMetadata = localizedMetadata({ title: NOT_FOUND_TITLE, robots: { index: false, follow: true } });

export default async function NotFound() {
  // Without scripts: the panel alone (its links are the navigation), rendered here so it adds no client code.
  return <LazyNotFound noScript={<main id="main"><NotFoundPanel t={await getT()} locale={await getLocale()} /></main>} />;
}
