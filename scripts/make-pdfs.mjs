// Generates the two internship PDFs linked from /intern:
//
//   node scripts/make-pdfs.mjs
//     -> public/docs/internship-notification-2025.pdf
//     -> public/docs/internship-program-2025.pdf
//
// No dependencies: a small PDF writer using the standard Helvetica fonts
// (WinAnsi encoding, Adobe metrics for word wrap), with headings, bullets,
// tables and a violet letterhead band drawn with plain PDF operators.
// Output is deterministic (fixed dates, no random ids).
//
// Keep the wording in line with lib/content/internship.ts and
// lib/content/legal.ts (INTERNSHIP_TERMS) when either changes.

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'public', 'docs');

// ------------------------------------------------------------------ facts

const ORG = {
  name: 'NextGen Youth Foundation',
  tagline: 'Youth-led change across Assam',
  legal: 'a not-for-profit company registered under Section 8 of the Companies Act, 2013',
  site: 'nextgenyouth.org.in',
  applyUrl: 'nextgenyouth.org.in/intern',
  email: 'hello@nextgenyouth.org.in',
  phone: '+91 361 246 0000',
  address: '2nd Floor, Bhangagarh Complex, GS Road, Guwahati, Assam 781005',
  director: 'Dr. Ananya Baruah',
  directorRole: 'Director & Member Secretary',
};

const CYCLES = [
  {
    name: 'Cycle 1 (July to October)',
    open: '2 June 2025',
    close: '25 June 2025',
    results: '4 July 2025',
    letter: '11 July 2025',
    orientation: '14 July 2025',
    end8: '7 September 2025',
    end12: '5 October 2025',
  },
  {
    name: 'Cycle 2 (September to December)',
    open: '1 August 2025',
    close: '31 August 2025',
    results: '12 September 2025',
    letter: '19 September 2025',
    orientation: '29 September 2025',
    end8: '23 November 2025',
    end12: '21 December 2025',
  },
];

// ---------------------------------------------------------------- colours

const COLOR = {
  violet: '#5B21B6',
  violet2: '#7C3AED',
  lav: '#EDE9FE',
  lav2: '#F5F3FF',
  lavText: '#DDD6FE',
  amber: '#F59E0B',
  teal: '#0D9488',
  ink: '#0F172A',
  body: '#1E293B',
  muted: '#64748B',
  rule: '#CBD5E1',
  white: '#FFFFFF',
  red: '#C0262D',
};

function rgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => +(c / 255).toFixed(3)).join(' ');
}

// ---------------------------------------------------------- font metrics

// Advance widths (1/1000 em) for character codes 32..126.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278,
  584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944,
  667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333,
  584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944,
  667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

// Unicode -> WinAnsi code, with widths [regular, bold].
const WIN_ANSI = {
  '\u2018': [0x91, 222, 278],
  '\u2019': [0x92, 222, 278],
  '\u201C': [0x93, 333, 500],
  '\u201D': [0x94, 333, 500],
  '\u2022': [0x95, 350, 350],
  '\u2013': [0x96, 556, 556],
  '\u2014': [0x97, 1000, 1000],
  '\u00A9': [0xa9, 737, 737],
  '\u00B7': [0xb7, 278, 278],
  '\u00A0': [0xa0, 278, 278],
};

const FONTS = { R: 'F1', B: 'F2', I: 'F3' };

function charWidth(ch, font) {
  const code = ch.charCodeAt(0);
  const bold = font === 'B';
  if (code >= 32 && code <= 126) return (bold ? HELVETICA_BOLD : HELVETICA)[code - 32];
  const w = WIN_ANSI[ch];
  if (w) return bold ? w[2] : w[1];
  throw new Error(`No WinAnsi mapping for character ${JSON.stringify(ch)}`);
}

function textWidth(text, font, size) {
  let w = 0;
  for (const ch of text) w += charWidth(ch, font);
  return (w * size) / 1000;
}

/** A PDF string literal in WinAnsi encoding, ASCII-only (octal escapes). */
function pdfString(text) {
  let out = '(';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 32 && code <= 126) out += ch;
    else {
      const w = WIN_ANSI[ch];
      if (!w) throw new Error(`No WinAnsi mapping for character ${JSON.stringify(ch)}`);
      out += `\\${w[0].toString(8).padStart(3, '0')}`;
    }
  }
  return `${out})`;
}

const fmt = (n) => (Math.round(n * 100) / 100).toString();

// ------------------------------------------------------------- text runs

