#!/usr/bin/env node
'use strict';

/*
 * Generates the demo images for the Ytbanken seed from ./data.js:
 *
 *   swatch-<article number>.png   128×128  one per surface
 *   product-<key>.png             480×320  one per product (its three surfaces)
 *   logo-<producer slug>.png      160×160  one per producer
 *   <block images>                hero-*.png 960×400, other block images 960×540
 *
 * Node built-ins only; the PNG encoder (8-bit RGB, zlib, CRC32) is below.
 * Output is deterministic: no Math.random, no dates, seeded hash noise only.
 *
 *   node cms/seed/generate-images.js
 */

const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const data = require('./data.js');

const OUT_DIR = path.join(__dirname, 'images');

// ---------------------------------------------------------------------------
// PNG encoder
// ---------------------------------------------------------------------------

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf) {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type, body) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(body.length, 0);
  const typeAndBody = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndBody), 0);
  return Buffer.concat([len, typeAndBody, crc]);
}

/** Deflate with two strategies and keep the smaller (still deterministic). */
function deflateSmallest(raw) {
  const a = zlib.deflateSync(raw, { level: 9, memLevel: 9 });
  const b = zlib.deflateSync(raw, { level: 9, memLevel: 9, strategy: zlib.constants.Z_FILTERED });
  return b.length < a.length ? b : a;
}

