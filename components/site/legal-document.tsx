// Renders a legal text from lib/content/legal.ts: terms, privacy policy, institution/internship/member terms, in
// the page's language (every one is in the catalogues' 'terms' section). Keys are positions, not the English
// texts: a server component's keys travel in the page's RSC payload (a second, English copy).
import { LAST_UPDATED, type LegalDocument as Doc } from '@/lib/content/legal';
import { getT } from '@/lib/i18n/request-locale';

export async function LegalDocument({ doc, headingLevel = 1 }: { doc: Doc; headingLevel?: 1 | 2 }) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const t = await getT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Title className="font-display text-3xl font-bold text-ink sm:text-4xl">{t(doc.title)}</Title>
      <p className="mt-2 text-sm text-slate-600">{t(LAST_UPDATED, { date: t(doc.lastUpdated) })}</p>
      {doc.intro?.map((p, i) => <p key={i} className="mt-4 text-slate-700">{t(p)}</p>)}
      {doc.sections.map((s, i) => (
        <section key={i} className="mt-8">
          <h2 className="font-display text-xl font-semibold text-brand-800">{i + 1}. {t(s.heading)}</h2>
          {s.paragraphs?.map((p, j) => <p key={j} className="mt-3 text-slate-700">{t(p)}</p>)}
          {s.bullets && (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-700">
              {s.bullets.map((b, j) => <li key={j}>{t(b)}</li>)}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
