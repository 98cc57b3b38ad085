// The second printed page of a card: terms or instructions, in the card's language (each text is the English
// of lib/content, looked up in the catalogue; a text not yet translated stays English). Shown only in print,
// after a page break.
import type { LegalDocument } from '@/lib/content/legal';
import { getT } from '@/lib/i18n/request-locale';

export async function PrintTermsPage({ document }: { document: LegalDocument }) {
  const t = await getT();
  return (
    <section data-print-terms className="mx-auto hidden max-w-3xl break-before-page text-[12px] leading-snug text-ink print:block" aria-label={t(document.title)}>
      <h2 className="font-display text-lg font-bold">{t(document.title)}</h2>
      <p className="mb-3 text-slate-600">{t('Last updated: {date}', { date: t(document.lastUpdated) })}</p>
      {document.intro?.map((p) => <p key={p} className="mb-2">{t(p)}</p>)}
      {document.sections.map((s) => (
        <div key={s.heading} className="mb-3 break-inside-avoid">
          <h3 className="font-bold">{t(s.heading)}</h3>
          {s.paragraphs?.map((p) => <p key={p}>{t(p)}</p>)}
          {s.bullets && <ul className="ml-5 list-disc">{s.bullets.map((b) => <li key={b}>{t(b)}</li>)}</ul>}
        </div>
      ))}
    </section>
  );
}
