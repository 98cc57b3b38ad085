// The bar across a page opened as a staff preview (lib/content-store/preview.ts): says the page shows a draft, and
// leads out. Renders nothing for everyone else: outside draft mode, and when the page is rendered statically.
import { previewedItem } from '@/lib/content-store/preview';
import { getT } from '@/lib/i18n/request-locale';

export async function PreviewBar() {
  const item = await previewedItem();
  if (!item) return null;
  const t = await getT();
  return (
    <div role="status" className="sticky top-0 z-[60] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm font-semibold text-slate-950" data-testid="preview-bar">
      <span>{t('Preview — not published')}</span>
      <span className="font-normal">{t('This page shows a draft. Visitors see the published version.')}</span>
      {/* The console's route (not a page of the site) leaves draft mode for this browser. */}
      <form method="get" action="/staff/content/preview/exit">
        <button type="submit" className="min-h-11 underline underline-offset-4">{t('Leave the preview')}</button>
      </form>
    </div>
  );
}
