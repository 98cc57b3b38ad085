// The frame every message shares: the foundation's name and colours, a greeting, short paragraphs, at
// most one button, and a footer. Each message module supplies plain-text blocks; this builds both the
// text and the HTML part from them, so the two always say the same thing.
import { SITE } from '@/lib/content/site';
import { LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import { translatorForLocale } from '@/lib/i18n/catalogues';

export type RenderedMail = { subject: string; text: string; html: string; lang?: Locale };

export type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A call to action: a button in HTML, the bare link in text. */
  action?: { label: string; url: string };
  /** Small print under the action (e.g. how long a link works). */
  note?: string;
  /** The mail's language (the applicant's); English when absent. */
  lang?: Locale;
  /** An image attached to the mail and shown after the paragraphs (a ticket's QR code): its content id and alt text. */
  image?: { cid: string; alt: string };
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const BRAND = '#6d28d9';

export function renderMail(c: MailContent): RenderedMail {
  const text = [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    ...(c.note ? [c.note, ''] : []),
    `${SITE.name}`,
    `${SITE.addressLine} · ${SITE.email}`,
  ].join('\n');

  const p = (s: string) => `<p style="margin:0 0 14px;font-size:15px;line-height:1.5;color:#1f2937">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="${LANGUAGE_TAG[c.lang ?? 'en']}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;background:#f5f3ff;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND};padding:18px 24px;color:#ffffff;font-size:18px;font-weight:bold">${escapeHtml(SITE.name)}</td></tr>
<tr><td style="padding:24px">
${p(c.greeting)}
${c.paragraphs.map(p).join('\n')}
${c.image ? `<p style="margin:0 0 14px"><img src="cid:${escapeHtml(c.image.cid)}" alt="${escapeHtml(c.image.alt)}" width="240" height="240" style="display:block"></p>` : ''}
${c.action ? `<p style="margin:22px 0"><a href="${escapeHtml(c.action.url)}" style="background:${BRAND};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold;display:inline-block">${escapeHtml(c.action.label)}</a></p>
<p style="margin:0 0 14px;font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(c.action.url)}</p>` : ''}
${c.note ? `<p style="margin:0 0 14px;font-size:13px;color:#6b7280">${escapeHtml(c.note)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px;background:#faf5ff;font-size:12px;color:#6b7280">${escapeHtml(SITE.name)} · ${escapeHtml(SITE.addressLine)} · ${escapeHtml(SITE.email)}</td></tr>
${FOOTER_END}
</body></html>`;
  return { subject: c.subject, text, html, lang: c.lang };
}

const FOOTER_END = '</table></td></tr></table>';

/** The footer's unsubscribe line, added by the outbox to every mail to the public (./unsubscribe.ts). */
export function withUnsubscribeLink(mail: RenderedMail, url: string): RenderedMail {
  const t = translatorForLocale(mail.lang ?? 'en');
  const label = t('Unsubscribe from the newsletter and optional mail');
  const row = `<tr><td style="padding:0 24px 16px;background:#faf5ff;font-size:12px"><a href="${escapeHtml(url)}" style="color:#6b7280">${escapeHtml(label)}</a></td></tr>\n`;
  const at = mail.html.lastIndexOf(FOOTER_END);
  return { ...mail, text: `${mail.text}\n\n${label}: ${url}`, html: at < 0 ? mail.html : mail.html.slice(0, at) + row + mail.html.slice(at) };
}
