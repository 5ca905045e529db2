// The drawings of the desserts and of the breakfasts added with them (issue 20).
import {
  blueberry,
  bowl,
  circle,
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

/** A ring of dashes: apple slices on a tart, strawberries, caramel on a crown of flan. */
const ring = (cx, cy, r, colour, width, dash, gap) =>
  circle(cx, cy, r, "none", `stroke="${colour}" stroke-width="${width}" stroke-dasharray="${dash} ${gap}"`);

/** Points evenly spaced on a circle. */
const around = (count, cx, cy, r, turn = 0) =>
  Array.from({ length: count }, (_, i) => {
    const angle = turn + (i / count) * Math.PI * 2;
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r, (angle * 180) / Math.PI];
  });

/** A round tart seen from above: shadow, crust and its fluted rim. */
const tartShell = (r, crust = "#d9a55a", rim = "#c08840") =>
  shadow(206, 158, r, r * 0.96) + circle(200, 150, r, crust) + ring(200, 150, r - 4, rim, 8, 6, 6);

/** Half an orange or a lemon seen from the cut side. */
const citrusSlice = (x, y, r, rind, flesh, pith) =>
  circle(x, y, r, rind) +
  circle(x, y, r * 0.85, flesh) +
  line(
    around(6, x, y, r * 0.8)
      .map(([px, py]) => `M${n(x)} ${n(y)}L${n(px)} ${n(py)}`)
      .join(""),
    pith,
    1.5,
  );

/** A frying pan seen from above with its handle to the right. */
const pan = (colour, inside) =>
  shadow(196, 158, 112, 106) +
  rect(290, 138, 100, 24, 10, "#3b2f2a") +
  circle(190, 150, 110, colour) +
  circle(190, 150, 96, inside);

