// Generates the site's placeholder illustrations (no real photos exist yet).
//
//   node scripts/make-images.mjs            # writes everything under public/
//   node scripts/make-images.mjs gallery    # only files whose path contains "gallery"
//
// Every picture is an SVG string composed here from flat geometric shapes and
// rasterised to WebP/PNG with sharp (a dependency of next). Randomness comes
// from a PRNG seeded with each file's name, so reruns produce identical files.

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');
const SIZE_BUDGET = 25 * 1024;

// ---------------------------------------------------------------- randomness

function hashString(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Rng {
  constructor(seed) {
    this.state = hashString(String(seed)) || 1;
  }
  next() {
    // mulberry32
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  float(a = 0, b = 1) {
    return a + (b - a) * this.next();
  }
  int(a, b) {
    return Math.floor(this.float(a, b + 1));
  }
  pick(list) {
    return list[Math.floor(this.next() * list.length)];
  }
  chance(p) {
    return this.next() < p;
  }
}

// ------------------------------------------------------------------- palette

const C = {
  violet: '#5B21B6',
  violetD: '#4C1D95',
  violetDD: '#2E1065',
  violet2: '#7C3AED',
  violet3: '#A78BFA',
  violet4: '#C4B5FD',
  violet5: '#DDD6FE',
  lav: '#EDE9FE',
  lav2: '#F5F3FF',
  amber: '#F59E0B',
  amberD: '#D97706',
  amberDD: '#B45309',
  amber2: '#FBBF24',
  amber3: '#FDE68A',
  amberP: '#FEF3C7',
  teal: '#0D9488',
  tealD: '#0F766E',
  tealDD: '#115E59',
  teal2: '#14B8A6',
  teal3: '#5EEAD4',
  teal4: '#99F6E4',
  tealP: '#CCFBF1',
  grass: '#8CD3C3',
  grass2: '#6CC2B0',
  sand: '#F6DFA4',
  ink: '#0F172A',
  ink2: '#1E293B',
  slate: '#334155',
  slate2: '#64748B',
  slate3: '#94A3B8',
  mist: '#E2E8F0',
  paper: '#F8FAFC',
  white: '#FFFFFF',
  red: '#C0262D',
  redD: '#9B1C1C',
  wood: '#A4682A',
  woodD: '#7C4A1C',
  woodL: '#D6A461',
};

const SKINS = ['#F2C8A3', '#E4B088', '#CF9468', '#B87A51', '#9A6140', '#7E4B30', '#EBBC95'];
const HAIRS = ['#0F172A', '#1C1917', '#2B1B14', '#3A2418', '#241A33'];
const GREYS = ['#CBD5E1', '#94A3B8', '#E2E8F0'];
const TOPS = [C.violet, C.violet2, C.amber, C.teal, C.white, C.ink2, C.violet4, C.teal2, C.amber2, C.red, C.tealD, C.lav];
const BOTTOMS = [C.ink, C.ink2, C.slate, C.violetD, C.tealDD, '#1E3A5F'];

// ------------------------------------------------------------------ helpers

const r1 = (v) => Math.round(v * 10) / 10;
const pt = (x, y) => `${r1(x)},${r1(y)}`;

function attrs(a) {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? r1(v) : v}"`)
    .join(' ');
}

const rect = (x, y, w, h, fill, extra = {}) => `<rect ${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;
const circle = (cx, cy, r, fill, extra = {}) => `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = {}) => `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
const pathEl = (d, fill, extra = {}) => `<path ${attrs({ d, fill, ...extra })}/>`;
const line = (x1, y1, x2, y2, stroke, w, extra = {}) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': w, 'stroke-linecap': 'round', ...extra })}/>`;
const poly = (pts, fill, extra = {}) => `<polygon ${attrs({ points: pts.map(([x, y]) => pt(x, y)).join(' '), fill, ...extra })}/>`;
const polyline = (pts, stroke, w, extra = {}) =>
  `<polyline ${attrs({ points: pts.map(([x, y]) => pt(x, y)).join(' '), fill: 'none', stroke, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra })}/>`;
const group = (content, extra = {}) => `<g ${attrs(extra)}>${content}</g>`;

function svgDoc(w, h, body, viewBox = `0 0 ${w} ${h}`) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">${body}</svg>`;
}

/** Darken (amt < 0) or lighten (amt > 0) a #rrggbb colour. */
function shade(hex, amt) {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amt < 0 ? c * (1 + amt) : c + (255 - c) * amt),
  );
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Smooth closed ridge through points, filled down to `bottom`. */
function ridge(points, bottom, fill, extra = {}) {
  let d = `M${pt(points[0][0], bottom)} L${pt(points[0][0], points[0][1])}`;
  for (let i = 1; i < points.length; i += 1) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    const mx = (x0 + x1) / 2;
    d += ` C${pt(mx, y0)} ${pt(mx, y1)} ${pt(x1, y1)}`;
  }
  d += ` L${pt(points[points.length - 1][0], bottom)} Z`;
  return pathEl(d, fill, extra);
}

function hillRange(rng, W, baseY, amp, count, bottom, fill, extra = {}) {
  const pts = [];
  const step = (W + 200) / count;
  for (let i = 0; i <= count; i += 1) {
    const x = -100 + i * step + rng.float(-step * 0.2, step * 0.2);
    const y = baseY - (i % 2 === 0 ? rng.float(0.1, 0.45) : rng.float(0.7, 1)) * amp;
    pts.push([x, y]);
  }
  return ridge(pts, bottom, fill, extra);
}

// ---------------------------------------------------------------- scenery

function sun(cx, cy, r, color = C.amber, halo = true) {
  let s = '';
  if (halo) {
    s += circle(cx, cy, r * 1.9, color, { opacity: 0.12 });
    s += circle(cx, cy, r * 1.45, color, { opacity: 0.22 });
  }
  s += circle(cx, cy, r, color);
  return s;
}

function cloud(x, y, s, fill = C.white, opacity = 0.85) {
  return group(
    rect(x, y, 120 * s, 26 * s, fill, { rx: 13 * s }) + circle(x + 42 * s, y + 4 * s, 22 * s, fill) + circle(x + 72 * s, y + 2 * s, 16 * s, fill),
    { opacity },
  );
}

function birds(rng, x, y, n, color = C.violet, s = 1) {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const bx = x + rng.float(-60, 60) * s;
    const by = y + rng.float(-25, 25) * s;
    const w = rng.float(7, 11) * s;
    out += polyline([[bx - w, by - w * 0.45], [bx, by], [bx + w, by - w * 0.45]], color, 2.2 * s, { opacity: 0.7 });
  }
  return out;
}

function river(W, y, h, fill = C.teal3, shine = C.white, rng = new Rng('river')) {
  let s = rect(-10, y, W + 20, h, fill);
  const rows = Math.max(2, Math.floor(h / 22));
  for (let i = 0; i < rows; i += 1) {
    const yy = y + ((i + 0.6) * h) / rows;
    for (let k = 0; k < 4; k += 1) {
      const x = rng.float(0, W);
      const w = rng.float(40, 140);
      s += line(x, yy, x + w, yy, shine, Math.max(2, h / 40), { opacity: 0.45 });
    }
  }
  return s;
}

function roundTree(x, y, s, leaf = C.teal, dark = C.tealD, trunk = C.woodD) {
  return (
    rect(x - 5 * s, y - 60 * s, 10 * s, 60 * s, trunk, { rx: 3 * s }) +
    circle(x, y - 92 * s, 46 * s, leaf) +
    pathEl(`M${pt(x, y - 138 * s)} A${r1(46 * s)} ${r1(46 * s)} 0 0 1 ${pt(x, y - 46 * s)} Z`, dark, { opacity: 0.55 })
  );
}

function arecaPalm(x, y, s, leaf = C.tealD, trunk = C.woodL) {
  const top = y - 220 * s;
  let out = line(x, y, x + 6 * s, top, trunk, 6 * s);
  const fronds = [-150, -120, -90, -60, -30, -170, -10];
  for (const a of fronds) {
    const rad = (a * Math.PI) / 180;
    const ex = x + 6 * s + Math.cos(rad) * 58 * s;
    const ey = top + Math.sin(rad) * 30 * s + 28 * s;
    out += pathEl(`M${pt(x + 6 * s, top)} Q${pt((x + 6 * s + ex) / 2, top - 26 * s)} ${pt(ex, ey)}`, 'none', {
      stroke: leaf,
      'stroke-width': 7 * s,
      'stroke-linecap': 'round',
    });
  }
  return out;
}

function bamboo(x, y, s, color = C.teal, n = 4, rng = new Rng('bamboo')) {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const bx = x + (i - n / 2) * 10 * s;
    const hgt = rng.float(160, 230) * s;
    const lean = rng.float(-18, 18) * s;
    out += line(bx, y, bx + lean, y - hgt, i % 2 ? color : shade(color, -0.15), 6 * s);
    for (let k = 1; k < 5; k += 1) {
      const t = k / 5;
      const lx = bx + lean * t;
      const ly = y - hgt * t;
      out += line(lx - 3.5 * s, ly, lx + 3.5 * s, ly, shade(color, -0.35), 1.6 * s);
    }
    for (let k = 0; k < 3; k += 1) {
      const t = rng.float(0.55, 1);
      const lx = bx + lean * t;
      const ly = y - hgt * t;
      const dir = rng.chance(0.5) ? 1 : -1;
      out += pathEl(
        `M${pt(lx, ly)} q${r1(dir * 14 * s)},${r1(-10 * s)} ${r1(dir * 30 * s)},${r1(2 * s)} q${r1(-dir * 14 * s)},${r1(4 * s)} ${r1(-dir * 30 * s)},${r1(-2 * s)}Z`,
        shade(color, 0.1),
      );
    }
  }
  return out;
}

function teaBush(x, y, w, h, fill = C.teal, top = C.teal2) {
  return (
    pathEl(`M${pt(x - w / 2, y)} Q${pt(x - w / 2, y - h)} ${pt(x, y - h)} Q${pt(x + w / 2, y - h)} ${pt(x + w / 2, y)} Z`, fill) +
    pathEl(`M${pt(x - w * 0.35, y - h * 0.55)} Q${pt(x, y - h * 1.05)} ${pt(x + w * 0.35, y - h * 0.55)}`, 'none', {
      stroke: top,
      'stroke-width': Math.max(2, h * 0.12),
      'stroke-linecap': 'round',
      opacity: 0.8,
    })
  );
}

/** Rows of tea bushes on a gentle slope, far (small) to near (large). */
function teaGarden(rng, W, y0, y1, rows = 4, fill = C.teal) {
  let out = '';
  for (let r = 0; r < rows; r += 1) {
    const t = rows === 1 ? 1 : r / (rows - 1);
    const y = y0 + (y1 - y0) * t;
    const bw = 40 + 70 * t;
    const bh = 16 + 30 * t;
    const f = shade(fill, -0.25 * (1 - t));
    for (let x = -bw / 2 + rng.float(0, bw * 0.5); x < W + bw; x += bw * 0.92) {
      out += teaBush(x, y, bw, bh, f, shade(f, 0.35));
    }
  }
  return out;
}

function teaLeaf(x, y, s, rot, fill = C.teal, vein = C.white) {
  return group(
    pathEl('M0,0 C18,-22 52,-22 70,0 C52,22 18,22 0,0 Z', fill) + pathEl('M6,0 L62,0', 'none', { stroke: vein, 'stroke-width': 2.4, opacity: 0.7 }),
    { transform: `translate(${r1(x)},${r1(y)}) rotate(${r1(rot)}) scale(${r1(s * 100) / 100})` },
  );
}

function stiltHouse(x, y, s, wall = C.woodL, roof = C.violetD) {
  let out = '';
  for (let i = 0; i < 5; i += 1) out += rect(x - 60 * s + i * 28 * s, y - 40 * s, 5 * s, 40 * s, C.woodD);
  out += rect(x - 66 * s, y - 46 * s, 132 * s, 8 * s, C.woodD);
  out += rect(x - 58 * s, y - 96 * s, 116 * s, 52 * s, wall);
  out += rect(x - 14 * s, y - 84 * s, 26 * s, 40 * s, shade(wall, -0.3));
  out += poly([[x - 76 * s, y - 92 * s], [x, y - 140 * s], [x + 76 * s, y - 92 * s]], roof);
  return out;
}

function boat(x, y, s, hull = C.woodD, inner = C.wood) {
  return (
    pathEl(`M${pt(x - 130 * s, y - 30 * s)} Q${pt(x, y + 18 * s)} ${pt(x + 130 * s, y - 30 * s)} L${pt(x + 112 * s, y - 20 * s)} Q${pt(x, y + 4 * s)} ${pt(x - 112 * s, y - 20 * s)} Z`, inner) +
    pathEl(`M${pt(x - 130 * s, y - 30 * s)} Q${pt(x, y + 18 * s)} ${pt(x + 130 * s, y - 30 * s)} Q${pt(x, y + 40 * s)} ${pt(x - 130 * s, y - 30 * s)} Z`, hull)
  );
}

/** The red-and-white gamosa border: a woven band with lozenge motifs. */
function gamosaBand(x, y, w, h, red = C.red) {
  let out = rect(x, y, w, h, C.white);
  out += rect(x, y + h * 0.08, w, h * 0.09, red) + rect(x, y + h * 0.83, w, h * 0.09, red);
  const step = h * 0.9;
  for (let cx = x + step / 2; cx < x + w; cx += step) {
    const cy = y + h / 2;
    const d = h * 0.22;
    out += poly([[cx, cy - d], [cx + d, cy], [cx, cy + d], [cx - d, cy]], red);
  }
  return out;
}

function bunting(x1, y1, x2, y2, n, colors, size = 22) {
  let out = pathEl(`M${pt(x1, y1)} Q${pt((x1 + x2) / 2, Math.max(y1, y2) + 30)} ${pt(x2, y2)}`, 'none', { stroke: C.slate, 'stroke-width': 1.5 });
  for (let i = 0; i < n; i += 1) {
    const t = (i + 0.5) / n;
    const mx = (x1 + x2) / 2;
    const my = Math.max(y1, y2) + 30;
    const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * mx + t * t * x2;
    const y = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * my + t * t * y2;
    out += poly([[x - size / 2, y], [x + size / 2, y], [x, y + size * 1.2]], colors[i % colors.length]);
  }
  return out;
}

/** The foundation's mark: a two-leaf sprout under a rising sun (64x64 space). */
function logoMark(x, y, size, { sunColor = C.amber, leftLeaf = C.violet2, rightLeaf = C.violet } = {}) {
  const k = size / 64;
  return group(
    circle(32, 19, 10, sunColor) +
      pathEl('M31 57 C18 55 8 45 7 29 C22 29 31 39 31 57 Z', leftLeaf) +
      pathEl('M33 57 C33 37 43 25 59 23 C60 42 48 55 33 57 Z', rightLeaf),
    { transform: `translate(${r1(x)},${r1(y)}) scale(${r1(k * 1000) / 1000})` },
  );
}

/** A banner with the mark and abstract bars (never real text). */
function banner(x, y, w, h, bg = C.violet, fg = C.white) {
  let out = rect(x, y, w, h, bg, { rx: Math.min(10, h * 0.08) });
  const m = h * 0.62;
  out += logoMark(x + h * 0.22, y + (h - m) / 2, m, { leftLeaf: C.violet4, rightLeaf: fg });
  const bx = x + h * 0.22 + m + h * 0.18;
  const bw = w - (bx - x) - h * 0.3;
  if (bw > 20) {
    out += rect(bx, y + h * 0.3, bw, h * 0.16, fg, { rx: h * 0.08 });
    out += rect(bx, y + h * 0.56, bw * 0.6, h * 0.11, C.amber, { rx: h * 0.055 });
  }
  return out;
}

// ----------------------------------------------------------------- people

const POSES = {
  stand: { l: [-13.5, -60, -13.5, -46], r: [13.5, -60, 13.5, -46] },
  wave: { l: [-13.5, -60, -13.5, -46], r: [19, -86, 22, -101] },
  cheer: { l: [-19, -88, -24, -102], r: [19, -88, 24, -102] },
  hold: { l: [-15, -60, -5, -57], r: [15, -60, 5, -57] },
  chest: { l: [-15, -62, -6, -67], r: [15, -62, 6, -67] },
  point: { l: [-13.5, -60, -13.5, -46], r: [22, -77, 34, -81] },
  mic: { l: [-13.5, -60, -13.5, -46], r: [16, -62, 5, -80] },
  give: { l: [-13.5, -60, -13.5, -46], r: [21, -66, 32, -63] },
  down: { l: [-15, -58, -12, -42], r: [15, -58, 12, -42] },
  hips: { l: [-21, -62, -10, -49], r: [21, -62, 10, -49] },
  bihu: { l: [-23, -82, -28, -96], r: [23, -70, 33, -66] },
  write: { l: [-13.5, -60, -12, -47], r: [20, -86, 24, -99] },
  shake: { l: [-13.5, -60, -13.5, -46], r: [17, -60, 28, -57] },
  hug: { l: [-21, -75, -30, -77], r: [21, -75, 30, -77] },
  lap: { l: [-15, -59, -13, -46], r: [15, -59, 13, -46] },
  type: { l: [-15, -60, -8, -54], r: [15, -60, 8, -54] },
  carry: { l: [-16, -70, -10, -84], r: [16, -70, 10, -84] },
  raise: { l: [-13.5, -60, -13.5, -46], r: [16, -90, 18, -104] },
  yoga: { l: [-10, -92, -3, -106], r: [10, -92, 3, -106] },
  tpose: { l: [-24, -76, -38, -76], r: [24, -76, 38, -76] },
};

