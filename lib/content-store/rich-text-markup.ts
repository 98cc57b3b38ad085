// The console's way of writing rich text in a plain text box, so the editor works without scripts: a blank line
// starts a paragraph, lines starting "- " make a list ("1. " a numbered one), **bold**, *italic*, and
// [words](https://…) a link. Turned into HTML before the save cleans it (./rich-text.ts), and back for editing.
// What an editor types is escaped first: typed tags are words, never markup.
import { parseRichText, type RichNode } from './rich-text';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function inline(text: string): string {
  return escape(text)
    .replace(/\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g, (_, words: string, href: string) => `<a href="${href}">${words}</a>`)
    .replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\n]+)\*(?!\*)/g, '$1<em>$2</em>');
}

const BULLET = /^\s*[-*]\s+/;
const NUMBER = /^\s*\d+[.)]\s+/;

/** The box's text as HTML (to be cleaned by the save). */
export function markupToHtml(text: string): string {
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean);
  return blocks.map((block) => {
    const lines = block.split('\n');
    for (const [rule, tag] of [[BULLET, 'ul'], [NUMBER, 'ol']] as const) {
      if (lines.every((l) => rule.test(l))) return `<${tag}>${lines.map((l) => `<li>${inline(l.replace(rule, ''))}</li>`).join('')}</${tag}>`;
    }
    return `<p>${lines.map(inline).join('<br>')}</p>`;
  }).join('');
}

function words(nodes: RichNode[]): string {
  return nodes.map((n) => {
    if (typeof n === 'string') return n;
    const inner = words(n.children);
    if (n.tag === 'strong') return `**${inner}**`;
    if (n.tag === 'em') return `*${inner}*`;
    if (n.tag === 'a') return n.href ? `[${inner}](${n.href})` : inner;
    if (n.tag === 'br') return '\n';
    return inner;
  }).join('');
}

/** Stored HTML as the box shows it. */
export function htmlToMarkup(html: string): string {
  const out: string[] = [];
  let loose: RichNode[] = [];
  const flush = () => { if (loose.length) out.push(words(loose).trim()); loose = []; };
  for (const n of parseRichText(html)) {
    if (typeof n !== 'string' && (n.tag === 'p' || n.tag === 'ul' || n.tag === 'ol')) {
      flush();
      if (n.tag === 'p') out.push(words(n.children).trim());
      else out.push(n.children.filter((c) => typeof c !== 'string').map((c, i) => `${n.tag === 'ul' ? '-' : `${i + 1}.`} ${words((c as { children: RichNode[] }).children).trim()}`).join('\n'));
    } else loose.push(n);
  }
  flush();
  return out.filter(Boolean).join('\n\n');
}
