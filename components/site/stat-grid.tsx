// A row of headline numbers (home counters, impact statistics); a label with no translation is marked lang="en".
import { Reveal } from './reveal';

export function StatGrid({ stats, label }: { stats: readonly { value: string; label: string; labelLang?: string }[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {stats.map((s, i) => (
        <Reveal key={i} slide className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 text-center shadow-sm">
          <dt className="text-sm font-medium text-slate-700" lang={s.labelLang}>{s.label}</dt>
          <dd className="order-first font-display text-3xl font-bold text-brand-800 sm:text-4xl">{s.value}</dd>
        </Reveal>
      ))}
    </dl>
  );
}
