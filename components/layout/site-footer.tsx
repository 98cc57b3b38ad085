import { SITE } from '@/lib/content/site';

export function SiteFooter() {
  return (
    <footer className="bg-ink py-10 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 text-sm">© {new Date().getFullYear()} {SITE.name}</div>
    </footer>
  );
}
