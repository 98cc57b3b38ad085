// Every content type, one import line each (keep them sorted): the console, the admin script, the preview and the
// export find a type here by its name. Each type lives in its own file under ./types/ (docs/decisions/029).
import { notFound } from '../kernel/domain-errors';
import type { ContentType } from './content-type';
import { counter } from './types/counter';
import { mediaLink } from './types/media-link';
import { pageText } from './types/page-text';
import { person } from './types/person';
import { researchReport } from './types/research-report';
import { toolkit } from './types/toolkit';

export const CONTENT_TYPES: readonly ContentType[] = [
  counter,
  mediaLink,
  pageText,
  person,
  researchReport,
  toolkit,
].map(anyType);

/** A type of the list, as the functions for any type take it. TypeScript measures a ContentType's fields as invariant
 * (they are read and, through `paths` and `title`, written), so a specific type needs this widening. */
function anyType(t: object): ContentType {
  return t as ContentType;
}

/** The type named `name`, or a refusal naming the known ones. */
export function contentType(name: string): ContentType {
  const t = CONTENT_TYPES.find((c) => c.type === name);
  if (!t) throw notFound(`No content type "${name}". Known types: ${CONTENT_TYPES.map((c) => c.type).join(', ') || 'none yet'}.`);
  return t;
}
