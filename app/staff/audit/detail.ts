// An audit row's detail in words for the trail's table: "reason: left the programme · marked read: no" rather
// than the stored JSON ({"markedRead":false}), which an admin had to read as code (issue 34). The CSV export
// keeps the JSON: a spreadsheet or a script reads that one.

const MAX_CHARS = 300;

/** camelCase and snake_case keys as words: markedRead → marked read. */
const words = (key: string) => key.replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

function value(v: unknown): string {
  if (v === null || v === undefined || v === '') return '–';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (Array.isArray(v)) return v.length ? v.map(value).join(', ') : 'none';
  if (typeof v === 'object') return `(${pairs(v as Record<string, unknown>).join(', ')})`;
  return String(v);
}

const pairs = (o: Record<string, unknown>) => Object.entries(o).map(([k, v]) => `${words(k)}: ${value(v)}`);

/** The detail as "key: value" pairs, or '' when there is none; cut at 300 characters with an ellipsis. */
export function describeDetail(detail: unknown): string {
  if (detail === null || typeof detail !== 'object') return detail === null || detail === undefined ? '' : String(detail);
  const text = Array.isArray(detail) ? value(detail) : pairs(detail as Record<string, unknown>).join(' · ');
  return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text;
}
