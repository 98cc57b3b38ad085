// The words a page shows a person, from its HTML as served: the title, the meta description, every text node
// outside scripts and styles, and the alt and aria-label texts, with entities decoded and whitespace normalised.
// Markup may change (a <p> from rich text instead of from JSX); the words may not (tests/e2e/content-pages.spec.ts).
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function pageText(html: string): string {
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const body = html
    .replace(/<!--[\s\S]*?-->/g, '') // React's separators between adjacent text nodes join them
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*?\b(?:alt|aria-label)="([^"]*)"[^>]*>/gi, (tag) => {
      const said = [...tag.matchAll(/\b(?:alt|aria-label)="([^"]*)"/gi)].map((m) => m[1]).join(' ');
      return ` ${said} `;
    })
    .replace(/<[^>]+>/g, ' ');
  return decode(`${description} ${body}`).replace(/\s+/g, ' ').trim();
}

/** Where two texts first differ, with some words either side, for a failure anyone can read. */
export function firstDifference(expected: string, actual: string): string | null {
  if (expected === actual) return null;
  let i = 0;
  while (i < expected.length && expected[i] === actual[i]) i++;
  const from = Math.max(0, i - 80);
  return `at character ${i}:\n  expected …${expected.slice(from, i + 120)}…\n  actual   …${actual.slice(from, i + 120)}…`;
}
