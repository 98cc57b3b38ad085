import { NotFoundPanel } from '@/components/layout/not-found-panel';

export default function NotFound() {
  return (
    <main id="main" className="min-h-screen">
      <NotFoundPanel />
    </main>
  );
}
