// Every content type, one import line each (keep them sorted): the console, the admin script, the preview and the
// export find a type here by its name. Each type lives in its own file under ./types/ (docs/decisions/029).
import { notFound } from '../kernel/domain-errors';
import type { AnyContentType } from './content-type';
import { club } from './types/club';
import { counter } from './types/counter';
import { galleryPhoto } from './types/gallery_photo';
import { mediaLink } from './types/media-link';
import { opening } from './types/opening';
import { pageText } from './types/page-text';
import { person } from './types/person';
import { researchReport } from './types/research-report';
import { spotlight } from './types/spotlight';
import { toolkit } from './types/toolkit';

export const CONTENT_TYPES: readonly AnyContentType[] = [
  club,
  counter,
  galleryPhoto,
  mediaLink,
  opening,
  pageText,
  person,
  researchReport,
  spotlight,
  toolkit,
];

/** The type named `name`, or a refusal naming the known ones. */
export function contentType(name: string): AnyContentType {
  const t = CONTENT_TYPES.find((c) => c.type === name);
  if (!t) throw notFound(`No content type "${name}". Known types: ${CONTENT_TYPES.map((c) => c.type).join(', ') || 'none yet'}.`);
  return t;
}
