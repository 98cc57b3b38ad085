// Label and value pairs of a profile tab, two columns from small screens up.
import type { Detail } from './profile-data';

export function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {details.map((d) => (
        <div key={d.label} className="rounded-lg bg-slate-50 px-4 py-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{d.label}</dt>
          <dd className="mt-1 break-words text-sm font-medium text-ink">{d.value}</dd>
        </div>
      ))}
    </dl>
  );
}