/** Parse '**bold**' and '_italic_' markers into runs. */
function parseRuns(text, base = 'R') {
  const runs = [];
  const re = /\*\*(.+?)\*\*|(?<![A-Za-z0-9])_(.+?)_(?![A-Za-z0-9])/g;
  let last = 0;
  let m;
  while ((m = re.exec(text))) {
    if (m.index > last) runs.push({ font: base, text: text.slice(last, m.index) });
    runs.push({ font: m[1] !== undefined ? 'B' : 'I', text: m[1] ?? m[2] });
    last = m.index + m[0].length;
  }
  if (last < text.length) runs.push({ font: base, text: text.slice(last) });
  return runs;
}

/** Greedy word wrap of runs into lines (arrays of runs) no wider than maxWidth. */
function wrapRuns(runs, size, maxWidth) {
  const tokens = [];
  for (const run of runs) {
    for (const part of run.text.split(/( +)/)) if (part) tokens.push({ font: run.font, text: part, space: /^ +$/.test(part) });
  }
  const lines = [];
  let line = [];
  let width = 0;
  const push = () => {
    while (line.length && line[line.length - 1].space) line.pop();
    lines.push(line);
    line = [];
    width = 0;
  };
  for (const tok of tokens) {
    const w = textWidth(tok.text, tok.font, size);
    if (tok.space && line.length === 0) continue;
    if (!tok.space && width + w > maxWidth && line.length) push();
    if (tok.space && line.length === 0) continue;
    line.push(tok);
    width += w;
  }
  if (line.length) push();
  // merge adjacent tokens of the same font
  return lines.map((l) =>
    l.reduce((acc, t) => {
      const prev = acc[acc.length - 1];
      if (prev && prev.font === t.font) prev.text += t.text;
      else acc.push({ font: t.font, text: t.text });
      return acc;
    }, []),
  );
}

function lineWidth(line, size) {
  return line.reduce((w, r) => w + textWidth(r.text, r.font, size), 0);
}

// ---------------------------------------------------------------- layout

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN_X = 56;
const CONTENT_W = PAGE_W - MARGIN_X * 2;
const FIRST_TOP = PAGE_H - 128;
const NEXT_TOP = PAGE_H - 78;
const BOTTOM = 78;

class Doc {
  constructor({ title, subject, shortTitle, reference, size = 10, leading = 14 }) {
    this.size = size;
    this.leading = leading;
    this.docTitle = title;
    this.subject = subject;
    this.shortTitle = shortTitle;
    this.reference = reference;
    this.pages = [];
    this.newPage();
  }

  newPage() {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = this.pages.length === 1 ? FIRST_TOP : NEXT_TOP;
    this.drawHeader(this.pages.length === 1);
  }

  ensure(height) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  // --- drawing primitives (PDF user space, origin bottom-left)
  fillRect(x, y, w, h, color) {
    this.ops.push(`${rgb(color)} rg ${fmt(x)} ${fmt(y)} ${fmt(w)} ${fmt(h)} re f`);
  }

  strokeLine(x1, y1, x2, y2, color, width = 0.6) {
    this.ops.push(`${rgb(color)} RG ${fmt(width)} w ${fmt(x1)} ${fmt(y1)} m ${fmt(x2)} ${fmt(y2)} l S`);
  }

  roundRect(x, y, w, h, r, color) {
    const k = 0.5523 * r;
    this.ops.push(
      `${rgb(color)} rg ${fmt(x + r)} ${fmt(y)} m ${fmt(x + w - r)} ${fmt(y)} l ${fmt(x + w - r + k)} ${fmt(y)} ${fmt(x + w)} ${fmt(y + r - k)} ${fmt(x + w)} ${fmt(y + r)} c ` +
        `${fmt(x + w)} ${fmt(y + h - r)} l ${fmt(x + w)} ${fmt(y + h - r + k)} ${fmt(x + w - r + k)} ${fmt(y + h)} ${fmt(x + w - r)} ${fmt(y + h)} c ` +
        `${fmt(x + r)} ${fmt(y + h)} l ${fmt(x + r - k)} ${fmt(y + h)} ${fmt(x)} ${fmt(y + h - r + k)} ${fmt(x)} ${fmt(y + h - r)} c ` +
        `${fmt(x)} ${fmt(y + r)} l ${fmt(x)} ${fmt(y + r - k)} ${fmt(x + r - k)} ${fmt(y)} ${fmt(x + r)} ${fmt(y)} c f`,
    );
  }

