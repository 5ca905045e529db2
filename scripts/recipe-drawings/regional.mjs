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
};
