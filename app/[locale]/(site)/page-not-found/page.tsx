// Where an unknown Assamese or Hindi address lands (/as/no-such-page, /hi/intern/typo): next.config.ts sends any
// /as/... or /hi/... path that no route matches here (a fallback rewrite, checked only after every route), and
// this page is the site's 404 in that language: one prerendered document per language, so an unknown address
// costs no rendering (issue 27). English unknown addresses keep app/global-not-found.tsx.
// The panel is rendered here rather than by calling notFound(): a prerendered notFound() comes out as an empty
// error shell that shows nothing until scripts run (review 3 of issue 28). Its status is set to 404 by the build
// (lib/platform/build/not-found-pages.ts).
import { NOT_FOUND_TITLE, NotFoundPanel } from '@/components/layout/not-found-panel';
import { localizedMetadata } from '@/lib/i18n/metadata';
import { getLocale, getT } from '@/lib/i18n/request-locale';

export const generateMetadata = localizedMetadata({ title: NOT_FOUND_TITLE, robots: { index: false, follow: true } });

export default async function PageNotFound() {
  return <NotFoundPanel t={await getT()} locale={await getLocale()} />;
}