  text(x, y, str, font = 'R', size = 10, color = COLOR.body) {
    this.ops.push(`BT /${FONTS[font]} ${fmt(size)} Tf ${rgb(color)} rg 1 0 0 1 ${fmt(x)} ${fmt(y)} Tm ${pdfString(str)} Tj ET`);
  }

  runsAt(x, y, line, size, color) {
    let s = `BT ${rgb(color)} rg 1 0 0 1 ${fmt(x)} ${fmt(y)} Tm`;
    for (const r of line) s += ` /${FONTS[r.font]} ${fmt(size)} Tf ${pdfString(r.text)} Tj`;
    this.ops.push(`${s} ET`);
  }

  /** The foundation's mark (sun over a two-leaf sprout), drawn in a 64-unit box. */
  logo(x, y, size, { sun = COLOR.amber, left = COLOR.violet2, right = COLOR.violet } = {}) {
    const k = size / 64;
    const c = 0.5523 * 10;
    this.ops.push(
      `q ${fmt(k)} 0 0 ${fmt(-k)} ${fmt(x)} ${fmt(y + size)} cm ` +
        `${rgb(sun)} rg 42 19 m 42 ${fmt(19 + c)} ${fmt(32 + c)} 29 32 29 c ${fmt(32 - c)} 29 22 ${fmt(19 + c)} 22 19 c 22 ${fmt(19 - c)} ${fmt(32 - c)} 9 32 9 c ${fmt(32 + c)} 9 42 ${fmt(19 - c)} 42 19 c f ` +
        `${rgb(left)} rg 31 57 m 18 55 8 45 7 29 c 22 29 31 39 31 57 c f ` +
        `${rgb(right)} rg 33 57 m 33 37 43 25 59 23 c 60 42 48 55 33 57 c f Q`,
    );
  }

  drawHeader(first) {
    const bandH = first ? 92 : 40;
    const top = PAGE_H;
    this.fillRect(0, top - bandH, PAGE_W, bandH, COLOR.violet);
    this.fillRect(0, top - bandH - 3, PAGE_W, 3, COLOR.amber);
    if (first) {
      this.roundRect(MARGIN_X, top - 72, 52, 52, 10, COLOR.white);
      this.logo(MARGIN_X + 5, top - 68, 42);
      this.text(MARGIN_X + 66, top - 42, ORG.name, 'B', 19, COLOR.white);
      this.text(MARGIN_X + 66, top - 60, ORG.tagline, 'R', 10, COLOR.lavText);
      const right = PAGE_W - MARGIN_X;
      for (const [i, line] of [ORG.site, ORG.email, ORG.phone].entries()) {
        this.text(right - textWidth(line, 'R', 8.5), top - 36 - i * 12, line, 'R', 8.5, i === 0 ? COLOR.white : COLOR.lavText);
      }
    } else {
      this.logo(MARGIN_X, top - 32, 24, { left: COLOR.lavText, right: COLOR.white });
      this.text(MARGIN_X + 32, top - 25, ORG.name, 'B', 11, COLOR.white);
      const t = this.shortTitle;
      this.text(PAGE_W - MARGIN_X - textWidth(t, 'R', 9), top - 25, t, 'R', 9, COLOR.lavText);
    }
  }

  finishFooters() {
    const total = this.pages.length;
    this.pages.forEach((ops, i) => {
      this.ops = ops;
      this.strokeLine(MARGIN_X, 56, PAGE_W - MARGIN_X, 56, COLOR.rule, 0.6);
      const addr = `${ORG.name} \u00B7 ${ORG.address}`;
      this.text(MARGIN_X, 43, addr, 'R', 7.5, COLOR.muted);
      const left = this.reference ? `${this.shortTitle} \u00B7 Ref. ${this.reference}` : this.shortTitle;
      this.text(MARGIN_X, 32, left, 'R', 7.5, COLOR.muted);
      const pg = `Page ${i + 1} of ${total}`;
      this.text(PAGE_W - MARGIN_X - textWidth(pg, 'B', 7.5), 32, pg, 'B', 7.5, COLOR.muted);
      // thin gamosa-red rule at the very bottom
      this.fillRect(0, 0, PAGE_W, 4, COLOR.red);
      this.fillRect(0, 4, PAGE_W, 2, COLOR.white);
      this.fillRect(0, 6, PAGE_W, 1.2, COLOR.red);
    });
  }

  // --- flow elements
  space(h) {
    this.y -= h;
  }