function arm(sx, sy, e, h, u, sleeve, skin, short) {
  const [ex, ey] = e;
  const [hx, hy] = h;
  let out = '';
  if (short) {
    out += polyline([[sx, sy], [ex, ey], [hx, hy]], skin, 5.2 * u);
    out += polyline([[sx, sy], [sx + (ex - sx) * 0.55, sy + (ey - sy) * 0.55]], sleeve, 6.4 * u);
  } else {
    out += polyline([[sx, sy], [ex, ey], [hx, hy]], sleeve, 6 * u);
  }
  out += circle(hx, hy, 3.2 * u, skin);
  return out;
}

function hairBack(hx, hy, r, style, color) {
  switch (style) {
    case 'long':
    case 'braid':
      return pathEl(
        `M${pt(hx - r * 1.12, hy)} A${r1(r * 1.12)} ${r1(r * 1.12)} 0 0 1 ${pt(hx + r * 1.12, hy)} L${pt(hx + r * 1.2, hy + r * 2.1)} Q${pt(hx, hy + r * 2.45)} ${pt(hx - r * 1.2, hy + r * 2.1)} Z`,
        color,
      );
    case 'bob':
      return pathEl(
        `M${pt(hx - r * 1.18, hy)} A${r1(r * 1.18)} ${r1(r * 1.18)} 0 0 1 ${pt(hx + r * 1.18, hy)} L${pt(hx + r * 1.2, hy + r * 1.05)} L${pt(hx - r * 1.2, hy + r * 1.05)} Z`,
        color,
      );
    case 'ponytail':
      return ellipse(hx + r * 1.05, hy + r * 0.7, r * 0.42, r * 0.95, color, { transform: `rotate(-18 ${r1(hx + r * 1.05)} ${r1(hy + r * 0.7)})` });
    case 'bun':
      return circle(hx + r * 0.1, hy - r * 1.08, r * 0.52, color);
    case 'topknot':
      return circle(hx, hy - r * 1.12, r * 0.42, color);
    case 'curly':
      return (
        circle(hx - r * 0.8, hy - r * 0.45, r * 0.5, color) +
        circle(hx + r * 0.8, hy - r * 0.45, r * 0.5, color) +
        circle(hx - r * 0.4, hy - r * 0.95, r * 0.5, color) +
        circle(hx + r * 0.4, hy - r * 0.95, r * 0.5, color)
      );
    case 'hijab':
      return pathEl(
        `M${pt(hx - r * 1.3, hy + r * 2.0)} L${pt(hx - r * 1.28, hy)} A${r1(r * 1.28)} ${r1(r * 1.3)} 0 0 1 ${pt(hx + r * 1.28, hy)} L${pt(hx + r * 1.3, hy + r * 2.0)} Q${pt(hx, hy + r * 2.5)} ${pt(hx - r * 1.3, hy + r * 2.0)} Z`,
        color,
      );
    default:
      return '';
  }
}

function hairFront(hx, hy, r, style, color) {
  if (style === 'none' || style === 'hijab') return '';
  if (style === 'receding') {
    return (
      pathEl(`M${pt(hx - r * 1.03, hy + r * 0.2)} Q${pt(hx - r * 1.1, hy - r * 0.55)} ${pt(hx - r * 0.65, hy - r * 0.78)} L${pt(hx - r * 0.82, hy + r * 0.15)} Z`, color) +
      pathEl(`M${pt(hx + r * 1.03, hy + r * 0.2)} Q${pt(hx + r * 1.1, hy - r * 0.55)} ${pt(hx + r * 0.65, hy - r * 0.78)} L${pt(hx + r * 0.82, hy + r * 0.15)} Z`, color)
    );
  }
  if (style === 'curly') {
    return (
      circle(hx - r * 0.55, hy - r * 0.7, r * 0.45, color) +
      circle(hx, hy - r * 0.85, r * 0.48, color) +
      circle(hx + r * 0.55, hy - r * 0.7, r * 0.45, color)
    );
  }
  if (style === 'buzz') {
    return pathEl(
      `M${pt(hx - r * 1.02, hy - r * 0.05)} A${r1(r * 1.03)} ${r1(r * 1.03)} 0 0 1 ${pt(hx + r * 1.02, hy - r * 0.05)} Q${pt(hx, hy - r * 0.62)} ${pt(hx - r * 1.02, hy - r * 0.05)} Z`,
      color,
    );
  }
  // side-parted cap with a soft fringe, used by most styles
  const sideLong = style === 'long' || style === 'bob' || style === 'braid';
  const drop = sideLong ? 0.55 : 0.15;
  return pathEl(
    `M${pt(hx - r * 1.06, hy + r * drop)} C${pt(hx - r * 1.12, hy - r * 0.95)} ${pt(hx - r * 0.4, hy - r * 1.16)} ${pt(hx + r * 0.08, hy - r * 1.12)} C${pt(hx + r * 0.8, hy - r * 1.08)} ${pt(hx + r * 1.14, hy - r * 0.6)} ${pt(hx + r * 1.06, hy + r * drop)} C${pt(hx + r * 0.92, hy - r * 0.22)} ${pt(hx + r * 0.6, hy - r * 0.5)} ${pt(hx + r * 0.12, hy - r * 0.58)} C${pt(hx - r * 0.35, hy - r * 0.52)} ${pt(hx - r * 0.72, hy - r * 0.1)} ${pt(hx - r * 1.06, hy + r * drop)} Z`,
    color,
  );
}

function oval(ex, ey, rx, ry) {
  return `M${pt(ex - rx, ey)} A${r1(rx)} ${r1(ry)} 0 1 0 ${pt(ex + rx, ey)} A${r1(rx)} ${r1(ry)} 0 1 0 ${pt(ex - rx, ey)} Z`;
}

function glassesOn(hx, hy, r, color = C.ink) {
  const w = r * 0.5;
  const y = hy + r * 0.05;
  return (
    rect(hx - r * 0.72, y - w * 0.38, w * 1.05, w * 0.76, 'none', { rx: w * 0.3, stroke: color, 'stroke-width': r * 0.09 }) +
    rect(hx + r * 0.72 - w * 1.05, y - w * 0.38, w * 1.05, w * 0.76, 'none', { rx: w * 0.3, stroke: color, 'stroke-width': r * 0.09 }) +
    line(hx - r * 0.15, y - w * 0.05, hx + r * 0.15, y - w * 0.05, color, r * 0.08)
  );
}

function itemAt(kind, x, y, u, color, dir = 1) {
  switch (kind) {
    case 'book':
      return group(rect(-7, -9, 14, 18, color || C.violet, { rx: 1.5 }) + rect(-5, -7, 10, 14, C.white, { opacity: 0.85 }), {
        transform: `translate(${r1(x)},${r1(y)}) scale(${r1(u * 100) / 100}) rotate(-12)`,
      });
    case 'mic':
      return line(x, y, x - 2 * u, y - 7 * u, C.ink, 2 * u) + circle(x - 2.4 * u, y - 8.5 * u, 2.4 * u, C.slate);
    case 'megaphone':
      return group(
        pathEl('M0,-3 L14,-9 L14,9 L0,3 Z', color || C.amber) + rect(-4, -3.5, 5, 7, C.ink, { rx: 1.5 }) + ellipse(14, 0, 2.2, 9, shade(color || C.amber, -0.2)),
        { transform: `translate(${r1(x)},${r1(y)}) scale(${r1(dir * u * 100) / 100},${r1(u * 100) / 100}) rotate(-30)` },
      );
    case 'sapling':
      return (
        ellipse(x, y + 2 * u, 4 * u, 3.4 * u, C.woodD) +
        line(x, y, x, y - 14 * u, C.tealD, 1.4 * u) +
        teaLeaf(x, y - 9 * u, 0.16 * u, -140, C.teal2) +
        teaLeaf(x, y - 13 * u, 0.18 * u, -40, C.teal)
      );
    case 'bag':
      return pathEl(`M${pt(x - 6 * u, y + 2 * u)} Q${pt(x - 8 * u, y + 20 * u)} ${pt(x, y + 20 * u)} Q${pt(x + 8 * u, y + 20 * u)} ${pt(x + 6 * u, y + 2 * u)} Z`, color || C.tealDD) + rect(x - 2 * u, y - 1 * u, 4 * u, 3.5 * u, color || C.tealDD);
    case 'sack':
      return rect(x - 11 * u, y - 9 * u, 22 * u, 15 * u, C.paper, { rx: 4 * u }) + rect(x - 11 * u, y - 4 * u, 22 * u, 3 * u, color || C.violet);
    case 'cert':
      return (
        rect(x - 10 * u, y - 8 * u, 20 * u, 14 * u, C.white, { rx: 1 * u, stroke: C.amber, 'stroke-width': 0.8 * u }) +
        rect(x - 6 * u, y - 5 * u, 12 * u, 1.4 * u, C.violet4) +
        rect(x - 6 * u, y - 2 * u, 8 * u, 1.2 * u, C.mist) +
        circle(x + 5 * u, y + 2.5 * u, 2.2 * u, C.amber)
      );
    case 'sign':
      return line(x, y + 4 * u, x, y - 20 * u, C.woodD, 1.6 * u) + rect(x - 11 * u, y - 32 * u, 22 * u, 14 * u, color || C.amber, { rx: 1.5 * u }) + rect(x - 7 * u, y - 27 * u, 14 * u, 2 * u, C.white, { opacity: 0.9 });
    case 'flag':
      return line(x, y + 4 * u, x, y - 24 * u, C.ink, 1.2 * u) + poly([[x, y - 24 * u], [x + 16 * u, y - 19 * u], [x, y - 14 * u]], color || C.amber);
    case 'phone':
      return rect(x - 2.4 * u, y - 5 * u, 4.8 * u, 8.5 * u, C.ink, { rx: 1 * u }) + rect(x - 1.7 * u, y - 4.2 * u, 3.4 * u, 6.5 * u, C.teal3);
    case 'clipboard':
      return rect(x - 7 * u, y - 9 * u, 14 * u, 18 * u, C.woodL, { rx: 1.2 * u }) + rect(x - 5.5 * u, y - 6.5 * u, 11 * u, 14 * u, C.white) + rect(x - 4 * u, y - 4 * u, 8 * u, 1 * u, C.slate3) + rect(x - 4 * u, y - 1.5 * u, 6 * u, 1 * u, C.slate3);
    case 'trophy':
      return (
        pathEl(`M${pt(x - 6 * u, y - 14 * u)} L${pt(x + 6 * u, y - 14 * u)} Q${pt(x + 6 * u, y - 4 * u)} ${pt(x, y - 3 * u)} Q${pt(x - 6 * u, y - 4 * u)} ${pt(x - 6 * u, y - 14 * u)} Z`, C.amber2) +
        rect(x - 1 * u, y - 4 * u, 2 * u, 4 * u, C.amberD) +
        rect(x - 4 * u, y - 0.5 * u, 8 * u, 2.5 * u, C.amberD)
      );
    case 'brush':
      return line(x - dir * u, y, x + dir * 7 * u, y - 8 * u, C.woodD, 1 * u) + circle(x + dir * 7.5 * u, y - 8.5 * u, 1 * u, color || C.red);
    case 'leafplate':
      return ellipse(x, y - 1 * u, 12 * u, 3.2 * u, C.teal2) + circle(x - 3 * u, y - 2 * u, 2 * u, C.white) + circle(x + 2.5 * u, y - 2 * u, 1.8 * u, C.amber2);
    case 'pot':
      return pathEl(`M${pt(x - 7 * u, y - 5 * u)} L${pt(x + 7 * u, y - 5 * u)} L${pt(x + 5.5 * u, y + 6 * u)} L${pt(x - 5.5 * u, y + 6 * u)} Z`, C.slate2) + rect(x - 8 * u, y - 6.5 * u, 16 * u, 2.4 * u, C.slate);
    case 'marker':
      return line(x, y, x + 3 * u, y - 5 * u, C.violet, 1.6 * u);
    case 'laptop':
      return rect(x - 13 * u, y - 13 * u, 26 * u, 16 * u, C.slate, { rx: 1.2 * u }) + rect(x - 15 * u, y + 3 * u, 30 * u, 2 * u, C.slate3, { rx: 1 * u });
    default:
      return '';
  }
}

/**
 * A full-body, faceless figure standing (or sitting cross-legged) with its
 * feet at (x, y) and height h. Options pick colours, hair, clothes and pose.
 */
