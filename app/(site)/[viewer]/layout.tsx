// The public site's layout: header and footer around every page that shows them.
import { notFound } from 'next/navigation';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { ScrollManager } from '@/components/layout/scroll-manager';
import { VIEWERS, type Viewer } from '@/lib/session/viewer';

// dynamicParams stays true (the default): a false here would also apply to child segments, and /profile/{id}
// must render unknown ids. An unknown viewer cannot be reached through proxy.ts, and notFound() below refuses it.
export const generateStaticParams = () => VIEWERS.map((viewer) => ({ viewer }));

export default async function SiteLayout({ children, params }: { children: React.ReactNode; params: Promise<{ viewer: string }> }) {
  const { viewer } = await params;
  if (!(VIEWERS as readonly string[]).includes(viewer)) notFound();
  return (
    <>
      <SiteHeader viewer={viewer as Viewer} />
      <ScrollManager />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
