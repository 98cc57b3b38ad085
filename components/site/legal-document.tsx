// Renders a legal text from lib/content/legal.ts: terms, privacy policy, institution/internship/member terms.
import type { LegalDocument as Doc } from '@/lib/content/legal';
import { EnglishOnlyNote } from '@/components/i18n/english-only-note';

export function LegalDocument({ doc, headingLevel = 1 }: { doc: Doc; headingLevel?: 1 | 2 }) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article lang="en-IN" className="mx-auto max-w-3xl px-4 py-12">
      <EnglishOnlyNote className="mb-6" />
      <Title className="font-display text-3xl font-bold text-ink sm:text-4xl">{doc.title}</Title>
      <p className="mt-2 text-sm text-slate-600">Last updated: {doc.lastUpdated}</p>
      {doc.intro?.map((p) => <p key={p} className="mt-4 text-slate-700">{p}</p>)}
      {doc.sections.map((s, i) => (
        <section key={s.heading} className="mt-8">
          <h2 className="font-display text-xl font-semibold text-brand-800">{i + 1}. {s.heading}</h2>
          {s.paragraphs?.map((p) => <p key={p} className="mt-3 text-slate-700">{p}</p>)}
          {s.bullets && (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-700">
              {s.bullets.map((b) => <li key={b}>{b}</li>)}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
