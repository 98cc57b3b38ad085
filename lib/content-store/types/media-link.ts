// A multimedia piece on /research (issue 35): a podcast, video or photo essay, its thumbnail, and the address
// it is published at (http or https only; until there is one the card says "coming soon").
import { z } from '../../kernel/zod';
import { defineContentType, field } from '../content-type';

export const MEDIA_KINDS = ['Podcast', 'Video', 'Photo Essay'] as const;
export const MEDIA_URL_MESSAGE = 'Address: give a web address starting with http:// or https://.';

const webAddress = z.string().trim().max(500, MEDIA_URL_MESSAGE).refine((v) => {
  if (v === '') return true;
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}, MEDIA_URL_MESSAGE);

export const mediaLink = defineContentType({
  type: 'media_link',
  label: 'Multimedia links',
  fields: {
    title: field.text('Title', { max: 150 }),
    kind: field.select('Type', MEDIA_KINDS.map((k) => ({ value: k, label: k }))),
    description: field.longText('Description', { max: 600 }),
    episodes: field.number('Episodes', { required: false, min: 1, max: 1000 }),
    features: field.longText('What it includes', { required: false, max: 600, hint: 'One per line.' }),
    thumbnail: field.image('Thumbnail'),
    url: { ...field.text('Address', { required: false, max: 500, hint: 'http:// or https:// only.' }), schema: webAddress },
  },
  translatable: ['title', 'description', 'features'],
  paths: () => ['/research'],
  title: (d) => d.title,
});
