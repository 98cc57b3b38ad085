// A missing public page: the same panel as app/not-found.tsx, inside this layout's header and footer.
import type { Metadata } from 'next';
import { NotFoundPanel } from '@/components/layout/not-found-panel';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false, follow: true } };

export default function NotFound() {
  return <NotFoundPanel />;
}