export default {
  "tarte-fine-aux-pommes": [
    "#f6e7d3",
    () =>
      shadow(206, 158, 118, 114) +
      circle(200, 150, 118, "#e2ad62") +
      [96, 72, 48, 26]
        .map(
          (r, i) =>
            ring(200, 150, r, i % 2 ? "#f4dca2" : "#f1d08a", 22, 12, 3) +
            ring(200, 150, r + 11, "#c9823a", 2, 12, 3),
        )
        .join("") +
      circle(200, 150, 12, "#eab868"),
  ],

  "far-breton": [
    "#efe2c8",
    (r) =>
      shadow(206, 160, 150, 100) +
      rect(50, 60, 300, 184, 22, "#8a5a35") +
      rect(62, 72, 276, 160, 14, "#b8742e") +
      specks(r, 26, 200, 152, 130, 70, "#9b5a22", 9) +
      ovals(r, 14, 170, 152, 100, 66, "#3a2030", 13, 8) +
      rect(252, 72, 86, 80, 6, "#f0d89a") +
      ovals(r, 3, 295, 112, 30, 25, "#3a2030", 12, 8) +
      line("M252 72v80h86", "#8f5a26", 4),
  ],

  fiadone: [
    "#fdf1c7",
    (r) =>
      shadow(196, 158, 112, 108) +
      circle(190, 150, 112, "#b9b9b9") +
      circle(190, 150, 102, "#e9b45a") +
      specks(r, 22, 190, 150, 86, 86, "#c07a30", 9) +
      specks(r, 14, 190, 150, 80, 80, "#f6d58a", 5) +
      shape("M318 236a30 30 0 0 1 60 0z", "#f2c230") +
      shape("M324 236a24 24 0 0 1 48 0z", "#fbe27a") +
      shape("M312 196a26 26 0 0 1 52 0z", "#f2c230", rotate(-30, 338, 196)),
  ],

  "gateau-basque": [
    "#f3d7b5",
    () => {
      const lines = [-100, -60, -20, 20, 60, 100]
        .map((o) => `M${200 + o - 90} 60l180 180M${200 + o - 90} 240l180-180`)
        .join("");
      return (
        plate() +
        circle(200, 150, 96, "#d49a48") +
        '<clipPath id="gb"><circle cx="200" cy="150" r="84"/></clipPath>' +
        `<g clip-path="url(#gb)">${circle(200, 150, 84, "#dfa655")}${line(lines, "#b2702c", 4)}</g>` +
        shape("M200 150L296 150A96 96 0 0 1 268 218z", "#f7e39a") +
        line("M200 150L296 150M200 150L268 218", "#a8692a", 6)
      );
    },
  ],

  "creme-caramel": [
    "#e7ecf5",
    () =>
      plate() +
      ellipse(200, 152, 86, 80, "#b5651d") +
      circle(200, 150, 60, "#f5dc8c") +
      circle(200, 150, 40, "#c9782a") +
      circle(186, 136, 10, "#e29a4a") +
      shape("M176 186c6 14 18 14 20 0M226 108c10 2 12 14 4 18", "#b5651d") +
      cutlery(),
  ],

  "ile-flottante": [
    "#e8f0e4",
    (r) =>
      bowl(200, 150, 118, "#fdfaf2", "#f1ede2") +
      circle(200, 150, 96, "#f7e7a6") +
      circle(204, 146, 56, "#fffdf6") +
      circle(188, 130, 18, "#fff") +
      line("M160 120l20 18 16-22 18 26 14-20 18 18M166 160l18-12 16 18 20-16 16 14", "#b8702a", 4) +
      ovals(r, 12, 204, 146, 44, 44, "#e8c48a", 7, 3),
  ],

  "riz-au-lait-a-la-vanille": [
    "#f9efe0",
    (r) =>
      bowl(200, 150, 116, "#3e6fa8", "#f6eedd") +
      circle(200, 150, 96, "#f3e6c9") +
      ovals(r, 70, 200, 150, 88, 88, "#fffaf0", 5, 3) +
      line("M130 110c40 20 90 40 150 50", "#3b2416", 6) +
      specks(r, 10, 210, 150, 14, 14, "#8a4b1f", 3),
  ],

  "poires-belle-helene": [
    "#ead9ee",
    (r) =>
      plate() +
      circle(250, 185, 38, "#fbf6ea") +
      circle(240, 175, 10, "#fff") +
      circle(170, 170, 56, "#e9e1a6") +
      circle(170, 110, 34, "#e9e1a6") +
      line("M170 76l6-22", "#6b4a2a", 5) +
      shape(
        "M126 150c10-30 80-30 90 0 0 18-8 30-14 26-6 10-12 4-16-6-8 10-16 10-20 0-10 8-24 2-26-10-8 2-14-2-14-10z",
        "#4a2816",
      ) +
      shape("M144 98c10-16 42-16 52 0-6 10-14 4-18 10-6-6-20-2-34-10z", "#4a2816") +
      ovals(r, 8, 250, 185, 30, 26, "#e8c48a", 7, 3),
  ],

  "tarte-aux-fraises": [
    "#fde4e4",
    (r) =>
      tartShell(116) +
      circle(200, 150, 104, "#f6e3a8") +
      [90, 66, 42, 18]
        .map((rad) => {
          const count = Math.max(3, Math.round((rad * 2 * Math.PI) / 24));
          return strokes(
            "#d62f3a",
            18,
            around(count, 200, 150, rad, rad).map(([x, y, deg]) => segment(x, y, 6, deg)),
          );
        })
        .join("") +
      specks(r, 60, 200, 150, 96, 96, "#f6d27a", 1),
  ],

  "crumble-pommes-poires": [
    "#e9dcc9",
    (r) =>
      shadow(206, 160, 160, 100) +
      ellipse(200, 150, 160, 104, "#f4efe6", 'stroke="#c9b8a3" stroke-width="6"') +
      ellipse(200, 150, 136, 84, "#f3e1a6") +
      ellipse(200, 150, 118, 70, "#c98f4a") +
      specks(r, 50, 200, 150, 112, 64, "#a86c30", 7) +
      specks(r, 40, 200, 150, 112, 64, "#e2b36c", 5) +
      dice(r, 10, 200, 150, 130, 80, "#f7ecc4", 12),
  ],

  "moelleux-au-chocolat": [
    "#f5e6ea",
    (r) =>
      plate() +
      circle(200, 150, 86, "#3b2218") +
      circle(200, 150, 74, "#4a2a1c") +
      shape("M200 150L286 150A86 86 0 0 1 261 211z", "#f5ece0") +
      shape("M228 158l48 0c-4 18-10 30-24 40z", "#2a140c") +
      specks(r, 50, 190, 140, 66, 66, "#fbf4ec", 2) +
      cutlery(),
  ],

  "tarte-au-citron-meringuee": [
    "#fff6c9",
    (r) => {
      const peaks = spread(r, 26, 200, 150, 72, 72);
      return (
        tartShell(112, "#d9a55a", "#b98236") +
        circle(200, 150, 100, "#f6d33c") +
        circle(200, 150, 84, "#fffaf0") +
        strokes(
          "#fffaf0",
          22,
          peaks.map(([x, y]) => segment(x, y, 0)),
        ) +
        strokes(
          "#e5b05c",
          7,
          peaks.map(([x, y]) => segment(x - 4, y - 4, 0)),
        ) +
        lemonSlice(340, 250, 26) +
        lemonSlice(62, 54, 22)
      );
    },
  ],

  "compote-pommes-rhubarbe": [
    "#eaf4e0",
    () =>
      line("M40 250L150 70M70 262L190 90", "#c23b4e", 16) +
      line("M150 70l18-30M190 90l14-32", "#7aa843", 14) +
      glass(190, 90, 80, 130) +
      rect(196, 130, 68, 84, 6, "#e9a3a0") +
      rect(186, 80, 88, 18, 6, "#c0392b") +
      glass(290, 120, 70, 110) +
      rect(296, 150, 58, 74, 6, "#eab1a8") +
      rect(286, 110, 78, 16, 6, "#c0392b"),
  ],

  "salade-d-oranges-a-la-cannelle": [
    "#fdebd6",
    (r) =>
      bowl(200, 150, 120, "#2f5d8a", "#3d75a8") +
      [...around(6, 200, 150, 62, 0.3), [200, 150, 0]]
        .map(([x, y]) => citrusSlice(x, y, 34, "#ea7d16", "#f7a944", "#fbd28c"))
        .join("") +
      specks(r, 40, 200, 150, 90, 90, "#8a4b1f", 2) +
      ovals(r, 10, 200, 150, 86, 86, "#8bbf4a", 6, 4) +
      leaf(160, 108, 12, 30, "#3f7a3a") +
      leaf(250, 196, 12, -40, "#3f7a3a"),
  ],

  "peches-roties-au-romarin": [
    "#f7e0cf",
    (r) =>
      shadow(206, 160, 170, 104) +
      rect(14, 130, 40, 30, 10, "#2b2b2b") +
      rect(346, 130, 40, 30, 10, "#2b2b2b") +
      rect(40, 52, 320, 196, 40, "#2b2b2b") +
      rect(54, 66, 292, 168, 30, "#5a2e1a") +
      [
        [110, 110],
        [200, 110],
        [290, 110],
        [110, 192],
        [200, 192],
        [290, 192],
      ]
        .map(
          ([x, y]) =>
            circle(x, y, 38, "#f19a4a") + circle(x + 12, y - 10, 22, "#e5604a") + circle(x, y, 11, "#a84424"),
        )
        .join("") +
      line("M70 150h260M150 70l20 160", "#4a6b3a", 3) +
      herbs(r, 26, 200, 150, 130, 76, "#4a6b3a", 5),
  ],

  "flan-coco": [
    "#e2f1ee",
    (r) =>
      plate(190, 150, 118) +
      circle(190, 150, 92, "#b86a22") +
      circle(190, 150, 80, "#f0dca8") +
      ring(190, 150, 56, "#d08a3a", 10, 16, 10) +
      circle(190, 150, 30, "#b86a22") +
      circle(190, 150, 24, "#fbf1e4") +
      specks(r, 50, 190, 150, 74, 74, "#fffdf8", 2) +
      circle(345, 245, 36, "#6b4226") +
      circle(345, 245, 28, "#fbf8f0"),
  ],

  "crepes-de-froment": [
    "#e6eef7",
    (r) =>
      plate() +
      [
        [130, 196, -80],
        [176, 214, -120],
        [150, 176, -100],
      ]
        .map(([x, y, deg]) =>
          shape(
            `M${x} ${y}h110a110 110 0 0 1 -110 110z`,
            "#f1c77c",
            `${rotate(deg, x, y)} stroke="#d9a24e" stroke-width="4"`,
          ),
        )
        .join("") +
      specks(r, 16, 190, 130, 60, 50, "#c98a3a", 4) +
      specks(r, 40, 190, 130, 70, 60, "#fffdf8", 2) +
      shape("M264 196a24 24 0 0 1 48 0z", "#f2c230") +
      shape("M270 196a18 18 0 0 1 36 0z", "#fbe27a"),
  ],

  "gaufres-maison": [
    "#f7efe0",
    (r) => {
      const waffle = (x, y) => {
        const grid = [1, 2, 3, 4]
          .map((i) => `M${x + i * 24} ${y + 6}v108M${x + 6} ${y + i * 24}h108`)
          .join("");
        return rect(x, y, 120, 120, 10, "#e3a84a") + line(grid, "#c4862e", 6);
      };
      return (
        shadow(206, 160, 170, 100) +
        rect(30, 50, 340, 200, 16, "#c08a56") +
        waffle(58, 84) +
        waffle(200, 70) +
        specks(r, 40, 200, 140, 140, 70, "#fffdf8", 2) +
        circle(330, 220, 14, "#d62f3a") +
        circle(300, 232, 12, "#d62f3a")
      );
    },
  ],

  "oeufs-a-la-coque-et-mouillettes": [
    "#fff1e0",
    () =>
      plate() +
      [
        [160, 120],
        [240, 120],
      ]
        .map(
          ([x, y]) =>
            circle(x, y, 36, "#d64533") +
            circle(x, y, 26, "#fffdf6", 'stroke="#ece3d3" stroke-width="2"') +
            circle(x, y, 14, "#f2a81d"),
        )
        .join("") +
      [120, 150, 180, 210, 240, 270]
        .map((x, i) =>
          rect(x - 8, 170 + (i % 2) * 6, 18, 64, 4, "#e0ad68", 'stroke="#a8692c" stroke-width="3"'),
        )
        .join(""),
  ],

  "oeufs-au-plat-et-bacon": [
    "#f0e6da",
    () =>
      pan("#2d2d2d", "#3d3b39") +
      egg(150, 120, 38, 10) +
      egg(210, 190, 36, -20) +
      line(
        "M200 88c10-12 20 12 30 0s20 12 30 0s20 12 30 0M196 116c10-12 20 12 30 0s20 12 30 0s20 12 30 0",
        "#c0504d",
        14,
      ) +
      line(
        "M200 88c10-12 20 12 30 0s20 12 30 0s20 12 30 0M196 116c10-12 20 12 30 0s20 12 30 0s20 12 30 0",
        "#f3c1a8",
        4,
      ) +
      circle(120, 196, 12, "#d93a2b") +
      circle(262, 170, 12, "#d93a2b") +
      circle(100, 160, 11, "#d93a2b"),
  ],

  "tofu-brouille-aux-legumes": [
    "#e9f1e3",
    (r) =>
      pan("#3a3f45", "#4a5058") +
      specks(r, 60, 190, 150, 84, 84, "#f2cf4a", 8) +
      specks(r, 30, 190, 150, 84, 84, "#f7e08a", 5) +
      dice(r, 14, 190, 150, 80, 80, "#d9412f", 9) +
      ovals(r, 8, 190, 150, 78, 78, "#d8c3a0", 10, 6) +
      spread(r, 7, 190, 150, 74, 74)
        .map(([x, y, t]) => leaf(x, y, 14, t * 360, "#2f6b2a"))
        .join(""),
  ],

  "fromage-blanc-aux-fruits-rouges": [
    "#f4e9f4",
    (r) =>
      shadow(206, 158, 110, 106) +
      circle(200, 150, 110, "#eef3f3", 'stroke="#cfdedb" stroke-width="5"') +
      circle(200, 150, 94, "#fbfbf7") +
      spread(r, 10, 200, 150, 70, 70)
        .map(([x, y]) => circle(x, y, 10, "#d8345f") + circle(x, y, 3, "#a81f44"))
        .join("") +
      spread(r, 8, 200, 150, 74, 74)
        .map(([x, y]) => blueberry(x, y, 7))
        .join("") +
      specks(r, 16, 200, 150, 76, 76, "#e0262f", 5),
  ],

  "salade-de-fruits-a-la-menthe": [
    "#fff3dc",
    (r) =>
      shadow(206, 158, 118, 114) +
      circle(200, 150, 118, "#eef5f4", 'stroke="#cfdedb" stroke-width="6"') +
      ovals(r, 8, 200, 150, 84, 84, "#f7b267", 18, 10) +
      spread(r, 14, 200, 150, 88, 88)
        .map(([x, y]) => circle(x, y, 11, "#f4a259") + circle(x - 3, y - 3, 3, "#fbd0a0"))
        .join("") +
      specks(r, 10, 200, 150, 84, 84, "#d8345f", 8) +
      spread(r, 8, 200, 150, 84, 84)
        .map(([x, y, t]) => leaf(x, y, 11, t * 360, "#3f8a3a"))
        .join(""),
  ],

  "smoothie-banane-epinards": [
    "#f2f7e6",
    (r) =>
      glass(110, 60, 80, 190) +
      rect(118, 80, 64, 162, 8, "#a9cf6e") +
      glass(210, 80, 80, 170) +
      rect(218, 100, 64, 142, 8, "#b6d97c") +
      line("M160 70l22-44M258 90l20-44", "#e25b5b", 6) +
      shape("M300 250c30 0 60-30 64-70 6 0 8 4 6 10-6 40-36 70-72 70z", "#f2d24a") +
      spread(r, 4, 70, 230, 30, 20)
        .map(([x, y, t]) => leaf(x, y, 16, t * 180, "#2f6b2a"))
        .join(""),
  ],

  "muffins-aux-myrtilles": [
    "#e4ecf7",
    (r) =>
      [
        [110, 170],
        [200, 140],
        [290, 170],
      ]
        .map(
          ([x, y]) =>
            shadow(x + 4, y + 84, 46, 8) +
            shape(`M${x - 40} ${y}h80l-12 80h-56z`, "#f2f2f2") +
            line(`M${x - 24} ${y + 4}l6 74M${x} ${y + 4}v74M${x + 24} ${y + 4}l-6 74`, "#cfd8e6", 6) +
            ellipse(x, y - 4, 50, 40, "#d9a04e") +
            ellipse(x - 10, y - 16, 20, 12, "#e6b66a") +
            spread(r, 5, x, y - 6, 36, 26)
              .map(([bx, by]) => blueberry(bx, by, 6))
              .join(""),
        )
        .join(""),
  ],

  "tartine-ricotta-miel": [
    "#f6ecd9",
    (r) =>
      shadow(206, 160, 170, 104) +
      rect(26, 48, 348, 204, 18, "#b98552") +
      [
        [60, 76],
        [210, 86],
      ]
        .map(
          ([x, y]) =>
            rect(x, y, 130, 150, 30, "#6e4424") +
            rect(x + 10, y + 10, 110, 130, 24, "#fbf8f0") +
            ovals(r, 4, x + 65, y + 75, 36, 46, "#efe6b0", 22, 7) +
            ovals(r, 3, x + 65, y + 75, 40, 50, "#9a6a3a", 8, 6),
        )
        .join("") +
      line("M80 110c30 20 50-10 80 20s40 40 90-10 60 0 80 30", "#e8a92c", 4),
  ],

  "porridge-de-sarrasin": [
    "#ecebe0",
    (r) =>
      bowl(200, 150, 116, "#7f9a86", "#c4a27a") +
      specks(r, 70, 200, 150, 94, 94, "#a5825b", 4) +
      ovals(r, 5, 200, 150, 70, 70, "#f1ead0", 24, 8) +
      spread(r, 8, 200, 150, 80, 80)
        .map(([x, y]) => circle(x, y, 8, "#b07a42") + circle(x - 2, y - 2, 3, "#d6a46a"))
        .join("") +
      line("M150 120c20 10 40-10 60 0s40 10 50 30", "#9c4f1a", 4),
  ],

  "oeufs-cocotte-aux-epinards": [
    "#f5f0e1",
    (r) =>
      [
        [130, 95],
        [270, 95],
        [130, 210],
        [270, 210],
      ]
        .map(
          ([x, y]) =>
            shadow(x + 4, y + 6, 58, 56) +
            circle(x, y, 58, "#fdfdfb", 'stroke="#dcdad2" stroke-width="4"') +
            circle(x, y, 46, "#3f6b2e") +
            circle(x, y, 34, "#fffdf6") +
            circle(x + 3, y + 2, 15, "#f2a81d"),
        )
        .join("") + specks(r, 30, 200, 150, 150, 110, "#e8dcb4", 2),
  ],

  "cake-a-la-banane": [
    "#f9e9c6",
    (r) =>
      shadow(180, 150, 130, 40) +
      shape("M60 150l30-60h190l30 60z", "#8f5526") +
      rect(60, 150, 250, 60, 6, "#b06f33") +
      line("M110 110c40 10 100 10 150 0", "#5e3416", 5) +
      shape("M120 96c30-24 100-24 130 0-30 10-100 10-130 0z", "#f0d27a") +
      [
        [250, 200],
        [300, 214],
      ]
        .map(
          ([x, y]) =>
            rect(x, y, 70, 70, 6, "#8f5526") +
            rect(x + 6, y + 6, 58, 58, 4, "#e2b36c") +
            specks(r, 4, x + 35, y + 35, 22, 22, "#7a4a22", 4),
        )
        .join(""),
  ],
  "tarte-a-la-rhubarbe": [
    "#eef3de",
    (r) =>
      tartShell(116) +
      circle(200, 150, 104, "#f1d38c") +
      [-80, -56, -32, -8, 16, 40, 64, 88]
        .map((dy, i) => {
          const half = Math.sqrt(96 * 96 - dy * dy);
          const y = 150 + dy;
          return strokes(
            i % 2 ? "#d94f6a" : "#c23b58",
            14,
            Array.from({ length: Math.max(1, Math.floor((2 * half) / 30)) }, (_, k) =>
              segment(200 - half + 15 + k * 30, y, 16, 0),
            ),
          );
        })
        .join("") +
      specks(r, 30, 200, 150, 96, 96, "#8fb04a", 2) +
      specks(r, 30, 200, 150, 96, 96, "#e0b85a", 2),
  ],
};
