// Registrations per day as a small inline SVG (no chart library, no script): one line per kind, the
// last 90 days, with the numbers in a table for screen readers and anyone who would rather read them.
type Day = { day: string; institution: number; intern: number; member: number };
const SERIES = [
  { key: 'intern', label: 'Interns', color: '#6d28d9', dash: '' },
  { key: 'member', label: 'Members', color: '#0f766e', dash: '6 3' },
  { key: 'institution', label: 'Institutions', color: '#b45309', dash: '2 3' },
] as const;

export function RegistrationsChart({ days }: { days: Day[] }) {
  const W = 720, H = 220, left = 36, bottom = 24, top = 10;
  const max = Math.max(1, ...days.flatMap((d) => [d.institution, d.intern, d.member]));
  const x = (i: number) => left + (i * (W - left - 8)) / Math.max(1, days.length - 1);
  const y = (n: number) => top + (H - top - bottom) * (1 - n / max);
  const ticks = [0, Math.round(max / 2), max];
  const totals = SERIES.map((s) => days.reduce((sum, d) => sum + d[s.key], 0));
  return (
    <figure className="m-0">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="chart-title chart-desc" className="h-auto w-full rounded-md border border-slate-300 bg-white">
        <title id="chart-title">Registrations per day, last 90 days</title>
        <desc id="chart-desc">{SERIES.map((s, i) => `${s.label}: ${totals[i]}`).join('; ')} in total.</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={left} x2={W - 8} y1={y(t)} y2={y(t)} stroke="#cbd5e1" strokeWidth="1" />
            <text x={left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#334155">{t}</text>
          </g>
        ))}
        {[0, 45, days.length - 1].map((i) => (
          <text key={i} x={x(i)} y={H - 6} textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'} fontSize="11" fill="#334155">{days[i]?.day}</text>
        ))}
        {SERIES.map((s) => (
          <polyline key={s.key} fill="none" stroke={s.color} strokeWidth="2" strokeDasharray={s.dash || undefined}
            points={days.map((d, i) => `${x(i).toFixed(1)},${y(d[s.key]).toFixed(1)}`).join(' ')} />
        ))}
      </svg>
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
        <div className="max-h-64 overflow-auto">
          <table className="w-full text-left">
            <thead><tr><th scope="col">Day</th>{SERIES.map((s) => <th scope="col" key={s.key}>{s.label}</th>)}</tr></thead>
            <tbody>{days.filter((d) => d.intern + d.member + d.institution > 0).map((d) => (
              <tr key={d.day}><th scope="row" className="font-normal">{d.day}</th>{SERIES.map((s) => <td key={s.key}>{d[s.key]}</td>)}</tr>
            ))}</tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