  paragraph(text, { size = this.size, leading = this.leading + 0.2, indent = 0, color = COLOR.body, font = 'R', align = 'left', after = this.size * 0.6 } = {}) {
    const lines = wrapRuns(parseRuns(text, font), size, CONTENT_W - indent);
    for (const line of lines) {
      this.ensure(leading);
      this.y -= leading;
      let x = MARGIN_X + indent;
      if (align === 'center') x = MARGIN_X + (CONTENT_W - lineWidth(line, size)) / 2;
      if (align === 'right') x = MARGIN_X + CONTENT_W - lineWidth(line, size);
      this.runsAt(x, this.y + 3.5, line, size, color);
    }
    this.y -= after;
  }

  title(text, subtitle) {
    this.ensure(60);
    this.y -= 26;
    this.text(MARGIN_X, this.y, text, 'B', 21, COLOR.violet);
    this.fillRect(MARGIN_X, this.y - 10, 46, 3, COLOR.amber);
    this.y -= 14;
    if (subtitle) {
      this.paragraph(subtitle, { size: 11, color: COLOR.muted, after: 4 });
    }
    this.y -= 6;
  }

  heading(text) {
    // keep a heading together with at least a few lines of what follows
    this.ensure(24 + this.leading * 4);
    this.y -= this.size;
    this.fillRect(MARGIN_X, this.y - 11, 4, 13, COLOR.amber);
    this.text(MARGIN_X + 12, this.y - 9.5, text, 'B', 12.5, COLOR.violet);
    this.y -= this.size * 1.8;
  }

  subheading(text, color = COLOR.ink) {
    this.ensure(14 + this.leading * 3);
    this.y -= 6;
    this.text(MARGIN_X, this.y - 9, text, 'B', 10.5, color);
    this.y -= 13;
  }

  bullets(items, { size = this.size, leading = this.leading, indent = 4, marker = 'bullet' } = {}) {
    items.forEach((item, i) => {
      const lines = wrapRuns(parseRuns(item), size, CONTENT_W - indent - 14);
      lines.forEach((line, j) => {
        this.ensure(leading);
        this.y -= leading;
        if (j === 0) {
          if (marker === 'number') this.text(MARGIN_X + indent, this.y + 3.5, `${i + 1}.`, 'B', size, COLOR.violet);
          else this.fillRect(MARGIN_X + indent + 1, this.y + 3.5 + size * 0.21, 3.6, 3.6, COLOR.violet2);
        }
        this.runsAt(MARGIN_X + indent + 14, this.y + 3.5, line, size, COLOR.body);
      });
      this.y -= this.size * 0.22;
    });
    this.y -= this.size * 0.35;
  }

  /** A table; columns are fractions of the content width. */
  table(headers, rows, fractions, { size = 9, leading = 12, pad = 5 } = {}) {
    const widths = fractions.map((f) => f * CONTENT_W);
    const layoutRow = (cells, font) => {
      const wrapped = cells.map((c, i) => wrapRuns(parseRuns(c, font), size, widths[i] - pad * 2));
      const h = Math.max(...wrapped.map((w) => w.length)) * leading + pad * 2 - 2;
      return { wrapped, h };
    };
    const drawRow = ({ wrapped, h }, bg, color) => {
      if (bg) this.fillRect(MARGIN_X, this.y - h, CONTENT_W, h, bg);
      let x = MARGIN_X;
      wrapped.forEach((lines, i) => {
        lines.forEach((line, j) => this.runsAt(x + pad, this.y - pad - (j + 1) * leading + 3.2, line, size, color));
        x += widths[i];
      });
      this.y -= h;
    };
    const head = layoutRow(headers, 'B');
    const drawHead = () => {
      drawRow(head, COLOR.violet, COLOR.white);
    };
    this.ensure(head.h + 30);
    drawHead();
    rows.forEach((cells, i) => {
      const row = layoutRow(cells, 'R');
      if (this.y - row.h < BOTTOM) {
        this.newPage();
        drawHead();
      }
      drawRow(row, i % 2 ? COLOR.white : COLOR.lav2, COLOR.body);
      this.strokeLine(MARGIN_X, this.y, MARGIN_X + CONTENT_W, this.y, COLOR.lav, 0.8);
    });
    this.y -= 10;
  }

