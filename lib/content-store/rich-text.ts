// Rich text (docs/decisions/029): paragraphs, lists, bold, italic and links (http, https, mailto), nothing else.
// Cleaned on save by an allow-list (sanitize-html), and cleaned again and rendered from a parsed tree as React
// elements on every page: stored HTML is never handed to the browser as HTML, so a row written around the save
// (a planted script, a `javascript:` link, an `onerror=`) still renders as inert text or not at all.
import sanitizeHtml from 'sanitize-html';
import { createElement, type ReactNode } from 'react';

const TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'a'] as const;
type Tag = (typeof TAGS)[number];
const SCHEMES = ['http', 'https', 'mailto'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { b: 'strong', i: 'em' },
};

/** The HTML to store: only the allowed tags, `href` only on links, and only http, https and mailto addresses. */
export function sanitizeRichText(html: string): string {
  let clean = sanitizeHtml(html, OPTIONS);
  // A link whose address was refused keeps its words, not an empty <a>.
  for (let before = ''; before !== clean;) { before = clean; clean = clean.replace(/<a>((?:(?!<\/?a[ >])[\s\S])*)<\/a>/g, '$1'); }
  return clean.trim();
}

export type RichNode = string | { tag: Tag; href?: string; children: RichNode[] };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (s: string) => s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
  if (e[0] === '#') {
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  }
  return ENTITIES[e.toLowerCase()] ?? whole;
});

/** A link address a page may carry: absolute http(s) or mailto, checked once more after decoding. */
export function safeHref(href: string): string | undefined {
  const h = decode(href).trim();
  return /^(https?:\/\/|mailto:)[^\s]+$/i.test(h) ? h : undefined;
}

/**
 * The tree of cleaned rich text. The input is cleaned first (a stored value may not have been), so only the
 * allowed tags reach the tokenizer; anything it does not recognise stays text, which React escapes.
 */
export function parseRichText(html: string): RichNode[] {
  const root: { children: RichNode[] } = { children: [] };
  const stack: { tag?: Tag; children: RichNode[] }[] = [root];
  const top = () => stack[stack.length - 1];
  const TOKEN = /<(\/?)([a-z]+)((?:\s+href="[^"]*")?)\s*\/?>|([^<]+|<)/gi;
  for (const m of sanitizeRichText(html).matchAll(TOKEN)) {
    const [, closing, name, attrs, text] = m;
    if (text !== undefined) { top().children.push(decode(text)); continue; }
    const tag = name.toLowerCase() as Tag;
    if (!TAGS.includes(tag)) continue;
    if (tag === 'br') { top().children.push({ tag, children: [] }); continue; }
    if (closing) {
      const at = stack.findLastIndex((n) => n.tag === tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const href = tag === 'a' ? safeHref(/href="([^"]*)"/.exec(attrs)?.[1] ?? '') : undefined;
    const node = { tag, ...(href ? { href } : {}), children: [] as RichNode[] };
    top().children.push(node);
    stack.push(node);
  }
  return root.children;
}

function render(nodes: RichNode[]): ReactNode[] {
  return nodes.map((n, i) => {
    if (typeof n === 'string') return n;
    if (n.tag === 'a' && !n.href) return createElement('span', { key: i }, ...render(n.children));
    return createElement(n.tag, { key: i, ...(n.tag === 'a' ? { href: n.href } : {}) }, ...render(n.children));
  });
}

/** Rich text on a page (a server component): elements built from the parsed tree, never injected HTML. */
export function RichText({ value, lang, className }: { value: string; lang?: string; className?: string }) {
  return createElement('div', { className, lang }, ...render(parseRichText(value)));
}
