// The words of the pages built from blocks (issue 35): home hero, about, our work, donate and contact. Each block
// is one item whose key names where it stands; a block uses the fields its place shows and leaves the others
// empty. Legal pages and the registration rules stay in code: they are versioned with consent.
import { defineContentType, field } from '../content-type';

/** Every block a page reads, with the page it is on. Pages read their blocks by these keys. */
export const PAGE_TEXT_BLOCKS = {
  'home-hero': '/',
  'about-hero': '/about',
  'about-who-we-are': '/about',
  'about-vision': '/about',
  'about-mission': '/about',
  'about-governance': '/about',
  'our-work-hero': '/our-work',
  'our-work-pillars': '/our-work',
  'donate-hero': '/donate',
  'donate-why': '/donate',
  'donate-uses': '/donate',
  'donate-campaigns': '/donate',
  'contact-hero': '/contact',
  'contact-visit': '/contact',
  'contact-email': '/contact',
  'contact-phone': '/contact',
  'contact-social': '/contact',
} as const;

export type PageTextBlock = keyof typeof PAGE_TEXT_BLOCKS;

export const pageText = defineContentType({
  type: 'page_text',
  label: 'Page text',
  fields: {
    eyebrow: field.text('Eyebrow', { required: false, max: 120, hint: 'The short line above a title.' }),
    title: field.text('Title', { max: 150 }),
    subtitle: field.longText('Subtitle', { required: false, max: 600 }),
    body: field.richText('Text', { required: false }),
    items: field.longText('List', { required: false, max: 3000, hint: 'One item per line.' }),
  },
  translatable: ['eyebrow', 'title', 'subtitle', 'body', 'items'],
  paths: ({ key }) => [PAGE_TEXT_BLOCKS[key as PageTextBlock] ?? '/'],
  title: (d) => d.title,
});
