// Registrations per day as a small inline SVG (no chart library, no script): one line per kind over the last
// 90 days. The plot stretches to any width (lines keep their thickness); the axis labels are text beside it,
// so they stay readable on a phone. The numbers are in a table too, for screen readers and for reading.
import { ScrollRegion } from './scroll-region';

type Day = { day: string; institution: number; intern: number; member: number };
const SERIES = [
  { key: 'intern', label: 'Interns', color: '#6d28d9', dash: '' },
  { key: 'member', label: 'Members', color: '#0f766e', dash: '6 3' },
  { key: 'institution', label: 'Institutions', color: '#b45309', dash: '2 3' },
] as const;

export function RegistrationsChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.flatMap((d) => [d.institution, d.intern, d.member]));
  const x = (i: number) => (i * 100) / Math.max(1, days.length - 1);
  const y = (n: number) => 2 + 96 * (1 - n / max);
  const totals = SERIES.map((s) => days.reduce((sum, d) => sum + d[s.key], 0));
  return (
    <figure className="m-0">
      <div className="rounded-md border border-slate-300 bg-white p-3">
        <div className="flex gap-2">
          <div className="flex h-48 flex-col justify-between text-right text-xs text-slate-700" aria-hidden="true">
            <span>{max}</span><span>{Math.round(max / 2)}</span><span>0</span>
          </div>
          <svg viewBox="0 0 100 100" preserveAspectRatio="none" role="img" aria-labelledby="chart-title chart-desc" className="h-48 min-w-0 flex-1">
            <title id="chart-title">Registrations per day, last 90 days</title>
            <desc id="chart-desc">{SERIES.map((s, i) => `${s.label}: ${totals[i]}`).join('; ')} in total.</desc>
            {[0, max / 2, max].map((t) => <line key={t} x1="0" x2="100" y1={y(t)} y2={y(t)} stroke="#cbd5e1" strokeWidth="1" vectorEffect="non-scaling-stroke" />)}
            {SERIES.map((s) => (
              <polyline key={s.key} fill="none" stroke={s.color} strokeWidth="2" strokeDasharray={s.dash || undefined} vectorEffect="non-scaling-stroke"
                points={days.map((d, i) => `${x(i).toFixed(2)},${y(d[s.key]).toFixed(2)}`).join(' ')} />
            ))}
          </svg>
        </div>
        <div className="mt-1 flex justify-between pl-6 text-xs text-slate-700" aria-hidden="true">
          <span>{days[0]?.day}</span><span>{days[Math.floor(days.length / 2)]?.day}</span><span>{days.at(-1)?.day}</span>
        </div>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm">
        {SERIES.map((s, i) => (
          <span key={s.key} className="inline-flex items-center gap-2">
            <svg width="24" height="8" aria-hidden="true"><line x1="0" x2="24" y1="4" y2="4" stroke={s.color} strokeWidth="3" strokeDasharray={s.dash || undefined} /></svg>
            {s.label} ({totals[i]})
          </span>
        ))}
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer py-2 font-semibold text-brand-700">Show the numbers per day</summary>
        <ScrollRegion label="Registrations per day" className="max-h-64">
          <table className="w-full text-left">
            <thead><tr><th scope="col">Day</th>{SERIES.map((s) => <th scope="col" key={s.key}>{s.label}</th>)}</tr></thead>
            <tbody>{days.filter((d) => d.intern + d.member + d.institution > 0).map((d) => (
              <tr key={d.day}><th scope="row" className="font-normal">{d.day}</th>{SERIES.map((s) => <td key={s.key}>{d[s.key]}</td>)}</tr>
            ))}</tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}
