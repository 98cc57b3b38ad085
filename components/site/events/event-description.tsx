// An event's description as staff wrote it: paragraphs (separated by a blank line) and web addresses, which become
// links. Nothing else is markup: the text is escaped by React like any other, so a stored tag or script is shown
// as the characters it is, never run. Only http(s) addresses become links.
const ADDRESS = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

export function EventDescription({ text, lang }: { text: string; lang?: string }) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <div className="space-y-4 text-lg text-slate-700" lang={lang}>
      {paragraphs.map((p, i) => (
        <p key={i} className="whitespace-pre-line break-words">
          {p.split(ADDRESS).map((part, j) => (j % 2 ? <a key={j} href={part} rel="nofollow noopener" className="font-medium text-brand-800 underline">{part}</a> : part))}
        </p>
      ))}
    </div>
  );
}
