// A card's "label: value" table. Rows without a value are left out (cards show optional rows only if present).
import { getT } from '@/lib/i18n/request-locale';
export type DetailRow = { label: string; value: React.ReactNode; valueClassName?: string };

export async function DetailsTable({ caption, rows }: { caption?: string; rows: DetailRow[] }) {
  const t = await getT(); // labels are the spec's English, shown in the page's language
  const shown = rows.filter((r) => r.value !== null && r.value !== undefined && r.value !== '');
  return (
    <table className="w-full border-collapse text-sm">
      {caption && <caption className="mb-2 text-left font-display text-base font-bold text-brand-900">{t(caption)}</caption>}
      <tbody>
        {shown.map((r) => (
          <tr key={r.label} className="border-b border-slate-200 last:border-0">
            <th scope="row" className="w-[40%] py-2 pr-3 text-left align-top font-semibold text-slate-600">{t(r.label)}</th>
            <td className={`py-2 align-top break-words ${r.valueClassName ?? 'text-ink'}`}>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
