// A page section with an optional heading block; `id` makes it a link target.
type Props = {
  id?: string;
  eyebrow?: React.ReactNode;
  title?: React.ReactNode;
  intro?: React.ReactNode;
  tinted?: boolean;
  className?: string;
  children: React.ReactNode;
};

export function Section({ id, eyebrow, title, intro, tinted, className = '', children }: Props) {
  const headingId = id && title ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 ${tinted ? 'bg-brand-50' : ''} ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-16">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-800">{eyebrow}</p>}
        {title && <h2 id={headingId} className="mt-1 font-display text-3xl font-bold text-ink">{title}</h2>}
        {intro && <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>}
        <div className={title || intro ? 'mt-8' : ''}>{children}</div>
      </div>
    </section>
  );
}