function person(o) {
  const { x, y, h } = o;
  const u = h / 100;
  const skin = o.skin || SKINS[0];
  const hairC = o.hairColor || HAIRS[0];
  const top = o.top || C.violet;
  const bottom = o.bottom || C.ink;
  const style = o.hair || 'short';
  const sit = Boolean(o.sit);
  const lift = sit ? 34 : 0;
  const X = (dx) => x + dx * u;
  const Y = (dy) => y + (dy + lift) * u;
  const pose = POSES[o.pose || 'stand'];
  let { l, r } = pose;
  if (o.flip) {
    l = [-pose.r[0], pose.r[1], -pose.r[2], pose.r[3]];
    r = [-pose.l[0], pose.l[1], -pose.l[2], pose.l[3]];
  }
  const hx = X(0);
  const hy = Y(-88);
  const hr = 7.6 * u;
  let s = '';
  if (!o.noShadow) s += ellipse(x, y, (sit ? 22 : 14) * u, 2.6 * u, C.ink, { opacity: 0.1 });

  // hair behind the body
  s += hairBack(hx, hy, hr, style, style === 'hijab' ? o.scarf || C.violet4 : hairC);

  // legs
  if (sit) {
    s += pathEl(`M${pt(X(-21), y - 1 * u)} Q${pt(X(-21), y - 14 * u)} ${pt(X(-9), y - 13 * u)} L${pt(X(9), y - 13 * u)} Q${pt(X(21), y - 14 * u)} ${pt(X(21), y - 1 * u)} Z`, bottom);
    s += ellipse(X(-13), y - 2 * u, 5 * u, 2.2 * u, C.ink) + ellipse(X(13), y - 2 * u, 5 * u, 2.2 * u, C.ink);
  } else if (o.dress === 'skirt' || o.dress === 'mekhela') {
    s += ellipse(X(-5), y - 1.5 * u, 4.2 * u, 2 * u, C.ink) + ellipse(X(5), y - 1.5 * u, 4.2 * u, 2 * u, C.ink);
    s += pathEl(`M${pt(X(-9.5), Y(-48))} L${pt(X(9.5), Y(-48))} L${pt(X(13.5), y - 3 * u)} Q${pt(X(0), y - 1.5 * u)} ${pt(X(-13.5), y - 3 * u)} Z`, bottom);
    if (o.dress === 'mekhela') {
      const band = o.border || C.red;
      s += pathEl(`M${pt(X(-12.6), y - 13 * u)} L${pt(X(12.6), y - 13 * u)} L${pt(X(13.5), y - 3 * u)} Q${pt(X(0), y - 1.5 * u)} ${pt(X(-13.5), y - 3 * u)} Z`, band);
      s += line(X(-12.5), y - 15.5 * u, X(12.5), y - 15.5 * u, band, 1 * u);
    }
  } else {
    const st = o.stance ?? 2;
    s += line(X(-4.6), Y(-44), X(-4.6 - st), y - 4 * u, bottom, 8.4 * u);
    s += line(X(4.6), Y(-44), X(4.6 + st), y - 4 * u, bottom, 8.4 * u);
    s += ellipse(X(-5.5 - st), y - 1.6 * u, 5 * u, 2.2 * u, C.ink) + ellipse(X(5.5 + st), y - 1.6 * u, 5 * u, 2.2 * u, C.ink);
  }

  // neck + torso
  s += rect(X(-2.8), Y(-82), 5.6 * u, 7 * u, shade(skin, -0.12));
  const torso = `M${pt(X(-12), Y(-70))} Q${pt(X(-12), Y(-78.5))} ${pt(X(-5), Y(-78.5))} L${pt(X(5), Y(-78.5))} Q${pt(X(12), Y(-78.5))} ${pt(X(12), Y(-70))} L${pt(X(10.5), Y(-44))} Q${pt(X(0), Y(-42.5))} ${pt(X(-10.5), Y(-44))} Z`;
  s += pathEl(torso, top);
  if (o.coat) {
    // open coat (white for doctors, dark for jackets) over the top
    s += pathEl(`M${pt(X(-12), Y(-70))} Q${pt(X(-12), Y(-78.5))} ${pt(X(-5), Y(-78.5))} L${pt(X(-1.5), Y(-60))} L${pt(X(-2), Y(-43))} L${pt(X(-10.5), Y(-44))} Z`, o.coat);
    s += pathEl(`M${pt(X(12), Y(-70))} Q${pt(X(12), Y(-78.5))} ${pt(X(5), Y(-78.5))} L${pt(X(1.5), Y(-60))} L${pt(X(2), Y(-43))} L${pt(X(10.5), Y(-44))} Z`, o.coat);
  }
  if (o.dress === 'mekhela' && !o.back) {
    const chador = o.chador || C.white;
    s += pathEl(`M${pt(X(-12), Y(-72))} Q${pt(X(-10), Y(-78.5))} ${pt(X(-5), Y(-78.5))} L${pt(X(10.8), Y(-52))} L${pt(X(10.5), Y(-44))} L${pt(X(1), Y(-43))} Z`, chador);
    s += line(X(-5), Y(-78), X(10.6), Y(-51.5), o.border || C.red, 1.6 * u);
  }
  if (o.jersey) s += rect(X(-12), Y(-70), 24 * u, 3 * u, o.jersey);
  if (o.gamosa) {
    if (o.back) {
      s += pathEl(`M${pt(X(-9), Y(-77))} Q${pt(X(0), Y(-72))} ${pt(X(9), Y(-77))}`, 'none', { stroke: C.white, 'stroke-width': 3.4 * u, 'stroke-linecap': 'round' });
      s += pathEl(`M${pt(X(-9), Y(-75.6))} Q${pt(X(0), Y(-70.6))} ${pt(X(9), Y(-75.6))}`, 'none', { stroke: C.red, 'stroke-width': 0.8 * u });
    } else {
      s += pathEl(`M${pt(X(-8), Y(-77.5))} Q${pt(X(0), Y(-83))} ${pt(X(8), Y(-77.5))}`, 'none', { stroke: C.white, 'stroke-width': 2.6 * u, 'stroke-linecap': 'round' });
      s += poly([[X(-7.5), Y(-78)], [X(-3.2), Y(-78)], [X(-3.8), Y(-55)], [X(-8), Y(-55)]], C.white);
      s += poly([[X(3.2), Y(-78)], [X(7.5), Y(-78)], [X(8), Y(-55)], [X(3.8), Y(-55)]], C.white);
      s += rect(X(-8), Y(-59), 4.3 * u, 1.1 * u, C.red) + rect(X(3.8), Y(-59), 4.3 * u, 1.1 * u, C.red);
      s += rect(X(-8), Y(-56.8), 4.3 * u, 0.8 * u, C.red) + rect(X(3.8), Y(-56.8), 4.3 * u, 0.8 * u, C.red);
    }
  }

  // arms (+ items)
  const sleeve = o.coat || top;
  s += arm(X(-9.5), Y(-74), [X(l[0]), Y(l[1])], [X(l[2]), Y(l[3])], u, sleeve, skin, o.short);
  s += arm(X(9.5), Y(-74), [X(r[0]), Y(r[1])], [X(r[2]), Y(r[3])], u, sleeve, skin, o.short);
  if (o.item) {
    const both = ['sack', 'cert', 'book', 'clipboard', 'laptop', 'leafplate', 'pot', 'trophy'].includes(o.item) && ['hold', 'chest', 'type', 'carry'].includes(o.pose);
    const ix = both ? X((l[2] + r[2]) / 2) : X(r[2]);
    const iy = both ? Y((l[3] + r[3]) / 2) : Y(r[3]);
    s += itemAt(o.item, ix, iy, u, o.itemColor, o.flip ? -1 : 1);
  }
  if (o.dhol) {
    s += rect(X(-15), Y(-60), 30 * u, 14 * u, C.woodL, { rx: 6 * u }) + ellipse(X(-15), Y(-53), 3 * u, 7 * u, C.amberP) + ellipse(X(15), Y(-53), 3 * u, 7 * u, C.amberP);
    s += line(X(-9), Y(-60), X(-9), Y(-46), C.red, 1.2 * u) + line(X(0), Y(-60), X(0), Y(-46), C.red, 1.2 * u) + line(X(9), Y(-60), X(9), Y(-46), C.red, 1.2 * u);
  }

  // head
  if (o.back) {
    s += circle(hx, hy, hr, skin);
    s += circle(hx, hy - hr * 0.06, hr * 1.04, style === 'hijab' ? o.scarf || C.violet4 : style === 'none' ? skin : hairC);
  } else {
    const sc = o.scarf || C.violet4;
    if (style === 'hijab') s += pathEl(`M${pt(X(-6), Y(-87))} L${pt(X(-11.5), Y(-75))} Q${pt(X(0), Y(-71))} ${pt(X(11.5), Y(-75))} L${pt(X(6), Y(-87))} Z`, shade(sc, -0.1));
    s += circle(hx, hy, hr, skin);
    if (style === 'hijab') {
      s += pathEl(`${oval(hx, hy + hr * 0.1, hr * 1.28, hr * 1.36)} ${oval(hx, hy + hr * 0.1, hr * 0.84, hr * 0.95)}`, sc, { 'fill-rule': 'evenodd' });
    }
    s += hairFront(hx, hy, hr, style, hairC);
    if (o.glasses) s += glassesOn(hx, hy, hr);
  }
  if (o.hat === 'japi') {
    s += pathEl(`M${pt(hx - hr * 2.3, hy - hr * 0.45)} L${pt(hx, hy - hr * 1.7)} L${pt(hx + hr * 2.3, hy - hr * 0.45)} Q${pt(hx, hy - hr * 0.1)} ${pt(hx - hr * 2.3, hy - hr * 0.45)} Z`, C.woodL);
    s += pathEl(`M${pt(hx - hr * 1.3, hy - hr * 0.75)} L${pt(hx + hr * 1.3, hy - hr * 0.75)}`, 'none', { stroke: C.red, 'stroke-width': hr * 0.22 });
  } else if (o.hat === 'cap') {
    s += pathEl(`M${pt(hx - hr * 1.02, hy - hr * 0.15)} A${r1(hr * 1.02)} ${r1(hr * 1.02)} 0 0 1 ${pt(hx + hr * 1.02, hy - hr * 0.15)} Z`, o.hatColor || C.amber);
    s += rect(hx - hr * (o.back ? 1.1 : 1.3), hy - hr * 0.28, hr * 2.4, hr * 0.28, shade(o.hatColor || C.amber, -0.2), { rx: hr * 0.14 });
  } else if (o.hat === 'headband') {
    s += rect(hx - hr * 1.02, hy - hr * 0.55, hr * 2.04, hr * 0.28, o.hatColor || C.red);
  }
  return s;
}

/** Random varied young person. */
function randPerson(rng, base) {
  const female = rng.chance(0.5);
  const hairStyles = female ? ['long', 'bun', 'ponytail', 'bob', 'braid', 'long', 'hijab'] : ['short', 'short', 'buzz', 'curly', 'short', 'topknot'];
  const hair = hairStyles[Math.floor(rng.next() * hairStyles.length)];
  const p = {
    skin: rng.pick(SKINS),
    hairColor: rng.pick(HAIRS),
    hair,
    top: rng.pick(TOPS),
    bottom: rng.pick(BOTTOMS),
    scarf: rng.pick([C.violet4, C.teal3, C.amber3, C.white]),
    short: rng.chance(0.35),
  };
  if (female && rng.chance(0.4)) {
    p.dress = rng.chance(0.6) ? 'mekhela' : 'skirt';
    p.bottom = rng.pick([C.amberP, C.violet5, C.white, C.tealP, C.amber3]);
    p.border = rng.pick([C.red, C.violet, C.teal, C.amberD]);
    p.chador = rng.pick([C.white, C.amberP, C.lav]);
    p.top = rng.pick([C.red, C.violet, C.teal, C.amber]);
  }
  if (rng.chance(base.gamosaP ?? 0.22)) p.gamosa = true;
  if (rng.chance(0.07)) p.glasses = true;
  return { ...p, ...base };
}

/** Audience member seen from behind: head and shoulders only. */
function audienceBack(x, y, s, o) {
  const hair = o.hair || 'short';
  let out = '';
  out += pathEl(`M${pt(x - 30 * s, y + 60 * s)} L${pt(x - 28 * s, y + 8 * s)} Q${pt(x - 26 * s, y - 4 * s)} ${pt(x - 12 * s, y - 5 * s)} L${pt(x + 12 * s, y - 5 * s)} Q${pt(x + 26 * s, y - 4 * s)} ${pt(x + 28 * s, y + 8 * s)} L${pt(x + 30 * s, y + 60 * s)} Z`, o.top || C.violet);
  if (o.gamosa) {
    out += pathEl(`M${pt(x - 20 * s, y - 3 * s)} Q${pt(x, y + 9 * s)} ${pt(x + 20 * s, y - 3 * s)}`, 'none', { stroke: C.white, 'stroke-width': 7 * s, 'stroke-linecap': 'round' });
    out += pathEl(`M${pt(x - 20 * s, y)} Q${pt(x, y + 12 * s)} ${pt(x + 20 * s, y)}`, 'none', { stroke: C.red, 'stroke-width': 1.8 * s });
  }
  const hy = y - 22 * s;
  const hr = 16 * s;
  if (hair === 'hijab') {
    out += pathEl(`M${pt(x - hr * 1.3, y + 4 * s)} L${pt(x - hr * 1.25, hy)} A${r1(hr * 1.25)} ${r1(hr * 1.3)} 0 0 1 ${pt(x + hr * 1.25, hy)} L${pt(x + hr * 1.3, y + 4 * s)} Q${pt(x, y + 14 * s)} ${pt(x - hr * 1.3, y + 4 * s)} Z`, o.scarf || C.violet4);
    return out;
  }
  out += rect(x - 5 * s, hy + 8 * s, 10 * s, 12 * s, shade(o.skin || SKINS[1], -0.15));
  out += circle(x, hy, hr, o.skin || SKINS[1]);
  if (hair === 'long' || hair === 'braid') out += pathEl(`M${pt(x - hr * 1.1, hy)} A${r1(hr * 1.1)} ${r1(hr * 1.1)} 0 0 1 ${pt(x + hr * 1.1, hy)} L${pt(x + hr * 1.0, hy + hr * 1.9)} Q${pt(x, hy + hr * 2.2)} ${pt(x - hr * 1.0, hy + hr * 1.9)} Z`, o.hairColor || C.ink);
  else if (hair === 'bob') out += pathEl(`M${pt(x - hr * 1.15, hy)} A${r1(hr * 1.15)} ${r1(hr * 1.15)} 0 0 1 ${pt(x + hr * 1.15, hy)} L${pt(x + hr * 1.15, hy + hr * 0.9)} L${pt(x - hr * 1.15, hy + hr * 0.9)} Z`, o.hairColor || C.ink);
  else out += circle(x, hy - hr * 0.06, hr * 1.04, o.hairColor || C.ink);
  if (hair === 'bun') out += circle(x, hy - hr * 0.8, hr * 0.5, o.hairColor || C.ink);
  if (hair === 'ponytail') out += ellipse(x, hy + hr * 1.1, hr * 0.35, hr * 0.8, o.hairColor || C.ink);
  if (hair === 'curly') out += circle(x - hr * 0.6, hy - hr * 0.5, hr * 0.6, o.hairColor || C.ink) + circle(x + hr * 0.6, hy - hr * 0.5, hr * 0.6, o.hairColor || C.ink);
  return out;
}

function audienceRows(rng, W, y0, rows, s0, s1, cheerP = 0, gamosaP = 0.22) {
  let out = '';
  for (let r = 0; r < rows; r += 1) {
    const t = rows === 1 ? 1 : r / (rows - 1);
    const s = s0 + (s1 - s0) * t;
    const y = y0 + t * (rows - 1) * 95 * s1 * 0.55 + r * 10;
    const gap = 70 * s;
    for (let x = rng.float(-gap / 2, gap / 2); x < W + gap; x += gap) {
      const p = randPerson(rng, { gamosaP });
      if (rng.chance(cheerP)) {
        out += line(x - 22 * s, y + 2 * s, x - 36 * s, y - 50 * s, p.top, 12 * s) + circle(x - 36 * s, y - 54 * s, 7 * s, p.skin);
        out += line(x + 22 * s, y + 2 * s, x + 36 * s, y - 50 * s, p.top, 12 * s) + circle(x + 36 * s, y - 54 * s, 7 * s, p.skin);
      }
      out += audienceBack(x + rng.float(-6, 6) * s, y + rng.float(-6, 6) * s, s, p);
    }
  }
  return out;
}

// ------------------------------------------------------------- furniture

function table(x, y, w, top = C.woodL, legs = C.woodD, cloth, panel) {
  let out = rect(x + 10, y + 10, 8, 90, legs) + rect(x + w - 18, y + 10, 8, 90, legs);
  if (panel) out += rect(x + 10, y + 10, w - 20, 80, panel);
  out += rect(x, y, w, 14, top, { rx: 3 });
  if (cloth) out += gamosaBand(x, y + 10, w, 48, cloth);
  return out;
}

function podium(x, y, s = 1, color = C.violet) {
  return (
    pathEl(`M${pt(x - 45 * s, y - 120 * s)} L${pt(x + 45 * s, y - 120 * s)} L${pt(x + 36 * s, y)} L${pt(x - 36 * s, y)} Z`, color) +
    rect(x - 52 * s, y - 130 * s, 104 * s, 14 * s, shade(color, -0.25), { rx: 3 * s }) +
    logoMark(x - 18 * s, y - 96 * s, 36 * s, { leftLeaf: C.violet4, rightLeaf: C.white }) +
    line(x + 20 * s, y - 130 * s, x + 8 * s, y - 160 * s, C.ink, 3 * s) +
    circle(x + 7 * s, y - 163 * s, 5 * s, C.slate)
  );
}

function screen(x, y, w, h, rng, frame = C.ink2) {
  let out = rect(x, y, w, h, frame, { rx: 8 }) + rect(x + 10, y + 10, w - 20, h - 20, C.white, { rx: 4 });
  const bars = 5;
  const bw = (w * 0.45) / bars;
  for (let i = 0; i < bars; i += 1) {
    const bh = (h - 60) * rng.float(0.3, 0.95);
    out += rect(x + 30 + i * bw * 1.25, y + h - 30 - bh, bw, bh, i % 2 ? C.violet2 : C.amber, { rx: 3 });
  }
  const cx = x + w * 0.76;
  const cy = y + h * 0.5;
  const rr = Math.min(w, h) * 0.2;
  out += circle(cx, cy, rr, C.teal) + pathEl(`M${pt(cx, cy)} L${pt(cx, cy - rr)} A${r1(rr)} ${r1(rr)} 0 0 1 ${pt(cx + rr * 0.95, cy + rr * 0.3)} Z`, C.violet);
  out += circle(cx, cy, rr * 0.45, C.white);
  return out;
}

function windowView(x, y, w, h, rng, night = false) {
  const sky = night ? C.violetDD : C.tealP;
  let out = rect(x - 8, y - 8, w + 16, h + 16, night ? C.ink : C.white, { rx: 6 });
  out += rect(x, y, w, h, sky);
  if (night) {
    out += circle(x + w * 0.78, y + h * 0.28, Math.min(w, h) * 0.1, C.amber3);
    for (let i = 0; i < 10; i += 1) out += circle(x + rng.float(0, w), y + rng.float(0, h * 0.5), 1.6, C.white, { opacity: 0.8 });
    let bx = x;
    while (bx < x + w) {
      const bw = rng.float(w * 0.08, w * 0.16);
      const bh = rng.float(h * 0.2, h * 0.5);
      out += rect(bx, y + h - bh, bw, bh, C.violetD);
      for (let k = 0; k < 3; k += 1) out += rect(bx + rng.float(3, bw - 8), y + h - bh + rng.float(6, bh - 8), 4, 5, C.amber2, { opacity: 0.9 });
      bx += bw + 2;
    }
  } else {
    out += `<clipPath id="wv${r1(x)}${r1(y)}"><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"/></clipPath>`;
    out += group(
      hillRange(rng, w, h * 0.55, h * 0.25, 4, h, C.violet4, { transform: `translate(${r1(x)},${r1(y)})` }) +
        hillRange(rng, w, h * 0.75, h * 0.2, 3, h, C.teal3, { transform: `translate(${r1(x)},${r1(y)})` }) +
        rect(x, y + h * 0.82, w, h * 0.18, C.teal2),
      { 'clip-path': `url(#wv${r1(x)}${r1(y)})` },
    );
  }
  out += rect(x + w / 2 - 4, y, 8, h, night ? C.ink : C.white);
  return out;
}

function plant(x, y, s = 1) {
  return (
    pathEl(`M${pt(x - 20 * s, y - 40 * s)} L${pt(x + 20 * s, y - 40 * s)} L${pt(x + 15 * s, y)} L${pt(x - 15 * s, y)} Z`, C.amber) +
    teaLeaf(x, y - 40 * s, 0.9 * s, -120, C.teal) +
    teaLeaf(x, y - 40 * s, 0.9 * s, -60, C.tealD) +
    teaLeaf(x, y - 40 * s, 0.8 * s, -90, C.teal2)
  );
}

function stickies(rng, x, y, w, h, n) {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    out += rect(x + rng.float(0, w - 40), y + rng.float(0, h - 40), 40, 40, rng.pick([C.amber3, C.teal4, C.violet5, C.amber2]), {
      transform: `rotate(${r1(rng.float(-6, 6))} ${r1(x + w / 2)} ${r1(y + h / 2)})`,
    });
  }
  return out;
}

function hallBg(W, H, floorY, wall = C.lav2, floor = C.violet5) {
  return rect(0, 0, W, H, wall) + rect(0, floorY, W, H - floorY, floor);
}

function confetti(rng, W, H, n, colors = [C.amber, C.violet2, C.teal2, C.red, C.amber2]) {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const x = rng.float(0, W);
    const y = rng.float(0, H);
    out += rect(x, y, rng.float(6, 12), rng.float(3, 6), rng.pick(colors), { transform: `rotate(${r1(rng.float(0, 180))} ${r1(x)} ${r1(y)})` });
  }
  return out;
}

