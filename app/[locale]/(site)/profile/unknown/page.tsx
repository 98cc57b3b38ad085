// Where /profile/{an id that is not one of ours} lands (a rewrite in next.config.ts, as the ids are known at build):
// the site's page with the spec's 'Detailed profile not available.' (../not-found.tsx), status 404, in each
// language one prerendered document, so an unknown id costs no rendering and writes nothing (issue 24).
import { notFound } from 'next/navigation';

export default function UnknownProfile(): never {
  notFound();
}
