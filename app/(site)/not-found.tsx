import { NotFoundPanel } from '@/components/layout/not-found-panel';

export default function NotFound() {
  return <NotFoundPanel />;
}
