// The drawings of the seasonal vegetable dishes (app/content/catalogue/vegetables.ts).
import {
  bowl,
  carrotRound,
  circle,
  cocotte,
  cutlery,
  dice,
  egg,
  ellipse,
  glass,
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

/** An oval serving dish seen from above. */
const ovalDish = (rim, inside) =>
  shadow(206, 160, 160, 100) +
  ellipse(200, 150, 160, 104, rim, 'stroke="#e0d2bc" stroke-width="4"') +
  ellipse(200, 150, 138, 86, inside);

/** A rectangular gratin or baking dish. */
const bakingDish = (rim, inside) =>
  shadow(208, 160, 160, 100) + rect(46, 58, 308, 190, 26, rim) + rect(62, 72, 276, 162, 16, inside);

/** Small round things (peas, chickpeas, hazelnuts) as dots of one path. */
const dots = (random, count, cx, cy, rx, ry, colour, r) => specks(random, count, cx, cy, rx, ry, colour, r);

/** Discs of one colour at these points, as dots of one path (far smaller than circles). */
const discs = (points, r, colour) =>
  strokes(
    colour,
    2 * r,
    points.map(([x, y]) => segment(x, y, 0)),
  );

/** A halved brussels sprout or endive leaf: a leaf with a darker rim. */
const halfSprout = (x, y, r, angle) =>
  `<g ${rotate(angle, x, y)}>${circle(x, y, r, "#5e8f34")}${circle(x, y, r * 0.72, "#c9a24a")}${line(`M${n(x - r * 0.5)} ${n(y)}h${n(r)}`, "#e8d49a", 2)}</g>`;

export default {
  "asperges-vertes-roties-au-parmesan": [
    "#e6efd9",
    (r) =>
      ovalDish("#fffaf1", "#f3ead8") +
      Array.from({ length: 8 }, (_, i) => {
        const y = 96 + i * 15;
        return (
          line(`M96 ${y}L292 ${y + 4}`, "#5f8f2e", 10) +
          ellipse(298, y + 4, 14, 7, "#3f6e22") +
          line(`M130 ${y - 1}h6M190 ${y + 1}h6M240 ${y + 2}h6`, "#84b04a", 4)
        );
      }).join("") +
      ovals(r, 12, 200, 150, 100, 54, "#f4e7bf", 10, 4) +
      lemonSlice(110, 206, 16) +
      lemonSlice(142, 214, 14),
  ],

  "petits-pois-a-la-francaise": [
    "#eaf3e0",
    (r) =>
      cocotte(200, 150, 110, "#7fb7a8", "#eef3dd") +
      circle(200, 150, 92, "#cfe0a2") +
      spread(r, 6, 200, 150, 60, 60)
        .map(([x, y, t]) => leaf(x, y, 24, t * 360, "#9cc25a"))
        .join("") +
      dots(r, 70, 200, 150, 82, 82, "#6fa83a", 5) +
      dots(r, 30, 200, 150, 82, 82, "#8cc24a", 4) +
      spread(r, 6, 200, 150, 70, 70)
        .map(([x, y]) => carrotRound(x, y, 7))
        .join("") +
      egg(172, 138, 18, 20) +
      egg(228, 166, 18, -30),
  ],

  "veloute-de-petits-pois-a-la-menthe": [
    "#f1f6e6",
    (r) =>
      bowl(200, 150, 116, "#ffffff", "#f5f7ef") +
      circle(200, 150, 90, "#8cc24a") +
      circle(200, 150, 70, "#9dcd5a") +
      line("M150 150c20-16 40 12 60-2s30-8 46 4", "#d9c45a", 4) +
      dots(r, 14, 200, 150, 60, 60, "#5f9a2e", 5) +
      leaf(226, 126, 14, -30, "#2f7a3a") +
      leaf(240, 136, 12, 40, "#3f8f48") +
      cutlery(),
  ],

  "navets-nouveaux-glaces-semoule-aux-herbes": [
    "#f6efe2",
    (r) =>
      plate() +
      circle(200, 150, 86, "#edd08a") +
      specks(r, 80, 200, 150, 80, 80, "#f7e2a6", 2) +
      herbs(r, 18, 200, 150, 80, 80, "#4f8a3a", 4) +
      dots(r, 12, 200, 150, 74, 74, "#d8b06a", 6) +
      spread(r, 7, 200, 150, 54, 54)
        .map(
          ([x, y]) =>
            line(`M${n(x)} ${n(y - 20)}v-8`, "#5e8f34", 4) +
            circle(x, y, 20, "#a2488a") +
            ellipse(x, y + 6, 19, 14, "#f7f1ea") +
            ellipse(x - 7, y - 8, 6, 3, "#fff", 'opacity=".6"'),
        )
        .join("") +
      cutlery(),
  ],

  "quiche-aux-epinards-et-au-fromage-de-chevre": [
    "#eef3e2",
    (r) =>
      shadow(206, 158, 124, 118) +
      shape(
        Array.from({ length: 28 }, (_, i) => {
          const a = (i / 28) * Math.PI * 2;
          const radius = i % 2 ? 112 : 120;
          return `${i ? "L" : "M"}${n(200 + Math.cos(a) * radius)} ${n(150 + Math.sin(a) * radius)}`;
        }).join("") + "z",
        "#cf9848",
      ) +
      circle(200, 150, 100, "#e9d38a") +
      ovals(r, 26, 200, 150, 86, 86, "#3f6e2a", 12, 6) +
      ovals(r, 16, 200, 150, 86, 86, "#5a8f3a", 10, 5) +
      spread(r, 9, 200, 150, 74, 74)
        .map(([x, y]) => circle(x, y, 13, "#fbf8f0") + circle(x, y, 9, "#f1ebdc"))
        .join(""),
  ],

  "salade-de-radis-concombre-et-herbes": [
    "#fdeff0",
    (r) =>
      plate() +
      (() => {
        const cucumber = spread(r, 14, 200, 150, 74, 74);
        const radish = spread(r, 16, 200, 150, 76, 76);
        return (
          discs(cucumber, 12, "#8fbf6a") +
          discs(cucumber, 8, "#eef4d8") +
          discs(radish, 10, "#d63a5a") +
          discs(radish, 7, "#fbf3f3")
        );
      })() +
      herbs(r, 26, 200, 150, 80, 80, "#3f7a2a", 5) +
      dots(r, 14, 200, 150, 70, 70, "#d9c79a", 2.5) +
      cutlery(),
  ],

  "gaspacho-andalou": [
    "#fbe6d6",
    (r) =>
      glass(80, 80, 80, 150) +
      rect(86, 104, 68, 120, 6, "#e2562f") +
      ellipse(120, 104, 34, 8, "#ee7a4a") +
      glass(180, 70, 80, 160) +
      rect(186, 96, 68, 128, 6, "#e2562f") +
      ellipse(220, 96, 34, 8, "#ee7a4a") +
      dice(r, 3, 120, 104, 18, 3, "#7aa83e", 6) +
      dice(r, 3, 220, 96, 18, 3, "#7aa83e", 6) +
      bowl(320, 190, 50, "#2f6f8f", "#f6efe2") +
      dice(r, 8, 320, 190, 30, 30, "#8fbf5a", 8) +
      dice(r, 6, 320, 190, 30, 30, "#4f8a2e", 8) +
      dice(r, 6, 320, 190, 30, 30, "#e0b060", 9),
  ],

  "tarte-fine-a-la-tomate-et-a-la-moutarde": [
    "#f7e8d0",
    (r) =>
      shadow(206, 162, 170, 110) +
      rect(30, 48, 340, 214, 14, "#b9895a") +
      rect(62, 74, 276, 162, 8, "#e1a84e") +
      rect(74, 86, 252, 138, 4, "#d9b25a") +
      (() => {
        const slices = Array.from({ length: 28 }, (_, i) => [
          98 + (i % 7) * 34,
          104 + Math.floor(i / 7) * 34,
        ]);
        return discs(slices, 17, "#d8392a") + discs(slices, 10, "#ef6a4a") + discs(slices, 3, "#f6c26a");
      })() +
      herbs(r, 20, 200, 156, 120, 64, "#4a6e2a", 3),
  ],

  "caviar-d-aubergine": [
    "#efe3f0",
    (r) =>
      bowl(170, 150, 92, "#b8663e", "#d48a5a") +
      circle(170, 150, 76, "#c9b08a") +
      specks(r, 40, 170, 150, 68, 68, "#8a6f50", 2) +
      shape("M130 150c20-26 60-26 80 0c-20 18-60 18-80 0z", "#c9b43a") +
      herbs(r, 14, 170, 150, 64, 64, "#3f7a2a", 4) +
      specks(r, 14, 170, 150, 60, 60, "#f3e6c4", 2) +
      [0, 1, 2, 3, 4, 5]
        .map((i) =>
          rect(
            286 + i * 14,
            80,
            12,
            120,
            6,
            i % 2 ? "#e0782a" : "#8fbf5a",
            rotate(-12 + i * 6, 292 + i * 14, 200),
          ),
        )
        .join(""),
  ],

  "aubergines-a-la-parmigiana": [
    "#f6e3dc",
    (r) =>
      bakingDish("#f3ece0", "#b83a26") +
      ovals(r, 10, 200, 153, 116, 64, "#d05a3a", 22, 10) +
      spread(r, 11, 200, 153, 110, 60)
        .map(([x, y, t]) => ellipse(x, y, 20 + t * 8, 14, "#fbf4e2"))
        .join("") +
      specks(r, 30, 200, 153, 116, 64, "#e8c45a", 3) +
      spread(r, 8, 200, 153, 110, 60)
        .map(([x, y, t]) => leaf(x, y, 11, t * 360, "#2f7a32"))
        .join(""),
  ],

  "poivrons-farcis-au-riz-et-aux-herbes": [
    "#fdf0dc",
    (r) =>
      shadow(206, 160, 160, 104) +
      ellipse(200, 150, 160, 106, "#b5613a") +
      ellipse(200, 150, 142, 90, "#8e3f22") +
      [
        [130, 118, "#d8302a"],
        [204, 108, "#f0b72a"],
        [276, 122, "#d8302a"],
        [160, 190, "#f0b72a"],
        [248, 192, "#d8302a"],
      ]
        .map(
          ([x, y, c]) =>
            ellipse(x, y, 40, 32, c) +
            ellipse(x, y, 30, 23, "#f7f2e4") +
            specks(r, 10, x, y, 24, 18, "#fffdf6", 2.5) +
            herbs(r, 5, x, y, 22, 16, "#3f7a2a", 4),
        )
        .join(""),
  ],

  "salade-de-courgettes-crues-au-citron": [
    "#e2ecf3",
    (r) =>
      shadow(206, 158, 118, 114) +
      circle(200, 150, 118, "#3f6fa8") +
      circle(200, 150, 100, "#e9eff5") +
      spread(r, 9, 200, 150, 60, 60)
        .map(
          ([x, y, t]) =>
            `<g ${rotate(t * 360, x, y)}>${line(`M${n(x - 34)} ${n(y)}c20-16 48-16 68 0`, "#6f9a3a", 12)}${line(`M${n(x - 30)} ${n(y)}c20-14 42-14 60 0`, "#dbe8b0", 7)}</g>`,
        )
        .join("") +
      ovals(r, 8, 200, 150, 64, 64, "#f4e7bf", 11, 4) +
      dots(r, 16, 200, 150, 70, 70, "#e0b060", 3) +
      herbs(r, 8, 200, 150, 66, 66, "#2f7a3a", 5) +
      lemonSlice(292, 78, 22),
  ],

  "haricots-verts-en-persillade-et-oeuf-mollet": [
    "#f2f1e4",
    (r) =>
      bowl(200, 150, 118, "#fffaf1", "#f6f0e2") +
      strokes(
        "#3f8a32",
        7,
        spread(r, 40, 200, 158, 80, 56).map(([x, y, t]) => segment(x, y, 52, -30 + t * 60)),
      ) +
      herbs(r, 20, 200, 150, 80, 70, "#24602a", 3) +
      ovals(r, 10, 200, 150, 80, 70, "#f1dcae", 6, 2) +
      egg(176, 120, 22, 10) +
      egg(228, 134, 22, -20) +
      cutlery(),
  ],

  "tian-provencal": [
    "#fbe6c8",
    (r) =>
      shadow(206, 158, 124, 118) +
      circle(200, 150, 122, "#c26a3a") +
      circle(200, 150, 108, "#9c4a26") +
      (() => {
        // Rings of slices, turning tomato, courgette, aubergine.
        const slices = [[], [], []];
        for (const radius of [94, 70, 46, 22]) {
          const count = Math.round((2 * Math.PI * radius) / 22);
          for (let i = 0; i < count; i++) {
            const a = (i / count) * Math.PI * 2;
            slices[i % 3].push([200 + Math.cos(a) * radius, 150 + Math.sin(a) * radius]);
          }
        }
        const [tomato, courgette, aubergine] = slices;
        return (
          discs(tomato, 13, "#d8392a") +
          discs(tomato, 8, "#ef6a4a") +
          discs(courgette, 13, "#7a9a3a") +
          discs(courgette, 8, "#efe6c4") +
          discs(aubergine, 13, "#6a3a6a") +
          discs(aubergine, 8, "#efe6c4")
        );
      })() +
      herbs(r, 14, 200, 150, 90, 90, "#3f6e2a", 3),
  ],

  "salade-de-concombre-au-yaourt-et-a-la-menthe": [
    "#e4f1ee",
    (r) =>
      bowl(200, 150, 118, "#ffffff", "#f4f6f4") +
      circle(200, 150, 92, "#f7f5ec") +
      spread(r, 16, 200, 150, 72, 72)
        .map(([x, y, t]) =>
          shape(`M${n(x - 14)} ${n(y)}a14 14 0 0 0 28 0z`, "#a8cf7a", rotate(t * 360, x, y)),
        )
        .join("") +
      spread(r, 9, 200, 150, 70, 70)
        .map(([x, y, t]) => leaf(x, y, 10, t * 360, "#2f8a4a"))
        .join("") +
      line("M150 180c20 10 60 12 90-4", "#c9b43a", 3),
  ],

  "courge-butternut-rotie-pois-chiches-et-tahini": [
    "#f4e4d0",
    (r) =>
      shadow(208, 162, 170, 110) +
      rect(34, 52, 332, 200, 12, "#4a4a4a") +
      rect(46, 64, 308, 176, 6, "#5a5a58") +
      spread(r, 8, 200, 150, 110, 50)
        .map(
          ([x, y, t]) =>
            `<g ${rotate(t * 180, x, y)}>${shape(`M${n(x - 34)} ${n(y + 10)}c10-30 58-30 68 0z`, "#e4862a")}${shape(`M${n(x - 34)} ${n(y + 10)}c10-30 58-30 68 0c-20-8-48-8-68 0z`, "#a9561c")}</g>`,
        )
        .join("") +
      dots(r, 30, 200, 150, 120, 70, "#e2c28a", 6) +
      line("M80 100c40 30 80-20 120 10s80 20 120-10M90 200c50-20 90 20 130 0s60-10 90 0", "#f2e6cc", 5) +
      herbs(r, 14, 200, 150, 120, 70, "#3f8a3a", 5),
  ],

  "chou-fleur-roti-entier-aux-epices": [
    "#f1e7d8",
    (r) =>
      shadow(210, 164, 170, 104) +
      rect(30, 60, 340, 190, 40, "#9a6a3e") +
      ellipse(200, 160, 140, 70, "#ecdcb4") +
      specks(r, 40, 200, 160, 130, 62, "#f6ecd0", 2) +
      dots(r, 12, 200, 160, 130, 62, "#c98a4a", 5) +
      circle(200, 140, 70, "#d9a34a") +
      spread(r, 12, 200, 140, 50, 50)
        .map(([x, y, t]) => circle(x, y, 16 + t * 6, t > 0.5 ? "#e8b85a" : "#c9862e"))
        .join("") +
      specks(r, 20, 200, 140, 56, 56, "#a34a1a", 2) +
      herbs(r, 10, 200, 170, 120, 40, "#3f8a3a", 5),
  ],

  "risotto-a-la-courge": [
    "#f6e6d2",
    (r) =>
      plate() +
      circle(200, 150, 82, "#f0b456") +
      specks(r, 60, 200, 150, 74, 74, "#f8d78a", 2.6) +
      dice(r, 14, 200, 150, 64, 64, "#e0742a", 12) +
      spread(r, 6, 200, 150, 60, 60)
        .map(([x, y, t]) => leaf(x, y, 12, t * 360, "#6f8a5a"))
        .join("") +
      cutlery(),
  ],

  "gratin-de-chou-fleur": [
    "#eef0e6",
    (r) =>
      ovalDish("#fbf4e4", "#f0d89a") +
      spread(r, 12, 200, 150, 110, 64)
        .map(([x, y, t]) => circle(x, y, 18 + t * 6, "#fbf6e8") + circle(x + 4, y - 4, 8, "#ffffff"))
        .join("") +
      specks(r, 40, 200, 150, 124, 74, "#c98a3a", 4) +
      specks(r, 30, 200, 150, 124, 74, "#e4b45a", 3),
  ],

  "salade-d-endives-poires-et-noix": [
    "#f3eede",
    (r) =>
      plate() +
      Array.from({ length: 9 }, (_, i) => {
        const a = (i / 9) * 360;
        return `<g ${rotate(a, 200, 150)}>${ellipse(250, 150, 46, 15, "#f6f1d0")}${ellipse(278, 150, 18, 11, "#d6e48a")}</g>`;
      }).join("") +
      spread(r, 7, 200, 150, 40, 40)
        .map(([x, y, t]) => ellipse(x, y, 16, 7, "#e7d48a", rotate(t * 180, x, y)))
        .join("") +
      ovals(r, 8, 200, 150, 60, 60, "#8a5a2e", 9, 6) +
      specks(r, 14, 200, 150, 60, 60, "#dfe4ec", 5) +
      specks(r, 10, 200, 150, 60, 60, "#5a7a9a", 2),
  ],

  "curry-de-chou-fleur-et-pois-chiches-au-lait-de-coco": [
    "#fdf1d8",
    (r) =>
      cocotte(160, 150, 100, "#2b2b2e", "#e8a23a") +
      circle(160, 150, 80, "#eeb04a") +
      spread(r, 9, 160, 150, 62, 62)
        .map(([x, y]) => circle(x, y, 14, "#fbf1d6") + circle(x + 3, y - 3, 6, "#fffaf0"))
        .join("") +
      dots(r, 20, 160, 150, 66, 66, "#d9a45a", 6) +
      herbs(r, 12, 160, 150, 66, 66, "#3f8a3a", 5) +
      bowl(316, 206, 56, "#c24a2a", "#fffaf1") +
      specks(r, 30, 316, 206, 40, 40, "#eee4d4", 2.4),
  ],

  "poireaux-vinaigrette": [
    "#e8eee6",
    (r) =>
      shadow(206, 162, 170, 78) +
      rect(30, 80, 340, 150, 60, "#fffaf1", 'stroke="#dcd6c4" stroke-width="4"') +
      Array.from({ length: 4 }, (_, i) => {
        const y = 116 + i * 26;
        return (
          line(`M70 ${y}H210`, "#f4f0d8", 20) +
          line(`M210 ${y}H330`, "#7aa84a", 20) +
          line(`M80 ${y - 4}H200`, "#fffdf0", 4)
        );
      }).join("") +
      line("M90 150c40-20 120 20 200-6", "#e0b83a", 8) +
      specks(r, 18, 200, 150, 110, 40, "#b46a8a", 2.5) +
      herbs(r, 16, 200, 150, 120, 50, "#2f6e2a", 4),
  ],

  "veloute-de-panais": [
    "#ebe8e2",
    (r) =>
      plate(200, 150, 118) +
      circle(200, 150, 84, "#efe2c0") +
      circle(200, 150, 66, "#f4e9cc") +
      line("M160 140c30-12 60 16 84-4", "#ffffff", 5) +
      ovals(r, 12, 200, 150, 54, 54, "#b8824a", 6, 4) +
      specks(r, 10, 200, 150, 50, 50, "#8a5a2e", 1.5) +
      cutlery(),
  ],

  "puree-de-celeri-rave-aux-oeufs-poches": [
    "#e2e6ea",
    (r) =>
      shadow(206, 158, 118, 114) +
      circle(200, 150, 118, "#7d868f") +
      circle(200, 150, 100, "#8d969f") +
      circle(200, 150, 80, "#f2ead6") +
      line("M140 150c20-30 100-30 120 0M150 170c20-16 80-16 100 0", "#e2d6b8", 4) +
      ellipse(176, 146, 30, 24, "#fffdf8") +
      circle(176, 146, 11, "#f3b23a") +
      ellipse(230, 156, 30, 24, "#fffdf8") +
      circle(230, 156, 11, "#f3b23a") +
      herbs(r, 18, 200, 150, 72, 72, "#3f7a2a", 3),
  ],

  "choux-de-bruxelles-rotis-lentilles-et-moutarde": [
    "#ece4d6",
    (r) =>
      bowl(200, 150, 116, "#7a4a2e", "#8f5a3a") +
      circle(200, 150, 94, "#4a4a32") +
      dots(r, 60, 200, 150, 88, 88, "#5f5f3e", 3.5) +
      spread(r, 11, 200, 150, 66, 66)
        .map(([x, y, t]) => halfSprout(x, y, 17, t * 360))
        .join("") +
      dots(r, 10, 200, 150, 76, 76, "#c08a4a", 6),
  ],

  "topinambours-rotis-sarrasin-et-noisettes": [
    "#efe6dc",
    (r) =>
      shadow(196, 160, 126, 118) +
      rect(310, 138, 80, 20, 8, "#2a2624") +
      circle(190, 150, 120, "#2f2a28") +
      circle(190, 150, 104, "#8a6a4a") +
      specks(r, 80, 190, 150, 96, 96, "#a5825a", 2.5) +
      spread(r, 10, 190, 150, 72, 72)
        .map(
          ([x, y, t]) =>
            ellipse(x, y, 20, 14, "#a8703e", rotate(t * 180, x, y)) +
            ellipse(x - 3, y - 2, 12, 8, "#e7c790", rotate(t * 180, x, y)),
        )
        .join("") +
      dots(r, 10, 190, 150, 80, 80, "#c8904a", 6) +
      herbs(r, 14, 190, 150, 84, 84, "#3f7a2a", 5),
  ],

  "soupe-de-legumes-d-hiver": [
    "#e3e9f1",
    (r) =>
      ellipse(86, 150, 20, 14, "#2f5d9a") +
      ellipse(314, 150, 20, 14, "#2f5d9a") +
      bowl(200, 150, 114, "#2f5d9a", "#f4f1e8") +
      circle(200, 150, 90, "#e6c47a") +
      dice(r, 14, 200, 150, 74, 74, "#e0782a", 12) +
      dice(r, 12, 200, 150, 74, 74, "#f4efe0", 12) +
      dice(r, 10, 200, 150, 74, 74, "#8fb85a", 11, 5) +
      herbs(r, 12, 200, 150, 74, 74, "#2f6e2a", 4),
  ],

  "carottes-rapees-au-citron": [
    "#fdf3e4",
    (r) =>
      bowl(190, 150, 112, "#8fc3b0", "#f6fbf6") +
      strokes(
        "#ec7a22",
        4,
        spread(r, 90, 190, 150, 80, 80).map(([x, y, t]) => segment(x, y, 22, t * 360)),
      ) +
      strokes(
        "#f59a3a",
        3,
        spread(r, 50, 190, 150, 78, 78).map(([x, y, t]) => segment(x, y, 18, t * 360)),
      ) +
      herbs(r, 14, 190, 150, 70, 70, "#2f7a2a", 5) +
      dots(r, 12, 190, 150, 70, 70, "#e2d2a8", 2.5) +
      shape("M318 230l50-20a30 30 0 0 1-50 20z", "#f2c230") +
      shape("M322 226l40-16a24 24 0 0 1-40 16z", "#fbe27a"),
  ],

  "chou-rouge-braise-aux-pommes-et-aux-marrons": [
    "#efe0e6",
    (r) =>
      cocotte(200, 150, 110, "#a8442e", "#3a1f33") +
      circle(200, 150, 94, "#6a2458") +
      strokes(
        "#8f3a7a",
        5,
        spread(r, 60, 200, 150, 86, 86).map(([x, y, t]) => segment(x, y, 26, t * 360)),
      ) +
      strokes(
        "#c47ab0",
        2,
        spread(r, 30, 200, 150, 84, 84).map(([x, y, t]) => segment(x, y, 20, t * 360)),
      ) +
      spread(r, 6, 200, 150, 64, 64)
        .map(([x, y, t]) =>
          shape(`M${n(x - 16)} ${n(y)}a16 16 0 0 1 32 0z`, "#e8c070", rotate(t * 360, x, y)),
        )
        .join("") +
      ovals(r, 7, 200, 150, 66, 66, "#7a4426", 11, 9),
  ],

  "endives-braisees-a-l-orange-polenta-cremeuse": [
    "#fbeed8",
    (r) =>
      plate() +
      circle(200, 150, 84, "#f2cf5a") +
      specks(r, 30, 200, 150, 78, 78, "#f7df8a", 3) +
      [
        [170, 124, -20],
        [228, 124, 20],
        [164, 176, 15],
        [232, 178, -15],
      ]
        .map(
          ([x, y, a]) =>
            `<g ${rotate(a, x, y)}>${ellipse(x, y, 42, 15, "#c9862e")}${ellipse(x - 4, y, 34, 9, "#e8c26a")}${ellipse(x + 32, y, 10, 11, "#d9d48a")}</g>`,
        )
        .join("") +
      lemonSlice(276, 100, 15, "#ef8a22", "#f8b24a") +
      lemonSlice(128, 206, 14, "#ef8a22", "#f8b24a") +
      herbs(r, 8, 200, 150, 70, 70, "#4a6e2a", 3) +
      cutlery(),
  ],
  "veloute-de-cresson": [
    "#e2eedc",
    (r) =>
      plate(200, 150, 118) +
      circle(200, 150, 86, "#6fa63e") +
      circle(200, 150, 70, "#82b84c") +
      line("M200 150m-6 0a6 6 0 1 1 12 0a16 16 0 1 1-30 0a28 28 0 1 1 52 0", "#fbf7ea", 5) +
      [0, 72, 144, 216, 288]
        .map((deg) =>
          leaf(200 + 20 * Math.cos(deg / 57.3), 150 + 20 * Math.sin(deg / 57.3), 12, deg, "#2f6b26"),
        )
        .join("") +
      specks(r, 14, 200, 150, 70, 70, "#4e8a2c", 2) +
      cutlery(),
  ],

  "endives-au-jambon": [
    "#f2ebe0",
    (r) =>
      bakingDish("#7d9bb0", "#f3e3b4") +
      [0, 1, 2, 3]
        .map((i) => {
          const x = 80 + i * 62;
          return (
            rect(x, 82, 52, 66, 20, "#e9a3a0") +
            rect(x, 158, 52, 66, 20, "#e9a3a0") +
            line(`M${x + 12} 88v54M${x + 12} 164v54`, "#f6c6c0", 6) +
            rect(x - 2, 108, 56, 18, 8, "#f5e6bd") +
            rect(x - 2, 184, 56, 18, 8, "#f5e6bd")
          );
        })
        .join("") +
      specks(r, 50, 200, 152, 130, 72, "#c58a3c", 3) +
      specks(r, 24, 200, 152, 130, 72, "#9a6428", 2),
  ],

  "salade-d-epinards-radis-et-oeufs-mollets": [
    "#eef3e2",
    (r) =>
      plate() +
      spread(r, 22, 200, 150, 78, 74)
        .map(([x, y, t]) => leaf(x, y, 16, t * 360, t > 0.5 ? "#2e5f28" : "#3f7a34"))
        .join("") +
      discs(spread(r, 12, 200, 150, 80, 76), 9, "#d8406a") +
      discs(spread(r, 12, 200, 150, 80, 76), 6, "#fbeff2") +
      egg(182, 150, 24, -20) +
      egg(222, 156, 24, 25) +
      herbs(r, 10, 200, 150, 70, 60, "#5c9a3a", 4),
  ],

  "risotto-aux-asperges-vertes": [
    "#e7ece4",
    (r) =>
      bowl(200, 150, 118, "#cfd3d2", "#efe4c8") +
      ovals(r, 70, 200, 150, 90, 88, "#f7eed6", 5, 3) +
      Array.from({ length: 7 }, (_, i) => {
        const a = (i / 7) * Math.PI * 2;
        const x = 200 + Math.cos(a) * 62;
        const y = 150 + Math.sin(a) * 62;
        return (
          line(`M${n(200 + Math.cos(a) * 16)} ${n(150 + Math.sin(a) * 16)}L${n(x)} ${n(y)}`, "#5f8f2e", 9) +
          ellipse(x, y, 11, 6, "#3f6e22", rotate((a * 180) / Math.PI, x, y))
        );
      }).join("") +
      ovals(r, 10, 200, 150, 70, 70, "#f2dc8a", 8, 3) +
      specks(r, 14, 200, 150, 80, 80, "#6b5a44", 1.5),
  ],

  "salade-de-pamplemousse-avocat-et-crevettes": [
    "#fdeee6",
    (r) =>
      shadow(206, 158, 120, 116) +
      circle(200, 150, 120, "#3d6fa8") +
      circle(200, 150, 100, "#5b8cc3") +
      herbs(r, 24, 200, 150, 90, 90, "#4d7a2a", 7) +
      Array.from({ length: 12 }, (_, i) => {
        const deg = i * 30;
        const x = 200 + Math.cos(deg / 57.3) * 68;
        const y = 150 + Math.sin(deg / 57.3) * 68;
        return leaf(x, y, 22, deg, i % 2 ? "#cfe29c" : "#f27f7a");
      }).join("") +
      [0, 120, 240]
        .map((deg) => {
          const x = 200 + Math.cos(deg / 57.3) * 16;
          const y = 150 + Math.sin(deg / 57.3) * 16;
          return `<path d="M${n(x - 12)} ${n(y)}a12 12 0 1 1 12 12" fill="none" stroke="#f39a7c" stroke-width="9" stroke-linecap="round" ${rotate(deg, x, y)}/>`;
        })
        .join(""),
  ],

  "soupe-poireaux-pommes-de-terre": [
    "#efe5d8",
    (r) =>
      bowl(190, 150, 108, "#8a5a3a", "#eee0bc") +
      dice(r, 16, 190, 150, 76, 74, "#f4dc98", 14) +
      strokes(
        "#b9d48a",
        4,
        spread(r, 14, 190, 150, 74, 72).map(([x, y]) => `M${n(x - 7)} ${n(y)}a7 7 0 1 0 14 0a7 7 0 1 0-14 0`),
      ) +
      circle(190, 150, 14, "#fbf6e8") +
      specks(r, 20, 190, 150, 80, 80, "#4a3a2a", 1.5) +
      line("M318 90l40 150", "#b8a48e", 10) +
      ellipse(314, 80, 16, 24, "#c9b8a2", rotate(-15, 314, 80)),
  ],
};
