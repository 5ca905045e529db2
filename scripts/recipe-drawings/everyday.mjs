// The drawings of the everyday dishes and home-cooked world cuisines (app/content/catalogue/everyday.ts).
import {
  bowl,
  circle,
  cocotte,
  cutlery,
  dice,
  egg,
  ellipse,
  herbs,
  leaf,
  lemonSlice,
  line,
  mushroom,
  n,
  ovals,
  plate,
  rect,
  rotate,
  segment,
  shadow,
  shape,
  specks,
  spread,
  strokes,
} from "./kit.mjs";

/** A frying pan seen from above, its handle to the lower right. */
const pan = (cx, cy, r, colour = "#2f2b29", inside = "#45403c") =>
  shadow(cx + 6, cy + 8, r, r * 0.96) +
  rect(cx + r * 0.6, cy + r * 0.55, 90, 18, 9, colour, rotate(35, cx + r * 0.6, cy + r * 0.55)) +
  circle(cx, cy, r, colour) +
  circle(cx, cy, r * 0.88, inside);

/** A wooden board. */
const board = (x, y, w, h, colour = "#c99a63") =>
  shadow(x + w / 2 + 6, y + h / 2 + 8, w / 2, h / 2) +
  rect(x, y, w, h, 16, colour) +
  line(`M${x + 20} ${y + h * 0.3}h${w - 40}M${x + 30} ${y + h * 0.7}h${w - 70}`, "#b5844f", 3);

/** Curved strands (spaghetti, linguine, noodles) around a centre. */
const strands = (random, count, cx, cy, radius, colour, width) =>
  strokes(
    colour,
    width,
    Array.from({ length: count }, () => {
      const r = radius * (0.3 + random() * 0.7);
      const a = random() * 6.28;
      const b = a + 1 + random() * 1.6;
      const [x1, y1, x2, y2] = [
        cx + r * Math.cos(a),
        cy + r * Math.sin(a),
        cx + r * Math.cos(b),
        cy + r * Math.sin(b),
      ];
      return `M${n(x1)} ${n(y1)}A${n(r)} ${n(r)} 0 0 1 ${n(x2)} ${n(y2)}`;
    }),
  );

/** A shrimp: a thick pink arc with a darker tail. */
const shrimp = (x, y, s, angle) =>
  `<g ${rotate(angle, x, y)}>${line(`M${n(x - s)} ${n(y)}a${n(s)} ${n(s)} 0 1 1 ${n(s)} ${n(s)}`, "#f08a5d", s * 0.8)}${circle(x, y + s, s * 0.3, "#d9603a")}</g>`;

const wedge = (cx, cy, r, from, to, fill, extra) => {
  const p = (deg) =>
    `${n(cx + r * Math.cos((deg * Math.PI) / 180))} ${n(cy + r * Math.sin((deg * Math.PI) / 180))}`;
  return shape(`M${n(cx)} ${n(cy)}L${p(from)}A${n(r)} ${n(r)} 0 0 1 ${p(to)}z`, fill, extra);
};

