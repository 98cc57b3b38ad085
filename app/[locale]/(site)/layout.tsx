// The public site's layout: header and footer around every page that shows them. Nothing here reads the
// session: every public page is one static document for everyone (docs/decisions/013).
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { ScrollManager } from '@/components/layout/scroll-manager';
import { PreviewBar } from '@/components/content/preview-bar';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <PreviewBar />
      <SiteHeader />
      <ScrollManager />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