function mask(x, y, s, base = C.amber, accent = C.red) {
  // a stylised Majuli satra mask: big face, crown, large eyes
  return (
    pathEl(`M${pt(x - 70 * s, y - 40 * s)} Q${pt(x, y - 150 * s)} ${pt(x + 70 * s, y - 40 * s)} L${pt(x + 60 * s, y + 50 * s)} Q${pt(x, y + 110 * s)} ${pt(x - 60 * s, y + 50 * s)} Z`, base) +
    poly([[x - 62 * s, y - 60 * s], [x - 40 * s, y - 118 * s], [x - 18 * s, y - 80 * s], [x, y - 130 * s], [x + 18 * s, y - 80 * s], [x + 40 * s, y - 118 * s], [x + 62 * s, y - 60 * s]], accent) +
    ellipse(x - 28 * s, y - 10 * s, 20 * s, 14 * s, C.white) +
    ellipse(x + 28 * s, y - 10 * s, 20 * s, 14 * s, C.white) +
    circle(x - 28 * s, y - 10 * s, 8 * s, C.ink) +
    circle(x + 28 * s, y - 10 * s, 8 * s, C.ink) +
    pathEl(`M${pt(x - 30 * s, y + 40 * s)} Q${pt(x, y + 62 * s)} ${pt(x + 30 * s, y + 40 * s)} Z`, accent) +
    pathEl(`M${pt(x - 50 * s, y - 36 * s)} L${pt(x - 10 * s, y - 30 * s)} M${pt(x + 10 * s, y - 30 * s)} L${pt(x + 50 * s, y - 36 * s)}`, 'none', { stroke: C.ink, 'stroke-width': 5 * s, 'stroke-linecap': 'round' }) +
    poly([[x, y + 2 * s], [x + 10 * s, y + 26 * s], [x - 10 * s, y + 26 * s]], shade(base, -0.2))
  );
}

function tent(x, y, w, h, c1 = C.teal, c2 = C.white) {
  let out = '';
  const poleH = h;
  out += rect(x + 6, y - poleH + 40, 8, poleH - 40, C.slate) + rect(x + w - 14, y - poleH + 40, 8, poleH - 40, C.slate);
  const top = y - poleH;
  const n = 6;
  const sw = w / n;
  for (let i = 0; i < n; i += 1) {
    out += poly([[x + w / 2, top - 50], [x + i * sw, top + 40], [x + (i + 1) * sw, top + 40]], i % 2 ? c2 : c1);
    out += pathEl(`M${pt(x + i * sw, top + 40)} Q${pt(x + (i + 0.5) * sw, top + 66)} ${pt(x + (i + 1) * sw, top + 40)} Z`, i % 2 ? c2 : c1);
  }
  return out;
}

// =============================================================== portraits

/** Head-and-shoulders avatar card. */
function bust(W, H, o) {
  const cx = W / 2;
  const r = W * 0.15;
  const hy = H * 0.42;
  const skin = o.skin;
  const hairC = o.hairColor || HAIRS[0];
  let s = rect(0, 0, W, H, o.bg);
  // background geometry
  s += circle(cx, hy + r * 0.4, W * 0.36, o.bg2);
  if (o.deco) s += o.deco(W, H, cx, hy, r);
  const sy = hy + r * 1.55;
  const S = r * 2.15;
  // hair behind
  s += hairBack(cx, hy, r, o.hair, o.hair === 'hijab' ? o.scarf : hairC);
  // neck
  s += rect(cx - r * 0.38, hy + r * 0.5, r * 0.76, r * 1.3, skin);
  s += pathEl(`M${pt(cx - r * 0.38, hy + r * 0.75)} Q${pt(cx, hy + r * 1.15)} ${pt(cx + r * 0.38, hy + r * 0.75)} Z`, shade(skin, -0.14));
  // shoulders
  const body = `M${pt(cx - S, H + 2)} L${pt(cx - S, sy + r * 0.8)} Q${pt(cx - S, sy)} ${pt(cx - S + r * 0.9, sy)} L${pt(cx + S - r * 0.9, sy)} Q${pt(cx + S, sy)} ${pt(cx + S, sy + r * 0.8)} L${pt(cx + S, H + 2)} Z`;
  s += pathEl(body, o.top);
  const neckV = (depth, color) => pathEl(`M${pt(cx - r * 0.5, sy - 1)} L${pt(cx, sy + r * depth)} L${pt(cx + r * 0.5, sy - 1)} Z`, color);
  switch (o.outfit) {
    case 'kurta':
      s += neckV(0.55, skin);
      s += rect(cx - r * 0.08, sy + r * 0.55, r * 0.16, H, shade(o.top, -0.12));
      s += circle(cx, sy + r * 0.85, r * 0.06, shade(o.top, -0.3)) + circle(cx, sy + r * 1.15, r * 0.06, shade(o.top, -0.3));
      break;
    case 'vest':
      s += neckV(0.45, skin);
      s += pathEl(`M${pt(cx - S + r * 0.55, H + 2)} L${pt(cx - S + r * 0.55, sy + r * 0.2)} Q${pt(cx - r * 0.9, sy - 2)} ${pt(cx - r * 0.55, sy - 2)} L${pt(cx - r * 0.1, sy + r * 1.0)} L${pt(cx - r * 0.1, H + 2)} Z`, o.top2);
      s += pathEl(`M${pt(cx + S - r * 0.55, H + 2)} L${pt(cx + S - r * 0.55, sy + r * 0.2)} Q${pt(cx + r * 0.9, sy - 2)} ${pt(cx + r * 0.55, sy - 2)} L${pt(cx + r * 0.1, sy + r * 1.0)} L${pt(cx + r * 0.1, H + 2)} Z`, o.top2);
      s += circle(cx - r * 0.22, sy + r * 1.25, r * 0.05, C.amber3) + circle(cx - r * 0.22, sy + r * 1.5, r * 0.05, C.amber3);
      break;
    case 'blazer':
    case 'advocate':
      s += neckV(o.outfit === 'advocate' ? 0.75 : 1.1, o.shirt || C.white);
      s += pathEl(`M${pt(cx - r * 0.5, sy - 1)} L${pt(cx - r * 0.78, sy + r * 0.55)} L${pt(cx - r * 0.45, sy + r * 0.7)} L${pt(cx - r * 0.05, sy + r * 1.55)} L${pt(cx - r * 0.35, sy + r * 0.4)} Z`, shade(o.top, -0.25));
      s += pathEl(`M${pt(cx + r * 0.5, sy - 1)} L${pt(cx + r * 0.78, sy + r * 0.55)} L${pt(cx + r * 0.45, sy + r * 0.7)} L${pt(cx + r * 0.05, sy + r * 1.55)} L${pt(cx + r * 0.35, sy + r * 0.4)} Z`, shade(o.top, -0.25));
      if (o.outfit === 'advocate') {
        // the white advocate's bands below the collar
        s += rect(cx - r * 0.19, sy + r * 0.35, r * 0.17, r * 0.85, C.white, { rx: r * 0.03, stroke: C.mist, 'stroke-width': r * 0.02 });
        s += rect(cx + r * 0.02, sy + r * 0.35, r * 0.17, r * 0.85, C.white, { rx: r * 0.03, stroke: C.mist, 'stroke-width': r * 0.02 });
      }
      break;
    case 'hoodie':
      s += pathEl(`M${pt(cx - r * 1.1, sy + 2)} Q${pt(cx, sy - r * 0.5)} ${pt(cx + r * 1.1, sy + 2)} Q${pt(cx, sy + r * 0.7)} ${pt(cx - r * 1.1, sy + 2)} Z`, shade(o.top, -0.18));
      s += line(cx - r * 0.3, sy + r * 0.4, cx - r * 0.34, sy + r * 1.2, C.white, r * 0.07) + line(cx + r * 0.3, sy + r * 0.4, cx + r * 0.34, sy + r * 1.2, C.white, r * 0.07);
      break;
    case 'tshirt':
      s += pathEl(`M${pt(cx - r * 0.55, sy - 1)} Q${pt(cx, sy + r * 0.45)} ${pt(cx + r * 0.55, sy - 1)} Z`, skin);
      s += pathEl(`M${pt(cx - r * 0.62, sy - 1)} Q${pt(cx, sy + r * 0.55)} ${pt(cx + r * 0.62, sy - 1)}`, 'none', { stroke: shade(o.top, -0.2), 'stroke-width': r * 0.1 });
      if (o.print) s += o.print(cx, sy + r * 1.35, r);
      break;
    case 'chador': {
      s += pathEl(`M${pt(cx - r * 0.55, sy - 1)} Q${pt(cx, sy + r * 0.55)} ${pt(cx + r * 0.55, sy - 1)} Z`, skin);
      // drape from the left shoulder across the chest
      s += pathEl(`M${pt(cx - S, sy + r * 0.8)} Q${pt(cx - S, sy)} ${pt(cx - S + r * 0.9, sy)} L${pt(cx - r * 0.45, sy)} Q${pt(cx + r * 0.4, sy + r * 0.9)} ${pt(cx + S, sy + r * 1.9)} L${pt(cx + S, H + 2)} L${pt(cx - S, H + 2)} Z`, o.top2);
      s += pathEl(`M${pt(cx - r * 0.45, sy)} Q${pt(cx + r * 0.4, sy + r * 0.9)} ${pt(cx + S, sy + r * 1.9)}`, 'none', { stroke: o.border, 'stroke-width': r * 0.2 });
      s += pathEl(`M${pt(cx - r * 0.62, sy + r * 0.35)} Q${pt(cx + r * 0.25, sy + r * 1.2)} ${pt(cx + S, sy + r * 2.2)}`, 'none', { stroke: o.border, 'stroke-width': r * 0.05 });
      // small motifs along the border
      for (let i = 0; i < 5; i += 1) {
        const t = 0.15 + i * 0.19;
        const bx = cx - S + r * 0.9 + (S * 2 - r * 0.9) * t;
        const by = sy + r * 0.45 + t * t * r * 1.8 + t * r * 0.2;
        s += poly([[bx, by + r * 0.2], [bx + r * 0.1, by + r * 0.32], [bx, by + r * 0.44], [bx - r * 0.1, by + r * 0.32]], o.border);
      }
      break;
    }
    case 'coat':
      s += neckV(0.9, o.shirt || C.lav);
      s += pathEl(`M${pt(cx - r * 0.5, sy - 1)} L${pt(cx - r * 0.7, sy + r * 0.5)} L${pt(cx - r * 0.05, sy + r * 1.5)} Z`, shade(o.top, -0.06));
      s += pathEl(`M${pt(cx + r * 0.5, sy - 1)} L${pt(cx + r * 0.7, sy + r * 0.5)} L${pt(cx + r * 0.05, sy + r * 1.5)} Z`, shade(o.top, -0.06));
      break;
    default:
      break;
  }
  if (o.gamosa) {
    s += pathEl(`M${pt(cx - r * 0.95, sy + r * 0.05)} Q${pt(cx, sy - r * 0.45)} ${pt(cx + r * 0.95, sy + r * 0.05)}`, 'none', { stroke: C.white, 'stroke-width': r * 0.32, 'stroke-linecap': 'round' });
    s += poly([[cx - r * 1.05, sy], [cx - r * 0.55, sy], [cx - r * 0.62, H + 2], [cx - r * 1.15, H + 2]], C.white);
    s += poly([[cx + r * 0.55, sy], [cx + r * 1.05, sy], [cx + r * 1.15, H + 2], [cx + r * 0.62, H + 2]], C.white);
    s += line(cx - r * 1.03, sy + r * 0.3, cx - r * 1.12, H, C.red, r * 0.05) + line(cx + r * 1.03, sy + r * 0.3, cx + r * 1.12, H, C.red, r * 0.05);
    for (const yy of [H - r * 0.55, H - r * 0.3]) {
      s += line(cx - r * 1.12, yy, cx - r * 0.62, yy, C.red, r * 0.09) + line(cx + r * 0.62, yy, cx + r * 1.12, yy, C.red, r * 0.09);
    }
    s += poly([[cx - r * 0.88, H - r * 0.95], [cx - r * 0.78, H - r * 0.82], [cx - r * 0.88, H - r * 0.69], [cx - r * 0.98, H - r * 0.82]], C.red);
    s += poly([[cx + r * 0.88, H - r * 0.95], [cx + r * 0.98, H - r * 0.82], [cx + r * 0.88, H - r * 0.69], [cx + r * 0.78, H - r * 0.82]], C.red);
  }
  if (o.stethoscope) {
    s += pathEl(`M${pt(cx - r * 0.6, sy)} Q${pt(cx - r * 0.7, sy + r * 1.3)} ${pt(cx, sy + r * 1.35)} Q${pt(cx + r * 0.7, sy + r * 1.3)} ${pt(cx + r * 0.6, sy)}`, 'none', { stroke: C.slate, 'stroke-width': r * 0.08 });
    s += circle(cx + r * 0.55, sy + r * 1.55, r * 0.13, C.slate2);
  }
  if (o.lanyard) {
    s += polyline([[cx - r * 0.45, sy], [cx, sy + r * 1.3], [cx + r * 0.45, sy]], o.lanyard, r * 0.08);
    s += rect(cx - r * 0.25, sy + r * 1.3, r * 0.5, r * 0.65, C.white, { rx: r * 0.06 }) + rect(cx - r * 0.16, sy + r * 1.42, r * 0.32, r * 0.1, o.lanyard);
  }
  // ears + head
  const hijab = o.hair === 'hijab';
  if (!hijab) {
    s += ellipse(cx - r * 0.98, hy + r * 0.1, r * 0.17, r * 0.24, shade(skin, -0.08)) + ellipse(cx + r * 0.98, hy + r * 0.1, r * 0.17, r * 0.24, shade(skin, -0.08));
    if (o.earrings) s += circle(cx - r * 0.98, hy + r * 0.42, r * 0.08, o.earrings) + circle(cx + r * 0.98, hy + r * 0.42, r * 0.08, o.earrings);
  }
  if (hijab) {
    s += pathEl(`M${pt(cx - r * 1.2, hy + r * 0.6)} L${pt(cx - r * 1.45, sy + r * 0.2)} Q${pt(cx, sy + r * 0.75)} ${pt(cx + r * 1.45, sy + r * 0.2)} L${pt(cx + r * 1.2, hy + r * 0.6)} Z`, shade(o.scarf, -0.1));
  }
  s += ellipse(cx, hy, r, r * 1.05, skin);
  if (hijab) {
    // scarf framing the face: outer oval minus the face opening
    s += pathEl(`${oval(cx, hy + r * 0.12, r * 1.3, r * 1.42)} ${oval(cx, hy + r * 0.1, r * 0.86, r * 0.98)}`, o.scarf, { 'fill-rule': 'evenodd' });
    s += pathEl(`M${pt(cx - r * 0.86, hy + r * 0.1)} A${r1(r * 0.86)} ${r1(r * 0.98)} 0 0 1 ${pt(cx + r * 0.86, hy + r * 0.1)}`, 'none', { stroke: shade(o.scarf, -0.15), 'stroke-width': r * 0.07 });
  }
  if (o.beard) {
    s += pathEl(`M${pt(cx - r * 0.98, hy + r * 0.15)} Q${pt(cx - r * 0.9, hy + r * 1.12)} ${pt(cx, hy + r * 1.15)} Q${pt(cx + r * 0.9, hy + r * 1.12)} ${pt(cx + r * 0.98, hy + r * 0.15)} Q${pt(cx + r * 0.75, hy + r * 0.75)} ${pt(cx, hy + r * 0.65)} Q${pt(cx - r * 0.75, hy + r * 0.75)} ${pt(cx - r * 0.98, hy + r * 0.15)} Z`, o.beard);
  }
  // soft cheek light, for a little volume
  if (!hijab) s += ellipse(cx + r * 0.4, hy - r * 0.2, r * 0.26, r * 0.18, C.white, { opacity: 0.1 });
  s += hairFront(cx, hy, r, o.hair, hairC);
  if (o.glasses) s += glassesOn(cx, hy, r, o.glasses);
  if (o.bindi) s += circle(cx, hy - r * 0.32, r * 0.06, C.red);
  if (o.headband) s += rect(cx - r * 1.02, hy - r * 0.6, r * 2.04, r * 0.22, o.headband);
  return s;
}

const decoDots = (color) => (W, H) => {
  let out = '';
  for (let i = 0; i < 4; i += 1) for (let j = 0; j < 4; j += 1) out += circle(W * 0.08 + i * 14, H * 0.08 + j * 14, 3, color);
  return out;
};

function decoCombo(...fns) {
  return (W, H, cx, hy, r) => fns.map((f) => f(W, H, cx, hy, r)).join('');
}

const decoSun = (color) => (W, H) => circle(W * 0.82, H * 0.16, W * 0.07, color);
const decoArc = (color) => (W, H) =>
  pathEl(`M${pt(W * 0.06, H * 0.98)} A${r1(W * 0.3)} ${r1(W * 0.3)} 0 0 1 ${pt(W * 0.66, H * 0.98)}`, 'none', { stroke: color, 'stroke-width': W * 0.02, opacity: 0.5 });
const decoLeaves = (color, color2) => (W, H) =>
  teaLeaf(W * 0.84, H * 0.52, W / 640, -70, color) + teaLeaf(W * 0.85, H * 0.52, W / 800, -20, color2);
