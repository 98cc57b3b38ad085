// A record's history in words (lib/staff/history.ts): what was done, by whom and when, with the reason or note;
// the page views and document reads behind "Show views". An application's page and an internship's page show it.
import type { HistoryEntry } from '@/lib/staff/history';
import { dateTime } from './format';

export function HistoryList({ decisions, views, empty }: { decisions: HistoryEntry[]; views: HistoryEntry[]; empty: string }) {
  return (
    <>
      {decisions.length ? (
        <ol className="mt-3 grid gap-1 text-sm">{decisions.map((h) => (
          <li key={h.id} className="rounded border border-slate-200 bg-white px-3 py-2">
            <span className="font-semibold">{h.what}</span> by {h.by}, {dateTime(h.at)}
            {h.reason ? <span className="block text-slate-700">Reason: {h.reason}</span> : null}
            {h.note ? <span className="block text-slate-700">{h.note}</span> : null}
          </li>
        ))}</ol>
      ) : <p className="mt-3 text-sm text-slate-700">{empty}</p>}
      {views.length ? (
        <details className="mt-3 text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">Show views ({views.length})</summary>
          <ol className="mt-2 grid gap-1">{views.map((h) => (
            <li key={h.id} className="rounded border border-slate-200 bg-white px-3 py-1">{h.what}: {h.by}, {dateTime(h.at)}</li>
          ))}</ol>
        </details>
      ) : null}
    </>
  );
}