  /** Two-column label/value list on a lavender panel. */
  facts(pairs, { size = 9.6, leading = 13, labelW = 150 } = {}) {
    const rows = pairs.map(([label, value]) => ({ label, lines: wrapRuns(parseRuns(value), size, CONTENT_W - labelW - 24) }));
    const total = rows.reduce((h, r) => h + r.lines.length * leading + 5, 0) + 14;
    this.ensure(total);
    this.roundRect(MARGIN_X, this.y - total, CONTENT_W, total, 6, COLOR.lav2);
    this.fillRect(MARGIN_X, this.y - total, 4, total, COLOR.violet);
    let y = this.y - 9;
    for (const r of rows) {
      this.text(MARGIN_X + 14, y - leading + 3.2, r.label, 'B', size, COLOR.violet);
      r.lines.forEach((line, j) => this.runsAt(MARGIN_X + labelW, y - (j + 1) * leading + 3.2, line, size, COLOR.body));
      y -= r.lines.length * leading + 5;
    }
    this.y -= total + 10;
  }

  /** Highlighted note box. */
  note(text, { color = COLOR.teal, bg = '#F0FDFA', size = 9.6, leading = 13.4 } = {}) {
    const lines = wrapRuns(parseRuns(text), size, CONTENT_W - 30);
    const h = lines.length * leading + 14;
    this.ensure(h + 6);
    this.roundRect(MARGIN_X, this.y - h, CONTENT_W, h, 6, bg);
    this.fillRect(MARGIN_X, this.y - h, 4, h, color);
    lines.forEach((line, j) => this.runsAt(MARGIN_X + 16, this.y - 7 - (j + 1) * leading + 3.4, line, size, COLOR.ink));
    this.y -= h + 10;
  }

  /** Reference number on the left, date on the right. */
  refLine(left, right) {
    this.y -= 14;
    this.runsAt(MARGIN_X, this.y, parseRuns(left), 9.6, COLOR.body);
    const line = parseRuns(right);
    this.runsAt(MARGIN_X + CONTENT_W - lineWidth(line, 9.6), this.y, line, 9.6, COLOR.body);
    this.y -= 8;
    this.strokeLine(MARGIN_X, this.y, MARGIN_X + CONTENT_W, this.y, COLOR.rule, 0.6);
    this.y -= 4;
  }

  signature(lines) {
    this.ensure(84);
    this.y -= 26;
    const x = MARGIN_X + CONTENT_W - 190;
    this.text(x, this.y, 'Sd/-', 'I', 10, COLOR.muted);
    this.y -= 8;
    this.strokeLine(x, this.y, x + 190, this.y, COLOR.rule, 0.6);
    lines.forEach((l, i) => {
      this.y -= 13;
      this.text(x, this.y, l, i === 0 ? 'B' : 'R', i === 0 ? 10 : 9.2, i === 0 ? COLOR.ink : COLOR.body);
    });
    this.y -= 6;
  }

