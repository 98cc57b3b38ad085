// The second printed page of a card: terms or instructions. Shown only in print, after a page break.
import type { LegalDocument } from '@/lib/content/legal';

export function PrintTermsPage({ document }: { document: LegalDocument }) {
  return (
    <section data-print-terms className="mx-auto hidden max-w-3xl break-before-page text-[12px] leading-snug text-ink print:block" aria-label={document.title}>
      <h2 className="font-display text-lg font-bold">{document.title}</h2>
      <p className="mb-3 text-slate-600">Last updated: {document.lastUpdated}</p>
      {document.intro?.map((p) => <p key={p} className="mb-2">{p}</p>)}
      {document.sections.map((s) => (
        <div key={s.heading} className="mb-3 break-inside-avoid">
          <h3 className="font-bold">{s.heading}</h3>
          {s.paragraphs?.map((p) => <p key={p}>{p}</p>)}
          {s.bullets && <ul className="ml-5 list-disc">{s.bullets.map((b) => <li key={b}>{b}</li>)}</ul>}
        </div>
      ))}
    </section>
  );
}