const decoHills = (c1, c2) => (W, H) =>
  ridge([[-10, H * 0.78], [W * 0.25, H * 0.68], [W * 0.55, H * 0.76], [W * 0.8, H * 0.66], [W + 10, H * 0.74]], H + 5, c1) +
  ridge([[-10, H * 0.86], [W * 0.3, H * 0.8], [W * 0.65, H * 0.87], [W + 10, H * 0.8]], H + 5, c2);
const decoGamosa = () => (W, H) => gamosaBand(0, H * 0.9, W, H * 0.1);
const decoRing = (color) => (W, H) => circle(W * 0.16, H * 0.2, W * 0.06, 'none', { stroke: color, 'stroke-width': W * 0.018 });

const PEOPLE = {
  chairman: {
    bg: C.violet, bg2: C.violet2, skin: SKINS[2], hair: 'receding', hairColor: GREYS[0], glasses: C.ink,
    top: '#EFE2C6', outfit: 'kurta', gamosa: true, deco: decoCombo(decoSun(C.amber), decoHills(C.violetD, C.violetDD), decoDots(C.violet4)),
  },
  'ananya-baruah': {
    bg: C.amberP, bg2: C.amber3, skin: SKINS[1], hair: 'bun', hairColor: HAIRS[1], glasses: C.violetDD, bindi: true, earrings: C.amber,
    top: C.violet, top2: C.lav, border: C.violet, outfit: 'chador', deco: decoCombo(decoLeaves(C.teal, C.tealD), decoRing(C.violet3), decoArc(C.amber)),
  },
  'mitali-hazarika': {
    bg: C.tealP, bg2: C.teal4, skin: SKINS[0], hair: 'bob', hairColor: HAIRS[3], earrings: C.amber,
    top: C.teal, shirt: C.white, outfit: 'blazer', deco: decoCombo(decoDots(C.teal), decoSun(C.amber2)),
  },
  'bhaskar-jyoti-sarma': {
    bg: C.lav, bg2: C.violet5, skin: SKINS[3], hair: 'short', hairColor: GREYS[1], beard: GREYS[0], glasses: C.ink,
    top: C.paper, top2: C.amberDD, outfit: 'vest', deco: decoCombo(decoRing(C.amber), decoLeaves(C.violet3, C.violet2)),
  },
  'nazia-rahman': {
    bg: C.amber3, bg2: C.amber2, skin: SKINS[2], hair: 'hijab', scarf: C.violet3,
    top: C.white, shirt: C.lav, outfit: 'coat', stethoscope: false, deco: decoCombo(decoDots(C.amberDD), decoArc(C.white)),
  },
  'pranjal-bora': {
    bg: C.teal, bg2: C.teal2, skin: SKINS[4], hair: 'short', hairColor: HAIRS[0], beard: HAIRS[0],
    top: C.amber, outfit: 'kurta', deco: decoCombo(decoLeaves(C.tealDD, C.teal4), decoSun(C.amber3), decoDots(C.teal4)),
  },
  'rupali-deka': {
    bg: C.violet4, bg2: C.violet3, skin: SKINS[6], hair: 'long', hairColor: HAIRS[2], earrings: C.amber2,
    top: C.ink, shirt: C.white, outfit: 'advocate', deco: decoCombo(decoRing(C.violet), decoHills(C.violet3, C.violet2)),
  },
  'deepjyoti-tanti': {
    bg: C.violet2, bg2: C.violet3, skin: SKINS[5], hair: 'curly', hairColor: HAIRS[0],
    top: C.amber, outfit: 'hoodie', deco: decoCombo(decoSun(C.amber2), decoDots(C.violet5), decoLeaves(C.teal, C.teal3)),
  },
};

const ballotPrint = (cx, y, r) => rect(cx - r * 0.35, y - r * 0.3, r * 0.7, r * 0.6, C.white, { rx: r * 0.08 }) + polyline([[cx - r * 0.18, y], [cx - r * 0.04, y + r * 0.14], [cx + r * 0.2, y - r * 0.14]], C.teal, r * 0.08);

const SPOTLIGHT = {
  'priyanka-gogoi': {
    bg: C.lav, bg2: C.violet5, skin: SKINS[0], hair: 'ponytail', hairColor: HAIRS[2], earrings: C.amber,
    top: C.violet2, outfit: 'tshirt', print: ballotPrint,
    deco: decoCombo(decoDots(C.violet3), (W, H) => rect(W * 0.74, H * 0.12, W * 0.14, W * 0.12, C.amber, { rx: 6 }) + rect(W * 0.775, H * 0.12 - 6, W * 0.07, 10, C.violetD, { rx: 3 }) + polyline([[W * 0.78, H * 0.2], [W * 0.805, H * 0.225], [W * 0.85, H * 0.18]], C.white, 6)),
  },
  'rahul-pegu': {
    bg: C.tealP, bg2: C.teal4, skin: SKINS[3], hair: 'short', hairColor: HAIRS[0],
    top: C.teal, outfit: 'tshirt', gamosa: true,
    deco: decoCombo((W, H) => bamboo(W * 0.86, H * 0.98, W / 520, C.tealD, 3, new Rng('rahul-bamboo')), (W, H) => river(W, H * 0.86, H * 0.14, C.teal2, C.white, new Rng('rahul-river'))),
  },
  'nilakshi-bora': {
    bg: C.amberP, bg2: C.amber3, skin: SKINS[1], hair: 'bob', hairColor: HAIRS[0], earrings: C.violet2, bindi: true,
    top: C.violet, top2: C.amberP, border: C.red, outfit: 'chador',
    deco: decoCombo((W, H) => rect(W * 0.7, H * 0.1, W * 0.2, W * 0.13, C.violet2, { rx: 14 }) + poly([[W * 0.74, H * 0.1 + W * 0.125], [W * 0.76, H * 0.1 + W * 0.18], [W * 0.79, H * 0.1 + W * 0.125]], C.violet2) + rect(W * 0.1, H * 0.16, W * 0.15, W * 0.1, C.teal, { rx: 12 }), decoArc(C.violet3)),
  },
  'arif-laskar': {
    bg: C.violet5, bg2: C.violet4, skin: SKINS[4], hair: 'short', hairColor: HAIRS[0], beard: HAIRS[0], glasses: C.ink,
    top: C.white, outfit: 'kurta',
    deco: decoCombo((W, H) => group(rect(0, 0, 70, 90, C.white, { rx: 6 }) + rect(12, 16, 46, 6, C.violet3) + rect(12, 30, 36, 6, C.violet4) + rect(12, 44, 42, 6, C.violet4) + circle(50, 70, 10, C.amber), { transform: `translate(${r1(W * 0.73)},${r1(H * 0.08)}) rotate(8)` }), decoDots(C.violet2)),
  },
  'sunita-tanti': {
    bg: C.teal, bg2: C.teal2, skin: SKINS[5], hair: 'braid', hairColor: HAIRS[0], earrings: C.amber2, bindi: true,
    top: C.amber, top2: C.white, border: C.red, outfit: 'chador',
    deco: decoCombo((W, H) => teaLeaf(W * 0.08, H * 0.2, W / 420, -30, C.tealDD) + teaLeaf(W * 0.8, H * 0.12, W / 520, 40, C.teal4) + teaLeaf(W * 0.86, H * 0.3, W / 600, -70, C.tealDD), decoHills(C.tealD, C.tealDD)),
  },
  'debajit-saikia': {
    bg: C.amber3, bg2: C.amber2, skin: SKINS[2], hair: 'curly', hairColor: HAIRS[3], headband: C.red,
    top: C.teal, outfit: 'tshirt',
    deco: decoCombo(
      (W, H) =>
        group(
          pathEl('M0,0 C30,-34 150,-34 180,0 C150,34 30,34 0,0 Z', C.tealD) + line(8, 0, 172, 0, C.teal3, 3) + circle(70, -4, 13, C.white) + circle(102, 6, 11, C.amber) + circle(126, -8, 8, C.red),
          { transform: `translate(${r1(W * 0.62)},${r1(H * 0.16)}) rotate(-12) scale(${r1(W / 6) / 100})` },
        ),
      decoGamosa(),
    ),
  },
  'karishma-begum': {
    bg: C.violet, bg2: C.violet2, skin: SKINS[1], hair: 'hijab', scarf: C.teal4,
    top: C.amber, outfit: 'tshirt',
    deco: decoCombo((W, H) => rect(W * 0.76, H * 0.1, W * 0.12, W * 0.2, C.ink, { rx: 10 }) + rect(W * 0.77, H * 0.1 + 10, W * 0.1, W * 0.2 - 20, C.teal3, { rx: 4 }) + rect(W * 0.08, H * 0.14, W * 0.16, W * 0.08, C.white, { rx: 12 }) + rect(W * 0.12, H * 0.14 + W * 0.1, W * 0.14, W * 0.07, C.amber, { rx: 12 }), decoDots(C.violet4)),
  },
};

// ================================================================== scenes
// Scenes are drawn in a 1200x900 design space (4:3) unless noted.

const W0 = 1200;
const H0 = 900;

function outdoor(rng, { sky = C.lav, sunAt = [950, 210], sunR = 70, hillY = 520, far = C.violet4, mid = C.violet3, riverY, riverH = 90, ground = C.grass, groundY = 640, clouds = true } = {}) {
  let s = rect(0, 0, W0, H0, sky);
  if (sunAt) s += sun(sunAt[0], sunAt[1], sunR);
  if (clouds) s += cloud(rng.float(80, 300), rng.float(90, 170), 1.2) + cloud(rng.float(550, 800), rng.float(60, 140), 0.9, C.white, 0.7);
  s += hillRange(rng, W0, hillY - 40, 170, 6, H0, far);
  s += hillRange(rng, W0, hillY + 30, 120, 5, H0, mid);
  if (riverY !== undefined) s += river(W0, riverY, riverH, C.teal3, C.white, rng);
  s += rect(0, groundY, W0, H0 - groundY, ground);
  return s;
}

function crowd(rng, specs) {
  return specs.map((sp) => person(randPerson(rng, sp))).join('');
}

const ANANYA = { skin: SKINS[1], hair: 'bun', hairColor: HAIRS[1], glasses: true, dress: 'mekhela', top: C.violet, bottom: C.lav, chador: C.lav, border: C.violet };

