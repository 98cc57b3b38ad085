// A missing public page: the same panel as app/not-found.tsx, inside this layout's header and footer.
import { NOT_FOUND_TITLE, NotFoundPanel } from '@/components/layout/not-found-panel';
import { localizedMetadata } from '@/lib/i18n/metadata';
import { getLocale, getT } from '@/lib/i18n/request-locale';

export const generateMetadata = localizedMetadata({ title: NOT_FOUND_TITLE, robots: { index: false, follow: true } });

export default async function NotFound() {
  return <NotFoundPanel t={await getT()} locale={await getLocale()} />;
}
