// A content type for the store's tests: every field kind, two of them translated, shown on /about. The site's
// own types (lib/content-store/types) come and change; the store's rules are tested once, on this one.
import { defineContentType, field } from '@/lib/content-store/content-type';

export const noticeType = defineContentType({
  type: 'test_notice',
  label: 'Test notices',
  fields: {
    title: field.text('Title', { max: 120 }),
    body: field.richText('Body'),
    day: field.date('Day', { required: false }),
    seats: field.number('Seats', { required: false, max: 500 }),
    kind: field.select('Kind', [{ value: 'news', label: 'News' }, { value: 'call', label: 'Call for volunteers' }]),
    urgent: field.boolean('Urgent'),
  },
  translatable: ['title', 'body'],
  paths: ({ key }) => ['/about', `/notices/${key}`],
  title: (d) => d.title,
});

let n = 0;
/** A fresh key per call, so tests share the database without meeting. */
export const contentKey = (prefix = 'notice') => `${prefix}-${Date.now().toString(36)}-${(n++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;

export const noticeData = (over: Record<string, unknown> = {}) => ({
  en: { title: 'Volunteers wanted in Jorhat', body: '<p>Come <strong>help</strong>.</p>', day: '2027-01-15', seats: 20, kind: 'call', urgent: false, ...over },
});