function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** Encode 8-bit RGB pixels (Uint8Array, w*h*3) as PNG; per-row adaptive filtering. */
function encodePng(w, h, rgb) {
  const bpp = 3;
  const stride = w * bpp;
  const raw = Buffer.alloc((stride + 1) * h);
  const zero = new Uint8Array(stride);
  const rows = [0, 1, 2, 3, 4].map(() => new Uint8Array(stride));
  for (let y = 0; y < h; y++) {
    const cur = rgb.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? rgb.subarray((y - 1) * stride, y * stride) : zero;
    let best = 0;
    let bestScore = Infinity;
    for (let f = 0; f < 5; f++) {
      const out = rows[f];
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= bpp ? cur[i - bpp] : 0;
        const b = prev[i];
        const c = i >= bpp ? prev[i - bpp] : 0;
        let pred = 0;
        if (f === 1) pred = a;
        else if (f === 2) pred = b;
        else if (f === 3) pred = (a + b) >> 1;
        else if (f === 4) pred = paeth(a, b, c);
        const v = (cur[i] - pred) & 255;
        out[i] = v;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) {
        bestScore = score;
        best = f;
      }
    }
    const off = y * (stride + 1);
    raw[off] = best;
    raw.set(rows[best], off + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour RGB
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter method
  ihdr[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSmallest(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------
// Canvas (float RGB, 0–255)
// ---------------------------------------------------------------------------

function createCanvas(w, h, rgb = [255, 255, 255]) {
  const px = new Float32Array(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    px[i * 3] = rgb[0];
    px[i * 3 + 1] = rgb[1];
    px[i * 3 + 2] = rgb[2];
  }
  return { w, h, px, ref: undefined };
}

function setPixel(cv, x, y, rgb) {
  const i = (y * cv.w + x) * 3;
  cv.px[i] = rgb[0];
  cv.px[i + 1] = rgb[1];
  cv.px[i + 2] = rgb[2];
}

function blendPixel(cv, x, y, rgb, a) {
  if (a <= 0) return;
  const i = (y * cv.w + x) * 3;
  if (a >= 1) {
    cv.px[i] = rgb[0];
    cv.px[i + 1] = rgb[1];
    cv.px[i + 2] = rgb[2];
    return;
  }
  cv.px[i] += (rgb[0] - cv.px[i]) * a;
  cv.px[i + 1] += (rgb[1] - cv.px[i + 1]) * a;
  cv.px[i + 2] += (rgb[2] - cv.px[i + 2]) * a;
}

function getPixel(cv, x, y) {
  const i = (y * cv.w + x) * 3;
  return [cv.px[i], cv.px[i + 1], cv.px[i + 2]];
}

/**
 * Quantise to steps of 2 around a reference colour (default: even levels).
 * Invisible under the textures but makes the files about a quarter smaller;
 * with ref set, a flat area keeps the exact reference colour (swatches).
 */
function canvasToPng(cv, ref = [0, 0, 0]) {
  const bytes = new Uint8Array(cv.px.length);
  for (let i = 0; i < bytes.length; i++) {
    const r = ref[i % 3];
    const v = r + Math.round((cv.px[i] - r) / 2) * 2;
    bytes[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  return encodePng(cv.w, cv.h, bytes);
}

// ---------------------------------------------------------------------------
// Colour and math helpers
// ---------------------------------------------------------------------------

function hexToRgb(hex) {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const clamp = (v, lo, hi) => (v < lo ? lo : v > hi ? hi : v);
const mix = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const luminance = (c) => (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;

function smoothstep(e0, e1, x) {
  const t = clamp((x - e0) / (e1 - e0), 0, 1);
  return t * t * (3 - 2 * t);
}

/** base * f + add, then lift towards white by hl (0–1). */
function shade(base, f, add = 0, hl = 0) {
  const out = [0, 0, 0];
  for (let k = 0; k < 3; k++) {
    const v = base[k] * f + add;
    out[k] = v + (255 - v) * hl;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Deterministic noise
// ---------------------------------------------------------------------------

/** FNV-1a 32-bit hash of a string, used as a seed. */
function seedOf(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Integer lattice hash -> [0, 1). */
function hash2(x, y, s) {
  let h = Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ Math.imul(s | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Smooth value noise in [0, 1). */
function vnoise(x, y, s) {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const xf = x - xi;
  const yf = y - yi;
  const u = xf * xf * (3 - 2 * xf);
  const v = yf * yf * (3 - 2 * yf);
  const a = hash2(xi, yi, s);
  const b = hash2(xi + 1, yi, s);
  const c = hash2(xi, yi + 1, s);
  const d = hash2(xi + 1, yi + 1, s);
  return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v;
}

/** Fractal value noise in [0, 1). */
function fbm(x, y, s, octaves = 3) {
  let sum = 0;
  let amp = 0.5;
  let freq = 1;
  let norm = 0;
  for (let o = 0; o < octaves; o++) {
    sum += amp * vnoise(x * freq, y * freq, (s + o * 1013) | 0);
    norm += amp;
    amp *= 0.5;
    freq *= 2;
  }
  return sum / norm;
}

/** mulberry32: small seeded PRNG for layout decisions. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Signed distance to a rounded box centred at the origin. */
function sdRoundBox(px, py, hw, hh, r) {
  const qx = Math.abs(px) - hw + r;
  const qy = Math.abs(py) - hh + r;
  const ox = Math.max(qx, 0);
  const oy = Math.max(qy, 0);
  return Math.hypot(ox, oy) + Math.min(Math.max(qx, qy), 0) - r;
}

/** Distance from point to segment. */
function distSegment(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = clamp(((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy), 0, 1);
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

// ---------------------------------------------------------------------------
// Material model
// ---------------------------------------------------------------------------

/** Which texture family a product uses. Explicit for the demo keys, else by category. */
const KIND_BY_KEY = {
  'ekparkett-rustik': 'wood',
  'fiskben-ek': 'wood',
  'tallgolv-bredplank': 'wood',
  'korkgolv-natur': 'cork',
  parlspont: 'painted-wood',
  'ribbpanel-lamell': 'wood',
  'akustikpanel-filt': 'felt',
  terrakottaklinker: 'terracotta',
  'handglaserat-kakel': 'glaze',
  betongklinker: 'concrete',
  'laminat-nordisk-ek': 'wood',
  'hpl-matt': 'plain',
  kompaktlaminat: 'plain',
  kalkfarg: 'lime',
  linoljefarg: 'brush',
  'snickerifarg-blank': 'brush',
};
const KIND_BY_CATEGORY = {
  flooring: 'wood',
  'wall-panels': 'painted-wood',
  tiles: 'glaze',
  laminates: 'plain',
  paints: 'brush',
};
const kindOf = (product) => KIND_BY_KEY[product.key] || KIND_BY_CATEGORY[product.category] || 'plain';

/**
 * Texture of a material at local coordinates (u along the grain/stroke, v across).
 * Returns a multiplicative factor f and an additive offset (0–255 scale).
 */
function materialTexture(kind, seed, u, v) {
  switch (kind) {
    case 'wood': {
      const fine = fbm(u / 150, v / 2.2, seed, 3);
      const broad = fbm(u / 420, v / 16, seed + 7, 2);
      const pore = hash2(Math.floor(u / 7), Math.floor(v), seed + 3);
      return { f: 1 + (fine - 0.5) * 0.24 + (broad - 0.5) * 0.18 - (pore < 0.06 ? 0.05 : 0), add: 0 };
    }
    case 'painted-wood': {
      const g = fbm(u / 220, v / 3, seed, 2);
      return { f: 1 + (g - 0.5) * 0.05, add: 0 };
    }
    case 'cork': {
      const g = fbm(u / 4, v / 4, seed, 2);
      const b = fbm(u / 22, v / 22, seed + 5, 2);
      const speck = vnoise(u / 1.6, v / 1.6, seed + 9);
      return { f: 1 + (g - 0.5) * 0.3 + (b - 0.5) * 0.12 - (speck < 0.18 ? 0.12 : 0), add: 0 };
    }
    case 'felt': {
      const g = hash2(Math.floor(u / 2), Math.floor(v), seed);
      const b = fbm(u / 9, v / 9, seed + 2, 2);
      return { f: 1 + (g - 0.5) * 0.05 + (b - 0.5) * 0.08, add: (g - 0.5) * 3 };
    }
    case 'terracotta': {
      const m = fbm(u / 28, v / 28, seed, 3);
      const s = hash2(Math.floor(u / 2), Math.floor(v / 2), seed + 1);
      return { f: 1 + (m - 0.5) * 0.2 + (s - 0.5) * 0.05, add: 0 };
    }
    case 'glaze': {
      const flow = fbm(u / 14, v / 46, seed, 3);
      return { f: 1 + (flow - 0.5) * 0.16, add: 0 };
    }
    case 'concrete': {
      const c = fbm(u / 55, v / 55, seed, 3);
      const fine = fbm(u / 5, v / 5, seed + 4, 2);
      const pore = hash2(Math.floor(u), Math.floor(v), seed + 8) < 0.004 ? -0.18 : 0;
      return { f: 1 + (c - 0.5) * 0.16 + (fine - 0.5) * 0.07 + pore, add: (c - 0.5) * 8 };
    }
    case 'lime': {
      const c = fbm(u / 38, v / 30, seed, 4);
      const brush = fbm(u / 90, v / 2.5, seed + 2, 2);
      return { f: 1 + (c - 0.5) * 0.16 + (brush - 0.5) * 0.05, add: 0 };
    }
    case 'brush': {
      const streak = fbm(u / 130, v / 1.6, seed, 3);
      const body = fbm(u / 60, v / 12, seed + 3, 2);
      return { f: 1 + (streak - 0.5) * 0.1 + (body - 0.5) * 0.05, add: 0 };
    }
    default: {
      const c = fbm(u / 60, v / 60, seed, 2);
      return { f: 1 + (c - 0.5) * 0.03, add: 0 };
    }
  }
}

/** Extra per-pixel grain for 'structured' finishes (in addition to the material). */
function finishGrain(finish, seed, x, y, base) {
  if (finish !== 'structured') return 0;
  // 2 px runs along x keep the PNG small while still reading as grain
  const g = hash2(x >> 1, y, seed + 77) - 0.5;
  return g * (2 + 7 * (1 - luminance(base)));
}

/** Specular lift for a point (nx, ny in 0–1 across the object), by finish. */
function finishHighlight(finish, nx, ny) {
  if (finish === 'gloss') {
    const d2 = (nx - 0.28) ** 2 + (ny - 0.22) ** 2;
    return 0.34 * Math.exp(-d2 / 0.02) + 0.07 * Math.exp(-d2 / 0.12);
  }
  if (finish === 'satin') {
    const d = nx + ny - 0.7;
    return 0.09 * Math.exp(-(d * d) / 0.08);
  }
  return 0;
}

// Lookups
const productByKey = new Map(data.products.map((p) => [p.key, p]));
const surfacesByProduct = new Map();
for (const s of data.surfaces) {
  if (!surfacesByProduct.has(s.product)) surfacesByProduct.set(s.product, []);
  surfacesByProduct.get(s.product).push(s);
}

/** Colour of surface s at local chip coordinates (used by swatches and chips). */
function chipColor(s, kind, seed, u, v, nx, ny, x, y) {
  const base = hexToRgb(s.hex);
  const t = materialTexture(kind, seed, u, v);
  // Swatches stay calm: halve the material contrast.
  const f = 1 + (t.f - 1) * 0.6;
  return shade(base, f, t.add * 0.6 + finishGrain(s.finish, seed, x, y, base), finishHighlight(s.finish, nx, ny));
}

// ---------------------------------------------------------------------------
// Swatches 128×128
// ---------------------------------------------------------------------------

function renderSwatch(s) {
  const W = 128;
  const cv = createCanvas(W, W);
  const product = productByKey.get(s.product);
  const kind = product ? kindOf(product) : 'plain';
  const seed = seedOf(s.articleNumber);
  const base = hexToRgb(s.hex);
  for (let y = 0; y < W; y++) {
    for (let x = 0; x < W; x++) {
      const nx = x / (W - 1);
      const ny = y / (W - 1);
      // Very low-contrast material hint plus the finish.
      const t = materialTexture(kind, seed, x, y);
      const low = fbm(x / 40, y / 40, seed + 11, 3) - 0.5;
      let f = 1 + (t.f - 1) * 0.35 + low * 0.03;
      let add = t.add * 0.35 + finishGrain(s.finish, seed, x, y, base);
      if (s.finish === 'gloss') f -= 0.05 * (nx + ny) * 0.5; // falls off away from the light
      if (s.finish === 'structured') add += (fbm(x / 3, y / 3, seed + 5, 2) - 0.5) * 6;
      setPixel(cv, x, y, shade(base, f, add, finishHighlight(s.finish, nx, ny)));
    }
  }
  cv.ref = base;
  return cv;
}

// ---------------------------------------------------------------------------
// Product pictures 480×320
// ---------------------------------------------------------------------------

const PW = 480;
const PH = 320;

/** Which of three colours a point belongs to: diagonal thirds across the picture. */
function third(x, y, w = PW, h = PH) {
  const t = (x + 0.45 * (h - y)) / (w + 0.45 * h);
  return clamp(Math.floor(t * 3), 0, 2);
}

/** Horizontal planks with staggered end joints. */
function renderPlanks(cv, surfs, kind, seed, opt) {
  const { plankH, minL, maxL, bevel = 0, knots = false, byRow = false } = opt;
  const visibleRows = Math.ceil(cv.h / plankH);
  const rand = prng(seed);
  const rows = Math.ceil(cv.h / plankH) + 1;
  // Lay out each row: list of { x0, x1, id, colour, tone, knots }
  const layout = [];
  let id = 0;
  for (let r = 0; r < rows; r++) {
    const row = [];
    let x = -Math.floor(rand() * maxL);
    while (x < cv.w) {
      const len = Math.round(minL + rand() * (maxL - minL));
      const cx = x + len / 2;
      const cy = r * plankH + plankH / 2;
      const ks = [];
      if (knots && rand() < 0.45) {
        ks.push({ u: 20 + rand() * (len - 40), v: 6 + rand() * (plankH - 12), r: 2.5 + rand() * 3.5 });
      }
      const c = byRow ? clamp(Math.floor((r * 3) / visibleRows), 0, 2) : third(cx, cy, cv.w, cv.h);
      row.push({ x0: x, x1: x + len, id: id++, c, tone: (rand() - 0.5) * 0.1, ks });
      x += len;
    }
    layout.push(row);
  }
  const bases = surfs.map((s) => hexToRgb(s.hex));
  for (let y = 0; y < cv.h; y++) {
    const r = Math.floor(y / plankH);
    const v = y - r * plankH;
    const row = layout[r];
    let pi = 0;
    for (let x = 0; x < cv.w; x++) {
      while (x >= row[pi].x1) pi++;
      const p = row[pi];
      const u = x - p.x0;
      const s = surfs[p.c];
      const base = bases[p.c];
      const t = materialTexture(kind, seed + p.id * 131, u + p.id * 977, v + r * 53);
      let f = t.f + p.tone;
      // knots
      for (const k of p.ks) {
        const d = Math.hypot((u - k.u) / (k.r * 1.9), (v - k.v) / k.r);
        if (d < 1) f *= 0.5 + 0.35 * d;
        else if (d < 2.6) f *= 1 - 0.07 * Math.cos((d - 1) * 5) * (2.6 - d) * 0.6;
      }
      // joints and bevels
      const len = p.x1 - p.x0;
      const edgeV = Math.min(v, plankH - 1 - v);
      const edgeU = Math.min(u, len - 1 - u);
      if (edgeV === 0 || edgeU === 0) f *= 0.72;
      else if (bevel && edgeV <= bevel) f *= v <= bevel ? 1.05 : 0.9;
      else if (v === 1) f *= 1.04;
      const hl = finishHighlight(s.finish, x / cv.w, y / cv.h) * 0.6;
      setPixel(cv, x, y, shade(base, f, t.add + finishGrain(s.finish, seed, x, y, base) * 0.6, hl));
    }
  }
}

/** 45° herringbone; staves of n cells by 1 cell, cell size `cell`. */
function renderHerringbone(cv, surfs, kind, seed, opt) {
  const { cell = 18, n = 4, squashY = 1 } = opt;
  const SQ = Math.SQRT1_2;
  const bases = surfs.map((s) => hexToRgb(s.hex));
  const L = n * cell;
  const tones = new Map();
  const toneOf = (key) => {
    if (!tones.has(key)) tones.set(key, (hash2(key.length, seedOf(key), seed) - 0.5) * 0.12);
    return tones.get(key);
  };
  for (let y = 0; y < cv.h; y++) {
    for (let x = 0; x < cv.w; x++) {
      const yy = y / squashY;
      const px = (x + yy) * SQ + 4000;
      const py = (yy - x) * SQ + 4000;
      const i = Math.floor(px / cell);
      const j = Math.floor(py / cell);
      const c = (((i - j) % (2 * n)) + 2 * n) % (2 * n);
      let u;
      let v;
      let key;
      let cxr;
      let cyr; // brick centre in rotated space
      if (c < n) {
        const i0 = i - c;
        u = px - i0 * cell;
        v = py - j * cell;
        key = `h${i0},${j}`;
        cxr = i0 * cell + L / 2;
        cyr = j * cell + cell / 2;
      } else {
        const j0 = j + (c - n); // top cell (c === n)
        const jTop = j0 - (n - 1);
        u = py - jTop * cell;
        v = px - i * cell;
        key = `v${i},${j0}`;
        cxr = i * cell + cell / 2;
        cyr = jTop * cell + L / 2;
      }
      // back to image space for the colour region
      const bx = (cxr - 4000 - (cyr - 4000)) * SQ;
      const by = (cxr - 4000 + (cyr - 4000)) * SQ * squashY;
      const ci = third(bx, by, cv.w, cv.h);
      const base = bases[ci];
      const bseed = seedOf(key);
      const t = materialTexture(kind, seed + (bseed & 1023), u + (bseed & 4095), v);
      let f = t.f + toneOf(key);
      const d = Math.min(u, L - u, v, cell - v); // distance to stave edge
      f *= 1 - 0.28 * clamp(1.1 - d, 0, 1);
      const hl = finishHighlight(surfs[ci].finish, x / cv.w, y / cv.h) * 0.6;
      setPixel(cv, x, y, shade(base, f, t.add, hl));
    }
  }
}

/** Tile grid with grout. */
function renderTiles(cv, surfs, kind, seed, opt) {
  const { tw, th, grout, stagger = 0 } = opt;
  const bases = surfs.map((s) => hexToRgb(s.hex));
  const groutBase = [168, 164, 156];
  for (let y = 0; y < cv.h; y++) {
    for (let x = 0; x < cv.w; x++) {
      const ty = Math.floor(y / (th + grout));
      const ox = stagger ? (ty % 2) * Math.floor(tw / 2) : 0;
      const tx = Math.floor((x + ox) / (tw + grout));
      const lx = x + ox - tx * (tw + grout);
      const ly = y - ty * (th + grout);
      const ci = third(tx * (tw + grout) - ox + tw / 2, ty * (th + grout) + th / 2, cv.w, cv.h);
      const base = bases[ci];
      const s = surfs[ci];
      if (lx >= tw || ly >= th) {
        const g = mix(base, groutBase, 0.72);
        const gn = (hash2(x, y, seed + 99) - 0.5) * 6;
        setPixel(cv, x, y, shade(g, 1, gn));
        continue;
      }
      const tseed = (seed + tx * 7919 + ty * 104729) | 0;
      const tone = (hash2(tx, ty, seed) - 0.5) * (kind === 'glaze' ? 0.14 : 0.1);
      const t = materialTexture(kind, tseed, lx, ly);
      let f = t.f + tone;
      let hl = 0;
      const edge = Math.min(lx, ly, tw - 1 - lx, th - 1 - ly);
      if (kind === 'glaze') {
        // glaze thins and lightens over the rounded edge; shadow at bottom/right
        if (edge < 3) f *= lx < 3 || ly < 3 ? 1.06 + (3 - edge) * 0.02 : 0.9;
        hl = finishHighlight(s.finish, lx / tw, ly / th);
      } else {
        if (edge === 0) f *= lx === 0 || ly === 0 ? 1.04 : 0.9;
        hl = finishHighlight(s.finish, x / cv.w, y / cv.h) * 0.5;
      }
      setPixel(cv, x, y, shade(base, f, t.add + finishGrain(s.finish, seed, x, y, base), hl));
    }
  }
}

/** Soft light falloff over a whole picture (wall lit from the upper left). */
function vignette(cv, strength = 0.06) {
  for (let y = 0; y < cv.h; y++) {
    for (let x = 0; x < cv.w; x++) {
      const d = Math.hypot(x / cv.w - 0.2, y / cv.h - 0.1);
      const f = 1 + strength * 0.5 - strength * d;
      const i = (y * cv.w + x) * 3;
      cv.px[i] *= f;
      cv.px[i + 1] *= f;
      cv.px[i + 2] *= f;
    }
  }
}

/** Vertical boards: 'beaded' tongue-and-groove, 'slats' on dark felt, or 'felt' panels with grooves. */
function renderVerticalPanels(cv, surfs, kind, seed, style) {
  const bases = surfs.map((s) => hexToRgb(s.hex));
  if (style === 'felt') {
    const panelW = cv.w / 3;
    for (let y = 0; y < cv.h; y++) {
      for (let x = 0; x < cv.w; x++) {
        const pi = Math.min(2, Math.floor(x / panelW));
        const lx = x - pi * panelW;
        const base = bases[pi];
        const t = materialTexture('felt', seed + pi * 31, y, x);
        let f = t.f;
        const gp = (lx + 10) % 20; // grooves every 20 px
        if (gp < 4) f *= 0.74 + 0.06 * Math.abs(gp - 1.5);
        else if (gp < 5) f *= 1.04;
        if (lx < 1.5 || lx > panelW - 1.5) f *= 0.55;
        setPixel(cv, x, y, shade(base, f, t.add + finishGrain(surfs[pi].finish, seed, x, y, base) * 0.5));
      }
    }
    vignette(cv, 0.08);
    return;
  }
  const isSlats = style === 'slats';
  const boardW = isSlats ? 22 : 40;
  const gap = isSlats ? 9 : 0;
  const pitch = boardW + gap;
  const count = Math.ceil(cv.w / pitch);
  const felt = [24, 23, 22];
  for (let y = 0; y < cv.h; y++) {
    for (let x = 0; x < cv.w; x++) {
      const bi = Math.floor(x / pitch);
      const lx = x - bi * pitch;
      const ci = clamp(Math.floor((bi * 3) / count), 0, 2);
      const base = bases[ci];
      const s = surfs[ci];
      if (lx >= boardW) {
        const g = hash2(x, y, seed) - 0.5;
        // slat shadow falls on the felt to the right
        const sh = lx - boardW < 3 ? 0.7 : 1;
        setPixel(cv, x, y, shade(felt, sh, g * 6));
        continue;
      }
      const t = materialTexture(kind, seed + bi * 911, y + bi * 613, lx);
      let f = t.f + (hash2(bi, 0, seed) - 0.5) * 0.06;
      if (isSlats) {
        if (lx < 2) f *= 1.08;
        else if (lx >= boardW - 2) f *= 0.82;
      } else {
        // groove, then a rounded bead, then the flat board
        if (lx < 2) f *= 0.55;
        else if (lx < 9) f *= 1 + 0.1 * Math.cos(((lx - 2) / 7) * Math.PI);
        else if (lx < 10) f *= 0.86;
      }
      const hl = finishHighlight(s.finish, x / cv.w, y / cv.h) * 0.5;
      setPixel(cv, x, y, shade(base, f, t.add, hl));
    }
  }
  vignette(cv, 0.07);
}

/**
 * Draw rotated rounded-rectangle chips (samples) onto a canvas, back to front,
 * with soft shadows and an optional visible edge thickness.
 * chip: { cx, cy, hw, hh, angle, r, thick, edge: rgb, color(u, v, nx, ny, x, y) -> rgb }
 */
function drawChips(cv, chips, shadow = { dx: 5, dy: 9, blur: 12, alpha: 0.26 }) {
  const black = [20, 18, 16];
  for (const chip of chips) {
    const cos = Math.cos(chip.angle);
    const sin = Math.sin(chip.angle);
    const reach = Math.hypot(chip.hw, chip.hh) + shadow.blur + Math.max(shadow.dx, shadow.dy) + chip.thick + 2;
    const x0 = Math.max(0, Math.floor(chip.cx - reach));
    const x1 = Math.min(cv.w - 1, Math.ceil(chip.cx + reach));
    const y0 = Math.max(0, Math.floor(chip.cy - reach));
    const y1 = Math.min(cv.h - 1, Math.ceil(chip.cy + reach + chip.thick));
    const local = (x, y) => {
      const dx = x - chip.cx;
      const dy = y - chip.cy;
      return [dx * cos + dy * sin, -dx * sin + dy * cos];
    };
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        // shadow
        const [sx, sy] = local(x - shadow.dx, y - shadow.dy - chip.thick);
        const ds = sdRoundBox(sx, sy, chip.hw, chip.hh, chip.r);
        const sa = shadow.alpha * (1 - smoothstep(-shadow.blur * 0.5, shadow.blur, ds));
        blendPixel(cv, x, y, black, sa);
        // edge (extrusion downwards by `thick`)
        if (chip.thick > 0) {
          let de = Infinity;
          for (let tt = 1; tt <= chip.thick; tt += 1) {
            const [ex, ey] = local(x, y - tt);
            de = Math.min(de, sdRoundBox(ex, ey, chip.hw, chip.hh, chip.r));
          }
          const ea = clamp(0.5 - de, 0, 1);
          if (ea > 0) blendPixel(cv, x, y, shade(chip.edge, 1, (hash2(x, y, 5) - 0.5) * 4), ea);
        }
        // top face
        const [lx, ly] = local(x, y);
        const d = sdRoundBox(lx, ly, chip.hw, chip.hh, chip.r);
        const a = clamp(0.5 - d, 0, 1);
        if (a <= 0) continue;
        const u = lx + chip.hw;
        const v = ly + chip.hh;
        let c = chip.color(u, v, u / (2 * chip.hw), v / (2 * chip.hh), x, y);
        if (d > -1.6) c = shade(c, 1.06, 3); // thin lit edge
        blendPixel(cv, x, y, c, a);
      }
    }
  }
}

function tableBackground(cv, rgb, seed, amp = 0.03) {
  for (let y = 0; y < cv.h; y++) {
    for (let x = 0; x < cv.w; x++) {
      const n = fbm(x / 70, y / 70, seed, 3) - 0.5;
      const g = y / cv.h;
      setPixel(cv, x, y, shade(rgb, 1 + n * amp - 0.04 * g));
    }
  }
}

function renderSampleFan(cv, surfs, kind, seed, opt) {
  const { thick, edgeOf } = opt;
  tableBackground(cv, [233, 229, 222], seed);
  const placements = [
    { cx: 150, cy: 128, angle: -0.2 },
    { cx: 250, cy: 168, angle: 0.05 },
    { cx: 345, cy: 205, angle: 0.24 },
  ];
  const chips = surfs.map((s, i) => {
    const p = placements[i % 3];
    const base = hexToRgb(s.hex);
    const sseed = seedOf(s.articleNumber);
    return {
      ...p,
      hw: 118,
      hh: 74,
      r: 6,
      thick,
      edge: edgeOf(base),
      color: (u, v, nx, ny, x, y) => chipColor(s, kind, sseed, u, v, nx, ny, x, y),
    };
  });
  drawChips(cv, chips);
}

/** Broad brush strokes of paint on an off-white wall. */
function renderBrushStrokes(cv, surfs, kind, seed) {
  tableBackground(cv, [241, 238, 232], seed, 0.025);
  const strokes = [
    { cy: 78, angle: -0.05, x0: 34, x1: 452 },
    { cy: 164, angle: 0.025, x0: 22, x1: 446 },
    { cy: 248, angle: -0.015, x0: 40, x1: 458 },
  ];
  const halfW = 40;
  strokes.forEach((st, i) => {
    const s = surfs[i];
    const base = hexToRgb(s.hex);
    const sseed = seedOf(s.articleNumber);
    const cos = Math.cos(st.angle);
    const sin = Math.sin(st.angle);
    const cx = (st.x0 + st.x1) / 2;
    const len = st.x1 - st.x0;
    for (let y = 0; y < cv.h; y++) {
      for (let x = 0; x < cv.w; x++) {
        const dx = x - cx;
        const dy = y - st.cy;
        const u = dx * cos + dy * sin + len / 2; // 0..len along the stroke
        const v = -dx * sin + dy * cos; // across, 0 at centre
        if (u < -10 || u > len + 10 || Math.abs(v) > halfW + 8) continue;
        // ragged long edges
        const edgeTop = halfW * (0.93 + 0.08 * vnoise(u / 30, 1, sseed)) + 1.4 * (vnoise(u / 6, 3, sseed) - 0.5);
        const edgeBot = halfW * (0.93 + 0.08 * vnoise(u / 30, 2, sseed)) + 1.4 * (vnoise(u / 6, 4, sseed) - 0.5);
        const edge = v < 0 ? edgeTop : edgeBot;
        let a = clamp(edge - Math.abs(v) + 0.5, 0, 1);
        // rounded, loaded start
        const vn = v / halfW;
        const start = 6 + 14 * vn * vn + 4 * vnoise(v / 5, 7, sseed);
        a *= clamp(u - start + 0.5, 0, 1);
        // dry-brush end: bristle gaps open up over the last 80 px
        const bristle = vnoise(v / 2.2, 9, sseed) * 0.6 + vnoise(v / 7, 11, sseed) * 0.4;
        const dry = (u - (len - 80)) / 80;
        if (dry > 0) a *= smoothstep(dry - 0.2, dry + 0.2, bristle * 1.15 + 0.1);
        if (a <= 0) continue;
        const t = materialTexture(kind, sseed, u, v + halfW);
        let f = t.f;
        if (Math.abs(v) > edge - 4) f *= 0.95; // paint builds up at the edges
        const hl =
          s.finish === 'gloss'
            ? 0.3 * Math.exp(-(((v + 0.38 * halfW) / 5) ** 2)) * (0.55 + 0.45 * fbm(u / 40, 1, sseed, 2))
            : s.finish === 'satin'
              ? 0.1 * Math.exp(-(((v + 0.3 * halfW) / 11) ** 2))
              : 0;
        blendPixel(cv, x, y, shade(base, f, t.add, hl), a);
      }
    }
  });
}

function renderProduct(product) {
  const surfs = surfacesByProduct.get(product.key) || [];
  while (surfs.length < 3) surfs.push(surfs[0] || { hex: '#cccccc', finish: 'matt', articleNumber: product.key });
  const cv = createCanvas(PW, PH);
  const kind = kindOf(product);
  const seed = seedOf(product.key);
  const key = product.key;
  switch (product.category) {
    case 'flooring':
      if (key === 'fiskben-ek') renderHerringbone(cv, surfs, kind, seed, { cell: 18, n: 4 });
      else if (kind === 'cork') renderPlanks(cv, surfs, kind, seed, { plankH: 46, minL: 190, maxL: 190, bevel: 1 });
      else if (key === 'tallgolv-bredplank') renderPlanks(cv, surfs, kind, seed, { plankH: 54, minL: 300, maxL: 620, knots: true, byRow: true });
      else renderPlanks(cv, surfs, kind, seed, { plankH: 44, minL: 150, maxL: 330, knots: key.includes('rustik') });
      break;
    case 'laminates':
      if (kind === 'wood') renderPlanks(cv, surfs, kind, seed, { plankH: 46, minL: 300, maxL: 300, bevel: 2 });
      else if (key === 'kompaktlaminat') renderSampleFan(cv, surfs, kind, seed, { thick: 9, edgeOf: (b) => shade(b, 0.82) });
      else renderSampleFan(cv, surfs, kind, seed, { thick: 3, edgeOf: () => [92, 70, 50] });
      break;
    case 'tiles':
      if (kind === 'concrete') renderTiles(cv, surfs, kind, seed, { tw: 196, th: 96, grout: 3, stagger: 1 });
      else if (kind === 'terracotta') renderTiles(cv, surfs, kind, seed, { tw: 62, th: 62, grout: 5 });
      else renderTiles(cv, surfs, kind, seed, { tw: 44, th: 44, grout: 3 });
      break;
    case 'wall-panels':
      if (kind === 'felt') renderVerticalPanels(cv, surfs, kind, seed, 'felt');
      else if (kind === 'wood') renderVerticalPanels(cv, surfs, kind, seed, 'slats');
      else renderVerticalPanels(cv, surfs, kind, seed, 'beaded');
      break;
    case 'paints':
    default:
      renderBrushStrokes(cv, surfs, kind, seed);
      break;
  }
  return cv;
}

// ---------------------------------------------------------------------------
// Logos 160×160
// ---------------------------------------------------------------------------

/** Geometric marks; each returns true when (x, y) in 0–160 is inside the mark. */
const MARKS = [
  // spruce: three stacked triangles and a trunk
  (x, y) => {
    const tri = (apexY, baseY, hw) => y >= apexY && y <= baseY && Math.abs(x - 80) <= ((y - apexY) / (baseY - apexY)) * hw;
    return tri(22, 66, 28) || tri(44, 96, 40) || tri(68, 126, 52) || (x >= 72 && x <= 88 && y > 120 && y <= 142);
  },
  // paint drop inside a ring
  (x, y) => {
    const r = Math.hypot(x - 80, y - 80);
    if (r >= 56 && r <= 68) return true;
    const dropR = 20;
    const cy = 94;
    if (Math.hypot(x - 80, y - cy) <= dropR) return true;
    const tipY = 46;
    if (y >= tipY && y <= cy) {
      // tangent lines from the tip to the circle
      const dTip = cy - tipY;
      const half = (y - tipY) * (dropR / Math.sqrt(dTip * dTip - dropR * dropR));
      return Math.abs(x - 80) <= half;
    }
    return false;
  },
  // tiles: 3×3 rounded squares, centre one as an outline
  (x, y) => {
    const size = 34;
    const gap = 8;
    const start = 80 - (3 * size + 2 * gap) / 2;
    for (let j = 0; j < 3; j++) {
      for (let i = 0; i < 3; i++) {
        const cx = start + i * (size + gap) + size / 2;
        const cy = start + j * (size + gap) + size / 2;
        const d = sdRoundBox(x - cx, y - cy, size / 2, size / 2, 6);
        if (i === 1 && j === 1) {
          if (d <= 0 && d >= -5) return true;
        } else if (d <= 0) return true;
      }
    }
    return false;
  },
  // fjord: three zigzag strokes
  (x, y) => {
    const pts = [
      [22, 0],
      [51, -24],
      [80, 0],
      [109, -24],
      [138, 0],
    ];
    for (let k = 0; k < 3; k++) {
      const oy = 70 + k * 30;
      for (let p = 0; p < pts.length - 1; p++) {
        if (distSegment(x, y, pts[p][0], pts[p][1] + oy, pts[p + 1][0], pts[p + 1][1] + oy) <= 6) return true;
      }
    }
    return false;
  },
  // slats: vertical bars of varying height (a sound wave)
  (x, y) => {
    const heights = [44, 76, 112, 88, 60, 32];
    const barW = 13;
    const gap = 8;
    const start = 80 - (heights.length * barW + (heights.length - 1) * gap) / 2;
    for (let i = 0; i < heights.length; i++) {
      const cx = start + i * (barW + gap) + barW / 2;
      if (sdRoundBox(x - cx, y - 80, barW / 2, heights[i] / 2, barW / 2) <= 0) return true;
    }
    return false;
  },
];

function renderLogo(producer, index) {
  const W = 160;
  const cv = createCanvas(W, W, [255, 255, 255]);
  const brand = hexToRgb(producer.brandColor);
  const mark = MARKS[index % MARKS.length];
  const SS = 4;
  for (let y = 0; y < W; y++) {
    for (let x = 0; x < W; x++) {
      let hits = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          if (mark(x + (sx + 0.5) / SS, y + (sy + 0.5) / SS)) hits++;
        }
      }
      if (hits) blendPixel(cv, x, y, brand, hits / (SS * SS));
    }
  }
  return cv;
}

// ---------------------------------------------------------------------------
// Block images
// ---------------------------------------------------------------------------

const allSurfaces = data.surfaces;

function surfaceChip(s, geom) {
  const product = productByKey.get(s.product);
  const kind = product ? kindOf(product) : 'plain';
  const sseed = seedOf(s.articleNumber);
  return {
    ...geom,
    color: (u, v, nx, ny, x, y) => chipColor(s, kind, sseed, u, v, nx, ny, x, y),
  };
}

/** A fan of sample chips across a warm table: the home hero. */
function renderHeroChips(w, h, seed) {
  const cv = createCanvas(w, h);
  tableBackground(cv, [236, 231, 223], seed, 0.035);
  const rand = prng(seed);
  // one surface per product, the middle colour, in a pleasing light-to-dark rhythm
  const picks = data.products.map((p) => (surfacesByProduct.get(p.key) || [])[1]).filter(Boolean);
  const n = Math.min(picks.length, 14);
  const chips = [];
  for (let i = 0; i < n; i++) {
    const s = picks[(i * 5) % picks.length];
    const t = n > 1 ? i / (n - 1) : 0.5;
    chips.push(
      surfaceChip(s, {
        cx: w * (0.08 + 0.84 * t),
        cy: h * (0.56 - 0.12 * Math.sin(t * Math.PI)) + (rand() - 0.5) * 18,
        hw: 58,
        hh: 96,
        r: 5,
        angle: (t - 0.5) * 0.5 + (rand() - 0.5) * 0.14,
        thick: 3,
        edge: shade(hexToRgb(s.hex), 0.78),
      }),
    );
  }
  drawChips(cv, chips);
  return cv;
}

/** A room elevation: beaded panelling, a skirting board and a herringbone floor. */
function renderHeroRoom(w, h, seed) {
  const cv = createCanvas(w, h);
  const find = (key, i) => (surfacesByProduct.get(key) || [])[i];
  const wall = find('parlspont', 1) || allSurfaces[0];
  const skirting = find('parlspont', 0) || allSurfaces[1];
  const floor = find('fiskben-ek', 0) || allSurfaces[2];
  const wallH = Math.round(h * 0.72);
  const skirtH = Math.round(h * 0.05);
  // wall
  const wallCv = createCanvas(w, wallH);
  renderVerticalPanels(wallCv, [wall, wall, wall], 'painted-wood', seed, 'beaded');
  // floor
  const floorH = h - wallH - skirtH;
  const floorCv = createCanvas(w, floorH);
  renderHerringbone(floorCv, [floor, floor, floor], 'wood', seed + 1, { cell: 16, n: 4, squashY: 0.5 });
  const skirtBase = hexToRgb(skirting.hex);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let c;
      if (y < wallH) {
        c = getPixel(wallCv, x, y);
        // ambient occlusion just above the skirting
        const d = wallH - y;
        if (d < 14) c = shade(c, 1 - 0.12 * (1 - d / 14));
      } else if (y < wallH + skirtH) {
        const ly = y - wallH;
        let f = 1 + (fbm(x / 200, ly / 3, seed, 2) - 0.5) * 0.04;
        if (ly === 0) f *= 1.05;
        else if (ly < 3) f *= 1.02;
        else if (ly === skirtH - 1) f *= 0.8;
        c = shade(skirtBase, f, 0, 0.04);
      } else {
        const ly = y - wallH - skirtH;
        c = getPixel(floorCv, x, ly);
        // shadow of the skirting and depth towards the viewer
        const sh = ly < 10 ? 1 - 0.22 * (1 - ly / 10) : 1;
        c = shade(c, sh * (0.95 + 0.08 * (ly / floorH)));
      }
      setPixel(cv, x, y, c);
    }
  }
  return cv;
}

/** Every surface as a sample chip, laid out in a grid on a pale table. */
function renderSampleGrid(w, h, seed) {
  const cv = createCanvas(w, h);
  tableBackground(cv, [228, 224, 217], seed, 0.04);
  const rand = prng(seed);
  const cols = 8;
  const rows = Math.ceil(allSurfaces.length / cols);
  const cellW = w / cols;
  const cellH = h / rows;
  const chips = allSurfaces.map((s, i) => {
    const c = i % cols;
    const r = Math.floor(i / cols);
    return surfaceChip(s, {
      cx: cellW * (c + 0.5) + (rand() - 0.5) * 6,
      cy: cellH * (r + 0.5) + (rand() - 0.5) * 4 - 2,
      hw: cellW * 0.4,
      hh: cellH * 0.36,
      r: 4,
      angle: (rand() - 0.5) * 0.1,
      thick: 2,
      edge: shade(hexToRgb(s.hex), 0.8),
    });
  });
  drawChips(cv, chips, { dx: 3, dy: 5, blur: 7, alpha: 0.22 });
  return cv;
}

/** Renderers for images referenced from blocks; unknown names fall back by prefix. */
function renderBlockImage(name) {
  const seed = seedOf(name);
  if (name === 'hero-home.png') return renderHeroChips(960, 400, seed);
  if (name === 'hero-about.png') return renderHeroRoom(960, 400, seed);
  if (name === 'about-samples.png') return renderSampleGrid(960, 540, seed);
  if (name.startsWith('hero-')) return renderHeroChips(960, 400, seed);
  return renderSampleGrid(960, 540, seed);
}

function collectBlockImages() {
  const names = new Set();
  const visit = (blocks) => {
    for (const b of blocks || []) if (b && typeof b.image === 'string' && b.image) names.add(b.image);
  };
  visit(data.home && data.home.blocks);
  for (const p of data.pages || []) visit(p.blocks);
  return [...names].sort();
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const jobs = [];
  for (const s of data.surfaces) jobs.push([s.swatch, () => renderSwatch(s)]);
  for (const p of data.products) jobs.push([p.image, () => renderProduct(p)]);
  data.producers.forEach((p, i) => jobs.push([p.logo, () => renderLogo(p, i)]));
  const generated = new Set(jobs.map(([name]) => name));
  for (const name of collectBlockImages()) {
    if (!generated.has(name)) {
      jobs.push([name, () => renderBlockImage(name)]);
      generated.add(name);
    }
  }

  // Remove stale PNGs from earlier runs so the folder mirrors data.js.
  for (const f of fs.readdirSync(OUT_DIR)) {
    if (f.endsWith('.png') && !generated.has(f)) fs.unlinkSync(path.join(OUT_DIR, f));
  }

  let total = 0;
  for (const [name, render] of jobs) {
    const cv = render();
    const png = canvasToPng(cv, cv.ref);
    fs.writeFileSync(path.join(OUT_DIR, name), png);
    total += png.length;
  }
  console.log(`Wrote ${jobs.length} images to ${path.relative(process.cwd(), OUT_DIR) || OUT_DIR} (${(total / 1024).toFixed(0)} KiB).`);
}

if (require.main === module) main();

module.exports = { encodePng, main };
