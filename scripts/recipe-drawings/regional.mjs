// The drawings of the regional classics: each region's dish in its own vessel and colours.
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
  line,
  mushroom,
  n,
  ovals,
  plate,
  rect,
  rotate,
  shadow,
  shape,
  specks,
  spread,
  strokes,
} from "./kit.mjs";

/** A long oval serving dish. */
const platter = (cx, cy, rx, ry, rim = "#fff8ef", edge = "#e2d3c0") =>
  shadow(cx + 6, cy + 8, rx, ry) + ellipse(cx, cy, rx, ry, rim, `stroke="${edge}" stroke-width="4"`);

/** A rectangular gratin dish seen from above. */
const gratinDish = (x, y, w, h, colour, inside) =>
  shadow(x + w / 2 + 6, y + h / 2 + 8, w / 2 + 10, h / 2 + 6) +
  rect(x - 14, y + h / 2 - 16, w + 28, 32, 12, colour) +
  rect(x, y, w, h, 22, colour) +
  rect(x + 10, y + 10, w - 20, h - 20, 16, inside);

/** Fine wavy strands (cabbage, frisée, onions) in one path. */
const strands = (random, count, cx, cy, rx, ry, colour, width, length = 22) =>
  strokes(
    colour,
    width,
    spread(random, count, cx, cy, rx, ry).map(
      ([x, y, t]) => `M${n(x)} ${n(y)}q${n(length / 2)} ${n((t - 0.5) * 16)} ${n(length)} 0`,
    ),
  );

/** A sausage: a rounded bar with a lighter highlight. */
const sausage = (x, y, length, angle, colour, light) =>
  `<g ${rotate(angle, x, y)}>${rect(x - length / 2, y - 10, length, 20, 10, colour)}${line(`M${n(x - length / 2 + 10)} ${n(y - 4)}h${n(length - 20)}`, light, 3)}</g>`;