const SCENES = {
  // ------------------------------------------------------------- gallery
  'gallery-01': (rng) => {
    let s = hallBg(W0, H0, 600, C.violetDD, C.violetD);
    s += poly([[260, 0], [360, 0], [560, 600], [200, 600]], C.amber, { opacity: 0.08 }) + poly([[840, 0], [940, 0], [1000, 600], [640, 600]], C.amber, { opacity: 0.08 });
    s += rect(140, 90, 920, 330, C.violet, { rx: 14 });
    s += banner(200, 120, 800, 130, C.violet2);
    s += gamosaBand(140, 380, 920, 40);
    s += rect(60, 460, 1080, 60, C.ink2) + rect(60, 450, 1080, 14, C.violet2);
    s += person(randPerson(rng, { x: 560, y: 455, h: 230, hair: 'ponytail', top: C.amber, bottom: C.ink, pose: 'mic', item: 'mic', gamosa: true, glasses: false, dress: undefined, noShadow: true }));
    s += podium(720, 455, 0.95, C.white);
    s += bunting(0, 40, 600, 30, 12, [C.amber, C.white, C.teal2, C.red]) + bunting(600, 30, 1200, 40, 12, [C.red, C.amber, C.white, C.teal2]);
    s += audienceRows(rng, W0, 640, 3, 1.1, 1.9, 0.35, 0.65);
    return s;
  },
  'gallery-02': (rng) => {
    let s = outdoor(rng, { sky: C.tealP, sunAt: [1020, 150], hillY: 360, riverY: 380, riverH: 200, ground: C.sand, groundY: 560 });
    s += boat(300, 470, 0.8);
    s += person({ x: 300, y: 455, h: 90, skin: SKINS[3], top: C.amber, bottom: C.ink, hat: 'japi', pose: 'hold', noShadow: true });
    s += pathEl(`M0,560 Q300,540 600,565 T1200,555 L1200,900 L0,900 Z`, C.amber3);
    for (let i = 0; i < 26; i += 1) {
      const x = rng.float(20, 1180);
      const y = rng.float(600, 880);
      s += rect(x, y, rng.float(10, 20), rng.float(6, 10), rng.pick([C.violet2, C.red, C.teal, C.white, C.slate2]), { rx: 2, transform: `rotate(${r1(rng.float(0, 90))} ${r1(x)} ${r1(y)})` });
    }
    s += crowd(rng, [
      { x: 200, y: 720, h: 300, pose: 'down', item: 'bag', hat: 'cap', hatColor: C.violet2 },
      { x: 470, y: 820, h: 360, pose: 'down', item: 'bag', itemColor: C.violet, gamosa: true },
      { x: 760, y: 760, h: 320, pose: 'down', item: 'bag', itemColor: C.ink },
      { x: 1010, y: 700, h: 280, pose: 'wave', hat: 'cap', hatColor: C.amber },
    ]);
    return s;
  },
  'gallery-03': (rng) => {
    let s = outdoor(rng, { sky: C.amberP, sunAt: [180, 180], hillY: 470, groundY: 600 });
    s += arecaPalm(1000, 620, 1.1) + arecaPalm(1090, 620, 0.9) + roundTree(120, 620, 1.1);
    s += bunting(0, 80, 1200, 100, 20, [C.red, C.white, C.amber, C.white]);
    const dancers = [C.red, C.amberD, C.violet, C.red];
    dancers.forEach((b, i) => {
      s += person(randPerson(rng, { x: 260 + i * 170, y: 760 + (i % 2) * 50, h: 330, hair: 'bun', dress: 'mekhela', top: b, bottom: C.amberP, chador: C.amberP, border: b, pose: 'bihu', flip: i % 2 === 1, glasses: false, gamosa: false }));
    });
    s += person(randPerson(rng, { x: 960, y: 820, h: 340, hair: 'short', top: C.white, bottom: C.white, gamosa: true, hat: 'headband', hatColor: C.red, dhol: true, pose: 'type', glasses: false }));
    s += person(randPerson(rng, { x: 1110, y: 760, h: 300, hair: 'short', top: C.white, bottom: C.white, gamosa: true, pose: 'mic', hat: 'headband', hatColor: C.red, glasses: false }));
    return s;
  },
  'gallery-04': (rng) => {
    let s = outdoor(rng, { sky: C.lav, sunAt: [160, 140], hillY: 380, groundY: 520 });
    s += teaGarden(rng, W0, 430, 540, 3);
    s += rect(0, 540, W0, 360, C.grass);
    s += tent(330, 880, 760, 560, C.teal, C.white);
    s += table(860, 680, 220, C.white, C.slate2, false, C.tealP);
    s += rect(880, 640, 50, 40, C.amber, { rx: 4 }) + rect(945, 650, 40, 30, C.violet4, { rx: 4 }) + rect(995, 632, 64, 48, C.white, { rx: 4, stroke: C.teal, 'stroke-width': 4 }) + rect(1019, 642, 16, 28, C.teal) + rect(1013, 648, 28, 16, C.teal);
    // patient on a stool, doctor taking her blood pressure
    s += rect(690, 764, 96, 14, C.woodD, { rx: 4 }) + rect(700, 776, 10, 96, C.woodD) + rect(766, 776, 10, 96, C.woodD);
    const patient = randPerson(rng, { x: 738, y: 770, h: 300, sit: true, dress: 'mekhela', hair: 'braid', pose: 'give', flip: true, short: true, noShadow: true, glasses: false, gamosa: false });
    s += person(patient);
    s += person({ x: 500, y: 830, h: 320, skin: SKINS[0], hair: 'short', hairColor: HAIRS[0], top: C.lav, coat: C.white, bottom: C.slate, pose: 'give', glasses: true });
    s += rect(640, 668, 34, 22, C.ink2, { rx: 6, transform: 'rotate(-8 657 679)' });
    s += pathEl('M645,690 Q560,760 470,690', 'none', { stroke: C.ink2, 'stroke-width': 3 }) + circle(464, 690, 12, C.white, { stroke: C.ink2, 'stroke-width': 4 });
    s += crowd(rng, [
      { x: 1080, y: 860, h: 290, pose: 'stand' },
      { x: 1170, y: 840, h: 270, pose: 'hold', item: 'phone' },
      { x: 170, y: 820, h: 280, pose: 'chest', item: 'clipboard' },
    ]);
    return s;
  },
  'gallery-05': (rng) => {
    let s = hallBg(W0, H0, 620, C.lav2, C.violet5);
    s += screen(300, 70, 600, 360, rng);
    s += rect(0, 600, W0, 20, C.violet4);
    s += person(randPerson(rng, { x: 960, y: 640, h: 320, hair: 'ponytail', top: C.violet, bottom: C.ink, pose: 'point', flip: true, glasses: false, dress: undefined }));
    s += table(60, 700, 1080, C.violet, C.violetD, false, C.violet2);
    for (let i = 0; i < 4; i += 1) s += rect(150 + i * 260, 678, 70, 24, C.white, { rx: 3 }) + rect(240 + i * 260, 660, 14, 42, C.teal3, { rx: 5 });
    for (let i = 0; i < 4; i += 1) s += audienceBack(230 + i * 260, 800, 2.2, randPerson(rng, { gamosaP: 0.15 }));
    return s;
  },
  'gallery-06': (rng) => {
    let s = outdoor(rng, { sky: C.tealP, sunAt: [1040, 140], sunR: 55, hillY: 380, groundY: 470 });
    s += rect(140, 230, 420, 240, C.amberP) + poly([[110, 240], [350, 150], [590, 240]], C.violet) + rect(180, 280, 340, 14, C.amber3);
    for (let i = 0; i < 5; i += 1) s += rect(190 + i * 68, 310, 40, 60, C.violet4, { rx: 4 });
    s += rect(320, 390, 60, 80, C.violetD);
    s += roundTree(860, 560, 2.6);
    s += ellipse(620, 720, 420, 110, C.grass2, { opacity: 0.6 });
    const ring = 7;
    for (let i = 0; i < ring; i += 1) {
      const a = Math.PI * (1.08 + (0.84 * i) / (ring - 1));
      const x = 620 + Math.cos(a) * 380;
      const y = 690 + Math.sin(a) * 95;
      s += person(randPerson(rng, { x, y, h: 220, sit: true, pose: 'lap' }));
    }
    for (let i = 0; i < 3; i += 1) {
      s += person(randPerson(rng, { x: 390 + i * 230, y: 870, h: 280, sit: true, back: true, pose: 'lap' }));
    }
    return s;
  },
  'gallery-07': (rng) => {
    let s = rect(0, 0, W0, H0, C.amberP);
    for (let x = 0; x < W0; x += 40) s += rect(x, 0, 38, 560, x % 80 ? C.sand : C.amber3);
    s += rect(0, 560, W0, 340, C.woodL);
    s += mask(140, 190, 0.6, C.teal, C.amber) + mask(1060, 190, 0.6, C.violet3, C.red) + mask(880, 150, 0.4, C.white, C.violet);
    s += table(140, 680, 640, C.wood, C.woodD, false, C.woodD);
    s += mask(420, 570, 1.0, C.amber2, C.red);
    for (let i = 0; i < 4; i += 1) s += rect(180 + i * 40 - 16, 662, 32, 18, C.slate2, { rx: 4 }) + ellipse(180 + i * 40, 662, 16, 6, [C.red, C.amber, C.teal, C.white][i]);
    s += person(randPerson(rng, { x: 650, y: 860, h: 440, pose: 'give', flip: true, item: 'brush', itemColor: C.red, hair: 'short', gamosa: true, top: C.teal, glasses: false, dress: undefined }));
    s += person(randPerson(rng, { x: 960, y: 840, h: 400, pose: 'chest', item: 'book', glasses: false }));
    return s;
  },
  'gallery-08': (rng) => {
    let s = outdoor(rng, { sky: C.mist, sunAt: [1020, 120], sunR: 50, hillY: 330, far: C.violet5, mid: C.violet4, groundY: 900, clouds: true });
    s += river(W0, 400, 500, C.teal3, C.white, rng);
    s += stiltHouse(980, 560, 1.4) + rect(760, 540, 440, 30, C.teal3, { opacity: 0.6 });
    s += roundTree(120, 520, 1.2, C.teal, C.tealD) + rect(0, 500, 300, 40, C.teal3, { opacity: 0.7 });
    s += pathEl('M0,650 L520,620 L560,900 L0,900 Z', C.grass2);
    for (let i = 0; i < 3; i += 1) s += rect(60 + i * 70, 640 - i * 4, 60, 44, C.paper, { rx: 10 }) + rect(60 + i * 70, 656 - i * 4, 60, 10, C.violet);
    s += boat(760, 780, 1.5);
    s += person(randPerson(rng, { x: 720, y: 740, h: 230, pose: 'carry', item: 'sack', hat: 'cap', hatColor: C.violet2, noShadow: true }));
    s += person(randPerson(rng, { x: 860, y: 740, h: 220, pose: 'hold', noShadow: true }));
    s += person(randPerson(rng, { x: 420, y: 800, h: 320, pose: 'carry', item: 'sack', gamosa: true }));
    s += person(randPerson(rng, { x: 250, y: 760, h: 290, pose: 'chest', item: 'sack' }));
    return s;
  },
  'gallery-09': (rng) => {
    let s = hallBg(W0, H0, 600, C.violetDD, '#241049');
    s += windowView(80, 70, 560, 300, rng, true);
    s += bunting(640, 60, 1180, 70, 10, [C.amber2, C.violet3, C.teal3]);
    s += rect(720, 140, 380, 240, C.violetD, { rx: 8 }) + stickies(rng, 740, 160, 340, 200, 9);
    const desks = [[80, 640], [640, 640]];
    for (const [dx, dy] of desks) {
      s += person(randPerson(rng, { x: dx + 120, y: dy + 60, h: 290, pose: 'type', glasses: rng.chance(0.3) }));
      s += person(randPerson(rng, { x: dx + 330, y: dy + 60, h: 280, pose: 'type' }));
      s += table(dx, dy, 460, C.violet2, C.violetD, false, C.violet);
      for (const lx of [dx + 120, dx + 330]) {
        s += pathEl(`M${lx - 50},${dy} L${lx - 40},${dy - 70} L${lx + 40},${dy - 70} L${lx + 50},${dy} Z`, C.slate2) + circle(lx, dy - 35, 8, C.white, { opacity: 0.8 });
        s += ellipse(lx, dy - 150, 46, 30, C.teal3, { opacity: 0.1 });
      }
      s += rect(dx + 210, dy - 24, 40, 24, C.amber, { rx: 4 }) + rect(dx + 200, dy - 4, 60, 6, C.amberD, { rx: 3 });
    }
    s += audienceRows(rng, W0, 860, 1, 1.5, 1.5, 0);
    return s;
  },
  'gallery-10': (rng) => {
    let s = hallBg(W0, H0, 640, C.amberP, C.amber3);
    s += rect(120, 80, 800, 420, C.white, { rx: 10, stroke: C.slate3, 'stroke-width': 12 });
    s += stickies(rng, 160, 120, 330, 200, 6);
    s += circle(650, 220, 70, 'none', { stroke: C.violet, 'stroke-width': 6 }) + circle(800, 360, 45, 'none', { stroke: C.teal, 'stroke-width': 6 }) + line(700, 270, 770, 330, C.violet, 5);
    s += line(170, 390, 480, 390, C.slate2, 6) + line(170, 430, 420, 430, C.slate3, 6) + line(540, 420, 640, 380, C.amber, 6);
    s += person(randPerson(rng, { x: 1000, y: 700, h: 380, hair: 'long', top: C.violet2, bottom: C.ink, pose: 'write', flip: true, item: 'marker' }));
    for (let i = 0; i < 4; i += 1) s += rect(30 + i * 300, 760, 240, 22, C.wood, { rx: 4 }) + rect(50 + i * 300, 782, 14, 120, C.woodD) + rect(236 + i * 300, 782, 14, 120, C.woodD);
    s += audienceRows(rng, W0, 720, 1, 1.7, 1.7, 0);
    for (let i = 0; i < 4; i += 1) s += rect(110 + i * 300, 750, 70, 12, C.white, { rx: 2 });
    return s;
  },
  'gallery-11': (rng) => {
    let s = rect(0, 0, W0, H0, C.tealP);
    for (let x = 0; x < W0; x += 60) s += rect(x, 0, 56, 90, x % 120 ? C.slate3 : C.mist);
    s += rect(0, 90, W0, 560, C.amberP) + rect(0, 640, W0, 260, C.sand);
    s += rect(900, 220, 220, 420, C.teal3) + '<clipPath id="door"><rect x="900" y="220" width="220" height="420"/></clipPath>';
    s += group(group(teaGarden(rng, 220, 520, 640, 3, C.teal), { transform: 'translate(900,0)' }), { 'clip-path': 'url(#door)' });
    s += rect(890, 210, 240, 14, C.woodD) + rect(890, 210, 14, 430, C.woodD) + rect(1116, 210, 14, 430, C.woodD);
    s += rect(250, 150, 300, 380, C.white, { rx: 6, stroke: C.slate3, 'stroke-width': 6 }) + line(330, 530, 300, 640, C.slate, 8) + line(470, 530, 500, 640, C.slate, 8);
    for (let i = 0; i < 4; i += 1) for (let j = 0; j < 3; j += 1) s += circle(320 + i * 52, 230 + j * 52, 16, (i + j) % 3 === 0 ? C.red : C.violet4);
    s += rect(300, 420, 200, 16, C.teal, { rx: 8 }) + rect(300, 460, 140, 16, C.amber, { rx: 8 });
    s += person({ x: 680, y: 700, h: 340, ...ANANYA, skin: SKINS[4], glasses: false, hair: 'long', top: C.teal, chador: C.white, border: C.teal, pose: 'point', flip: true });
    const ladies = [];
    for (let i = 0; i < 6; i += 1) ladies.push(randPerson(rng, { x: 110 + i * 200, y: 900, h: 300, sit: true, back: true, pose: 'lap', hair: rng.pick(['long', 'bun', 'braid', 'hijab']), dress: 'mekhela', top: rng.pick([C.red, C.violet, C.amber, C.teal]) }));
    s += ladies.map(person).join('');
    return s;
  },
  'gallery-12': (rng) => {
    let s = outdoor(rng, { sky: C.lav, sunAt: [260, 170], hillY: 360, riverY: 400, riverH: 190, groundY: 900 });
    s += pathEl('M0,560 L380,540 L420,590 L470,570 L520,610 L600,600 L1200,620 L1200,900 L0,900 Z', C.woodL);
    s += pathEl('M0,600 L380,580 L420,630 L470,610 L520,650 L600,640 L1200,660 L1200,900 L0,900 Z', C.grass);
    for (let i = 0; i < 7; i += 1) s += bamboo(120 + i * 160, 640 + (i % 2) * 10, 0.45, C.teal, 2, new Rng(`g12-${i}`));
    s += crowd(rng, [
      { x: 260, y: 800, h: 320, pose: 'down', hat: 'japi', gamosa: true },
      { x: 560, y: 850, h: 360, pose: 'hold', item: 'sapling' },
      { x: 860, y: 790, h: 300, pose: 'down', hat: 'cap', hatColor: C.teal },
      { x: 1080, y: 840, h: 330, pose: 'wave' },
    ]);
    s += line(900, 880, 960, 760, C.woodD, 8) + rect(870, 870, 60, 22, C.slate2, { rx: 4 });
    return s;
  },
  'gallery-13': (rng) => {
    let s = hallBg(W0, H0, 620, C.lav, C.violet5);
    s += rect(80, 80, 300, 380, C.violet, { rx: 10 }) + rect(150, 190, 160, 120, C.white, { rx: 10 }) + rect(190, 170, 80, 26, C.violetD, { rx: 6 }) + polyline([[195, 250], [225, 280], [275, 220]], C.teal, 14) + rect(130, 360, 200, 18, C.amber, { rx: 9 }) + rect(130, 395, 140, 14, C.violet4, { rx: 7 });
    s += windowView(560, 90, 520, 300, rng);
    s += person(randPerson(rng, { x: 560, y: 700, h: 320, hair: 'bun', top: C.teal, pose: 'give', lanyard: C.violet }));
    s += person(randPerson(rng, { x: 830, y: 700, h: 330, hair: 'ponytail', top: C.amber, pose: 'type', flip: true }));
    s += table(380, 600, 620, C.white, C.slate2, C.red);
    s += rect(640, 580, 90, 20, C.white) + rect(660, 584, 50, 4, C.slate3) + rect(540, 570, 60, 30, C.violet4, { rx: 4 });
    s += crowd(rng, [
      { x: 1120, y: 760, h: 300, pose: 'hold', item: 'phone' },
      { x: 120, y: 800, h: 320, pose: 'stand' },
    ]);
    return s;
  },
  'gallery-14': (rng) => {
    let s = rect(0, 0, W0, H0, C.tealP);
    s += hillRange(rng, W0, 300, 110, 6, H0, C.violet4);
    s += rect(0, 290, W0, 120, C.violet3);
    for (let x = 0; x < W0; x += 36) s += audienceBack(x + 18, 330 + (x % 72 ? 0 : 10), 0.55, randPerson(rng, {}));
    s += rect(0, 400, W0, 500, C.grass2);
    for (let i = 0; i < 6; i += 1) s += rect(0, 400 + i * 84, W0, 42, C.grass, { opacity: 0.6 });
    s += line(0, 470, W0, 470, C.white, 5) + ellipse(600, 620, 130, 60, 'none', { stroke: C.white, 'stroke-width': 5 }) + line(600, 470, 600, 900, C.white, 5);
    s += rect(60, 380, 8, 110, C.white) + rect(260, 380, 8, 110, C.white) + rect(60, 380, 208, 8, C.white);
    const kit = { dress: undefined, gamosa: false, glasses: false, short: true };
    s += person(randPerson(rng, { ...kit, x: 500, y: 800, h: 380, hair: 'short', top: C.violet, bottom: C.ink, jersey: C.amber, pose: 'shake' }));
    s += person(randPerson(rng, { ...kit, x: 700, y: 800, h: 380, hair: 'curly', top: C.amber, bottom: C.ink2, jersey: C.violet, pose: 'shake', flip: true }));
    s += person({ x: 910, y: 720, h: 300, skin: SKINS[3], hair: 'buzz', top: C.ink, bottom: C.ink, short: true, pose: 'hips' });
    s += circle(610, 860, 26, C.white) + poly([[610, 848], [622, 856], [617, 870], [603, 870], [598, 856]], C.ink);
    s += person(randPerson(rng, { ...kit, x: 250, y: 720, h: 300, hair: 'ponytail', top: C.violet, bottom: C.ink, jersey: C.amber }));
    s += person(randPerson(rng, { ...kit, x: 1080, y: 730, h: 300, hair: 'short', top: C.amber, bottom: C.ink2, jersey: C.violet, pose: 'wave', flip: true }));
    return s;
  },
  'gallery-15': (rng) => {
    let s = hallBg(W0, H0, 520, C.tealP, C.teal4);
    s += rect(80, 90, 260, 200, C.white, { rx: 10 }) + rect(185, 130, 50, 120, C.teal) + rect(150, 165, 120, 50, C.teal);
    s += windowView(720, 90, 400, 240, rng);
    s += person({ x: 560, y: 560, h: 300, skin: SKINS[2], hair: 'short', top: C.teal, coat: C.white, bottom: C.slate, pose: 'point' });
    const mats = [[230, 720], [620, 770], [1000, 720]];
    for (const [mx, my] of mats) {
      s += rect(mx - 180, my - 20, 360, 120, C.violet4, { rx: 12 });
      const p = randPerson(rng, { x: mx - 20, y: my + 40, h: 260, sit: true, pose: 'down', short: true, glasses: false, dress: undefined });
      s += person(p);
      // training mannequin lying across the mat, the trainee's hands on its chest
      s += rect(mx - 110, my + 30, 190, 52, C.slate3, { rx: 24 }) + circle(mx + 104, my + 56, 28, C.slate3) + rect(mx - 80, my + 38, 90, 36, C.mist, { rx: 14 });
      s += line(mx - 51, my + 19, mx - 30, my + 50, p.top, 15) + line(mx + 11, my + 19, mx - 10, my + 50, p.top, 15);
      s += circle(mx - 28, my + 54, 9, p.skin) + circle(mx - 12, my + 54, 9, p.skin);
    }
    s += rect(1030, 560, 140, 100, C.amber, { rx: 10 }) + rect(1090, 576, 20, 68, C.white) + rect(1066, 600, 68, 20, C.white) + rect(1080, 545, 40, 20, 'none', { stroke: C.amberDD, 'stroke-width': 8, rx: 6 });
    return s;
  },
  'gallery-16': (rng) => {
    let s = outdoor(rng, { sky: C.amberP, sunAt: [600, 300], sunR: 120, hillY: 520, groundY: 640, far: C.violet4, mid: C.violet2 });
    s += bunting(0, 60, 1200, 60, 22, [C.red, C.amber, C.teal, C.violet, C.white]);
    const dresses = [
      { dress: 'mekhela', top: C.red, bottom: C.amberP, border: C.red, chador: C.white, hair: 'bun' },
      { top: C.ink, bottom: C.red, gamosa: true, hair: 'short' },
      { dress: 'skirt', top: C.white, bottom: C.red, hair: 'long' },
      { top: C.violet, bottom: C.ink, hair: 'short', hat: 'japi' },
      { dress: 'mekhela', top: C.teal, bottom: C.tealP, border: C.tealD, chador: C.white, hair: 'braid' },
      { top: C.amber, bottom: C.ink2, hair: 'curly', gamosa: true },
      { dress: 'skirt', top: C.violet2, bottom: C.ink, hair: 'ponytail' },
    ];
    dresses.forEach((d, i) => {
      s += person(randPerson(rng, { x: 140 + i * 155, y: 840 - (i % 2) * 40, h: 380 - (i % 2) * 30, pose: i === 0 || i === 6 ? 'wave' : 'hug', flip: i === 0, ...d }));
    });
    return s;
  },
  'gallery-17': (rng) => {
    let s = hallBg(W0, H0, 560, C.lav2, C.violet5);
    for (let i = 0; i < 5; i += 1) s += rect(60 + i * 260, 40, 60, 520, C.white) + rect(50 + i * 260, 40, 80, 24, C.violet5);
    s += rect(0, 0, W0, 40, C.violet);
    s += bunting(0, 40, 1200, 40, 18, [C.amber, C.white, C.teal]);
    for (let r = 0; r < 2; r += 1) {
      s += rect(0, 470 + r * 120, W0, 30, C.wood, { rx: 6 });
      s += audienceRows(rng, W0, 460 + r * 120, 1, 1.0 + r * 0.2, 1.0 + r * 0.2, 0.05);
    }
    s += person(randPerson(rng, { x: 650, y: 860, h: 400, hair: 'long', dress: 'mekhela', top: C.violet, bottom: C.lav, border: C.amber, chador: C.lav, pose: 'wave', glasses: false, gamosa: false }));
    s += podium(560, 910, 1.7, C.violet2);
    return s;
  },
  'gallery-18': (rng) => {
    let s = hallBg(W0, H0, 560, C.amberP, C.woodL);
    for (let i = 0; i < 6; i += 1) s += gamosaBand(40 + i * 190, 60, 150, 36, i % 2 ? C.red : C.violet);
    s += rect(200, 220, 22, 540, C.woodD) + rect(760, 220, 22, 540, C.woodD) + rect(200, 220, 582, 22, C.woodD) + rect(200, 560, 582, 18, C.woodD);
    for (let x = 240; x < 760; x += 14) s += line(x, 242, x, 560, C.white, 2, { opacity: 0.8 });
    s += rect(230, 420, 520, 140, C.amber2);
    for (let x = 250; x < 740; x += 60) s += poly([[x + 20, 450], [x + 40, 490], [x + 20, 530], [x, 490]], C.red);
    s += rect(230, 440, 520, 8, C.red) + rect(230, 532, 520, 8, C.red);
    s += rect(340, 760, 300, 30, C.woodD, { rx: 6 });
    s += person({ x: 490, y: 780, h: 400, sit: true, back: true, skin: SKINS[3], hair: 'bun', hairColor: GREYS[0], top: C.white, bottom: C.amberP, pose: 'carry', noShadow: true });
    s += person(randPerson(rng, { x: 900, y: 830, h: 380, pose: 'hips', hair: 'ponytail', flip: true, glasses: false }));
    s += person(randPerson(rng, { x: 1070, y: 850, h: 400, pose: 'chest', item: 'book', hair: 'short' }));
    s += person(randPerson(rng, { x: 100, y: 860, h: 360, pose: 'hold', item: 'phone' }));
    return s;
  },
  'gallery-19': (rng) => {
    let s = rect(0, 0, W0, H0, C.amberP);
    s += rect(0, 0, W0, 200, C.amber3, { opacity: 0.6 });
    s += sun(600, 420, 130, C.amber);
    s += hillRange(rng, W0, 420, 80, 6, H0, C.violet3, { opacity: 0.6 });
    s += river(W0, 430, 170, C.violet4, C.white, rng);
    s += rect(0, 600, W0, 300, C.grass2);
    s += arecaPalm(90, 640, 1.2, C.tealD) + arecaPalm(1130, 640, 1.1, C.tealD);
    const poses = ['yoga', 'tpose', 'yoga', 'tpose', 'yoga'];
    poses.forEach((p, i) => {
      const x = 200 + i * 200;
      const y = 780 + (i % 2) * 40;
      s += rect(x - 70, y - 10, 140, 22, [C.violet2, C.amber, C.teal, C.violet, C.red][i], { rx: 8 });
      s += person(randPerson(rng, { x, y, h: 300, pose: p, short: true, dress: undefined, glasses: false, gamosa: false }));
    });
    return s;
  },
  'gallery-20': (rng) => {
    let s = hallBg(W0, H0, 560, C.lav2, C.violet5);
    s += windowView(80, 80, 420, 260, rng);
    s += rect(620, 80, 180, 130, C.white, { rx: 6 }) + rect(640, 140, 30, 50, C.violet2) + rect(680, 110, 30, 80, C.amber) + rect(720, 160, 30, 30, C.teal);
    s += rect(840, 80, 260, 180, C.white, { rx: 6 }) + circle(970, 170, 60, C.violet4) + pathEl('M970,170 L970,110 A60,60 0 0 1 1027,188 Z', C.violet);
    s += plant(1130, 560, 1.2);
    s += person(randPerson(rng, { x: 300, y: 700, h: 300, pose: 'type' }));
    s += person(randPerson(rng, { x: 600, y: 700, h: 310, pose: 'chest', item: 'clipboard' }));
    s += person(randPerson(rng, { x: 900, y: 700, h: 300, pose: 'type' }));
    s += table(80, 620, 1040, C.white, C.slate2, false, C.mist);
    for (let i = 0; i < 9; i += 1) s += rect(120 + i * 110 + rng.float(-10, 10), 600 + rng.float(-4, 8), 70, 24, C.white, { stroke: C.slate3, 'stroke-width': 2, transform: `rotate(${r1(rng.float(-8, 8))} ${120 + i * 110} 610)` });
    s += audienceRows(rng, W0, 860, 1, 1.6, 1.6, 0);
    return s;
  },
  'gallery-21': (rng) => {
    let s = outdoor(rng, { sky: C.amberP, sunAt: [1000, 150], hillY: 400, groundY: 500 });
    s += bunting(0, 70, 1200, 70, 20, [C.red, C.white, C.amber, C.white]);
    s += roundTree(120, 520, 1.3) + arecaPalm(1110, 520, 1);
    s += rect(0, 620, W0, 90, C.amberP, { opacity: 0.8 });
    for (let i = 0; i < 6; i += 1) {
      s += person(randPerson(rng, { x: 120 + i * 190, y: 650, h: 220, sit: true, pose: 'lap', noShadow: true }));
    }
    s += rect(0, 640, W0, 30, C.wood);
    for (let i = 0; i < 6; i += 1) s += itemAt('leafplate', 120 + i * 190, 642, 4);
    s += person(randPerson(rng, { x: 330, y: 880, h: 330, pose: 'hold', item: 'pot', gamosa: true }));
    s += person(randPerson(rng, { x: 760, y: 880, h: 340, pose: 'hold', item: 'leafplate', dress: 'mekhela', hair: 'bun' }));
    s += rect(1000, 780, 140, 110, C.slate2, { rx: 14 }) + ellipse(1070, 780, 70, 16, C.slate);
    return s;
  },
  'gallery-22': (rng) => {
    let s = hallBg(W0, H0, 600, C.tealP, C.teal4);
    s += rect(780, 80, 340, 240, C.white, { rx: 8 }) + stickies(rng, 810, 110, 280, 180, 5);
    s += plant(120, 600, 1.4);
    s += person(randPerson(rng, { x: 330, y: 760, h: 400, pose: 'point', hair: 'short', glasses: true, top: C.violet, gamosa: false, dress: undefined }));
    s += table(160, 640, 960, C.woodL, C.woodD, false, C.wood);
    s += pathEl('M560,640 L580,430 L880,430 L900,640 Z', C.ink2) + rect(596, 446, 268, 180, C.white);
    for (let i = 0; i < 6; i += 1) for (let j = 0; j < 4; j += 1) s += rect(604 + i * 43, 456 + j * 40, 40, 36, i === 0 || j === 0 ? C.tealP : j === 2 && i > 2 ? C.amber3 : C.white, { stroke: C.teal3, 'stroke-width': 2 });
    s += rect(540, 636, 380, 14, C.slate3, { rx: 6 });
    s += rect(990, 590, 44, 50, C.violet, { rx: 8 });
    s += audienceBack(560, 790, 2.4, randPerson(rng, { hair: 'long', top: C.amber }));
    s += audienceBack(900, 800, 2.4, randPerson(rng, { hair: 'curly', top: C.teal }));
    return s;
  },
  'gallery-23': (rng) => {
    let s = rect(0, 0, W0, H0, C.tealP);
    s += rect(80, 60, 1040, 470, C.amberP) + poly([[40, 80], [600, -10], [1160, 80]], C.violet) + rect(80, 90, 1040, 24, C.amber3);
    for (let i = 0; i < 7; i += 1) s += rect(130 + i * 150, 140, 46, 390, C.white) + rect(120 + i * 150, 130, 66, 18, C.violet5);
    for (let i = 0; i < 4; i += 1) s += rect(40 - i * 10, 530 + i * 40, 1120 + i * 20, 40, i % 2 ? C.mist : C.white);
    s += rect(0, 690, W0, 210, C.grass);
    for (let r = 0; r < 2; r += 1) {
      for (let i = 0; i < 9; i += 1) {
        s += person(randPerson(rng, { x: 100 + i * 125 + r * 60, y: 600 + r * 140, h: 240 + r * 40, pose: rng.pick(['wave', 'stand', 'cheer', 'stand']), noShadow: r === 0 }));
      }
    }
    s += line(260, 830, 260, 700, C.woodD, 8) + line(940, 830, 940, 700, C.woodD, 8);
    s += banner(240, 690, 720, 130, C.violet);
    s += person(randPerson(rng, { x: 240, y: 900, h: 300, pose: 'chest' })) + person(randPerson(rng, { x: 960, y: 900, h: 300, pose: 'chest' }));
    return s;
  },
  'gallery-24': (rng) => {
    let s = hallBg(W0, H0, 600, C.violetD, C.violetDD);
    s += rect(100, 60, 1000, 380, C.violet, { rx: 14 }) + banner(180, 110, 840, 150, C.violet2) + gamosaBand(100, 400, 1000, 40);
    s += rect(40, 600, 1120, 40, C.violet2) + rect(40, 640, 1120, 260, C.ink2);
    s += confetti(rng, W0, 560, 70);
    const row = [
      { pose: 'chest', item: 'cert' },
      { pose: 'chest', item: 'cert', dress: 'mekhela', hair: 'bun' },
      { pose: 'raise', item: 'trophy' },
      { pose: 'chest', item: 'cert', hair: 'hijab' },
      { pose: 'chest', item: 'cert', gamosa: true },
    ];
    row.forEach((p, i) => {
      s += person(randPerson(rng, { x: 200 + i * 200, y: 600, h: 330 - (i % 2) * 10, noShadow: true, ...p }));
    });
    s += person({ x: 1080, y: 610, h: 320, ...ANANYA, pose: 'wave', flip: true, noShadow: true });
    return s;
  },

  // ------------------------------------------------------------ director
  'director-01': (rng) => {
    let s = hallBg(W0, H0, 600, C.violetDD, C.violetD);
    s += screen(480, 60, 600, 340, rng, C.ink);
    s += rect(0, 520, W0, 80, C.violet2);
    s += person({ x: 240, y: 540, h: 360, ...ANANYA, pose: 'mic', noShadow: true });
    s += podium(340, 560, 1.1, C.amber);
    s += poly([[120, 0], [220, 0], [420, 560], [60, 560]], C.amber, { opacity: 0.08 });
    s += audienceRows(rng, W0, 700, 2, 1.5, 2.0, 0.1);
    return s;
  },
  'director-02': (rng) => {
    let s = outdoor(rng, { sky: C.tealP, sunAt: [1050, 140], hillY: 360, groundY: 520, far: C.violet4, mid: C.teal3 });
    s += teaGarden(rng, W0, 420, 520, 3, C.teal);
    s += rect(0, 520, W0, 380, C.grass);
    s += tent(720, 700, 460, 420, C.violet2, C.white);
    s += arecaPalm(660, 560, 1.0);
    s += person({ x: 300, y: 820, h: 380, ...ANANYA, pose: 'give' });
    s += crowd(rng, [
      { x: 560, y: 820, h: 340, dress: 'mekhela', hair: 'braid', top: C.red, bottom: C.amberP, chador: C.white, border: C.red, pose: 'hold', flip: true },
      { x: 740, y: 850, h: 330, dress: 'mekhela', hair: 'long', top: C.amber, bottom: C.white, chador: C.white, border: C.teal, pose: 'stand' },
      { x: 920, y: 830, h: 340, hair: 'bun', top: C.teal, dress: 'skirt', bottom: C.violet5, pose: 'chest', item: 'book' },
    ]);
    return s;
  },
  'director-03': (rng) => {
    let s = outdoor(rng, { sky: C.lav, sunAt: [220, 150], hillY: 360, riverY: 380, riverH: 190, ground: C.sand, groundY: 560 });
    s += pathEl('M0,560 Q400,530 800,560 T1200,550 L1200,900 L0,900 Z', C.amber3);
    for (let i = 0; i < 18; i += 1) s += rect(rng.float(40, 1160), rng.float(620, 880), 14, 8, rng.pick([C.violet2, C.teal, C.white, C.red]), { rx: 2 });
    s += person({ x: 620, y: 820, h: 380, ...ANANYA, pose: 'down', item: 'bag', itemColor: C.teal });
    s += crowd(rng, [
      { x: 300, y: 760, h: 320, pose: 'hold', item: 'sack', hat: 'cap', hatColor: C.amber },
      { x: 880, y: 780, h: 330, pose: 'down', item: 'bag', gamosa: true },
      { x: 1080, y: 720, h: 280, pose: 'wave', flip: true },
      { x: 110, y: 700, h: 270, pose: 'down', item: 'bag' },
    ]);
    return s;
  },
  'director-04': (rng) => {
    let s = hallBg(W0, H0, 620, C.violetD, C.violetDD);
    s += rect(80, 60, 1040, 360, C.violet, { rx: 14 }) + banner(160, 110, 880, 150, C.violet2) + gamosaBand(80, 380, 1040, 40);
    s += confetti(rng, W0, 560, 50);
    s += rect(40, 620, 1120, 40, C.violet2) + rect(40, 660, 1120, 240, C.ink2);
    s += person({ x: 470, y: 640, h: 400, ...ANANYA, pose: 'give', item: 'cert', noShadow: true });
    s += person(randPerson(rng, { x: 720, y: 640, h: 390, pose: 'shake', flip: true, hair: 'short', lanyard: C.amber, noShadow: true }));
    s += person(randPerson(rng, { x: 920, y: 640, h: 370, pose: 'chest', item: 'cert', noShadow: true }));
    s += person(randPerson(rng, { x: 230, y: 640, h: 370, pose: 'chest', item: 'cert', dress: 'mekhela', noShadow: true }));
    return s;
  },
  'director-05': (rng) => {
    let s = outdoor(rng, { sky: C.amberP, sunAt: [950, 160], hillY: 400, groundY: 520, far: C.violet4, mid: C.violet3 });
    s += roundTree(200, 560, 2.2) + roundTree(1050, 560, 1.8, C.tealD, C.tealDD);
    s += ellipse(600, 730, 460, 130, C.grass2, { opacity: 0.6 });
    s += person({ x: 600, y: 660, h: 250, ...ANANYA, sit: true, pose: 'give', flip: false });
    const spots = [[300, 650], [440, 620], [780, 620], [920, 650]];
    for (const [x, y] of spots) s += person(randPerson(rng, { x, y, h: 240, sit: true, pose: 'lap' }));
    for (let i = 0; i < 3; i += 1) s += person(randPerson(rng, { x: 340 + i * 260, y: 890, h: 300, sit: true, back: true, pose: 'lap' }));
    return s;
  },
  'director-06': (rng) => {
    let s = rect(0, 0, W0, H0, C.amberP);
    for (let x = 0; x < W0; x += 40) s += rect(x, 0, 38, 560, x % 80 ? C.sand : C.amber3);
    s += rect(0, 560, W0, 340, C.woodL);
    s += mask(130, 190, 0.6, C.violet3, C.amber) + mask(1080, 200, 0.6, C.teal, C.red) + mask(720, 140, 0.4, C.amber2, C.violet);
    s += table(100, 690, 560, C.wood, C.woodD, false, C.woodD);
    s += mask(340, 580, 1.0, C.white, C.red);
    for (let i = 0; i < 3; i += 1) s += rect(520 + i * 40 - 16, 672, 32, 18, C.slate2, { rx: 4 }) + ellipse(520 + i * 40, 672, 16, 6, [C.red, C.ink, C.amber][i]);
    s += person(randPerson(rng, { x: 560, y: 880, h: 440, pose: 'give', flip: true, item: 'brush', hair: 'short', top: C.amber, gamosa: true, glasses: false, dress: undefined }));
    s += person({ x: 930, y: 880, h: 470, ...ANANYA, pose: 'hips' });
    return s;
  },
};

