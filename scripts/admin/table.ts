// Plain-text tables for the admin script: columns sized to their widest cell, a header rule, and
// long cells cut with an ellipsis so a row fits a terminal. Cells are stored data typed by strangers:
// control characters are shown escaped (before measuring, so columns still line up).
import { escapeControlCharacters } from '@/lib/kernel/control-characters';

export type Column<T> = { header: string; value: (row: T) => unknown; max?: number; align?: 'left' | 'right' };

const cell = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '-';
  if (v instanceof Date) return formatDateTime(v);
  return escapeControlCharacters(String(v).replace(/\s+/g, ' '));
};

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

export function formatTable<T>(rows: T[], columns: Column<T>[]): string {
  const cells = rows.map((r) => columns.map((c) => clip(cell(c.value(r)), c.max ?? 40)));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((row) => row[i].length)));
  const line = (values: string[]) =>
    values.map((v, i) => (columns[i].align === 'right' ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(columns.map((c) => c.header)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** A two-column "field: value" block for one record. */
export function formatRecord(pairs: [string, unknown][]): string {
  const width = Math.max(...pairs.map(([k]) => k.length));
  return pairs.map(([k, v]) => `${k.padEnd(width)}  ${cell(v)}`).join('\n');
}

/** Local date and time in India, e.g. 21 Nov 2026, 14:05. */
export function formatDateTime(d: Date): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short', hour12: false }).format(d);
}
