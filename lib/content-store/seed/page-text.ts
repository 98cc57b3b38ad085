// The blocks of page text as the site had them in code (issue 35): home hero, about, our work, donate and contact,
// moved into the database once. Paragraphs become rich text; lists are one entry per line.
import type { Translator } from '@/lib/i18n/translate';
import { pageText } from '../types/page-text';
import { PAGE_TEXT_COPY, type Block } from './page-text-copy';
import { lines, paragraphs, type ContentSeed } from './seed-items';

const write = (b: Block) => (t: Translator) => ({
  eyebrow: b.eyebrow ? t(b.eyebrow) : '',
  title: t(b.title),
  subtitle: b.subtitle ? t(b.subtitle) : '',
  body: b.body ? paragraphs(b.body.map((p) => t(p))) : '',
  items: b.items ? lines(b.items.map((i) => t(i))) : '',
});

export const pageTextSeed: ContentSeed = {
  type: pageText,
  entries: () => Object.entries(PAGE_TEXT_COPY).map(([key, block]) => ({ key, write: write(block) })),
};