export default {
  "croque-monsieur": [
    "#f6e2c4",
    (r) =>
      board(60, 50, 280, 200) +
      [
        [140, 150, 0],
        [258, 150, 180],
      ]
        .map(
          ([x, y, a]) =>
            `<g ${rotate(a + 20, x, y)}>${shape(`M${x - 55} ${y + 50}L${x + 50} ${y - 55}L${x + 55} ${y + 55}z`, "#e9c27a")}${shape(`M${x - 43} ${y + 43}L${x + 43} ${y - 43}L${x + 45} ${y + 45}z`, "#f4d98d")}</g>`,
        )
        .join("") +
      specks(r, 26, 200, 150, 110, 60, "#c47f2c", 4) +
      specks(r, 14, 200, 150, 110, 60, "#9a5a1f", 2),
  ],

  "salade-de-chevre-chaud": [
    "#e3efd6",
    (r) =>
      plate() +
      ovals(r, 9, 200, 150, 80, 80, "#6d9c3d", 24, 10) +
      ovals(r, 8, 200, 150, 80, 80, "#9cc25a", 20, 9) +
      [
        [160, 115],
        [245, 120],
        [155, 190],
        [245, 188],
      ]
        .map(
          ([x, y]) =>
            circle(x, y, 28, "#d9a65c") +
            circle(x, y, 22, "#fbf7ee") +
            circle(x, y, 22, "#e8b64a", 'opacity=".35"'),
        )
        .join("") +
      ovals(r, 7, 200, 150, 70, 70, "#8a5a32", 8, 6) +
      line("M135 150c30-12 60 14 90-2s40-10 50 0", "#e9a923", 3) +
      cutlery(),
  ],

  "escalopes-de-dinde-a-la-creme-et-aux-champignons": [
    "#f3e6d3",
    (r) =>
      pan(190, 145, 118) +
      circle(190, 145, 96, "#f2e5c9") +
      [
        [150, 110, 20],
        [232, 112, -15],
        [150, 182, -30],
        [235, 180, 10],
      ]
        .map(
          ([x, y, a]) =>
            ellipse(x, y, 40, 26, "#d9a25a", rotate(a, x, y)) +
            ellipse(x - 5, y - 4, 26, 14, "#e6b874", rotate(a, x, y)),
        )
        .join("") +
      spread(r, 10, 190, 145, 80, 80)
        .map(([x, y, t]) => mushroom(x, y, 9, t * 360))
        .join("") +
      herbs(r, 20, 190, 145, 80, 80, "#4d8a2e", 5),
  ],

  "crevettes-sautees-a-l-ail-et-au-persil": [
    "#fde4d6",
    (r) =>
      pan(190, 145, 118, "#1f1d1c", "#34302d") +
      spread(r, 13, 190, 145, 78, 78)
        .map(([x, y, t]) => shrimp(x, y, 14, t * 360))
        .join("") +
      herbs(r, 30, 190, 145, 85, 85, "#3f7f2a", 5) +
      specks(r, 14, 190, 145, 80, 80, "#f3e6b5", 2.5) +
      wedge(300, 60, 30, 90, 200, "#f2c230") +
      wedge(300, 60, 24, 95, 195, "#fbe27a"),
  ],

  "pave-de-cabillaud-sauce-vierge": [
    "#dcebf0",
    (r) =>
      plate() +
      rect(135, 105, 130, 90, 22, "#fbf8f1", 'stroke="#e8e1d2" stroke-width="3"') +
      line("M160 130c20 8 60 8 80 0M160 160c20 8 60 8 80 0", "#ece4d4", 3) +
      dice(r, 26, 200, 150, 70, 50, "#d8352a", 9) +
      specks(r, 7, 200, 150, 70, 50, "#2b2320", 5) +
      spread(r, 6, 200, 150, 70, 50)
        .map(([x, y, t]) => leaf(x, y, 8, t * 360, "#3f8a2e"))
        .join("") +
      cutlery(),
  ],

  "filets-de-maquereau-a-la-moutarde": [
    "#e4e9ef",
    (r) =>
      shadow(206, 158, 160, 100) +
      rect(40, 55, 320, 190, 24, "#f7f2ea", 'stroke="#c9c2b5" stroke-width="6"') +
      [95, 150, 205]
        .map(
          (y, i) =>
            ellipse(180 + (i % 2) * 20, y, 100, 20, "#7d8fa3") +
            ellipse(180 + (i % 2) * 20, y - 4, 88, 12, "#d9a73a"),
        )
        .join("") +
      specks(r, 30, 190, 150, 100, 70, "#9b6b1c", 2.5) +
      [
        [310, 95],
        [318, 150],
        [305, 205],
        [80, 210],
      ]
        .map(([x, y]) => circle(x, y, 20, "#e8c66a") + circle(x - 5, y - 5, 7, "#f4dc94"))
        .join("") +
      herbs(r, 10, 190, 150, 110, 80, "#4e7d35", 4),
  ],

  "spaghetti-a-la-carbonara": [
    "#fbf0d8",
    (r) =>
      bowl(200, 150, 118, "#ffffff", "#f7efe2") +
      circle(200, 150, 82, "#ecd08a") +
      strands(r, 26, 200, 150, 80, "#f5dc90", 5) +
      strands(r, 12, 200, 150, 70, "#dcb760", 3) +
      dice(r, 14, 200, 150, 60, 60, "#b8683a", 9, 12) +
      specks(r, 40, 200, 150, 85, 85, "#2a2522", 1.6),
  ],

  "penne-all-arrabbiata": [
    "#fbe0d8",
    (r) =>
      bowl(200, 150, 118, "#3f6fa8", "#f6efe4") +
      circle(200, 150, 86, "#c9321f") +
      strokes(
        "#f0c66b",
        14,
        spread(r, 22, 200, 150, 70, 70).map(([x, y, t]) => segment(x, y, 26, t * 180)),
        "butt",
      ) +
      strokes(
        "#c9321f",
        5,
        spread(r, 10, 200, 150, 70, 70).map(([x, y, t]) => segment(x, y, 12, t * 180)),
      ) +
      specks(r, 16, 200, 150, 80, 80, "#8e1a10", 2.5) +
      herbs(r, 16, 200, 150, 75, 75, "#4a8a2e", 4),
  ],

  "linguine-au-pesto-genovese": [
    "#e9f2df",
    (r) =>
      bowl(200, 150, 118, "#d6e3ef", "#fbf8f1") +
      circle(200, 150, 84, "#a9c46b") +
      strands(r, 26, 200, 150, 82, "#cbd98a", 5) +
      strands(r, 10, 200, 150, 70, "#5f8f2f", 3) +
      dice(r, 9, 200, 150, 60, 60, "#f2deaa", 12) +
      strokes(
        "#4f8a2b",
        6,
        spread(r, 8, 200, 150, 65, 65).map(([x, y, t]) => segment(x, y, 20, t * 180)),
      ) +
      ovals(r, 10, 200, 150, 65, 65, "#f6ecd0", 5, 3) +
      leaf(250, 105, 18, -30, "#3f7f2a"),
  ],

  "saltimbocca-de-veau": [
    "#f5e9dc",
    (r) =>
      shadow(206, 158, 150, 100) +
      ellipse(200, 150, 150, 100, "#fffaf2", 'stroke="#e3d3bd" stroke-width="4"') +
      ellipse(200, 150, 110, 66, "#c58a45", 'opacity=".35"') +
      [
        [130, 150, -10],
        [200, 145, 5],
        [270, 152, -5],
      ]
        .map(
          ([x, y, a]) =>
            rect(x - 32, y - 44, 64, 88, 22, "#b67a45", rotate(a, x, y)) +
            rect(x - 28, y - 40, 56, 80, 20, "#e8a0a0", rotate(a, x, y)) +
            leaf(x, y, 20, a + 80, "#8aa585"),
        )
        .join("") +
      specks(r, 10, 200, 150, 110, 60, "#a86a2c", 3),
  ],

  chakchouka: [
    "#f9dccb",
    (r) =>
      pan(190, 145, 118, "#2a2624", "#2a2624") +
      circle(190, 145, 100, "#c73a22") +
      strokes(
        "#e0522e",
        7,
        spread(r, 14, 190, 145, 85, 85).map(([x, y, t]) => segment(x, y, 26, t * 180)),
      ) +
      strokes(
        "#5d8d33",
        6,
        spread(r, 6, 190, 145, 85, 85).map(([x, y, t]) => segment(x, y, 22, t * 180)),
      ) +
      egg(150, 110, 24, 20) +
      egg(232, 112, 24, -15) +
      egg(148, 182, 24, 40) +
      egg(232, 182, 24, -30) +
      herbs(r, 18, 190, 145, 85, 85, "#3e7f2a", 4),
  ],

  "couscous-aux-legumes": [
    "#f7ead0",
    (r) =>
      shadow(186, 158, 130, 126) +
      circle(180, 150, 130, "#b4552c") +
      circle(180, 150, 116, "#f3e2bc") +
      circle(180, 150, 70, "#ecc86a") +
      specks(r, 40, 180, 150, 65, 65, "#f7dd8f", 2) +
      strokes(
        "#e37a26",
        12,
        spread(r, 6, 180, 150, 100, 100)
          .filter(([x, y]) => Math.hypot(x - 180, y - 150) > 72)
          .map(([x, y, t]) => segment(x, y, 34, t * 180)),
      ) +
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            circle(180 + 95 * Math.cos(i * 1.26), 150 + 95 * Math.sin(i * 1.26), 14, "#5f9a3a") +
            circle(180 + 95 * Math.cos(i * 1.26), 150 + 95 * Math.sin(i * 1.26), 9, "#d6e5a8"),
        )
        .join("") +
      specks(r, 10, 180, 150, 100, 100, "#e3c48e", 6) +
      bowl(335, 240, 42, "#b4552c", "#e6a43b"),
  ],

  "tajine-de-poulet-au-citron-confit-et-aux-olives": [
    "#f4dfc6",
    (r) =>
      shadow(166, 168, 120, 110) +
      circle(160, 160, 120, "#a9482a") +
      circle(160, 160, 102, "#c98a3c") +
      [
        [125, 130, 30],
        [195, 135, -40],
        [160, 195, 80],
      ]
        .map(
          ([x, y, a]) =>
            ellipse(x, y, 36, 24, "#b5672c", rotate(a, x, y)) +
            ellipse(x - 4, y - 4, 24, 14, "#d08a3f", rotate(a, x, y)),
        )
        .join("") +
      wedge(110, 185, 22, 180, 300, "#f2c230") +
      wedge(215, 190, 22, 200, 320, "#f2c230") +
      ovals(r, 10, 160, 160, 85, 85, "#8b9b2c", 7, 5) +
      herbs(r, 14, 160, 160, 85, 85, "#3e7f2a", 4) +
      shape("M300 60l55 150h-110z", "#b55230") +
      circle(300, 56, 10, "#b55230") +
      ellipse(300, 210, 62, 14, "#9a4024"),
  ],

  harira: [
    "#f2d9c0",
    (r) =>
      bowl(180, 150, 112, "#e9dac2", "#f9f3e8") +
      circle(180, 150, 90, "#c8622d") +
      specks(r, 24, 180, 150, 80, 80, "#7a4a24", 3) +
      specks(r, 14, 180, 150, 75, 75, "#f0cf8d", 6) +
      herbs(r, 22, 180, 150, 80, 80, "#3e7f2a", 4) +
      ovals(r, 5, 340, 90, 20, 40, "#5b2f17", 14, 7) +
      lemonSlice(335, 225, 24),
  ],

  "taboule-libanais": [
    "#eef5e0",
    (r) =>
      [0, 1, 2, 3, 4, 5, 6]
        .map((i) =>
          leaf(200 + 125 * Math.cos(i * 0.9), 150 + 110 * Math.sin(i * 0.9), 30, i * 52 + 90, "#7fb24a"),
        )
        .join("") +
      bowl(200, 150, 105, "#f3f3f0", "#f7f3ea") +
      circle(200, 150, 86, "#3f7a2a") +
      herbs(r, 80, 200, 150, 82, 82, "#6aa840", 5) +
      herbs(r, 30, 200, 150, 80, 80, "#2f6420", 4) +
      dice(r, 24, 200, 150, 74, 74, "#d8352a", 7),
  ],

  houmous: [
    "#f5ecdc",
    (r) =>
      strokes(
        "#e37a26",
        12,
        [0, 1, 2, 3, 4].map((i) =>
          segment(200 + 130 * Math.cos(i * 0.7 - 0.3), 150 + 125 * Math.sin(i * 0.7 - 0.3), 50, i * 40 + 60),
        ),
      ) +
      strokes(
        "#7fae4f",
        12,
        [0, 1, 2, 3].map((i) =>
          segment(200 + 130 * Math.cos(i * 0.7 + 3), 150 + 125 * Math.sin(i * 0.7 + 3), 50, i * 40 + 240),
        ),
      ) +
      bowl(200, 150, 105, "#5b86a8", "#f6efe4") +
      circle(200, 150, 84, "#e6d2aa") +
      line(
        "M200 150c12 0 14 12 6 18-12 9-28-2-26-16 3-20 30-26 44-12 20 20 6 52-22 54-34 2-56-26-50-56",
        "#c9b25a",
        6,
      ) +
      specks(r, 30, 200, 150, 70, 70, "#c23a1e", 2) +
      specks(r, 6, 200, 150, 20, 20, "#d9b779", 6),
  ],

  fattouch: [
    "#e8f1e4",
    (r) =>
      bowl(200, 150, 120, "#2f8f88", "#f4f1e6") +
      ovals(r, 10, 200, 150, 85, 85, "#7db24a", 24, 10) +
      spread(r, 7, 200, 150, 80, 80)
        .map(([x, y]) => circle(x, y, 11, "#d6405a") + circle(x, y, 8, "#fbf1f3"))
        .join("") +
      spread(r, 6, 200, 150, 80, 80)
        .map(([x, y]) => circle(x, y, 11, "#5d9a3a") + circle(x, y, 8, "#d9ecb0"))
        .join("") +
      dice(r, 14, 200, 150, 80, 80, "#d8352a", 10) +
      spread(r, 8, 200, 150, 80, 80)
        .map(([x, y, t]) => shape(`M${n(x)} ${n(y - 12)}l12 20h-24z`, "#dca85a", rotate(t * 360, x, y)))
        .join("") +
      herbs(r, 14, 200, 150, 80, 80, "#2f6a22", 4),
  ],

  "bo-bun-au-boeuf": [
    "#e6f0ec",
    (r) =>
      bowl(200, 150, 120, "#ffffff", "#f6f4ee") +
      strands(r, 30, 200, 150, 92, "#f0ebdc", 4) +
      strands(r, 10, 200, 150, 92, "#ddd5c0", 2) +
      ovals(r, 10, 170, 125, 40, 40, "#7a4126", 16, 7) +
      strokes(
        "#ec8a2e",
        3,
        spread(r, 24, 250, 150, 30, 60).map(([x, y, t]) => segment(x, y, 18, t * 180)),
      ) +
      strokes(
        "#6fa84a",
        9,
        spread(r, 6, 180, 205, 50, 20).map(([x, y, t]) => segment(x, y, 18, t * 60)),
      ) +
      spread(r, 8, 200, 150, 85, 85)
        .map(([x, y, t]) => leaf(x, y, 9, t * 360, "#3f8f3a"))
        .join("") +
      specks(r, 16, 200, 150, 80, 80, "#c58a48", 4),
  ],

  "rouleaux-de-printemps-aux-crevettes": [
    "#eef3e6",
    (r) =>
      board(30, 60, 280, 180, "#d7b07c") +
      [95, 150, 205]
        .map(
          (y, i) =>
            rect(60, y - 24, 210, 48, 24, "#f5f2ea") +
            strokes("#7db24a", 10, [segment(165, y + 4, 150, 0)]) +
            [0, 1, 2].map((k) => shrimp(110 + k * 50 + (i % 2) * 10, y - 8, 9, 45)).join("") +
            rect(60, y - 24, 210, 48, 24, "#ffffff", 'opacity=".45"'),
        )
        .join("") +
      bowl(345, 235, 40, "#3a5a7a", "#fbf5ea") +
      circle(345, 235, 28, "#d89a3c") +
      specks(r, 8, 345, 235, 20, 20, "#c7301f", 2),
  ],

  "poulet-tikka-masala": [
    "#fbe7d2",
    (r) =>
      bowl(150, 150, 108, "#b8733a", "#cf8a4a") +
      circle(150, 150, 86, "#e0662a") +
      circle(150, 150, 70, "#ea7f3c") +
      ovals(r, 9, 150, 150, 60, 60, "#b2491f", 16, 12) +
      ovals(r, 6, 150, 150, 60, 60, "#8d3416", 8, 6) +
      line("M115 140c20-12 50-12 70 6", "#f6d9b8", 4) +
      ellipse(310, 170, 70, 58, "#fbf8f1", 'stroke="#e5dccb" stroke-width="3"') +
      strokes(
        "#ffffff",
        4,
        spread(r, 30, 310, 170, 55, 44).map(([x, y, t]) => segment(x, y, 8, t * 180)),
      ) +
      herbs(r, 14, 230, 160, 130, 80, "#3e8a2e", 4),
  ],

  "chana-masala": [
    "#f6e6c8",
    (r) =>
      cocotte(190, 150, 108, "#5b3a24", "#7a4a2a") +
      circle(190, 150, 92, "#9c4a23") +
      spread(r, 26, 190, 150, 78, 78)
        .map(([x, y]) => circle(x, y, 9, "#e6c27a") + circle(x - 2, y - 2, 3, "#f4dca6"))
        .join("") +
      spread(r, 10, 190, 150, 80, 80)
        .map(([x, y, t]) => leaf(x, y, 8, t * 360, "#3f8f3a"))
        .join("") +
      wedge(340, 240, 28, 180, 290, "#f2c230") +
      wedge(340, 240, 22, 185, 285, "#fbe27a"),
  ],

  "chili-con-carne": [
    "#f9e3d3",
    (r) =>
      cocotte(170, 150, 108, "#c2312a", "#2b2522") +
      circle(170, 150, 92, "#8e2d1a") +
      specks(r, 40, 170, 150, 80, 80, "#5e2414", 4) +
      ovals(r, 18, 170, 150, 75, 75, "#5a1414", 9, 5) +
      ovals(r, 8, 170, 150, 75, 75, "#e0522e", 6, 4) +
      bowl(335, 95, 45, "#e7e2d8", "#fbf8f1") +
      specks(r, 20, 335, 95, 28, 28, "#ffffff", 3) +
      lemonSlice(335, 230, 26, "#5d9a2a", "#c6e27a"),
  ],

  "quesadillas-aux-haricots-noirs": [
    "#fdf0d5",
    (r) =>
      board(30, 45, 250, 210) +
      [0, 1, 2, 3]
        .map((i) =>
          wedge(155, 150, 88, i * 90 + 8, i * 90 + 82, "#e8c07a", 'stroke="#c6914a" stroke-width="3"'),
        )
        .join("") +
      strokes(
        "#f6c62c",
        6,
        [0, 1, 2, 3].map(
          (i) =>
            `M${n(155 + 88 * Math.cos((i * 90 + 8) * 0.01745))} ${n(150 + 88 * Math.sin((i * 90 + 8) * 0.01745))}L155 150`,
        ),
      ) +
      specks(r, 14, 155, 150, 70, 70, "#27212a", 4) +
      specks(r, 10, 155, 150, 70, 70, "#f2d34a", 4) +
      bowl(335, 190, 48, "#b8552e", "#f1e6d2") +
      circle(335, 190, 36, "#8cb84a") +
      specks(r, 10, 335, 190, 26, 26, "#d8352a", 2.5),
  ],

  "saumon-teriyaki": [
    "#e9e4f0",
    (r) =>
      shadow(206, 158, 150, 110) +
      rect(55, 40, 290, 220, 20, "#1f1e22") +
      rect(80, 95, 130, 90, 22, "#f08a4b") +
      rect(80, 95, 130, 90, 22, "#7a3414", 'opacity=".5"') +
      line("M100 120c20 10 60 10 90 0M100 150c20 10 60 10 90 0", "#f6b68a", 4) +
      specks(r, 22, 145, 140, 55, 35, "#f6ead0", 1.8) +
      ellipse(275, 150, 52, 46, "#fbf8f1") +
      strokes(
        "#ffffff",
        4,
        spread(r, 20, 275, 150, 40, 34).map(([x, y, t]) => segment(x, y, 8, t * 180)),
      ) +
      spread(r, 8, 150, 140, 60, 45)
        .map(([x, y]) => circle(x, y, 5, "#5fa83a") + circle(x, y, 2, "#d6efb0"))
        .join(""),
  ],

  "soupe-miso-au-tofu": [
    "#f3e3dc",
    (r) =>
      bowl(200, 150, 118, "#a3261e", "#1f1a19") +
      circle(200, 150, 92, "#c99a52") +
      circle(200, 150, 80, "#d6ad66", 'opacity=".6"') +
      dice(r, 10, 200, 150, 65, 65, "#fbf8f0", 18) +
      strokes(
        "#2c4a23",
        6,
        spread(r, 7, 200, 150, 65, 65).map(([x, y, t]) => segment(x, y, 30, t * 180)),
      ) +
      spread(r, 10, 200, 150, 70, 70)
        .map(([x, y]) => circle(x, y, 5, "#5fa83a") + circle(x, y, 2, "#e4f3c4"))
        .join("") +
      line("M330 40l-30 120M346 44l-30 120", "#b8824a", 5),
  ],

  oyakodon: [
    "#fdf3e0",
    (r) =>
      bowl(200, 150, 118, "#27406e", "#f3efe6") +
      circle(200, 150, 94, "#fbf8f1") +
      spread(r, 7, 200, 150, 65, 65)
        .map(
          ([x, y, t]) =>
            ellipse(x, y, 26, 18, "#f5c83a", rotate(t * 360, x, y)) +
            ellipse(x, y, 18, 11, "#fbe9a8", rotate(t * 360, x, y)),
        )
        .join("") +
      ovals(r, 9, 200, 150, 65, 65, "#b97436", 13, 10) +
      strokes(
        "#efe3c4",
        4,
        spread(r, 10, 200, 150, 70, 70).map(([x, y, t]) => segment(x, y, 20, t * 180)),
      ) +
      herbs(r, 10, 200, 150, 60, 60, "#4f9a35", 5) +
      line("M58 250c40-10 60-10 90 0", "#f4efe3", 6),
  ],

  "nouilles-sautees-aux-legumes-au-wok": [
    "#f1e9dc",
    (r) =>
      shadow(196, 158, 130, 120) +
      ellipse(55, 150, 24, 14, "#1d1b1a") +
      ellipse(345, 150, 24, 14, "#1d1b1a") +
      circle(200, 150, 125, "#1d1b1a") +
      circle(200, 150, 108, "#353130") +
      strands(r, 28, 200, 150, 90, "#f1e3bf", 4) +
      strokes(
        "#ec8a2e",
        5,
        spread(r, 10, 200, 150, 80, 80).map(([x, y, t]) => segment(x, y, 24, t * 180)),
      ) +
      strokes(
        "#d8352a",
        5,
        spread(r, 8, 200, 150, 80, 80).map(([x, y, t]) => segment(x, y, 22, t * 180)),
      ) +
      ovals(r, 6, 200, 150, 75, 75, "#5e9a34", 16, 8) +
      specks(r, 12, 200, 150, 75, 75, "#c58a48", 4) +
      line("M270 40l-90 150M285 45l-80 150", "#b8824a", 5),
  ],

  "poelee-de-gnocchis-aux-champignons-et-epinards": [
    "#f0eadf",
    (r) =>
      pan(190, 145, 118) +
      spread(r, 8, 190, 145, 80, 80)
        .map(([x, y, t]) => leaf(x, y, 18, t * 360, "#2f5a22"))
        .join("") +
      ovals(r, 20, 190, 145, 80, 80, "#e4b45a", 13, 9) +
      ovals(r, 10, 190, 145, 80, 80, "#c98a30", 7, 5) +
      spread(r, 8, 190, 145, 75, 75)
        .map(([x, y, t]) => mushroom(x, y, 11, t * 360, "#b8946a", "#efe2cc"))
        .join("") +
      strokes(
        "#fbf3dc",
        5,
        spread(r, 10, 190, 145, 70, 70).map(([x, y, t]) => segment(x, y, 12, t * 180)),
      ),
  ],

  "omelette-espagnole-aux-pommes-de-terre": [
    "#fbecc8",
    (r) =>
      shadow(206, 158, 125, 120) +
      circle(200, 150, 125, "#c0643a") +
      circle(200, 150, 110, "#d9824f") +
      circle(200, 150, 88, "#d49a3a") +
      circle(200, 150, 80, "#ebb95a") +
      specks(r, 18, 180, 160, 50, 50, "#c98a30", 3) +
      wedge(200, 150, 90, 290, 340, "#d9824f") +
      `<g transform="translate(26 -30)">${wedge(200, 150, 88, 290, 340, "#f6e3a8")}${line("M232 80l6 14M248 84l5 14M262 92l4 12", "#e3bb62", 4)}</g>`,
  ],

  "steak-hache-maison-salade-et-pommes-de-terre-sautees": [
    "#efe6d8",
    (r) =>
      plate() +
      spread(r, 6, 265, 115, 40, 30)
        .map(([x, y, t]) => leaf(x, y, 26, t * 360, t > 0.5 ? "#6d9c3d" : "#95c25a"))
        .join("") +
      circle(160, 160, 50, "#5a2f1c") +
      circle(160, 160, 42, "#74402a") +
      line("M130 145l60-14M128 165l64-14M134 185l52-12", "#3f1f12", 5) +
      dice(r, 22, 262, 195, 42, 32, "#e0a53a", 18) +
      dice(r, 12, 262, 195, 40, 30, "#f0c560", 11) +
      herbs(r, 14, 262, 195, 42, 32, "#3e7f2a", 4) +
      cutlery(),
  ],
};
