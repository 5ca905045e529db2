// The drawings of the first 22 recipes and the 12 breakfasts of the catalogue.
import {
  blueberry,
  bowl,
  carrotRound,
  cherryTomato,
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

export default {
  "soupe-a-l-oignon": [
    "#fbe3c8",
    (r) =>
      ellipse(92, 150, 22, 14, "#7a4424") +
      ellipse(308, 150, 22, 14, "#7a4424") +
      bowl(200, 150, 112, "#8a4d28", "#a65f32") +
      circle(200, 150, 94, "#e8b24a") +
      spread(r, 14, 200, 150, 70, 70)
        .map(([x, y, t]) => ellipse(x, y, 10 + t * 10, 7 + t * 6, t > 0.5 ? "#c98430" : "#b46e26"))
        .join("") +
      specks(r, 24, 200, 150, 80, 80, "#f6d57e", 3),
  ],

  "salade-nicoise": [
    "#e6efd9",
    (r) =>
      plate() +
      ovals(r, 5, 200, 150, 70, 70, "#5e8f34", 26, 11) +
      ovals(r, 5, 200, 150, 70, 70, "#7aa843", 24, 10) +
      [
        [150, 120],
        [245, 115],
        [160, 195],
        [250, 190],
      ]
        .map(([x, y], i) => shape(`M${x - 18} ${y}a18 18 0 0 1 36 0z`, "#d9402d", rotate(i * 70, x, y)))
        .join("") +
      egg(200, 110, 16, 10) +
      egg(205, 195, 16, -20) +
      egg(130, 158, 15, 80) +
      egg(272, 152, 15, 100) +
      specks(r, 8, 200, 150, 60, 60, "#2b2320", 6) +
      line("M176 150c8-6 18-6 26 0M206 160c8-6 18-6 26 0", "#8f7a6b", 4) +
      cutlery(),
  ],

  "veloute-de-potimarron": [
    "#fcebdd",
    (r) =>
      bowl(200, 150, 118, "#fff8ef") +
      circle(200, 150, 92, "#e98a2c") +
      circle(200, 150, 70, "#ef9a3a") +
      line("M200 150c8 0 10 8 4 12-9 6-20-2-18-12 3-14 22-18 32-8 14 14 4 36-16 38", "#fff3e0", 4) +
      spread(r, 10, 200, 150, 70, 70)
        .map(([x, y, t]) => leaf(x, y, 6, t * 360, "#5d7a3a"))
        .join("") +
      cutlery(),
  ],

  "souffle-au-comte": [
    "#fff1d6",
    () =>
      shadow(206, 250, 96, 16) +
      shape(
        "M110 140h180v100c0 10-40 18-90 18s-90-8-90-18z",
        "#fffdf8",
        'stroke="#e4dccd" stroke-width="3"',
      ) +
      line(
        "M130 150v96M150 150v102M170 150v106M190 150v108M210 150v108M230 150v106M250 150v102M270 150v96",
        "#ece4d6",
        3,
      ) +
      ellipse(200, 140, 90, 18, "#f6ecd8") +
      shape("M116 140c0-60 40-92 84-92s84 32 84 92c-30 12-138 12-168 0z", "#e2a445") +
      shape("M140 120c6-40 30-58 60-58s50 16 58 50c-30-20-90-20-118 8z", "#efbf5f") +
      circle(186, 84, 10, "#f7d47d") +
      ellipse(232, 102, 14, 7, "#c7862f"),
  ],

  "boeuf-bourguignon": [
    "#f3e2cf",
    (r) => {
      const carrots = spread(r, 7, 200, 150, 74, 74);
      return (
        cocotte(200, 150, 112, "#8e2f22") +
        circle(200, 150, 96, "#5b2016") +
        ovals(r, 6, 200, 150, 68, 68, "#6e2a1a", 17, 12) +
        ovals(r, 5, 200, 150, 68, 68, "#4a170f", 16, 12) +
        strokes(
          "#e0782a",
          18,
          carrots.map(([x, y]) => segment(x, y, 0)),
        ) +
        strokes(
          "#f3a24e",
          8,
          carrots.map(([x, y]) => segment(x, y, 0)),
        ) +
        spread(r, 5, 200, 150, 70, 70)
          .map(([x, y, t]) => mushroom(x, y, 10, t * 360, "#c9ab82", "#ead9bd"))
          .join("") +
        herbs(r, 10, 200, 150, 80, 80, "#6c9a3a", 4)
      );
    },
  ],

  "blanquette-de-veau": [
    "#fcebdd",
    (r) =>
      plate() +
      ellipse(176, 156, 64, 58, "#f2e2bc") +
      spread(r, 7, 172, 156, 42, 38)
        .map(([x, y, t]) => rect(x - 13, y - 10, 26, 20, 8, "#ddbf92", rotate(t * 90, x, y)))
        .join("") +
      spread(r, 5, 172, 156, 46, 40)
        .map(([x, y]) => carrotRound(x, y, 8))
        .join("") +
      spread(r, 4, 172, 156, 44, 40)
        .map(([x, y, t]) => mushroom(x, y, 9, t * 360, "#efe6d6", "#fffaf0"))
        .join("") +
      ellipse(262, 146, 38, 30, "#fffdf7", 'stroke="#efe7d8" stroke-width="2"') +
      specks(r, 22, 262, 146, 30, 22, "#ebe3d3", 1.6) +
      herbs(r, 6, 176, 150, 50, 44, "#5e8f34", 4) +
      cutlery(),
  ],

  "poulet-roti": [
    "#fbe3c8",
    (r) =>
      shadow(206, 160, 150, 92) +
      ellipse(200, 150, 150, 96, "#f3ece0", 'stroke="#dccdb8" stroke-width="4"') +
      ellipse(200, 150, 128, 78, "#c98f4a") +
      ellipse(146, 168, 30, 20, "#b8692a", rotate(-25, 146, 168)) +
      ellipse(252, 168, 30, 20, "#b8692a", rotate(25, 252, 168)) +
      ellipse(200, 138, 70, 50, "#c8772e") +
      ellipse(188, 124, 38, 22, "#e49a48") +
      lemonSlice(112, 122, 16) +
      lemonSlice(292, 124, 16) +
      [
        [104, 178],
        [122, 196],
        [284, 190],
        [300, 172],
        [200, 208],
      ]
        .map(([x, y]) => ellipse(x, y, 8, 6, "#fbf3df", 'stroke="#e8dcc0" stroke-width="1.5"'))
        .join("") +
      line("M250 90l40-14M262 86l4-8M276 82l4-8M130 96l-34-14M118 92l-2-8M106 88l-2-8", "#4f7a30", 3) +
      herbs(r, 8, 200, 150, 120, 70, "#4f7a30", 3),
  ],

  "steak-au-poivre": [
    "#f3e2cf",
    (r) =>
      plate() +
      shape("M120 150c0-30 40-52 90-50s84 26 80 56-44 50-92 48-78-24-78-54z", "#ead2a4") +
      rect(136, 112, 120, 78, 30, "#6b3420", rotate(-8, 196, 151)) +
      line("M160 126l60 48M186 116l56 46M146 146l46 38", "#4a2214", 5) +
      specks(r, 40, 196, 150, 54, 32, "#1e1612", 1.8) +
      [
        [262, 184],
        [270, 174],
        [252, 196],
        [276, 190],
      ]
        .map(([x, y], i) => rect(x, y, 44, 9, 3, "#f2c45a", rotate(30 + i * 12, x, y)))
        .join("") +
      cutlery(),
  ],

  "saumon-en-papillote": [
    "#e3e9f1",
    (r) =>
      shadow(206, 158, 150, 100) +
      shape(
        "M62 100c40-30 236-34 276 0 20 40 16 100-6 122-60 26-210 28-262 0-22-30-24-86-8-122z",
        "#f7f0e2",
        'stroke="#dcd0bc" stroke-width="3"',
      ) +
      line("M80 110c70 20 170 20 240 0M84 212c60-16 170-16 232 0", "#e4d9c6", 3) +
      spread(r, 9, 200, 160, 90, 40)
        .map(([x, y]) => circle(x, y, 11, "#8fb85a") + circle(x, y, 7, "#d4e6a8"))
        .join("") +
      rect(134, 124, 132, 66, 22, "#f08a6c") +
      line(
        "M160 130c-6 20-6 38 0 54M190 128c-6 22-6 40 0 58M220 128c-6 22-6 40 0 58M248 130c-6 20-6 38 0 54",
        "#fbc3ad",
        3,
      ) +
      lemonSlice(176, 150, 14) +
      lemonSlice(214, 162, 14) +
      cherryTomato(110, 150, 11) +
      cherryTomato(290, 156, 11) +
      cherryTomato(282, 124, 10) +
      herbs(r, 14, 200, 156, 70, 34, "#4f8a3a", 5),
  ],

  "moules-marinieres": [
    "#e3e9f1",
    (r) => {
      const shells = spread(r, 22, 200, 150, 82, 82);
      return (
        cocotte(200, 150, 112, "#c23b2a", "#ecdcb4") +
        strokes(
          "#272a3f",
          18,
          shells.map(([x, y, t]) => segment(x, y, 18, t * 360)),
        ) +
        strokes(
          "#f0a050",
          10,
          shells.map(([x, y, t]) => segment(x, y, 13, t * 360)),
        ) +
        herbs(r, 16, 200, 150, 90, 90, "#5e9a3a", 4)
      );
    },
  ],

  "tartare-de-saumon": [
    "#fcebdd",
    (r) =>
      plate() +
      circle(200, 154, 62, "#8cbf4f") +
      circle(200, 150, 50, "#f08a5c") +
      dice(r, 15, 200, 150, 42, 42, "#f7a17a", 8) +
      dice(r, 15, 200, 150, 42, 42, "#e0704a", 8) +
      line("M184 120l22 40M196 116l18 38M178 132l26 30", "#3f7a2a", 2.5) +
      lemonSlice(282, 112, 18, "#7db23a", "#cfe59a") +
      herbs(r, 6, 200, 200, 60, 10, "#3f7a2a", 4) +
      cutlery(),
  ],

  ratatouille: [
    "#fcebdd",
    (r) =>
      shadow(206, 158, 120, 114) +
      rect(300, 140, 90, 16, 8, "#2e2a28") +
      circle(200, 150, 118, "#3a3532") +
      circle(200, 150, 106, "#b8412c") +
      ["#5b2a55", "#7aa33e", "#d0392b", "#e8b923"]
        .map((colour) => dice(r, 12, 200, 150, 88, 88, colour, 16))
        .join("") +
      herbs(r, 8, 200, 150, 80, 80, "#2f7a32", 9),
  ],

  "curry-de-lentilles-corail": [
    "#fff1d6",
    (r) =>
      bowl(170, 150, 104, "#2f5d7c", "#f8efe2") +
      circle(170, 150, 84, "#e0822c") +
      specks(r, 30, 170, 150, 70, 70, "#c9651e", 2.5) +
      line("M130 140c20-14 40 10 60-4s34 6 40 18", "#f5d9a8", 4) +
      herbs(r, 12, 170, 150, 66, 66, "#3d8a3a", 7) +
      shadow(312, 214, 54, 30) +
      ellipse(306, 206, 56, 36, "#fffdf6", 'stroke="#eee4d4" stroke-width="2"') +
      specks(r, 24, 306, 204, 42, 24, "#eee4d4", 1.6) +
      shape("M300 70l40 10-22 28z", "#7db23a") +
      shape("M304 76l28 7-15 19z", "#cfe59a"),
  ],

  "risotto-aux-champignons": [
    "#f3e2cf",
    (r) =>
      plate() +
      circle(200, 150, 80, "#f1deb0") +
      specks(r, 60, 200, 150, 72, 72, "#fbf0d2", 2.6) +
      spread(r, 6, 200, 150, 58, 58)
        .map(([x, y, t]) => mushroom(x, y, 13, t * 360, "#a9825a", "#e8d6b8"))
        .join("") +
      dice(r, 6, 200, 150, 56, 56, "#fff7e2", 6, 14) +
      herbs(r, 14, 200, 150, 70, 70, "#4f8a3a", 4) +
      cutlery(),
  ],

  "gratin-dauphinois": [
    "#fbe3c8",
    (r) => {
      const slices = spread(r, 34, 200, 150, 112, 66);
      return (
        shadow(206, 160, 160, 100) +
        ellipse(200, 150, 160, 104, "#fffaf1", 'stroke="#e8dac6" stroke-width="4"') +
        ellipse(200, 150, 136, 84, "#eccb78") +
        strokes(
          "#c98a3a",
          34,
          slices.map(([x, y, t]) => segment(x, y, 10, t * 180)),
        ) +
        strokes(
          "#f1d386",
          28,
          slices.map(([x, y, t]) => segment(x, y, 10, t * 180)),
        ) +
        specks(r, 18, 200, 150, 110, 64, "#b86e2a", 3)
      );
    },
  ],

  "quiche-lorraine": [
    "#fff1d6",
    (r) =>
      shadow(206, 158, 124, 118) +
      shape(
        Array.from({ length: 24 }, (_, i) => {
          const a = (i / 24) * Math.PI * 2;
          const radius = i % 2 ? 112 : 120;
          return `${i ? "L" : "M"}${n(200 + Math.cos(a) * radius)} ${n(150 + Math.sin(a) * radius)}`;
        }).join("") + "z",
        "#d69a4e",
      ) +
      circle(200, 150, 100, "#f0c862") +
      specks(r, 20, 200, 150, 88, 88, "#d69a3e", 5) +
      dice(r, 22, 200, 150, 86, 86, "#d9826e", 6, 12) +
      shape("M200 150L326 150A126 126 0 0 1 309 213z", "#fff1d6") +
      shape(
        "M238 176L338 176A100 100 0 0 1 325 226z",
        "#f0c862",
        'stroke="#d69a4e" stroke-width="6" stroke-linejoin="round"',
      ),
  ],

  "hachis-parmentier": [
    "#fcebdd",
    (r) =>
      shadow(208, 160, 160, 100) +
      rect(46, 58, 308, 190, 26, "#c4532e") +
      rect(60, 70, 280, 166, 18, "#f3d78e") +
      Array.from({ length: 9 }, (_, i) =>
        line(`M${78 + i * 30} 84c10 30-10 60 0 90s-10 50 0 60`, "#e3b866", 4),
      ).join("") +
      specks(r, 26, 200, 152, 130, 74, "#c9873a", 4),
  ],

  "tomates-farcies": [
    "#fbe3c8",
    (r) =>
      shadow(206, 160, 160, 104) +
      ellipse(200, 150, 160, 108, "#fffaf1", 'stroke="#e8dac6" stroke-width="4"') +
      ellipse(200, 150, 138, 88, "#efdcaa") +
      specks(r, 60, 200, 150, 130, 80, "#fbf1d2", 2.2) +
      [
        [132, 118],
        [200, 106],
        [268, 118],
        [150, 186],
        [250, 186],
      ]
        .map(
          ([x, y]) =>
            circle(x, y, 34, "#d83a2a") +
            circle(x - 10, y - 10, 10, "#ec6b52") +
            shape(`M${x} ${y - 2}l6-12 4 10 10 2-10 6 2 10-12-6-12 6 2-10-10-6 10-2z`, "#4e8a2e"),
        )
        .join(""),
  ],

  "tarte-tatin": [
    "#fcebdd",
    (r) =>
      plate() +
      circle(200, 150, 98, "#a8541f") +
      Array.from({ length: 11 }, (_, i) => {
        const a = (i / 11) * 360;
        return `<g ${rotate(a, 200, 150)}>${shape("M200 150L292 138A92 92 0 0 1 292 178z", i % 2 ? "#c9742e" : "#d98c3a", 'stroke="#8f4418" stroke-width="2"')}</g>`;
      }).join("") +
      circle(200, 150, 34, "#c06a28", 'stroke="#8f4418" stroke-width="2"') +
      specks(r, 10, 200, 150, 80, 80, "#f0b25a", 3) +
      cutlery(),
  ],

  "mousse-au-chocolat": [
    "#f6e0e6",
    (r) =>
      glass(104, 92, 84, 140) +
      rect(110, 120, 72, 106, 6, "#4a2a1a") +
      ellipse(146, 120, 36, 10, "#6b3f26") +
      glass(216, 74, 84, 158) +
      rect(222, 104, 72, 122, 6, "#4a2a1a") +
      ellipse(258, 104, 36, 10, "#6b3f26") +
      specks(r, 10, 146, 116, 24, 6, "#2a160c", 3) +
      specks(r, 10, 258, 100, 24, 6, "#2a160c", 3) +
      leaf(150, 110, 10, 20, "#4f8a3a") +
      leaf(262, 94, 10, -20, "#4f8a3a"),
  ],

  "creme-brulee": [
    "#fff1d6",
    (r) =>
      shadow(196, 160, 100, 96) +
      circle(190, 150, 100, "#fffdf8", 'stroke="#e4dccd" stroke-width="4"') +
      circle(190, 150, 84, "#d99433") +
      spread(r, 12, 190, 150, 64, 64)
        .map(([x, y, t]) => ellipse(x, y, 10 + t * 12, 6 + t * 6, "#b8701f", rotate(t * 180, x, y)))
        .join("") +
      specks(r, 20, 190, 150, 70, 70, "#efc06a", 3) +
      line("M312 70c-10 60-14 110-6 170", "#3b2414", 6) +
      line("M320 74c-8 56-12 104-6 160", "#5a3a22", 3),
  ],

  "clafoutis-aux-cerises": [
    "#f6e0e6",
    (r) =>
      shadow(206, 158, 124, 118) +
      circle(200, 150, 120, "#b5582f") +
      circle(200, 150, 104, "#e9b96a") +
      specks(r, 16, 200, 150, 92, 92, "#d6973f", 6) +
      spread(r, 17, 200, 150, 84, 84)
        .map(([x, y]) => circle(x, y, 11, "#7a1424") + circle(x - 3.5, y - 3.5, 3, "#b8454f"))
        .join("") +
      specks(r, 40, 200, 150, 96, 96, "#fffaf0", 1.2),
  ],

  // Petit-déjeuner
  "porridge-aux-pommes": [
    "#fcebdd",
    (r) => {
      const apple = spread(r, 14, 200, 150, 66, 66);
      return (
        bowl(200, 150, 112, "#7c9a6a") +
        circle(200, 150, 90, "#efe0c2") +
        specks(r, 40, 200, 150, 80, 80, "#e2cfa6", 3) +
        strokes(
          "#f1d65a",
          13,
          apple.map(([x, y]) => segment(x, y, 13, 0)),
          "butt",
        ) +
        strokes(
          "#c8402e",
          3,
          apple.map(([x, y]) => segment(x + 5, y, 13, 90)),
          "butt",
        ) +
        ovals(r, 6, 200, 150, 60, 60, "#8a5a32", 10, 7) +
        line("M146 118c30 20 60-14 96 10", "#c87d1e", 5) +
        cutlery()
      );
    },
  ],

  "tartines-avocat-oeuf": [
    "#e6efd9",
    (r) =>
      shadow(206, 160, 170, 100) +
      rect(30, 60, 340, 190, 24, "#c9955e") +
      rect(40, 70, 320, 170, 18, "#d8a86e") +
      [110, 290]
        .map(
          (x) =>
            rect(x - 74, 88, 148, 134, 40, "#b0692c") +
            rect(x - 64, 98, 128, 114, 32, "#9bc25a") +
            specks(r, 14, x, 155, 56, 50, "#7aa53e", 3) +
            egg(x, 155, 34) +
            specks(r, 6, x, 155, 20, 20, "#2b2320", 1.2),
        )
        .join("") +
      specks(r, 12, 200, 155, 160, 70, "#c0321e", 1.6),
  ],

  pancakes: [
    "#fff1d6",
    (r) =>
      shadow(206, 214, 140, 40) +
      ellipse(200, 206, 140, 44, "#fff8ef", 'stroke="#ead8c4" stroke-width="4"') +
      [188, 170, 152, 134, 116]
        .map((y) => ellipse(200, y, 96, 28, "#c98a3e") + ellipse(200, y - 6, 96, 26, "#e8b460"))
        .join("") +
      ellipse(200, 110, 90, 24, "#eec06c") +
      shape(
        "M140 108c20 14 100 14 120 0 0 10 2 30-8 40-6-10-10-18-14-14-6 6-2 26-12 26s-6-22-14-22-6 18-16 14-2-26-14-26c-10 0-8 14-18 8s-4-16-24-26z",
        "#b86a1c",
        'opacity=".85"',
      ) +
      spread(r, 9, 200, 214, 120, 18)
        .map(([x, y]) => blueberry(x, y, 7))
        .join("") +
      blueberry(190, 104, 7) +
      blueberry(214, 108, 7) +
      leaf(232, 102, 9, -30, "#4f8a3a"),
  ],

  "granola-maison": [
    "#fcebdd",
    (r) =>
      glass(70, 60, 110, 180) +
      rect(78, 110, 94, 122, 6, "#d8a95a") +
      specks(r, 40, 125, 170, 44, 56, "#b98034", 5) +
      specks(r, 16, 125, 170, 44, 56, "#f0d9a0", 3) +
      bowl(270, 168, 84, "#2f5d7c") +
      circle(270, 168, 66, "#dcae5e") +
      ["#b98034", "#8a5a32", "#f0d9a0", "#5b3a4e"]
        .map((colour) => ovals(r, 6, 270, 168, 56, 56, colour, 9, 5))
        .join(""),
  ],

  "omelette-aux-herbes": [
    "#e6efd9",
    (r) =>
      plate() +
      ellipse(200, 150, 92, 42, "#efbd3a", rotate(-12, 200, 150)) +
      ellipse(196, 142, 74, 26, "#f6d25e", rotate(-12, 196, 142)) +
      line("M124 162c40 10 110 2 150-26", "#e0a82a", 3) +
      herbs(r, 20, 200, 148, 80, 36, "#3f7a2a", 4) +
      cutlery(),
  ],

  "smoothie-bowl": [
    "#f6e0e6",
    (r) =>
      bowl(200, 150, 116, "#f4f1ea") +
      circle(200, 150, 98, "#d9467a") +
      Array.from({ length: 6 }, (_, i) =>
        circle(132 + i * 27, 110, 12, "#fbf0c4", 'stroke="#eedc98" stroke-width="2"'),
      ).join("") +
      Array.from({ length: 7 }, (_, i) => blueberry(124 + i * 25, 146, 7)).join("") +
      specks(r, 30, 200, 180, 70, 14, "#fffaf2", 2.5) +
      specks(r, 40, 200, 204, 60, 8, "#2b2a28", 1.2) +
      leaf(250, 88, 12, -30, "#4f8a3a"),
  ],

  "pain-perdu": [
    "#fff1d6",
    (r) =>
      plate() +
      [
        [160, 124, -14],
        [240, 130, 12],
        [200, 188, -4],
      ]
        .map(
          ([x, y, a]) =>
            rect(x - 54, y - 44, 108, 88, 24, "#a9601f", rotate(a, x, y)) +
            rect(x - 46, y - 36, 92, 72, 18, "#dfa04a", rotate(a, x, y)),
        )
        .join("") +
      specks(r, 40, 200, 150, 96, 80, "#8a4a18", 1.4) +
      specks(r, 30, 200, 150, 96, 80, "#fffaf0", 1.3) +
      cutlery(),
  ],

  "yaourt-fruits-noix": [
    "#e3e9f1",
    (r) =>
      bowl(200, 150, 112, "#c4532e") +
      circle(200, 150, 96, "#fbfbf7") +
      [
        [160, 112],
        [206, 104],
        [146, 158],
        [238, 134],
      ]
        .map(([x, y], i) =>
          shape(
            `M${x} ${y}c-14 0-20 12-14 22 4 8 12 12 14 14 2-2 10-6 14-14 6-10 0-22-14-22z`,
            "#d62d3a",
            rotate(i * 60, x, y + 12),
          ),
        )
        .join("") +
      [
        [180, 190],
        [196, 198],
        [212, 188],
        [252, 176],
        [236, 196],
      ]
        .map(([x, y]) => blueberry(x, y, 7))
        .join("") +
      spread(r, 5, 200, 150, 50, 50)
        .map(([x, y, t]) => ellipse(x, y, 11, 8, "#8a5a32", rotate(t * 180, x, y)))
        .join("") +
      line("M140 150c30-30 80 30 120-10", "#e8a21c", 5),
  ],

  "muesli-bircher": [
    "#fff1d6",
    (r) =>
      glass(130, 52, 140, 200) +
      rect(138, 110, 124, 134, 8, "#efe3c6") +
      specks(r, 50, 200, 176, 56, 60, "#d9c08c", 3) +
      specks(r, 12, 200, 176, 56, 60, "#6b3a4e", 3) +
      rect(138, 96, 124, 22, 8, "#f3eeb8") +
      specks(r, 12, 200, 100, 54, 8, "#8a5a32", 4) +
      line("M150 96c20-10 40 6 60-4s30 0 40 6", "#c98b2a", 3),
  ],

  "oeufs-brouilles": [
    "#fcebdd",
    (r) =>
      plate() +
      ovals(r, 9, 200, 150, 60, 52, "#f2bf32", 30, 22) +
      ovals(r, 8, 200, 150, 56, 48, "#f6d04a", 26, 19) +
      specks(r, 14, 200, 150, 60, 52, "#fbe48a", 5) +
      dice(r, 22, 200, 150, 70, 60, "#3f7a2a", 2.4, 10) +
      cutlery(),
  ],

  "tartine-chevre-figues": [
    "#f6e0e6",
    (r) =>
      shadow(206, 160, 170, 100) +
      rect(30, 60, 340, 190, 24, "#c9955e") +
      rect(40, 70, 320, 170, 18, "#d8a86e") +
      [110, 290]
        .map(
          (x) =>
            rect(x - 74, 88, 148, 134, 40, "#b0692c") +
            rect(x - 64, 98, 128, 114, 32, "#fbf8f1") +
            [
              [x - 28, 132],
              [x + 22, 138],
              [x - 6, 182],
            ]
              .map(
                ([fx, fy], i) =>
                  shape(
                    `M${fx} ${fy - 24}c18 10 22 34 0 42-22-8-18-32 0-42z`,
                    "#6a2a58",
                    rotate(i * 50, fx, fy),
                  ) +
                  shape(
                    `M${fx} ${fy - 16}c11 8 13 24 0 30-13-6-11-22 0-30z`,
                    "#d8576a",
                    rotate(i * 50, fx, fy),
                  ),
              )
              .join("") +
            line(`M${x - 50} 120c30 20 60-20 96 10`, "#e8a21c", 4),
        )
        .join("") +
      specks(r, 8, 200, 155, 150, 60, "#8a5a32", 5),
  ],

  "chia-pudding": [
    "#fff1d6",
    (r) =>
      [
        [96, 84],
        [218, 70],
      ]
        .map(
          ([x, y]) =>
            glass(x, y, 86, 250 - y - 12) +
            rect(x + 6, y + 70, 74, 250 - y - 94, 6, "#f2ede2") +
            specks(r, 40, x + 43, (y + 70 + 226) / 2, 32, (226 - y - 70) / 2 - 4, "#3a3632", 1.2) +
            rect(x + 6, y + 30, 74, 44, 6, "#f3a52a") +
            specks(r, 8, x + 43, y + 40, 28, 8, "#3a2a1a", 2) +
            rect(x + 20, y + 14, 22, 18, 4, "#f7c24a") +
            rect(x + 46, y + 18, 20, 16, 4, "#f7c24a"),
        )
        .join("") + leaf(150, 98, 10, 20, "#4f8a3a"),
  ],
};
