// A translated sentence with marked words (lib/i18n/translate.ts, richParts): each <tag>…</tag> becomes what
// the page gives for it (a link, a screen-reader-only span). Pass the translation unfilled (t(text) without
// values) and the values here: they are filled in after the tags are read, so a value cannot add markup.
// No hooks, so server and client components both use it.
import { Fragment } from 'react';
import { fill, richParts, type Values } from '@/lib/i18n/translate';

type Props = { text: string; values?: Values; tags: Record<string, (chunk: string) => React.ReactNode> };

export function RichText({ text, values = {}, tags }: Props) {
  return richParts(text).map((part, i) =>
    typeof part === 'string' ? fill(part, values) : <Fragment key={i}>{(tags[part.tag] ?? ((chunk: string) => chunk))(fill(part.text, values))}</Fragment>,
  );
}
