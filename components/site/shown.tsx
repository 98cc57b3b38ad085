// A field of a published item as a page shows it: as it is in the page's language, or marked lang="en" where
// the item has no translation of it (issue 35), so a screen reader reads it as English.
import type { ReactNode } from 'react';

type Item = { data: object; fallback: readonly string[] };

export function shown<I extends Item>(item: I, field: keyof I['data'] & string): ReactNode {
  const text = String((item.data as Record<string, unknown>)[field] ?? '');
  return item.fallback.includes(field) ? <span lang="en">{text}</span> : text;
}
