// Any path the site does not have: the branded 404 of this layout, with header and footer.
import { notFound } from 'next/navigation';

// Any value of this segment (app/[locale]/layout.tsx allows only its three languages).
export const dynamicParams = true;

export default function Missing() {
  notFound();
}