// Multimedia thumbnails, 1600x900 design space (16:9).
const MW = 1600;
const MH = 900;
const MEDIA = {
  'brahmaputra-voices': (rng) => {
    let s = rect(0, 0, MW, MH, C.violet);
    s += sun(1250, 260, 120, C.amber);
    s += hillRange(rng, MW, 520, 160, 7, MH, C.violet2);
    s += river(MW, 560, 340, C.violetD, C.violet3, rng);
    for (let i = 0; i < 9; i += 1) {
      const hgt = [60, 120, 200, 140, 260, 160, 220, 100, 60][i];
      s += rect(260 + i * 46, 420 - hgt / 2, 22, hgt, C.amber2, { rx: 11 });
    }
    // big microphone
    s += rect(760, 180, 140, 260, C.white, { rx: 70 }) + rect(785, 210, 90, 10, C.violet4, { rx: 5 }) + rect(785, 240, 90, 10, C.violet4, { rx: 5 }) + rect(785, 270, 90, 10, C.violet4, { rx: 5 });
    s += pathEl('M720,330 Q720,500 830,500 Q940,500 940,330', 'none', { stroke: C.amber, 'stroke-width': 20, 'stroke-linecap': 'round' });
    s += rect(818, 500, 24, 90, C.amber) + rect(750, 580, 160, 24, C.amber, { rx: 12 });
    s += gamosaBand(0, 840, MW, 60);
    return s;
  },
  'club-diaries': (rng) => {
    let s = rect(0, 0, MW, MH, C.amberP);
    s += rect(0, 0, MW, 90, C.ink) + rect(0, 810, MW, 90, C.ink);
    for (let x = 20; x < MW; x += 80) s += rect(x, 25, 44, 40, C.amberP, { rx: 6 }) + rect(x, 835, 44, 40, C.amberP, { rx: 6 });
    s += hillRange(rng, MW, 560, 140, 6, 810, C.violet4);
    s += rect(0, 600, MW, 210, C.grass);
    s += crowd(rng, [
      { x: 700, y: 770, h: 380, pose: 'cheer' },
      { x: 900, y: 780, h: 370, pose: 'wave', dress: 'mekhela', hair: 'bun' },
      { x: 1100, y: 770, h: 380, pose: 'chest', item: 'sign', itemColor: C.violet2 },
      { x: 1300, y: 760, h: 360, pose: 'hug', gamosa: true },
    ]);
    // camera on tripod
    s += line(300, 480, 220, 800, C.ink2, 10) + line(300, 480, 380, 800, C.ink2, 10) + line(300, 480, 300, 800, C.ink2, 10);
    s += rect(190, 360, 230, 130, C.ink2, { rx: 16 }) + circle(420, 425, 46, C.slate) + circle(420, 425, 26, C.teal3) + circle(250, 340, 34, C.ink2) + circle(350, 340, 34, C.ink2) + circle(250, 340, 12, C.slate2) + circle(350, 340, 12, C.slate2);
    s += circle(220, 390, 8, C.red);
    return s;
  },
  'island-of-masks': (rng) => {
    let s = rect(0, 0, MW, MH, C.tealP);
    s += sun(260, 200, 90, C.amber);
    s += hillRange(rng, MW, 500, 100, 7, MH, C.violet4);
    s += river(MW, 520, 200, C.teal3, C.white, rng);
    s += pathEl('M0,700 Q400,660 800,690 T1600,680 L1600,900 L0,900 Z', C.grass2);
    s += stiltHouse(230, 690, 1.2) + stiltHouse(460, 700, 0.9, C.amber3, C.tealD);
    s += bamboo(1500, 760, 1.3, C.teal, 4, new Rng('iom'));
    s += line(1020, 560, 910, 860, C.woodD, 14) + line(1020, 560, 1130, 860, C.woodD, 14) + line(1020, 560, 1020, 870, C.woodD, 10);
    s += circle(1020, 470, 260, C.white, { opacity: 0.35 });
    s += mask(1020, 470, 1.45, C.amber2, C.red);
    s += person(randPerson(rng, { x: 800, y: 860, h: 400, pose: 'give', item: 'brush', itemColor: C.red, hair: 'short', gamosa: true, top: C.violet, glasses: false, dress: undefined }));
    return s;
  },
  'after-the-water': (rng) => {
    let s = rect(0, 0, MW, MH, C.mist);
    s += sun(1300, 180, 80, C.amber);
    s += cloud(200, 120, 1.6, C.slate3, 0.5) + cloud(700, 80, 1.2, C.slate3, 0.4);
    s += hillRange(rng, MW, 430, 100, 7, MH, C.violet4);
    s += river(MW, 470, 430, C.teal3, C.white, rng);
    s += stiltHouse(1250, 600, 1.5, C.woodL, C.violet) + rect(1000, 580, 600, 24, C.teal3, { opacity: 0.7 });
    s += roundTree(160, 560, 1.4) + roundTree(320, 580, 1.0, C.tealD, C.tealDD) + rect(0, 540, 500, 40, C.teal3, { opacity: 0.7 });
    s += boat(760, 780, 1.8);
    s += person(randPerson(rng, { x: 660, y: 740, h: 260, pose: 'carry', item: 'sack', noShadow: true, hat: 'cap', hatColor: C.amber }));
    s += person(randPerson(rng, { x: 820, y: 740, h: 250, pose: 'hold', item: 'book', noShadow: true }));
    s += person(randPerson(rng, { x: 950, y: 740, h: 240, pose: 'wave', noShadow: true }));
    return s;
  },
};

