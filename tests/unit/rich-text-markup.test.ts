// The console's plain-text markup for rich text (lib/content-store/rich-text-markup.ts): what an editor types
// becomes the allowed HTML, typed tags stay words, and stored HTML comes back to the box as the same markup.
import { describe, expect, it } from 'vitest';
import { htmlToMarkup, markupToHtml } from '@/lib/content-store/rich-text-markup';
import { sanitizeRichText } from '@/lib/content-store/rich-text';

describe('rich text markup', () => {
  it('turns paragraphs, lists, bold, italic and links into the allowed HTML, and back', () => {
    const typed = 'Join us in **Jorhat**, *this Sunday*.\nBring a friend.\n\n- tea\n- rice\n\n1. register\n2. come\n\nMore: [our page](https://example.org/join) or [mail](mailto:hi@example.org)';
    const html = sanitizeRichText(markupToHtml(typed));
    expect(html).toBe('<p>Join us in <strong>Jorhat</strong>, <em>this Sunday</em>.<br />Bring a friend.</p><ul><li>tea</li><li>rice</li></ul>'
      + '<ol><li>register</li><li>come</li></ol><p>More: <a href="https://example.org/join">our page</a> or <a href="mailto:hi@example.org">mail</a></p>');
    expect(htmlToMarkup(html)).toBe(typed);
  });

  it('keeps typed tags and refused links as words', () => {
    const html = sanitizeRichText(markupToHtml('<script>alert(1)</script> and [click](javascript:alert(2)) & <b>x</b>'));
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; and click &amp; &lt;b&gt;x&lt;/b&gt;</p>');
    expect(htmlToMarkup(html)).toBe('<script>alert(1)</script> and click & <b>x</b>');
  });
});
