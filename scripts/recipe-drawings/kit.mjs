// The drawing kit shared by every file of recipe drawings: primitives, tableware and garnish.

// ---------------------------------------------------------------------------------------
// Primitives

export const n = (value) => Math.round(value);
export const n10 = (value) => Math.round(value * 10) / 10;
export const attrs = (extra) => (extra ? ` ${extra}` : "");
export const circle = (cx, cy, r, fill, extra) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;
export const rect = (x, y, w, h, r, fill, extra) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
export const shape = (d, fill, extra) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
export const line = (d, stroke, width) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
export const rotate = (deg, cx, cy) => `transform="rotate(${Math.round(deg)} ${n(cx)} ${n(cy)})"`;

/** mulberry32, seeded by the recipe id. */
export function seeded(text) {
  let seed = [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Points spread over an ellipse (uniform over its area). */
export function spread(random, count, cx, cy, rx, ry) {
  return Array.from({ length: count }, () => {
    const angle = random() * Math.PI * 2;
    const radius = Math.sqrt(random());
    return [cx + Math.cos(angle) * rx * radius, cy + Math.sin(angle) * ry * radius, random()];
  });
}

// ---------------------------------------------------------------------------------------
// Pieces of tableware and garnish

export const shadow = (cx, cy, rx, ry) => ellipse(cx, cy, rx, ry, "#000", 'opacity=".08"');

export function plate(cx = 200, cy = 150, r = 118) {
  return (
    shadow(cx + 6, cy + 8, r, r * 0.96) +
    circle(cx, cy, r, "#fff8ef", 'stroke="#ead8c4" stroke-width="4"') +
    circle(cx, cy, r * 0.74, "#fbf1e4")
  );
}

export function bowl(cx, cy, r, outside, inside = "#fff8ef") {
  return shadow(cx + 6, cy + 8, r, r * 0.96) + circle(cx, cy, r, outside) + circle(cx, cy, r * 0.9, inside);
}

export function cocotte(cx, cy, r, colour, inside = "#2b2522") {
  return (
    shadow(cx + 6, cy + 8, r + 20, r) +
    ellipse(cx - r - 8, cy, 18, 12, colour) +
    ellipse(cx + r + 8, cy, 18, 12, colour) +
    circle(cx, cy, r, colour) +
    circle(cx, cy, r * 0.9, inside)
  );
}

/** Fork on the left and knife on the right, as on Toque's other artwork. */
export const cutlery = () =>
  line("M36 80v140M29 80v34M43 80v34M29 114h14M364 80c12 18 12 44 0 58v82", "#9a7f6a", 6);

export const leaf = (cx, cy, length, angle, fill) =>
  ellipse(cx, cy, length, length * 0.42, fill, rotate(angle, cx, cy));

/**
 * Short strokes of one colour in one path: round caps make ovals and dots (a zero-length
 * segment is a dot), butt caps rectangles. One path for dozens of shapes keeps each file
 * well under 4 KB, where one element per speck of pepper would not.
 */
export const strokes = (colour, width, segments, cap = "round") =>
  `<path d="${segments.join("")}" fill="none" stroke="${colour}" stroke-width="${n10(width)}" stroke-linecap="${cap}"/>`;

/** A segment of this length centred on x, y; a length of 0 draws a dot. */
export function segment(x, y, length, deg) {
  if (length === 0) return `M${n(x)} ${n(y)}h0`;
  const dx = (Math.cos((deg * Math.PI) / 180) * length) / 2;
  const dy = (Math.sin((deg * Math.PI) / 180) * length) / 2;
  return `M${n(x - dx)} ${n(y - dy)}l${n(2 * dx)} ${n(2 * dy)}`;
}

export const herbs = (random, count, cx, cy, rx, ry, colour = "#4a7a2e", size = 6) =>
  strokes(
    colour,
    size * 0.8,
    spread(random, count, cx, cy, rx, ry).map(([x, y, t]) => segment(x, y, size * 1.3, t * 360)),
  );

export const specks = (random, count, cx, cy, rx, ry, colour, r = 2) =>
  strokes(
    colour,
    r * 2,
    spread(random, count, cx, cy, rx, ry).map(([x, y]) => segment(x, y, 0)),
  );

/** Scattered rectangles w × h (dice, lardons) of one colour. */
export const dice = (random, count, cx, cy, rx, ry, colour, w, h = w) =>
  strokes(
    colour,
    w,
    spread(random, count, cx, cy, rx, ry).map(([x, y, t]) => segment(x, y, h, t * 180)),
    "butt",
  );

/** Scattered ovals of half-axes w × h (meat, nuts, slices) of one colour. */
export const ovals = (random, count, cx, cy, rx, ry, colour, w, h) =>
  strokes(
    colour,
    2 * h,
    spread(random, count, cx, cy, rx, ry).map(([x, y, t]) => segment(x, y, 2 * (w - h), t * 180)),
  );

export const cherryTomato = (x, y, r = 10) =>
  circle(x, y, r, "#d93a2b") + circle(x - r * 0.3, y - r * 0.3, r * 0.28, "#f07a62");

export const lemonSlice = (x, y, r, rind = "#f2c230", flesh = "#fbe27a") =>
  circle(x, y, r, rind) +
  circle(x, y, r * 0.82, flesh) +
  line(`M${n(x - r * 0.7)} ${n(y)}H${n(x + r * 0.7)}M${n(x)} ${n(y - r * 0.7)}V${n(y + r * 0.7)}`, rind, 1.5);

export const carrotRound = (x, y, r = 8) => circle(x, y, r, "#e0782a") + circle(x, y, r * 0.45, "#f3a24e");

export const mushroom = (x, y, s, angle, cap = "#d8c3a0", gill = "#f3e8d4") =>
  `<g ${rotate(angle, x, y)}>${shape(`M${n(x - s)} ${n(y)}a${n(s)} ${n(s * 0.8)} 0 0 1 ${n(2 * s)} 0z`, cap)}${rect(x - s * 0.3, y, s * 0.6, s * 0.7, 2, gill)}</g>`;

export const egg = (x, y, r, angle = 0) =>
  ellipse(x, y, r, r * 0.75, "#fffdf6", `${rotate(angle, x, y)} stroke="#ece3d3" stroke-width="1.5"`) +
  circle(x, y, r * 0.45, "#f2a81d");

export const blueberry = (x, y, r = 5) =>
  circle(x, y, r, "#3b3f78") + circle(x - r * 0.3, y - r * 0.3, r * 0.3, "#7b80b8");

export const glass = (x, y, w, h) =>
  shadow(x + w / 2 + 4, y + h + 4, w * 0.6, 8) +
  rect(x, y, w, h, 10, "#f4f6f5", 'stroke="#d9dedc" stroke-width="3"');
