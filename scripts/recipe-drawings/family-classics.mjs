// The drawings of the everyday family dishes (app/content/catalogue/family-classics.ts).
import {
  bowl,
  circle,
  cocotte,
  cutlery,
  dice,
  ellipse,
  herbs,
  leaf,
  lemonSlice,
  line,
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

/** A rectangular oven dish seen from above, its rim and its filling. */
const ovenDish = (x, y, w, h, filling, rim = "#f4ede3") =>
  shadow(x + w / 2 + 6, y + h / 2 + 8, w / 2 + 4, h / 2 + 4) +
  rect(x, y, w, h, 22, rim, 'stroke="#ddd0bf" stroke-width="4"') +
  rect(x + 14, y + 14, w - 28, h - 28, 12, filling);

/** An oval gratin dish and its golden top. */
const gratinDish = (cx, cy, rx, ry, top) =>
  shadow(cx + 6, cy + 10, rx, ry) +
  ellipse(cx, cy, rx, ry, "#fffaf1", 'stroke="#e8dac6" stroke-width="4"') +
  ellipse(cx, cy, rx * 0.86, ry * 0.82, top);

/** Curved strands (spaghetti) around a centre. */
const strands = (random, count, cx, cy, radius, colour, width) =>
  strokes(
    colour,
    width,
    Array.from({ length: count }, () => {
      const r = radius * (0.3 + random() * 0.7);
      const a = random() * 6.28;
      const b = a + 1 + random() * 1.6;
      return `M${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r * Math.cos(b))} ${n(cy + r * Math.sin(b))}`;
    }),
  );

/** Small curved pasta shells (coquillettes, macaroni): short thick arcs. */
const shells = (random, count, cx, cy, rx, ry, colour) =>
  strokes(
    colour,
    6,
    spread(random, count, cx, cy, rx, ry).map(
      ([x, y, t]) =>
        `M${n(x)} ${n(y)}a7 7 0 0 ${t > 0.5 ? 1 : 0} ${n(8 * Math.cos(t * 6.28))} ${n(8 * Math.sin(t * 6.28))}`,
    ),
  );

/** A round tart with a fluted rim. */
const tart = (cx, cy, r, crust, filling) =>
  shadow(cx + 6, cy + 8, r + 4, r) +
  shape(
    Array.from({ length: 24 }, (_, i) => {
      const a = (i / 24) * Math.PI * 2;
      const radius = i % 2 ? r - 8 : r;
      return `${i ? "L" : "M"}${n(cx + Math.cos(a) * radius)} ${n(cy + Math.sin(a) * radius)}`;
    }).join("") + "z",
    crust,
  ) +
  circle(cx, cy, r - 20, filling);

/** A frying pan seen from above, its handle to the lower right. */
const pan = (cx, cy, r, colour = "#2f2b29", inside = "#45403c") =>
  shadow(cx + 6, cy + 8, r, r * 0.96) +
  rect(cx + r * 0.6, cy + r * 0.55, 90, 18, 9, colour, rotate(35, cx + r * 0.6, cy + r * 0.55)) +
  circle(cx, cy, r, colour) +
  circle(cx, cy, r * 0.88, inside);

/** A piece of browned meat: darker rim, lighter top. */
const browned = (x, y, w, h, angle, outer = "#b86f34", inner = "#d38e4c") =>
  ellipse(x, y, w, h, outer, rotate(angle, x, y)) +
  ellipse(x - 3, y - 3, w * 0.7, h * 0.6, inner, rotate(angle, x, y));

export default {
  "lasagnes-a-la-bolognaise": [
    "#fbe1cf",
    (r) =>
      ovenDish(50, 50, 300, 200, "#e8b25a") +
      specks(r, 30, 200, 150, 125, 75, "#c9772d", 5) +
      specks(r, 16, 200, 150, 125, 75, "#b3401f", 4) +
      rect(220, 150, 116, 86, 4, "#f4ede3") +
      [0, 1, 2]
        .map(
          (i) =>
            rect(226, 158 + i * 26, 104, 10, 3, "#b3401f") + rect(226, 168 + i * 26, 104, 8, 3, "#f7e7c4"),
        )
        .join(""),
  ],

  "spaghetti-bolognaise": [
    "#fde6d2",
    (r) =>
      plate() +
      strands(r, 34, 200, 150, 82, "#edc95e", 5) +
      circle(200, 146, 44, "#a8361c") +
      dice(r, 20, 200, 146, 38, 36, "#7d2612", 6) +
      specks(r, 24, 200, 146, 44, 40, "#f7eed6", 2.5) +
      leaf(222, 118, 14, -30, "#3f7f2a") +
      cutlery(),
  ],

  "gratin-de-coquillettes-au-jambon": [
    "#fbead5",
    (r) =>
      gratinDish(200, 150, 160, 104, "#efcf7c") +
      shells(r, 46, 200, 150, 118, 70, "#e3b14f") +
      dice(r, 18, 200, 150, 112, 66, "#e79c9c", 10) +
      specks(r, 22, 200, 150, 116, 70, "#c07a2a", 4),
  ],

  "puree-de-pommes-de-terre-maison": [
    "#f3ead8",
    (r) =>
      bowl(200, 150, 112, "#7d9fb8") +
      circle(200, 150, 90, "#f6e4a8") +
      [70, 52, 34]
        .map((radius) =>
          line(`M${200 - radius} 150a${radius} ${radius * 0.8} 0 1 1 ${radius * 2} 0`, "#e6cd82", 4),
        )
        .join("") +
      rect(186, 136, 28, 24, 6, "#f9d24c") +
      specks(r, 8, 200, 150, 70, 70, "#6b5a3e", 1.5),
  ],

  "soupe-de-potiron": [
    "#e9ddcb",
    (r) =>
      bowl(180, 155, 110, "#3f5d6f") +
      circle(180, 155, 88, "#ef8a2c") +
      line("M180 155m-30 0a30 30 0 1 1 60 0a20 20 0 1 1 -40 0a10 10 0 1 1 20 0", "#fff4e2", 5) +
      ovals(r, 9, 180, 155, 60, 60, "#e9e3c0", 6, 3) +
      ellipse(335, 75, 48, 36, "#e2701f") +
      line("M310 55c-4 14-4 30 0 44M335 42v66M360 55c4 14 4 30 0 44", "#c85a14", 3) +
      rect(330, 30, 8, 16, 3, "#5f7a2b"),
  ],

  "quiche-aux-poireaux-et-au-saumon": [
    "#eaf0dd",
    (r) =>
      tart(190, 150, 120, "#d69a4e", "#f2d27a") +
      strokes(
        "#c9dc9a",
        7,
        spread(r, 22, 190, 150, 84, 84).map(
          ([x, y]) => `M${n(x)} ${n(y)}m-6 0a6 6 0 1 0 12 0a6 6 0 1 0 -12 0`,
        ),
      ) +
      dice(r, 12, 190, 150, 80, 80, "#f08a6a", 12) +
      herbs(r, 14, 190, 150, 80, 80, "#5f8f3a", 4),
  ],

  "cake-sale-jambon-olives": [
    "#f6ecd8",
    (r) =>
      shadow(156, 162, 110, 44) +
      rect(46, 110, 220, 96, 26, "#c98a3a") +
      rect(58, 118, 196, 40, 20, "#dfa653") +
      [0, 1, 2]
        .map((i) => {
          const x = 282 + i * 32;
          return (
            rect(x, 106 + i * 6, 24, 100, 8, "#f1d388", 'stroke="#c98a3a" stroke-width="5"') +
            rect(x + 6, 130 + i * 6, 8, 8, 2, "#e79c9c") +
            circle(x + 14, 160 + i * 6, 5, "#8a9a3a") +
            rect(x + 5, 178 + i * 6, 7, 7, 2, "#e79c9c")
          );
        })
        .join("") +
      specks(r, 10, 156, 136, 90, 14, "#a96a2a", 3),
  ],

  "poulet-basquaise": [
    "#fbe0c8",
    (r) =>
      cocotte(200, 150, 112, "#c0392b", "#b3321d") +
      ovals(r, 14, 200, 150, 86, 86, "#e84a2f", 20, 6) +
      ovals(r, 8, 200, 150, 86, 86, "#4f8a2e", 18, 5) +
      [
        [160, 118, 20],
        [240, 122, -25],
        [168, 188, -40],
        [238, 182, 30],
      ]
        .map(([x, y, a]) => browned(x, y, 34, 24, a))
        .join("") +
      specks(r, 18, 200, 150, 90, 90, "#7a1b0e", 2.5),
  ],
  "petit-sale-aux-lentilles": [
    "#efe6d2",
    (r) =>
      cocotte(200, 150, 112, "#3d5a48", "#4b3b2a") +
      specks(r, 140, 200, 150, 96, 96, "#6b7a3a", 4) +
      [
        [160, 120, 25],
        [236, 128, -20],
      ]
        .map(
          ([x, y, a]) =>
            rect(x - 36, y - 18, 72, 36, 8, "#e9b4a2", rotate(a, x, y)) +
            rect(x - 36, y - 18, 72, 10, 5, "#f7e6dc", rotate(a, x, y)),
        )
        .join("") +
      [0, 1, 2]
        .map(
          (i) =>
            circle(170 + i * 34, 196 - i * 6, 16, "#a4502e") +
            circle(170 + i * 34, 196 - i * 6, 11, "#d98c6a"),
        )
        .join("") +
      [0, 1, 2, 3].map((i) => circle(128 + i * 46, 160 + (i % 2) * 26, 9, "#e0782a")).join(""),
  ],

  "salade-de-lentilles-a-l-echalote": [
    "#eef0e0",
    (r) =>
      bowl(200, 150, 116, "#c9d6c2") +
      specks(r, 170, 200, 150, 94, 94, "#5e6b32", 4) +
      dice(r, 26, 200, 150, 88, 88, "#e8843a", 6) +
      specks(r, 18, 200, 150, 88, 88, "#d9b3c9", 3) +
      herbs(r, 34, 200, 150, 90, 90, "#3f7f2a", 5),
  ],

  "paupiettes-de-veau": [
    "#f4e5d1",
    (r) =>
      cocotte(200, 150, 112, "#4a4542", "#8a5a32") +
      [
        [158, 118],
        [242, 118],
        [158, 184],
        [242, 184],
      ]
        .map(
          ([x, y]) =>
            circle(x, y, 30, "#c98a4a") +
            circle(x - 4, y - 4, 20, "#dca566") +
            line(`M${x - 30} ${y}h60M${x} ${y - 30}v60`, "#f3ead8", 2),
        )
        .join("") +
      [0, 1, 2, 3, 4]
        .map((i) => circle(200 + Math.cos(i * 1.3) * 70, 150 + Math.sin(i * 1.3) * 70, 9, "#e0782a"))
        .join("") +
      ovals(r, 6, 200, 150, 40, 40, "#e6d6b8", 9, 6),
  ],

  "boulettes-de-boeuf-a-la-sauce-tomate": [
    "#fbe3d6",
    (r) =>
      cocotte(200, 150, 112, "#2f2b29", "#b53a22") +
      spread(r, 14, 200, 150, 80, 80)
        .map(([x, y]) => circle(x, y, 17, "#7a4025") + circle(x - 4, y - 4, 9, "#9a5a35"))
        .join("") +
      herbs(r, 26, 200, 150, 90, 90, "#3f7f2a", 5),
  ],

  "filet-mignon-de-porc-a-la-moutarde": [
    "#f3ecd9",
    (r) =>
      plate() +
      ellipse(200, 150, 90, 70, "#efe0b4") +
      [0, 1, 2, 3, 4]
        .map((i) => {
          const x = 140 + i * 30;
          return (
            ellipse(x, 146, 24, 34, "#b8763c") +
            ellipse(x, 146, 19, 28, "#f0c0b0") +
            ellipse(x, 146, 10, 16, "#f6d4c8")
          );
        })
        .join("") +
      specks(r, 30, 200, 150, 86, 64, "#b08a2a", 2.5) +
      cutlery(),
  ],

  "poulet-au-curry-et-lait-de-coco": [
    "#fdf0d8",
    (r) =>
      bowl(200, 150, 116, "#2f6f6a") +
      ellipse(160, 150, 58, 74, "#fbf7ee") +
      specks(r, 40, 160, 150, 50, 66, "#efe7d6", 3) +
      ellipse(240, 150, 58, 74, "#e9a23a") +
      dice(r, 12, 240, 150, 44, 60, "#f6d9a8", 16) +
      herbs(r, 16, 220, 150, 70, 70, "#3f7f2a", 5),
  ],

  "porc-au-caramel": [
    "#f6e1c8",
    (r) =>
      bowl(160, 150, 100, "#8b2e2a") +
      dice(r, 16, 160, 150, 66, 66, "#7a3a12", 22) +
      dice(r, 16, 160, 150, 66, 66, "#a9561c", 12) +
      strokes(
        "#5a9a3a",
        4,
        spread(r, 14, 160, 150, 64, 64).map(([x, y]) => `M${n(x)} ${n(y)}m-4 0a4 4 0 1 0 8 0a4 4 0 1 0 -8 0`),
      ) +
      bowl(320, 90, 56, "#f2f2f2") +
      specks(r, 30, 320, 90, 40, 40, "#e8e2d6", 3),
  ],

  "escalopes-milanaises": [
    "#fbf0d4",
    (r) =>
      plate() +
      ellipse(170, 135, 70, 46, "#c7892f", rotate(-15, 170, 135)) +
      ellipse(230, 175, 66, 42, "#c7892f", rotate(10, 230, 175)) +
      specks(r, 50, 200, 155, 90, 60, "#e2ad52", 3) +
      shape("M270 95l36-8a36 36 0 0 1-20 34z", "#f2c230") +
      shape("M274 98l28-6a28 28 0 0 1-16 26z", "#fbe27a") +
      ovals(r, 10, 130, 205, 30, 20, "#4f8a2e", 10, 4) +
      cutlery(),
  ],
  "pates-au-thon-a-la-tomate": [
    "#fde8d6",
    (r) =>
      plate() +
      strokes(
        "#c4472a",
        12,
        spread(r, 40, 200, 150, 80, 80).map(([x, y, t]) => segment(x, y, 16, t * 180)),
        "butt",
      ) +
      strokes(
        "#e8b95a",
        8,
        spread(r, 40, 200, 150, 80, 80).map(([x, y, t]) => segment(x, y, 16, t * 180)),
        "butt",
      ) +
      ovals(r, 14, 200, 150, 70, 70, "#e9c3ae", 9, 6) +
      specks(r, 12, 200, 150, 75, 75, "#2b2522", 5) +
      herbs(r, 6, 200, 150, 60, 60, "#3f7f2a", 9) +
      cutlery(),
  ],

  "sole-meuniere": [
    "#f4ecd8",
    (r) =>
      shadow(206, 158, 150, 92) +
      ellipse(200, 150, 150, 92, "#fff8ef", 'stroke="#ead8c4" stroke-width="4"') +
      [118, 150, 182]
        .map(
          (y, i) =>
            ellipse(190 + (i - 1) * 10, y, 86, 18, "#d9a04c") +
            ellipse(186 + (i - 1) * 10, y - 3, 66, 10, "#ecc47a"),
        )
        .join("") +
      specks(r, 24, 190, 150, 90, 50, "#f6e3a6", 3) +
      herbs(r, 22, 190, 150, 90, 50, "#3f7f2a", 4) +
      lemonSlice(300, 150, 22),
  ],

  "truite-aux-amandes": [
    "#e3ece6",
    (r) =>
      plate() +
      shape("M96 150c40-44 150-44 190 0c-40 44-150 44-190 0z", "#9a8a6a") +
      shape("M286 150l34-26v52z", "#8a7a5a") +
      shape("M110 150c40-34 130-34 166 0c-36 30-126 30-166 0z", "#c9a46a") +
      circle(118, 146, 5, "#2b2522") +
      ovals(r, 22, 190, 150, 60, 20, "#f3deb0", 7, 3) +
      herbs(r, 10, 190, 150, 60, 20, "#3f7f2a", 4) +
      lemonSlice(200, 226, 18),
  ],

  "poisson-pane-maison": [
    "#fbefd6",
    (r) =>
      plate() +
      [
        [150, 120, -20],
        [196, 110, 10],
        [150, 170, 15],
        [205, 165, -10],
      ]
        .map(
          ([x, y, a]) =>
            rect(x - 34, y - 14, 68, 28, 10, "#d99a3a", rotate(a, x, y)) +
            rect(x - 28, y - 10, 56, 14, 7, "#e9b65a", rotate(a, x, y)),
        )
        .join("") +
      specks(r, 30, 175, 140, 60, 50, "#b8782a", 2) +
      circle(268, 180, 30, "#eef0e6", 'stroke="#d8dccb" stroke-width="3"') +
      herbs(r, 10, 268, 180, 20, 20, "#3f7f2a", 3) +
      lemonSlice(262, 110, 18) +
      cutlery(),
  ],

  "tagliatelle-au-saumon": [
    "#f3eee2",
    (r) =>
      plate() +
      strands(r, 30, 200, 150, 86, "#f2dc9a", 8) +
      strands(r, 16, 200, 150, 86, "#e8cc7e", 4) +
      dice(r, 12, 200, 150, 66, 66, "#f08a6a", 14) +
      herbs(r, 18, 200, 150, 70, 70, "#4f8a3a", 4) +
      specks(r, 10, 200, 150, 70, 70, "#f2c230", 2) +
      cutlery(),
  ],

  "sardines-grillees-en-persillade": [
    "#dcebf0",
    (r) =>
      shadow(206, 158, 160, 100) +
      rect(40, 56, 320, 188, 30, "#f6f2ea", 'stroke="#d9d2c4" stroke-width="4"') +
      [0, 1, 2, 3, 4]
        .map((i) => {
          const y = 90 + i * 30;
          return (
            shape(`M70 ${y}c40-16 170-16 220 0c-50 16-180 16-220 0z`, "#8fa6b4") +
            shape(`M290 ${y}l24-12v24z`, "#6f8694") +
            line(`M120 ${y - 8}l12 16M160 ${y - 9}l12 18M200 ${y - 9}l12 18M240 ${y - 8}l12 16`, "#3d4a52", 3)
          );
        })
        .join("") +
      herbs(r, 40, 180, 150, 110, 70, "#3f7f2a", 4) +
      lemonSlice(320, 220, 18),
  ],

  "parmentier-de-poisson": [
    "#f2ead8",
    (r) =>
      ovenDish(50, 50, 300, 200, "#efcf7c") +
      [0, 1, 2, 3, 4, 5, 6].map((i) => line(`M${84 + i * 34} 80v140`, "#d9aa52", 4)).join("") +
      specks(r, 20, 200, 150, 120, 70, "#c07a2a", 4) +
      rect(226, 140, 110, 96, 6, "#f4ede3") +
      rect(234, 150, 94, 44, 4, "#f6e4a8") +
      ovals(r, 8, 281, 214, 40, 12, "#fbfaf4", 10, 6),
  ],

  "soupe-de-poissons-et-sa-rouille": [
    "#e6dccb",
    (r) =>
      bowl(180, 150, 112, "#2f5f7a") +
      circle(180, 150, 90, "#d9742a") +
      specks(r, 24, 180, 150, 80, 80, "#b85a1a", 3) +
      [
        [150, 125],
        [208, 135],
        [170, 185],
      ]
        .map(
          ([x, y]) =>
            circle(x, y, 22, "#e6b460") +
            circle(x, y, 15, "#e9903a") +
            specks(r, 5, x, y, 10, 10, "#f3d98a", 2),
        )
        .join("") +
      bowl(330, 230, 40, "#efe7d6") +
      specks(r, 30, 330, 230, 28, 28, "#f0cf6a", 3),
  ],
  "celeri-remoulade": [
    "#eef0e3",
    (r) =>
      bowl(180, 155, 110, "#8aa37a") +
      strokes(
        "#f4efd8",
        5,
        spread(r, 70, 180, 155, 80, 80).map(([x, y, t]) => segment(x, y, 22, t * 180)),
      ) +
      strokes(
        "#e6dfc0",
        3,
        spread(r, 40, 180, 155, 80, 80).map(([x, y, t]) => segment(x, y, 18, t * 180)),
      ) +
      herbs(r, 16, 180, 155, 70, 70, "#3f7f2a", 4) +
      circle(332, 80, 44, "#c9b896") +
      circle(332, 80, 36, "#f1ead4"),
  ],

  "oeufs-mimosa": [
    "#f6efd2",
    (r) =>
      shadow(206, 158, 150, 96) +
      ellipse(200, 150, 150, 96, "#fff8ef", 'stroke="#ead8c4" stroke-width="4"') +
      ovals(r, 10, 200, 150, 110, 60, "#8fbf5a", 22, 10) +
      [
        [140, 120],
        [200, 112],
        [260, 120],
        [140, 180],
        [200, 188],
        [260, 180],
      ]
        .map(
          ([x, y]) =>
            ellipse(x, y, 30, 21, "#fffdf6", 'stroke="#ece3d3" stroke-width="1.5"') +
            ellipse(x, y, 18, 12, "#f5c842"),
        )
        .join("") +
      specks(r, 30, 200, 150, 110, 60, "#f2b81d", 2.5) +
      specks(r, 12, 200, 150, 110, 60, "#c9482a", 1.5) +
      herbs(r, 12, 200, 150, 100, 60, "#3f7f2a", 3),
  ],

  "omelette-aux-champignons": [
    "#f3ead6",
    (r) =>
      pan(190, 145, 118) +
      shape("M100 150a90 90 0 0 0 180 0z", "#f5d36a") +
      shape("M112 150a78 70 0 0 0 156 0z", "#f8dc7e") +
      ovals(r, 8, 190, 132, 70, 14, "#c9a57a", 12, 5) +
      herbs(r, 14, 190, 180, 60, 24, "#3f7f2a", 4),
  ],

  "gratin-de-courgettes": [
    "#e7efdc",
    (r) =>
      gratinDish(200, 150, 160, 104, "#f1dc9e") +
      spread(r, 26, 200, 150, 116, 68)
        .map(([x, y]) => circle(x, y, 14, "#5f8f3a") + circle(x, y, 10, "#d9e6b0"))
        .join("") +
      specks(r, 30, 200, 150, 118, 70, "#d59a3a", 4),
  ],

  "courgettes-farcies": [
    "#eef2df",
    (r) =>
      ovenDish(40, 50, 320, 200, "#efe6d4") +
      [0, 1, 2, 3]
        .map((i) => {
          const x = 90 + i * 74;
          return (
            ellipse(x, 110, 30, 46, "#4f7f2e") +
            ellipse(x, 110, 22, 38, "#b8743a") +
            ellipse(x, 190, 30, 46, "#4f7f2e") +
            ellipse(x, 190, 22, 38, "#b8743a")
          );
        })
        .join("") +
      specks(r, 40, 200, 150, 140, 80, "#e0a858", 3) +
      herbs(r, 20, 200, 150, 140, 80, "#3f7f2a", 4),
  ],

  "salade-de-pommes-de-terre-tiede": [
    "#f4efda",
    (r) =>
      bowl(200, 150, 116, "#a4b6c4") +
      spread(r, 22, 200, 150, 80, 80)
        .map(([x, y]) => circle(x, y, 20, "#e8c35a") + circle(x - 3, y - 3, 14, "#f3d97e"))
        .join("") +
      specks(r, 16, 200, 150, 80, 80, "#c9a0c0", 3) +
      herbs(r, 34, 200, 150, 90, 90, "#3f7f2a", 4),
  ],

  "salade-de-pates-a-l-italienne": [
    "#f6ebdc",
    (r) =>
      bowl(200, 150, 116, "#c7553a") +
      strokes(
        "#e9c35e",
        10,
        spread(r, 34, 200, 150, 86, 86).map(([x, y, t]) => segment(x, y, 18, t * 180)),
        "butt",
      ) +
      strokes(
        "#d8ac3e",
        3,
        spread(r, 34, 200, 150, 86, 86).map(([x, y, t]) => segment(x, y, 14, t * 180 + 60)),
      ) +
      spread(r, 8, 200, 150, 80, 80)
        .map(([x, y]) => circle(x, y, 9, "#d93a2b"))
        .join("") +
      spread(r, 7, 200, 150, 80, 80)
        .map(([x, y]) => circle(x, y, 9, "#fbfaf2"))
        .join("") +
      specks(r, 8, 200, 150, 80, 80, "#2b2522", 5) +
      ovals(r, 8, 200, 150, 80, 80, "#4f8a2e", 12, 4),
  ],

  aligot: [
    "#efe6d2",
    (r) =>
      cocotte(180, 170, 100, "#5a5450", "#f4efe2") +
      line("M180 170c0-40 40-60 70-90", "#d9cdb2", 26) +
      line("M180 170c0-40 40-60 70-90", "#fbf7ec", 18) +
      rect(236, 50, 120, 20, 10, "#b8844f", rotate(-35, 296, 60)) +
      ellipse(244, 84, 24, 16, "#c99a63", rotate(-35, 244, 84)) +
      specks(r, 10, 180, 170, 70, 70, "#e6dcc4", 3),
  ],
};
