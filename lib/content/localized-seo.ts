// A public page's generateMetadata in the page's language. Apart from seo.ts, which stays plain data that tests
// and the browser may import without the catalogues.
import { localizedMetadata } from '../i18n/metadata';
import { pageMetadata, type PageMeta } from './seo';

/** The title and description are translated first and then cut to a search result's length (a cut English text would no longer be found in the catalogue). */
export const localizedPageMetadata = (meta: PageMeta) =>
  localizedMetadata((t) => pageMetadata({ ...meta, title: meta.title && t(meta.title), description: t(meta.description) }, t));
