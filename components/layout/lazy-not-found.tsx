'use client';
// The root 404 boundary's code ships with every page, the bare ones (login, registration) too. Its header,
// panel and footer (with next/link and next/image) would add about 20 KB of gzip to each of them, so they are
// a separate chunk, fetched only when a 404 is shown. The server renders them as usual (the 404 page looks the
// same, nothing moves). React.lazy rather than next/dynamic, whose loader would add its own code everywhere.
import { lazy, Suspense } from 'react';

const NotFoundChrome = lazy(() => import('./not-found-chrome'));

export function LazyNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundChrome />
    </Suspense>
  );
}