  // --- serialisation
  toBuffer() {
    this.finishFooters();
    const objects = [];
    const add = (body) => {
      objects.push(body);
      return objects.length;
    };
    const catalog = add(null);
    const pagesObj = add(null);
    const fontObj = (base) => add(`<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`);
    const f1 = fontObj('Helvetica');
    const f2 = fontObj('Helvetica-Bold');
    const f3 = fontObj('Helvetica-Oblique');
    const kids = [];
    for (const ops of this.pages) {
      const data = deflateSync(Buffer.from(ops.join('\n'), 'latin1'), { level: 9 });
      const content = add({ stream: data });
      kids.push(
        add(
          `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${fmt(PAGE_W)} ${fmt(PAGE_H)}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R /F3 ${f3} 0 R >> >> /Contents ${content} 0 R >>`,
        ),
      );
    }
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R /PageMode /UseNone /Lang (en-IN) /ViewerPreferences << /DisplayDocTitle true >> >>`;
    objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    const date = "D:20250602100000+05'30'";
    const info = add(
      `<< /Title ${pdfString(this.docTitle)} /Author ${pdfString(ORG.name)} /Subject ${pdfString(this.subject)} /Creator (scripts/make-pdfs.mjs) /Producer (NextGen Youth Foundation) /CreationDate (${date}) /ModDate (${date}) >>`,
    );

    const chunks = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
    let offset = chunks[0].length;
    const offsets = [];
    objects.forEach((body, i) => {
      offsets.push(offset);
      let buf;
      if (typeof body === 'string') {
        buf = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
      } else {
        buf = Buffer.concat([
          Buffer.from(`${i + 1} 0 obj\n<< /Length ${body.stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
          body.stream,
          Buffer.from('\nendstream\nendobj\n', 'latin1'),
        ]);
      }
      chunks.push(buf);
      offset += buf.length;
    });
    let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const o of offsets) xref += `${String(o).padStart(10, '0')} 00000 n \n`;
    const id = Buffer.from(this.docTitle).toString('hex').padEnd(32, '0').slice(0, 32);
    xref += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${offset}\n%%EOF\n`;
    chunks.push(Buffer.from(xref, 'latin1'));
    return Buffer.concat(chunks);
  }
}

// ------------------------------------------------------------- documents

function notification() {
  const doc = new Doc({
    title: 'Internship Notification 2025',
    subject: 'NextGen Internship Programme 2025: eligibility, how to apply and important dates',
    shortTitle: 'Internship Notification 2025',
    reference: 'NGYF/INT/2025/01',
    size: 9.4,
    leading: 12.6,
  });
  doc.refLine('**Ref. No.:** NGYF/INT/2025/01', '**Date:** 2 June 2025');
  doc.title('Internship Notification 2025', 'NextGen Internship Programme: applications open for the 2025 cycles');
  doc.paragraph(
    `${ORG.name}, ${ORG.legal}, with its office in Guwahati, invites applications from students and young people for the **NextGen Internship Programme 2025**. Interns work alongside our team on real projects in policy and governance, social media and content, research and data, community outreach and entrepreneurship, with a mentor to guide them throughout.`,
  );

  doc.heading('1. About the internship');
  doc.bullets([
    '**Duration:** the standard internship lasts **8 to 12 weeks** and may be extended by mutual agreement. The minimum number of hours per week is agreed at onboarding. Interns work at our Guwahati office, at field sites across Assam or remotely, depending on the track.',
    '**Nature:** the internship is **voluntary and unpaid** unless stated otherwise in writing. It does not create an employment relationship with the foundation.',
    '**Certificate:** a **completion certificate** is issued to interns who meet the minimum participation and performance criteria.',
  ]);

  doc.heading('2. Eligibility');
  doc.bullets([
    'Students enrolled in a recognised college, university or institution, and other interested youth.',
    'Applicants must be **at least 16 years of age** on the date of registration.',
    'Open to applicants from **across India**; preference may be given to students from the **Northeast**.',
    '**Institution approval is mandatory:** your college or university must be registered and approved on the NextGen portal before you can select it in the form. Institutions register through the **Institution Registration** link on our website.',
  ]);

  doc.heading('3. Important dates');
  doc.table(
    ['Milestone', CYCLES[0].name, CYCLES[1].name],
    [
      ['Online registration opens', CYCLES[0].open, CYCLES[1].open],
      ['Last date to register', CYCLES[0].close, CYCLES[1].close],
      ['Shortlisted candidates informed', `By ${CYCLES[0].results}`, `By ${CYCLES[1].results}`],
      ['College approval letter (7 days)', `By ${CYCLES[0].letter}`, `By ${CYCLES[1].letter}`],
      ['Orientation and start of internship', CYCLES[0].orientation, CYCLES[1].orientation],
      ['Internship ends (8 / 12 weeks)', `${CYCLES[0].end8} / ${CYCLES[0].end12}`, `${CYCLES[1].end8} / ${CYCLES[1].end12}`],
    ],
    [0.34, 0.33, 0.33],
  );

  doc.heading('4. How to apply');
  doc.bullets(
    [
      `Visit **${ORG.applyUrl}** and open the internship registration form. Applications are accepted **online only**.`,
      'Select your college or university from the list. If it is not listed, ask your institution to register through the **Institution Registration** link; it appears in the form once approved.',
      'Fill in all mandatory fields and give a correct email address and mobile number: all updates will be sent there.',
      'Upload your documents (see below), read the terms and conditions, and submit. Keep your acknowledgement for reference.',
      'Apply early: registrations are reviewed in the order they are received.',
    ],
    { marker: 'number' },
  );

  doc.heading('5. Documents required');
  doc.bullets([
    '**Recent passport-size photograph** in JPG, JPEG or PNG format.',
    '**Aadhaar card** as a PDF, **masked** so that only the last four digits of the Aadhaar number are visible.',
    'Accepted formats are **PDF, JPG, JPEG and PNG**; each file must be **2 MB or smaller**.',
    'After selection: an **approval letter from your college or university**, submitted **within 7 days of selection**. If it is not received in time, the offer may be withdrawn.',
    'Falsified or tampered documents will lead to disqualification.',
  ]);

  doc.heading('6. Selection and communication');
  doc.bullets([
    '**Registration does not guarantee selection.** Selection is based on merit, the information in your application and the needs of the programme.',
    'Shortlisted candidates will be informed by **email or WhatsApp**.',
    'All official communication is by email, and important updates may also be sent on WhatsApp. Please **reply within 48 hours**.',
    'Selected interns must attend the orientation and training sessions; non-participation may lead to cancellation of the internship.',
    'Your data is kept confidential and used only for internship purposes; it is shared only with your institution, for verification.',
  ]);

  doc.heading('7. Contact');
  doc.facts([
    ['Email', ORG.email],
    ['Phone', `${ORG.phone} (Monday to Saturday, 10:00 am to 5:30 pm)`],
    ['Office', ORG.address],
    ['Apply online', ORG.applyUrl],
  ]);
  doc.paragraph('The full terms and conditions are on the registration page. The Internship Program 2025 guide describes the tracks, weekly structure, mentoring and evaluation.', { size: 8.8, color: COLOR.muted });
  doc.signature([ORG.director, ORG.directorRole, ORG.name]);
  return doc.toBuffer();
}

function programme() {
  const doc = new Doc({
    title: 'Internship Program 2025',
    subject: 'NextGen Internship Programme 2025: tracks, weekly structure, mentorship, evaluation and code of conduct',
    shortTitle: 'Internship Program 2025',
  });
  doc.title('Internship Program 2025', 'A guide for interns, mentors and partner institutions');
  doc.paragraph(
    'The NextGen Internship Programme gives young people from Assam, the Northeast and across India a first real chance to do meaningful work. Each intern joins one track, works on a live project with our team and partners, and is guided by a mentor from the first week to the final showcase.',
  );
  doc.facts([
    ['Duration', '8 to 12 weeks (standard), extendable by mutual agreement'],
    ['2025 cycles', `Cycle 1 from ${CYCLES[0].orientation}; Cycle 2 from ${CYCLES[1].orientation}`],
    ['Who can apply', 'Enrolled students and interested youth aged 16 and above, from across India, with preference for the Northeast'],
    ['Where', 'Guwahati office, field sites across Assam, or remote, depending on the track'],
    ['Time commitment', 'Minimum weekly hours agreed at onboarding, plus orientation and training sessions'],
    ['Nature', 'Voluntary and unpaid unless stated otherwise in writing'],
    ['On completion', 'Completion certificate for interns who meet the participation and performance criteria'],
  ]);

  doc.heading('Programme tracks');
  const tracks = [
    {
      name: 'Policy & Governance',
      text: 'Understand how decisions that affect young people are made, and help young people take part in them.',
      work: 'Youth policy briefs; Vote Ready registration drives; RTI and civic-participation toolkits; ward and college consultations; the youth parliament.',
      skills: 'Policy research, drafting briefs, stakeholder interviews, public speaking.',
    },
    {
      name: 'Social Media & Content',
      text: 'Tell the stories of young people in the Northeast, in their own words and languages.',
      work: 'Brahmaputra Voices podcast; Club Diaries short films; campaign content in Assamese, Bangla, Hindi and English; photo essays.',
      skills: 'Content planning, writing and editing, design, short video, community management, basic analytics.',
    },
    {
      name: 'Research & Data',
      text: 'Build the evidence behind our programmes and the voice of young people in public debate.',
      work: 'The State of Youth in Assam survey: questionnaire design, field data collection, cleaning, analysis and dashboards; programme evaluations.',
      skills: 'Survey methods, research ethics, spreadsheets and data cleaning, visualisation, report writing.',
    },
    {
      name: 'Community Outreach',
      text: 'Work with Gen Z clubs and communities on campuses, in tea gardens, on river islands and in towns across Assam.',
      work: 'Club launches and meetings; health camps and Mind Matters sessions; clean-up and planting drives; flood-preparedness and relief volunteering.',
      skills: 'Event planning, facilitation, volunteer coordination, safeguarding, field documentation.',
    },
    {
      name: 'Entrepreneurship',
      text: 'Support young founders turning ideas into tested ventures in the Northeast.',
      work: 'Young Founders Bootcamp; Build for Assam hackathon; market research, costing and pitch decks for early-stage ventures.',
      skills: 'Customer research, business models, pricing, pitching, working with mentors.',
    },
  ];
  for (const [i, t] of tracks.entries()) {
    doc.subheading(`${String.fromCharCode(65 + i)}. ${t.name}`, COLOR.violet2);
    doc.paragraph(t.text, { after: 2 });
    doc.bullets([`**Sample work:** ${t.work}`, `**Skills you build:** ${t.skills}`], { size: 9.6, leading: 13 });
  }
  doc.paragraph('Interns choose a first and second preference of track when they register. Final placement depends on the needs of the programme and the intern’s skills and interests.', { size: 9.4, color: COLOR.muted });

  doc.heading('Weekly structure');
  doc.table(
    ['Phase', '8-week internship', '12-week internship', 'What happens'],
    [
      ['Orientation', 'Week 1', 'Week 1', 'Induction, code of conduct and safeguarding training, meeting your mentor, agreeing a learning plan and weekly hours.'],
      ['Learning sprint', 'Week 2', 'Weeks 2 to 3', 'Track workshops, shadowing the team, a first small deliverable.'],
      ['Project work', 'Weeks 3 to 5', 'Weeks 4 to 8', 'Main project with weekly goals; field visits where relevant.'],
      ['Mid-term review', 'End of week 4', 'End of week 6', 'Progress check with your mentor; goals adjusted if needed.'],
      ['Delivery', 'Weeks 6 to 7', 'Weeks 9 to 11', 'Complete, test and document the project; peer review.'],
      ['Showcase', 'Week 8', 'Week 12', 'Final presentation, short report, feedback and exit conversation.'],
    ],
    [0.17, 0.15, 0.16, 0.52],
  );
  doc.subheading('A typical week');
  doc.bullets([
    '**Monday:** team stand-up (online or at the office) to plan the week.',
    '**Midweek:** a 30-minute one-to-one with your mentor.',
    '**Friday:** learning circle with interns from all tracks, and your weekly log submitted by the end of the day.',
  ]);

  doc.heading('Mentorship');
  doc.bullets([
    'Every intern is paired with a **mentor** from the NextGen team working in their track, and a **peer buddy**, usually a former intern.',
    'Mentors meet interns every week, review their weekly log, and give written feedback at the mid-term review and at the end.',
    'Experts from our Governing Body and partner network lead some workshops and sessions during the learning sprint.',
    'If something is not working, speak to your mentor first, then the programme coordinator, then the Director. Concerns about safety or harassment can go straight to the Director.',
  ]);

  doc.heading('Evaluation and certificate');
  doc.table(
    ['Area', 'Weight', 'What we look at'],
    [
      ['Participation', '25%', 'Attendance at orientation, training, stand-ups and check-ins; meeting the agreed weekly hours.'],
      ['Quality of work', '40%', 'Project deliverables: accuracy, effort, usefulness to the team and communities.'],
      ['Learning and reflection', '15%', 'Weekly logs, the learning plan and the final presentation.'],
      ['Conduct and teamwork', '20%', 'Respect, reliability, communication and following the code of conduct.'],
    ],
    [0.26, 0.12, 0.62],
  );
  doc.bullets([
    'The **completion certificate** is issued to interns who attend at least **80% of scheduled sessions** and receive a **satisfactory final evaluation** (an overall score of 60% or more).',
    'Certificates are issued digitally within 30 days of completion, with a verification code. Your institution may receive a copy of your evaluation on request.',
    'Interns may describe their work in portfolios and CVs with credit to the foundation, without disclosing confidential information. Outstanding interns may receive a letter of recommendation.',
  ]);

  doc.heading('Code of conduct (summary)');
  doc.bullets([
    'Treat colleagues, partners and community members with respect. Harassment or discrimination of any kind leads to immediate termination.',
    'Follow the foundation’s **safeguarding rules**, especially when working with children and young people under 18.',
    'Keep information about participants, partners and internal work **confidential**, during and after the internship.',
    'Ask for consent before photographing or recording anyone, and share images only through official channels.',
    'Do not use the foundation’s name or logo, or speak to the media on its behalf, without written approval.',
    'Inform your mentor in advance if you cannot attend. Repeated absence without notice may lead to the internship being ended early.',
    'Reports, designs, content and other work created during the internship belong to NextGen Youth Foundation.',
    'Reply to official emails and messages **within 48 hours**.',
  ]);
  doc.note(
    `Questions? Write to **${ORG.email}** or call **${ORG.phone}**. Office: ${ORG.address}. Apply online at **${ORG.applyUrl}**.`,
    { color: COLOR.violet, bg: COLOR.lav2 },
  );
  return doc.toBuffer();
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const files = [
    ['internship-notification-2025.pdf', notification()],
    ['internship-program-2025.pdf', programme()],
  ];
  for (const [name, buf] of files) {
    await writeFile(path.join(OUT_DIR, name), buf);
    console.log(`${String(buf.length).padStart(7)}  public/docs/${name}`);
  }
}

await main();
