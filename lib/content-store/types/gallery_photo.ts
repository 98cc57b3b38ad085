// A photo of /gallery (issue 35): the uploaded image (lib/media; or, for the photos that shipped with the site, a
// file of public/images/gallery), its alt text for people who cannot see it and its caption, in English and
// optionally Assamese and Hindi. /gallery shows the first GALLERY_SHOWN in the console's order, /gallery/more the
// rest, so a publish, a reorder, a hide or a delete touches both pages.
import { defineContentType, field, type FieldSpec } from '../content-type';
import { isCoverKey } from '../../media/media-key';

export const GALLERY_IMAGE_MESSAGE = 'The photo must be an uploaded image (choose a file) or a file of /images/.';

const anyImage = field.image('Photo');
/** Only one of our media keys or a file of /images/: never an address elsewhere, never a script. */
const image: FieldSpec<string> = { ...anyImage, schema: anyImage.schema.refine(isCoverKey, GALLERY_IMAGE_MESSAGE) as FieldSpec<string>['schema'] };

export const galleryPhoto = defineContentType({
  type: 'gallery_photo',
  label: 'Gallery photos',
  fields: {
    image,
    alt: field.text('Alt text', { max: 300, hint: 'What the photo shows, for people who cannot see it.' }),
    caption: field.text('Caption', { max: 200, hint: 'The line shown under the photo.' }),
  },
  translatable: ['alt', 'caption'],
  paths: () => ['/gallery', '/gallery/more'],
  title: (d) => d.caption,
});