// Hero illustrations.
const HEROES = {
  'home-hero': { w: 1600, h: 1000, draw: (rng) => {
    const W = 1600;
    const H = 1000;
    let s = '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0.05" stop-color="#EDE9FE"/><stop offset="0.45" stop-color="#FBF0E4"/><stop offset="0.7" stop-color="#FDE3C0"/></linearGradient></defs>';
    s += rect(0, 0, W, H, 'url(#sky)');
    s += sun(1010, 560, 175, C.amber);
    s += cloud(140, 140, 1.6, C.white, 0.85) + cloud(1260, 120, 1.3, C.white, 0.75) + cloud(620, 250, 0.9, C.white, 0.6);
    s += birds(rng, 760, 250, 6, C.violet, 1.5);
    s += hillRange(rng, W, 620, 230, 7, H, C.violet4);
    s += hillRange(rng, W, 680, 130, 6, H, C.violet3);
    s += river(W, 660, 260, C.teal3, C.white, rng);
    s += boat(470, 745, 0.7);
    s += person({ x: 450, y: 730, h: 80, skin: SKINS[3], top: C.amber, bottom: C.ink, hat: 'japi', pose: 'hold', noShadow: true });
    const hill = [[-20, 880], [320, 845], [700, 830], [1000, 800], [1320, 780], [1620, 795]];
    const hillY = (x) => {
      for (let i = 1; i < hill.length; i += 1) {
        if (x <= hill[i][0]) {
          const t = (x - hill[i - 1][0]) / (hill[i][0] - hill[i - 1][0]);
          const e = t * t * (3 - 2 * t);
          return hill[i - 1][1] + (hill[i][1] - hill[i - 1][1]) * e;
        }
      }
      return hill[hill.length - 1][1];
    };
    s += ridge(hill, H, C.teal);
    s += arecaPalm(120, hillY(120) + 30, 1.5, C.tealDD) + arecaPalm(230, hillY(230) + 34, 1.15, C.tealDD) + arecaPalm(640, hillY(640) + 20, 0.9, C.tealDD);
    const crew = [
      { x: 870, h: 290, pose: 'chest', item: 'book', itemColor: C.amber, hair: 'long', dress: 'mekhela', top: C.violet, bottom: C.amberP, chador: C.white, border: C.red, skin: SKINS[1] },
      { x: 1010, h: 312, pose: 'cheer', hair: 'short', top: C.violet2, bottom: C.ink, gamosa: true, skin: SKINS[3] },
      { x: 1150, h: 298, pose: 'wave', hair: 'hijab', scarf: C.white, top: C.teal, bottom: C.ink2, skin: SKINS[2] },
      { x: 1300, h: 305, pose: 'point', item: 'megaphone', itemColor: C.amber, hair: 'curly', top: C.amber, bottom: C.ink, skin: SKINS[5] },
      { x: 1450, h: 282, pose: 'hold', item: 'sapling', hair: 'ponytail', top: C.white, bottom: C.violetD, skin: SKINS[0] },
    ];
    for (const p of crew) s += person({ hairColor: HAIRS[0], y: hillY(p.x) + 22, ...p });
    for (let r = 0; r < 5; r += 1) {
      const bw = 96 + r * 16;
      for (let x = -bw / 2 + (r % 2) * bw * 0.45; x < W + bw; x += bw * 0.93) {
        s += teaBush(x, hillY(x) + 82 + r * 42, bw, 30 + r * 6, shade(C.teal, -0.06 - r * 0.07), C.teal2);
      }
    }
    return s;
  } },
  about: { w: 1200, h: 800, draw: (rng) => {
    const W = 1200;
    const H = 800;
    let s = rect(0, 0, W, H, C.lav);
    s += sun(200, 170, 80, C.amber);
    s += hillRange(rng, W, 420, 150, 6, H, C.violet4);
    s += hillRange(rng, W, 470, 90, 5, H, C.violet3);
    s += river(W, 470, 90, C.teal3, C.white, rng);
    s += rect(0, 560, W, 240, C.grass);
    // a big banyan-like tree sheltering a gathering
    s += rect(780, 300, 40, 300, C.woodD, { rx: 10 }) + circle(800, 240, 170, C.teal) + circle(660, 300, 110, C.teal2) + circle(950, 290, 120, C.tealD) + circle(800, 180, 110, C.teal2, { opacity: 0.6 });
    s += ellipse(700, 700, 420, 70, C.grass2, { opacity: 0.7 });
    const seats = [[440, 660], [600, 640], [920, 640], [1060, 670]];
    for (const [x, y] of seats) s += person(randPerson(rng, { x, y, h: 230, sit: true, pose: 'lap' }));
    s += person(randPerson(rng, { x: 760, y: 680, h: 320, pose: 'chest', item: 'book', dress: 'mekhela', hair: 'bun' }));
    s += person(randPerson(rng, { x: 300, y: 760, h: 330, pose: 'wave', gamosa: true }));
    for (let i = 0; i < 2; i += 1) s += person(randPerson(rng, { x: 560 + i * 300, y: 800, h: 280, sit: true, back: true, pose: 'lap' }));
    return s;
  } },
  'get-involved': { w: 1200, h: 800, draw: (rng) => {
    const W = 1200;
    const H = 800;
    let s = rect(0, 0, W, H, C.amberP);
    s += circle(600, 420, 330, C.amber3) + circle(600, 420, 230, C.amber2, { opacity: 0.6 });
    s += hillRange(rng, W, 560, 100, 6, H, C.violet4);
    s += rect(0, 620, W, 180, C.violet3);
    s += bunting(0, 60, 1200, 60, 20, [C.violet, C.amber, C.teal, C.white]);
    const vols = [
      { x: 200, pose: 'raise', item: 'flag', itemColor: C.amber, hat: 'cap', hatColor: C.teal },
      { x: 380, pose: 'cheer', gamosa: true },
      { x: 560, pose: 'point', item: 'megaphone', hair: 'ponytail', top: C.violet },
      { x: 740, pose: 'raise', hair: 'hijab' },
      { x: 900, pose: 'hold', item: 'sapling', dress: 'mekhela' },
      { x: 1060, pose: 'chest', item: 'clipboard' },
    ];
    vols.forEach((v, i) => {
      s += person(randPerson(rng, { y: 740 + (i % 2) * 30, h: 330 - (i % 2) * 20, ...v }));
    });
    return s;
  } },
};

// ============================================================== logo etc.

function logoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><title>NextGen Youth Foundation</title>${logoMark(0, 0, 64)}</svg>\n`;
}

function iconSvg() {
  // same mark on a soft lavender tile so it reads on dark and light browser tabs
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="${C.lav}"/>${logoMark(4, 3, 56)}</svg>\n`;
}

function stampSvg() {
  const ink = C.violet;
  const text = 'NEXTGEN YOUTH FOUNDATION • GUWAHATI • ';
  // Helvetica-Bold advance widths (1/1000 em): letters are placed one by one
  // around the rim so the stamp renders the same in browsers and rasterisers.
  const widths = { ' ': 278, '•': 520, A: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, N: 722, O: 778, T: 611, U: 722, W: 944, X: 667, Y: 667 };
  const R = 38.5;
  const total = [...text].reduce((sum, ch) => sum + (widths[ch] ?? 667), 0);
  const fontSize = r1(Math.min(10, (2 * Math.PI * R * 0.8) / (total / 1000)));
  let acc = 0;
  let letters = '';
  for (const ch of text) {
    const w = widths[ch] ?? 667;
    const angle = ((acc + w / 2) / total) * 360 - 112;
    acc += w;
    if (ch === ' ') continue;
    letters += `<text x="60" y="${r1(60 - R)}" text-anchor="middle" transform="rotate(${r1(angle)} 60 60)">${ch}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><title>NextGen Youth Foundation, Guwahati: director's stamp</title>
<g fill="none" stroke="${ink}" opacity="0.9" transform="rotate(-6 60 60)">
<circle cx="60" cy="60" r="56" stroke-width="3"/>
<circle cx="60" cy="60" r="51.5" stroke-width="1"/>
<circle cx="60" cy="60" r="33" stroke-width="1.4"/>
<g fill="${ink}" stroke="none" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700">${letters}</g>
<g stroke="none" fill="${ink}" transform="translate(44 37) scale(0.5)"><circle cx="32" cy="19" r="10"/><path d="M31 57 C18 55 8 45 7 29 C22 29 31 39 31 57 Z"/><path d="M33 57 C33 37 43 25 59 23 C60 42 48 55 33 57 Z"/></g>
<path d="M43 74 L77 74" stroke-width="1.6"/>
<path d="M48 79 L72 79" stroke-width="1"/>
<path d="M55 84 L65 84" stroke-width="1"/>
</g></svg>
`;
}

function ogSvg() {
  const W = 1200;
  const H = 630;
  const rng = new Rng('og');
  let s = rect(0, 0, W, H, C.violet);
  s += circle(1010, 250, 215, C.violet2, { opacity: 0.45 }) + circle(1010, 250, 160, C.violet2, { opacity: 0.8 }) + sun(1010, 250, 110, C.amber, false);
  s += hillRange(rng, W, 520, 120, 6, H, C.violetD);
  s += ridge([[-20, 560], [300, 520], [700, 555], [1000, 505], [1220, 540]], H, C.violetDD);
  s += river(W, 585, 25, C.teal, C.teal3, rng);
  s += gamosaBand(0, 610, W, 20);
  s += rect(70, 70, 92, 92, C.white, { rx: 22 }) + logoMark(80, 78, 72);
  s += `<text x="70" y="290" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="74" fill="${C.white}">NextGen Youth</text>`;
  s += `<text x="70" y="378" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="74" fill="${C.white}">Foundation</text>`;
  s += rect(72, 410, 90, 8, C.amber, { rx: 4 });
  s += `<text x="70" y="475" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" fill="${C.amber3}">Youth-led change across Assam</text>`;
  s += `<text x="190" y="130" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="26" letter-spacing="2" fill="${C.violet5}">GUWAHATI · ASSAM</text>`;
  return svgDoc(W, H, s);
}

// ================================================================== output

async function writeImage(rel, svg, w, h, format = 'webp') {
  const out = path.join(PUBLIC, rel);
  await mkdir(path.dirname(out), { recursive: true });
  const raster = await sharp(Buffer.from(svg), { density: 72 }).resize(w, h, { fit: 'fill' }).png().toBuffer();
  let buf;
  let quality = 90;
  if (format === 'png') {
    buf = await sharp(raster).png({ compressionLevel: 9, palette: true, quality }).toBuffer();
  } else {
    // quality ~70, stepping down for the busiest scenes to stay near the size budget
    for (quality of [70, 65, 60, 55, 50]) {
      buf = await sharp(raster).webp({ quality, effort: 6 }).toBuffer();
      if (buf.length <= SIZE_BUDGET) break;
    }
  }
  await writeFile(out, buf);
  return { rel, bytes: buf.length, quality };
}

function jobs() {
  const list = [];
  for (const [name, o] of Object.entries(PEOPLE)) {
    list.push({ rel: `images/people/${name}.webp`, w: 480, h: 560, svg: () => svgDoc(480, 560, bust(480, 560, o)) });
  }
  for (const [name, o] of Object.entries(SPOTLIGHT)) {
    list.push({ rel: `images/spotlight/${name}.webp`, w: 600, h: 600, svg: () => svgDoc(600, 600, bust(600, 600, o)) });
  }
  for (const [name, draw] of Object.entries(SCENES)) {
    const dir = name.startsWith('director') ? 'director' : 'gallery';
    const [w, h] = dir === 'director' ? [800, 600] : [1200, 900];
    list.push({ rel: `images/${dir}/${name}.webp`, w, h, svg: () => svgDoc(w, h, draw(new Rng(name)), `0 0 ${W0} ${H0}`) });
  }
  for (const [name, draw] of Object.entries(MEDIA)) {
    list.push({ rel: `images/multimedia/${name}.webp`, w: 800, h: 450, svg: () => svgDoc(800, 450, draw(new Rng(name)), `0 0 ${MW} ${MH}`) });
  }
  for (const [name, hero] of Object.entries(HEROES)) {
    list.push({ rel: `images/hero/${name}.webp`, w: hero.w, h: hero.h, svg: () => svgDoc(hero.w, hero.h, hero.draw(new Rng(name))) });
  }
  list.push({ rel: 'images/og/default.png', w: 1200, h: 630, format: 'png', svg: ogSvg });
  return list;
}

async function main() {
  const filter = process.argv[2];
  const results = [];
  for (const job of jobs()) {
    if (filter && !job.rel.includes(filter)) continue;
    results.push(await writeImage(job.rel, job.svg(), job.w, job.h, job.format));
  }
  const texts = [
    ['logo.svg', logoSvg()],
    ['images/stamp.svg', stampSvg()],
  ];
  for (const [rel, text] of texts) {
    if (filter && !rel.includes(filter)) continue;
    await mkdir(path.dirname(path.join(PUBLIC, rel)), { recursive: true });
    await writeFile(path.join(PUBLIC, rel), text);
    results.push({ rel, bytes: Buffer.byteLength(text) });
  }
  if (!filter || 'app/icon.svg'.includes(filter)) {
    const icon = iconSvg();
    await mkdir(path.join(ROOT, 'app'), { recursive: true });
    await writeFile(path.join(ROOT, 'app', 'icon.svg'), icon);
    results.push({ rel: '../app/icon.svg', bytes: Buffer.byteLength(icon) });
  }
  for (const r of results) console.log(`${String(r.bytes).padStart(7)}  ${r.rel}${r.quality && r.quality !== 70 && r.quality !== 90 ? `  (q${r.quality})` : ''}`);
  console.log(`${results.length} files`);
}

await main();