export default {
  "choucroute-garnie": [
    "#e8eef5",
    (r) =>
      platter(200, 152, 160, 112) +
      ellipse(200, 150, 118, 80, "#eadb9c") +
      strands(r, 46, 200, 150, 104, 66, "#d9c676", 4) +
      sausage(150, 120, 90, -12, "#e7a08c", "#f4c3b4") +
      sausage(240, 112, 86, 14, "#e7a08c", "#f4c3b4") +
      sausage(205, 190, 110, 4, "#9b4b2f", "#bf6e4c") +
      rect(98, 150, 62, 26, 4, "#f3d9cf", rotate(-8, 129, 163)) +
      line("M102 160l56-8M102 168l56-8", "#c87361", 4) +
      [
        [290, 165],
        [112, 200],
        [300, 120],
      ]
        .map(([x, y]) => ellipse(x, y, 22, 17, "#f2d36a") + ellipse(x - 5, y - 5, 8, 5, "#f8e6a2"))
        .join(""),
  ],

  "galettes-completes-au-sarrasin": [
    "#f0e4d0",
    () =>
      cutlery() +
      plate() +
      rect(128, 78, 144, 144, 8, "#8a5a32", rotate(45, 200, 150)) +
      rect(146, 96, 108, 108, 6, "#a2703f", rotate(45, 200, 150)) +
      ellipse(200, 150, 54, 40, "#e9a3a0") +
      ellipse(200, 150, 40, 30, "#f6dd8a") +
      egg(200, 150, 24) +
      line("M150 150l-22 0M250 150l22 0M200 100v-22M200 200v22", "#6f4524", 3),
  ],

  "soupe-au-pistou": [
    "#f3ecd2",
    (r) =>
      ellipse(84, 150, 22, 14, "#c98a2e") +
      ellipse(316, 150, 22, 14, "#c98a2e") +
      bowl(200, 150, 116, "#d9a441", "#c98a2e") +
      circle(200, 150, 100, "#e6c98a") +
      ovals(r, 22, 200, 150, 80, 80, "#fbf4e4", 9, 6) +
      dice(r, 14, 200, 150, 80, 80, "#7aa843", 11) +
      dice(r, 10, 200, 150, 80, 80, "#e0782a", 8) +
      dice(r, 8, 200, 150, 80, 80, "#d9402d", 7) +
      circle(200, 150, 24, "#3f7a2a") +
      specks(r, 10, 200, 150, 18, 18, "#a6c972", 2),
  ],

  cassoulet: [
    "#f6dcc0",
    (r) =>
      shadow(206, 158, 128, 122) +
      circle(200, 150, 126, "#a3522c") +
      circle(200, 150, 110, "#c77c3f") +
      ovals(r, 40, 200, 150, 94, 94, "#ead3a8", 9, 6) +
      specks(r, 30, 200, 150, 96, 96, "#9c5a26", 3) +
      [
        [150, 118],
        [248, 176],
        [236, 104],
      ]
        .map(
          ([x, y]) =>
            circle(x, y, 16, "#8c3f2a") +
            circle(x, y, 11, "#b4614a") +
            specks(r, 4, x, y, 8, 8, "#e6b3a0", 1.5),
        )
        .join("") +
      shape("M150 175q20-30 58-12q22 14 6 36q-26 20-58 6q-18-12-6-30z", "#8b4a22") +
      line("M206 196l24 18", "#efe2cc", 8),
  ],

  "salade-lyonnaise": [
    "#eaf3dc",
    (r) =>
      plate() +
      strands(r, 60, 200, 150, 82, 80, "#b6cf6a", 4, 20) +
      strands(r, 30, 200, 150, 70, 70, "#e3e39a", 3, 16) +
      dice(r, 16, 200, 150, 78, 78, "#b3523e", 9, 14) +
      dice(r, 12, 200, 150, 78, 78, "#d9a24c", 13) +
      ellipse(200, 146, 38, 32, "#fffdf6", 'stroke="#ece3d3" stroke-width="2"') +
      circle(204, 142, 15, "#f2a81d"),
  ],

  "poulet-vallee-d-auge": [
    "#fbeede",
    (r) =>
      cocotte(200, 150, 112, "#6f9a4a", "#f1e3c6") +
      [
        [160, 118, 20],
        [240, 122, -30],
        [150, 182, 60],
        [238, 186, 10],
        [200, 150, -70],
      ]
        .map(
          ([x, y, a]) =>
            ellipse(x, y, 34, 22, "#c98430", rotate(a, x, y)) +
            ellipse(x - 6, y - 6, 14, 8, "#e2a656", rotate(a, x, y)),
        )
        .join("") +
      spread(r, 7, 200, 150, 86, 86)
        .map(([x, y, t]) => mushroom(x, y, 11, t * 360, "#cdb48e", "#efe2c8"))
        .join("") +
      herbs(r, 10, 200, 150, 90, 90, "#5b7f3a", 5),
  ],

  tartiflette: [
    "#dde8ef",
    (r) =>
      gratinDish(70, 60, 260, 180, "#f4f1ea", "#e8c77a") +
      ovals(r, 14, 200, 150, 110, 70, "#f2d36a", 16, 12) +
      ellipse(150, 140, 52, 46, "#e59a46") +
      ellipse(150, 140, 40, 34, "#f6d27a") +
      ellipse(254, 160, 52, 46, "#e59a46") +
      ellipse(254, 160, 40, 34, "#f6d27a") +
      dice(r, 16, 200, 150, 110, 72, "#b3523e", 8, 12) +
      specks(r, 12, 200, 150, 110, 72, "#5f3b22", 2),
  ],

  "carbonade-flamande": [
    "#f1d9b5",
    (r) =>
      cocotte(200, 150, 112, "#2f2f35", "#5a2f1a") +
      ovals(r, 11, 200, 150, 80, 80, "#7a3b20", 22, 16) +
      strands(r, 24, 200, 150, 86, 86, "#c98a45", 4, 18) +
      rect(214, 84, 54, 42, 6, "#a86b2c", rotate(-14, 241, 105)) +
      rect(220, 90, 42, 30, 4, "#c98a45", rotate(-14, 241, 105)) +
      leaf(150, 110, 16, 30, "#5b7f3a"),
  ],
  "coq-au-vin": [
    "#e9dfe9",
    (r) =>
      cocotte(200, 150, 112, "#7a2638", "#4a1a24") +
      [
        [158, 120, 30],
        [242, 118, -20],
        [160, 186, -60],
        [236, 184, 40],
      ]
        .map(
          ([x, y, a]) =>
            ellipse(x, y, 32, 21, "#8a4a3a", rotate(a, x, y)) +
            ellipse(x - 5, y - 5, 13, 7, "#a8634c", rotate(a, x, y)),
        )
        .join("") +
      spread(r, 6, 200, 150, 70, 70)
        .map(([x, y, t]) => mushroom(x, y, 10, t * 360, "#c9b08c", "#eadbc2"))
        .join("") +
      spread(r, 8, 200, 150, 84, 84)
        .map(([x, y]) => circle(x, y, 8, "#f1e6da") + circle(x - 2, y - 2, 3, "#fffaf2"))
        .join("") +
      dice(r, 12, 200, 150, 84, 84, "#c4705a", 6, 10) +
      herbs(r, 10, 200, 150, 86, 86, "#4f7a2e", 4),
  ],

  "axoa-de-veau": [
    "#e8f0e0",
    (r) =>
      shadow(196, 158, 118, 112) +
      rect(296, 140, 92, 20, 10, "#3a3a3a") +
      circle(190, 150, 118, "#3a3a3a") +
      circle(190, 150, 104, "#c69a64") +
      strokes(
        "#4f8a2a",
        9,
        spread(r, 16, 190, 150, 80, 80).map(([x, y, t]) => `M${n(x)} ${n(y)}q10 ${n(t * 14 - 7)} 24 0`),
      ) +
      strokes(
        "#c8372d",
        8,
        spread(r, 6, 190, 150, 80, 80).map(([x, y, t]) => `M${n(x)} ${n(y)}q10 ${n(t * 14 - 7)} 22 0`),
      ) +
      dice(r, 34, 190, 150, 84, 84, "#8c5a3a", 9) +
      specks(r, 24, 190, 150, 90, 90, "#b3261e", 2),
  ],

  "saute-de-veau-aux-olives-a-la-corse": [
    "#f7ecd8",
    (r) =>
      bowl(200, 150, 118, "#3a6ea5", "#e9f0f7") +
      circle(200, 150, 84, "#c0482e") +
      ovals(r, 9, 200, 150, 62, 62, "#9a5a3a", 20, 15) +
      spread(r, 12, 200, 150, 70, 70)
        .map(
          ([x, y, t]) => ellipse(x, y, 9, 7, "#8f9a3a", rotate(t * 180, x, y)) + circle(x, y, 2, "#c0482e"),
        )
        .join("") +
      herbs(r, 12, 200, 150, 74, 74, "#5b7f3a", 5),
  ],

  "colombo-de-poulet": [
    "#dff1ec",
    (r) =>
      cocotte(200, 150, 112, "#c2410c", "#e3a72f") +
      [
        [162, 122, 30],
        [240, 126, -40],
        [200, 186, 10],
      ]
        .map(
          ([x, y, a]) =>
            ellipse(x, y, 34, 22, "#b56a24", rotate(a, x, y)) + circle(x + 26, y + 4, 7, "#f5ecd9"),
        )
        .join("") +
      dice(r, 10, 200, 150, 80, 80, "#f4dd8e", 16) +
      dice(r, 7, 200, 150, 80, 80, "#5b2a5e", 14) +
      shape("M252 168q24-4 36 14q-14-6-36-4z", "#d9262b") +
      [
        [138, 176],
        [268, 104],
      ]
        .map(([x, y]) => circle(x, y, 13, "#5e9a2e") + circle(x, y, 10, "#bcdc72"))
        .join(""),
  ],

  "rougail-saucisse": [
    "#fde9c9",
    (r) =>
      cocotte(150, 150, 96, "#1f1f1f", "#d2572a") +
      spread(r, 12, 150, 150, 66, 66)
        .map(([x, y]) => circle(x, y, 14, "#7b3b26") + circle(x, y, 9, "#b0624a"))
        .join("") +
      specks(r, 14, 150, 150, 74, 74, "#f0a25a", 3) +
      leaf(314, 168, 72, -60, "#3f8a3a") +
      line("M282 228L348 110", "#6fb35e", 3) +
      ellipse(314, 166, 44, 34, "#fbfaf4") +
      specks(r, 16, 314, 166, 36, 26, "#e9e5d6", 3),
  ],

  baeckeoffe: [
    "#efe3c2",
    (r) =>
      platter(200, 152, 164, 116, "#f3efe6", "#3f6fb5") +
      spread(r, 10, 200, 152, 150, 104)
        .filter(([x, y]) => ((x - 200) / 150) ** 2 + ((y - 152) / 104) ** 2 > 0.8)
        .map(([x, y]) => circle(x, y, 5, "#3f6fb5"))
        .join("") +
      ellipse(200, 150, 128, 86, "#e6c47a") +
      ovals(r, 16, 200, 150, 108, 70, "#f3dc94", 16, 12) +
      ovals(r, 10, 200, 150, 100, 64, "#8a4a32", 16, 12) +
      spread(r, 7, 200, 150, 100, 64)
        .map(([x, y]) => circle(x, y, 8, "#e0782a") + circle(x, y, 4, "#f3a24e"))
        .join("") +
      herbs(r, 10, 200, 150, 104, 66, "#3f6a2a", 5),
  ],

  "tarte-flambee": [
    "#e6ecd9",
    (r) =>
      shadow(206, 160, 170, 110) +
      rect(24, 44, 352, 212, 16, "#b98a5a") +
      line("M40 90h320M40 150h320M40 210h320", "#a57546", 3) +
      rect(52, 68, 296, 164, 22, "#8a5a2a") +
      rect(58, 74, 284, 152, 20, "#f6efe0") +
      specks(r, 26, 200, 150, 138, 72, "#5a3a22", 3) +
      strokes(
        "#e5d8b8",
        3,
        spread(r, 18, 200, 150, 124, 62).map(
          ([x, y]) => `M${n(x - 8)} ${n(y)}a8 6 0 1 0 16 0a8 6 0 1 0-16 0`,
        ),
      ) +
      dice(r, 26, 200, 150, 124, 62, "#b3523e", 7, 11),
  ],

  "daube-provencale": [
    "#f2dcd2",
    (r) =>
      ellipse(88, 150, 20, 14, "#c8921f") +
      ellipse(312, 150, 20, 14, "#c8921f") +
      bowl(200, 150, 116, "#d9a62b", "#b8861c") +
      circle(200, 150, 98, "#4b2216") +
      ovals(r, 12, 200, 150, 74, 74, "#6b2e1c", 22, 16) +
      spread(r, 12, 200, 150, 78, 78)
        .map(([x, y]) => circle(x, y, 7, "#1c1512") + circle(x - 2, y - 2, 2, "#5a4a44"))
        .join("") +
      line("M150 110q24-14 46 0M226 192q20 10 40-4", "#f08a1c", 6) +
      herbs(r, 8, 200, 150, 80, 80, "#6d7f3a", 4),
  ],
  pissaladiere: [
    "#dcecf4",
    (r) =>
      shadow(206, 160, 170, 112) +
      rect(28, 46, 344, 208, 10, "#5c5f66") +
      rect(44, 62, 312, 176, 14, "#d9a85a") +
      rect(54, 72, 292, 156, 10, "#e9c77a") +
      strands(r, 70, 200, 150, 136, 70, "#f6e2a6", 4, 18) +
      line(
        [0, 1, 2, 3].map((i) => `M${60 + i * 66} 76l78 148M${144 + i * 66} 76l-78 148`).join(""),
        "#7a4a2a",
        6,
      ) +
      [0, 1, 2, 3, 4]
        .flatMap((i) => [
          [102 + i * 66, 100],
          [135 + i * 66, 150],
          [102 + i * 66, 200],
        ])
        .filter(([x]) => x < 320)
        .map(([x, y]) => circle(x, y, 7, "#1c1512"))
        .join(""),
  ],

  "brandade-de-morue": [
    "#f4e9d8",
    (r) =>
      shadow(206, 160, 150, 108) +
      ellipse(200, 150, 150, 108, "#6f8796") +
      ellipse(200, 150, 130, 90, "#fbf8f0") +
      line("M110 130q40-26 90 0t90 0M100 162q46-22 100 0t96 0M126 190q36-16 74 0t70 0", "#e3dccb", 5) +
      line("M150 112q50 30 110 14", "#d9b53a", 5) +
      spread(r, 5, 200, 150, 90, 60)
        .map(([x, y]) => ellipse(x, y, 9, 7, "#1c1512") + circle(x - 2, y - 2, 2, "#5a4a44"))
        .join("") +
      line("M236 176l34-26", "#5b7f3a", 3) +
      herbs(r, 6, 252, 162, 16, 12, "#5b7f3a", 4),
  ],

  piperade: [
    "#fdf0d5",
    (r) =>
      shadow(196, 158, 118, 112) +
      rect(296, 140, 92, 20, 10, "#6b3a2a") +
      circle(190, 150, 118, "#b3261e") +
      circle(190, 150, 104, "#e7a24a") +
      strokes(
        "#4f8a2a",
        9,
        spread(r, 14, 190, 150, 80, 80).map(([x, y, t]) => `M${n(x)} ${n(y)}q10 ${n(t * 14 - 7)} 24 0`),
      ) +
      strokes(
        "#d4372c",
        9,
        spread(r, 8, 190, 150, 80, 80).map(([x, y, t]) => `M${n(x)} ${n(y)}q10 ${n(t * 14 - 7)} 22 0`),
      ) +
      spread(r, 9, 190, 150, 74, 74)
        .map(([x, y, t]) => ellipse(x, y, 16 + t * 6, 11, "#f6d23e", rotate(t * 180, x, y)))
        .join("") +
      specks(r, 22, 190, 150, 90, 90, "#8f1d16", 2),
  ],

  "magret-de-canard-aux-pommes": [
    "#f5e1c8",
    () =>
      shadow(206, 158, 118, 114) +
      circle(200, 150, 118, "#2a2a2a") +
      circle(200, 150, 104, "#343434") +
      [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const x = 150 + i * 14;
          const y = 110 + i * 16;
          return (
            ellipse(x, y, 40, 12, "#c98430", rotate(-25, x, y)) +
            ellipse(x + 2, y + 3, 36, 8, "#d77a7a", rotate(-25, x, y))
          );
        })
        .join("") +
      [
        [260, 116, 20],
        [280, 158, -10],
        [256, 198, 40],
        [226, 226, 70],
      ]
        .map(
          ([x, y, a]) =>
            shape(`M${x - 22} ${y}a22 22 0 0 1 44 0z`, "#d99a2b", rotate(a, x, y)) +
            shape(`M${x - 16} ${y}a16 14 0 0 1 32 0z`, "#f3d37a", rotate(a, x, y)),
        )
        .join("") +
      line("M120 200q30 10 60 0", "#7a3a1a", 5),
  ],

  "cervelle-de-canut": [
    "#e3efe6",
    (r) =>
      shadow(206, 160, 170, 112) +
      rect(24, 40, 352, 220, 18, "#c49a6c") +
      bowl(200, 150, 74, "#fdfaf2", "#f7f3e8") +
      specks(r, 50, 200, 150, 56, 56, "#4f8a2a", 2) +
      herbs(r, 12, 200, 150, 50, 50, "#2f6a24", 3) +
      [
        [74, 92, -20],
        [80, 210, 15],
        [320, 96, 20],
      ]
        .map(
          ([x, y, a]) =>
            rect(x - 30, y - 20, 60, 40, 10, "#d9a24c", rotate(a, x, y)) +
            rect(x - 24, y - 14, 48, 28, 8, "#f1d9a4", rotate(a, x, y)),
        )
        .join("") +
      [
        [322, 200],
        [290, 226],
        [346, 236],
      ]
        .map(
          ([x, y]) =>
            circle(x, y, 14, "#e0475b") +
            ellipse(x, y + 6, 9, 7, "#fbeff0") +
            line(`M${x} ${y - 14}l6-16`, "#4f8a2a", 3),
        )
        .join(""),
  ],

  "fondue-savoyarde": [
    "#e4e8f3",
    (r) =>
      shadow(196, 158, 104, 100) +
      rect(110, 140, 60, 22, 10, "#8f1d16", rotate(180, 140, 151)) +
      rect(40, 141, 70, 20, 10, "#6b3a2a") +
      circle(190, 150, 100, "#b3261e") +
      circle(190, 150, 86, "#f6e7a6") +
      line("M150 130q40 30 80 0M160 170q30 16 60 0", "#ead47c", 5) +
      spread(r, 10, 200, 150, 150, 118)
        .filter(([x, y]) => (x - 190) ** 2 + (y - 150) ** 2 > 112 ** 2)
        .map(
          ([x, y, t]) =>
            rect(x - 13, y - 13, 26, 26, 5, "#d9a24c", rotate(t * 90, x, y)) +
            rect(x - 9, y - 9, 18, 18, 4, "#f3e0b2", rotate(t * 90, x, y)),
        )
        .join("") +
      line("M226 120L352 40M240 168L372 210", "#7f8896", 4) +
      rect(218, 112, 20, 20, 4, "#f3e0b2"),
  ],

  "flamiche-aux-poireaux": [
    "#f4f0e0",
    (r) =>
      shadow(206, 158, 124, 120) +
      circle(
        200,
        150,
        112,
        "#d9a85a",
        'stroke="#c98a45" stroke-width="22" stroke-dasharray="9 14" stroke-linecap="round"',
      ) +
      circle(200, 150, 98, "#edd28a") +
      ovals(r, 14, 200, 150, 86, 86, "#8fbf5a", 12, 8) +
      ovals(r, 12, 200, 150, 86, 86, "#c7de9a", 12, 8) +
      specks(r, 24, 200, 150, 86, 86, "#edd28a", 3) +
      specks(r, 16, 200, 150, 90, 90, "#c9902e", 3) +
      shape("M200 150L324 150A124 124 0 0 1 288 238Z", "#f4f0e0"),
  ],
  "oeufs-en-meurette": [
    "#f7efe2",
    (r) =>
      bowl(200, 150, 118, "#fdfaf3", "#f1e8da") +
      circle(200, 150, 92, "#6e1f2e") +
      [
        [160, 140],
        [240, 160],
      ]
        .map(
          ([x, y]) =>
            rect(x - 34, y - 26, 68, 52, 10, "#c98a45") +
            ellipse(x, y, 30, 24, "#fffdf6") +
            circle(x + 3, y - 2, 11, "#f2a81d") +
            ellipse(x + 12, y + 10, 12, 6, "#8a2c3c", 'opacity=".8"'),
        )
        .join("") +
      dice(r, 12, 200, 150, 80, 80, "#c4705a", 6, 10) +
      spread(r, 5, 200, 150, 78, 78)
        .map(([x, y, t]) => mushroom(x, y, 9, t * 360, "#c9b08c", "#eadbc2"))
        .join(""),
  ],

  "lapin-a-la-moutarde": [
    "#e6ecf3",
    (r) =>
      cocotte(200, 150, 112, "#d6a21e", "#f3e2b0") +
      [
        [160, 122, 20],
        [240, 124, -30],
        [160, 184, -50],
        [242, 182, 30],
      ]
        .map(
          ([x, y, a]) =>
            ellipse(x, y, 34, 20, "#d8a25a", rotate(a, x, y)) +
            ellipse(x - 6, y - 5, 14, 7, "#ebc07e", rotate(a, x, y)),
        )
        .join("") +
      specks(r, 40, 200, 150, 90, 90, "#a87a1e", 2) +
      herbs(r, 14, 200, 150, 88, 88, "#3f7a2a", 5),
  ],

  "accras-de-morue": [
    "#fff1d6",
    (r) =>
      shadow(206, 158, 120, 116) +
      circle(200, 150, 120, "#a8743e") +
      circle(200, 150, 112, "none", 'stroke="#8a5a2a" stroke-width="6" stroke-dasharray="10 8"') +
      circle(200, 150, 98, "#fbf7ee") +
      spread(r, 14, 200, 150, 70, 70)
        .map(([x, y, t]) => circle(x, y, 18 + t * 4, "#c9852e") + circle(x - 5, y - 5, 8, "#e3a94e"))
        .join("") +
      specks(r, 30, 200, 150, 76, 76, "#8a5222", 2) +
      shape("M286 212a24 24 0 0 1 44 0z", "#5e9a2e", rotate(-30, 308, 212)) +
      shape("M292 210a18 18 0 0 1 32 0z", "#bcdc72", rotate(-30, 308, 212)) +
      shape("M70 76q30-10 42 14q-18-8-42-14z", "#d9262b"),
  ],

  "cotriade-bretonne": [
    "#dfe7ea",
    (r) =>
      platter(172, 160, 140, 104, "#fbfbf8", "#2f5c9a") +
      ellipse(172, 160, 116, 82, "#f1e7cf") +
      ovals(r, 8, 172, 160, 96, 64, "#f2d36a", 18, 13) +
      [
        [120, 130, -20],
        [200, 186, 10],
        [226, 124, 30],
      ]
        .map(
          ([x, y, a]) =>
            rect(x - 26, y - 14, 52, 28, 10, "#8aa0b4", rotate(a, x, y)) +
            line(`M${x - 18} ${y - 4}h36M${x - 18} ${y + 4}h36`, "#3f5a74", 3).replace(
              "<path",
              `<path ${rotate(a, x, y)}`,
            ),
        )
        .join("") +
      ovals(r, 5, 172, 160, 90, 60, "#fbf8f0", 20, 13) +
      herbs(r, 10, 172, 160, 100, 70, "#3f7a2a", 4) +
      circle(330, 72, 48, "#2f5c9a") +
      circle(330, 72, 40, "#e2b04a") +
      rect(306, 56, 48, 32, 8, "#d9a24c"),
  ],

  "pot-au-feu": [
    "#f3ead6",
    (r) =>
      platter(200, 152, 168, 116) +
      [0, 1, 2]
        .map(
          (i) =>
            rect(150 + i * 30, 104 + i * 6, 50, 70, 8, "#8a4a32", rotate(-10, 175 + i * 30, 139 + i * 6)) +
            line(`M${158 + i * 30} ${116 + i * 6}h34`, "#b47556", 4),
        )
        .join("") +
      [
        [88, 150, 70],
        [110, 206, 40],
        [300, 196, -30],
      ]
        .map(
          ([x, y, a]) =>
            ellipse(x, y, 42, 11, "#e0782a", rotate(a, x, y)) +
            line(`M${x - 20} ${y}h30`, "#f3a24e", 3).replace("<path", `<path ${rotate(a, x, y)}`),
        )
        .join("") +
      rect(180, 196, 110, 22, 11, "#eef3d8", rotate(8, 235, 207)) +
      rect(232, 196, 60, 22, 11, "#6f9a3a", rotate(8, 262, 207)) +
      [
        [290, 110],
        [318, 146],
      ]
        .map(([x, y]) => circle(x, y, 20, "#f4f1ea") + shape(`M${x - 20} ${y}a20 20 0 0 1 40 0z`, "#b58ab8"))
        .join("") +
      circle(70, 92, 20, "#e8d9b0") +
      circle(70, 92, 14, "#d9a620") +
      specks(r, 6, 200, 230, 60, 10, "#e6e2d8", 3),
  ],

  "navarin-d-agneau-printanier": [
    "#e3ecf6",
    (r) =>
      cocotte(200, 150, 112, "#efe4cf", "#c98a45") +
      ovals(r, 9, 200, 150, 78, 78, "#7a4a32", 22, 15) +
      spread(r, 6, 200, 150, 80, 80)
        .map(([x, y]) => circle(x, y, 13, "#f7f3ea") + shape(`M${x - 13} ${y}a13 13 0 0 1 26 0z`, "#c79ac8"))
        .join("") +
      ovals(r, 7, 200, 150, 82, 82, "#e0782a", 18, 7) +
      spread(r, 26, 200, 150, 86, 86)
        .map(([x, y]) => circle(x, y, 5, "#6fae3a"))
        .join("") +
      herbs(r, 6, 200, 150, 84, 84, "#3f7a2a", 4),
  ],

  garbure: [
    "#f6e3c8",
    (r) =>
      ellipse(86, 150, 22, 14, "#8a4424") +
      ellipse(314, 150, 22, 14, "#8a4424") +
      bowl(200, 150, 116, "#a0522d", "#8a4424") +
      circle(200, 150, 100, "#a7b96a") +
      strands(r, 30, 200, 150, 84, 84, "#5f8a2e", 6, 24) +
      ovals(r, 22, 200, 150, 84, 84, "#f6f0e0", 8, 6) +
      dice(r, 10, 200, 150, 84, 84, "#e0782a", 8) +
      dice(r, 8, 200, 150, 84, 84, "#f2d36a", 12) +
      shape("M168 160q20-34 62-18q24 14 8 38q-28 22-62 8q-16-12-8-28z", "#9a5428") +
      line("M236 176l26 18", "#efe2cc", 8),
  ],
};
