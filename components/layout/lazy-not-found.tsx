'use client';
// The root 404 boundary's code ships with every page, the bare ones (login, registration) too. Its header,
// panel and footer (with next/link and next/image) would add about 20 KB of gzip to each of them, so they are
// a separate chunk, fetched only when a 404 is shown. The server renders them as usual (the 404 page looks the
// same, nothing moves). React.lazy rather than next/dynamic, whose loader would add its own code everywhere.
// The server streams the lazy part in a hidden block that an inline script reveals: without scripts that
// block stays hidden, so `noScript` (rendered by the server, in a <noscript> as the boundary's fallback) is
// what such a browser shows.
import { lazy, Suspense } from 'react';

const NotFoundChrome = lazy(() => import('./not-found-chrome'));

export function LazyNotFound({ noScript }: { noScript: React.ReactNode }) {
  return (
    <Suspense fallback={<noscript>{noScript}</noscript>}>
      <NotFoundChrome />
    </Suspense>
  );
}
