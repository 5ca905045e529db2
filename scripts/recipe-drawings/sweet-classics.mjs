// The drawings of the sweet classics: everyday cakes, creams, tarts and goûters (issue 29).
import {
  bowl,
  circle,
  ellipse,
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
  strokes,
} from "./kit.mjs";

/** Points evenly spaced on a circle, with the angle in degrees. */
const around = (count, cx, cy, r, turn = 0) =>
  Array.from({ length: count }, (_, i) => {
    const angle = turn + (i / count) * Math.PI * 2;
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r, (angle * 180) / Math.PI];
  });

/** A ring of dashes: a fluted rim, slices in a rosette. */
const ring = (cx, cy, r, colour, width, dash, gap) =>
  circle(cx, cy, r, "none", `stroke="${colour}" stroke-width="${width}" stroke-dasharray="${dash} ${gap}"`);

/** A round tart seen from above: shadow, crust and its fluted rim. */
const tart = (r, crust = "#d9a55a", rim = "#c08840") =>
  shadow(206, 158, r, r * 0.96) + circle(200, 150, r, crust) + ring(200, 150, r - 4, rim, 8, 6, 6);

/** A cake seen from above on its plate, with one slice cut out towards the bottom right. */
const roundCake = (top, crumb, r = 92) =>
  plate() +
  circle(200, 150, r, top) +
  shape(`M200 150L${200 + r} 150A${r} ${r} 0 0 1 ${n(200 + r * 0.5)} ${n(150 + r * 0.87)}z`, crumb) +
  line(`M200 150L${200 + r} 150M200 150L${n(200 + r * 0.5)} ${n(150 + r * 0.87)}`, "#00000022", 3);

/** A loaf cake seen three-quarters: its crust, its split top and slices laid before it. */
const loaf = (crust, top, crumb, slices = 2) =>
  shadow(200, 176, 150, 40) +
  rect(70, 86, 220, 96, 18, crust) +
  rect(82, 78, 196, 30, 14, top) +
  line("M100 92c40 10 120 10 160 0", "#f3d48a", 5) +
  Array.from(
    { length: slices },
    (_, i) => rect(150 + i * 70, 196, 60, 70, 10, crust) + rect(156 + i * 70, 202, 48, 58, 8, crumb),
  ).join("");

/** A biscuit or a small cake of a batch, seen from above. */
const round = (x, y, r, fill, edge) => circle(x, y, r, edge) + circle(x, y, r * 0.84, fill);

/** A small glass pot seen from above, holding a cream. */
const pot = (x, y, r, cream, shine = "#ffffff55") =>
  shadow(x + 4, y + 6, r, r * 0.96) +
  circle(x, y, r, "#eef2f2", 'stroke="#c8d2d2" stroke-width="3"') +
  circle(x, y, r * 0.84, cream) +
  ellipse(x - r * 0.3, y - r * 0.35, r * 0.3, r * 0.12, shine, rotate(-30, x, y));

export default {
  madeleines: [
    "#fbe9c6",
    () =>
      plate() +
      [
        [150, 120, -30],
        [205, 100, 0],
        [258, 122, 30],
        [170, 190, -10],
        [236, 192, 15],
      ]
        .map(
          ([x, y, deg]) =>
            `<g ${rotate(deg, x, y)}>${shape(`M${x - 30} ${y + 22}Q${x} ${y - 52} ${x + 30} ${y + 22}Q${x} ${y + 34} ${x - 30} ${y + 22}z`, "#d9953c")}${line(`M${x} ${y + 24}L${x} ${y - 10}M${x - 10} ${y + 22}L${x - 16} ${y - 2}M${x + 10} ${y + 22}L${x + 16} ${y - 2}M${x - 20} ${y + 20}L${x - 24} ${y + 8}M${x + 20} ${y + 20}L${x + 24} ${y + 8}`, "#b87328", 3)}</g>`,
        )
        .join("") +
      shape("M320 250a30 30 0 0 1 60 0z", "#f2c230") +
      shape("M326 250a24 24 0 0 1 48 0z", "#fbe27a"),
  ],

  "creme-au-chocolat": [
    "#efe4da",
    () =>
      [
        [140, 100],
        [262, 100],
        [140, 210],
        [262, 210],
      ]
        .map(([x, y]) => pot(x, y, 50, "#5a3020") + circle(x + 8, y + 8, 10, "#6e3c28"))
        .join("") +
      line("M330 40l40 40", "#9a7f6a", 8) +
      ellipse(322, 32, 16, 10, "#9a7f6a", rotate(45, 322, 32)),
  ],

  "tarte-aux-pommes-normande": [
    "#eef0dc",
    (r) =>
      tart(118) +
      circle(200, 150, 104, "#f3dc9a") +
      [88, 58]
        .map((rad) =>
          strokes(
            "#e6b45a",
            22,
            around(Math.round(rad / 7), 200, 150, rad).map(([x, y, deg]) => segment(x, y, 20, deg + 90)),
          ),
        )
        .join("") +
      circle(200, 150, 22, "#e6b45a") +
      specks(r, 30, 200, 150, 96, 96, "#c9842f", 2),
  ],

  "gateau-au-yaourt": [
    "#e5eef6",
    () =>
      roundCake("#e2a650", "#f7e3a2") +
      shadow(336, 246, 34, 10) +
      rect(304, 196, 60, 54, 10, "#fdfdfb", 'stroke="#d8dcdc" stroke-width="3"') +
      rect(304, 196, 60, 14, 6, "#8fb8de"),
  ],

  "quatre-quarts": ["#f6e3c2", () => loaf("#c98a3a", "#dea352", "#f5dc8e")],

  "brownies-aux-noix": [
    "#f1e2d0",
    (r) =>
      shadow(206, 160, 150, 106) +
      rect(50, 50, 300, 200, 18, "#c9a47a") +
      [0, 1, 2]
        .flatMap((row) => [0, 1, 2].map((col) => rect(70 + col * 90, 66 + row * 60, 80, 52, 6, "#4a2616")))
        .join("") +
      specks(r, 40, 200, 150, 130, 86, "#6a3a22", 3) +
      ovals(r, 9, 200, 150, 120, 80, "#c88f4e", 8, 5),
  ],

  "cookies-aux-pepites-de-chocolat": [
    "#f4eadf",
    (r) =>
      rect(40, 30, 320, 240, 14, "#fbf6ee", 'stroke="#e5d8c6" stroke-width="3"') +
      [
        [110, 95],
        [200, 90],
        [290, 100],
        [115, 205],
        [205, 210],
        [292, 200],
      ]
        .map(([x, y]) => round(x, y, 40, "#e0ac62", "#c98d45") + specks(r, 7, x, y, 28, 28, "#3a2016", 5))
        .join(""),
  ],

  "compote-de-pommes-maison": [
    "#f0ecd8",
    (r) =>
      bowl(180, 150, 110, "#6e9cc7") +
      circle(180, 150, 90, "#f0d88c") +
      specks(r, 36, 180, 150, 78, 78, "#e2bf62", 5) +
      line("M110 120c40 10 100 30 140 70", "#3b2416", 5) +
      circle(338, 90, 30, "#c8352b") +
      circle(338, 210, 30, "#d9443a") +
      line("M338 60l4-14M338 180l4-14", "#5a3a22", 4),
  ],

  financiers: [
    "#f5ead6",
    (r) =>
      shadow(206, 170, 160, 80) +
      rect(40, 90, 320, 150, 16, "#c9a47a") +
      [0, 1, 2, 3]
        .map(
          (i) => rect(60 + i * 74, 110, 62, 110, 8, "#d39a48") + rect(66 + i * 74, 116, 50, 98, 6, "#e2ad5e"),
        )
        .join("") +
      ovals(r, 8, 127, 165, 50, 40, "#f6e6c0", 7, 3),
  ],

  "sables-bretons": [
    "#e9eef3",
    () =>
      rect(40, 30, 320, 240, 14, "#fbf6ee", 'stroke="#e5d8c6" stroke-width="3"') +
      [
        [110, 95],
        [200, 90],
        [290, 100],
        [115, 205],
        [205, 210],
        [292, 200],
      ]
        .map(
          ([x, y]) =>
            round(x, y, 40, "#e4a94e", "#c8852e") +
            line(
              `M${x - 20} ${y - 12}l40 0M${x - 22} ${y}l44 0M${x - 20} ${y + 12}l40 0M${x - 12} ${y - 22}l0 44M${x} ${y - 24}l0 48M${x + 12} ${y - 22}l0 44`,
              "#c07d2c",
              2,
            ),
        )
        .join(""),
  ],

  "canneles-bordelais": [
    "#f4e4d4",
    () =>
      plate() +
      [
        [150, 120],
        [250, 120],
        [200, 200],
      ]
        .map(
          ([x, y]) =>
            circle(x, y, 44, "#4a2312") +
            strokes(
              "#6e3a1e",
              6,
              around(10, x, y, 30).map(([px, py, deg]) => segment(px, py, 18, deg)),
            ) +
            circle(x, y, 14, "#7a4220") +
            circle(x, y, 6, "#3a1a0c"),
        )
        .join(""),
  ],

  "tarte-au-chocolat": [
    "#efe6dc",
    () =>
      tart(104) +
      circle(200, 150, 92, "#3e1f14") +
      ellipse(170, 118, 36, 12, "#ffffff22", rotate(-30, 170, 118)) +
      shape("M200 150L292 150A92 92 0 0 1 246 230z", "#efe6dc") +
      shape("M232 176L328 176A96 96 0 0 1 280 259z", "#d9a55a") +
      shape("M238 180L318 180A84 84 0 0 1 278 250z", "#3e1f14"),
  ],

  tiramisu: [
    "#efe4d6",
    (r) =>
      shadow(206, 160, 150, 104) +
      rect(50, 50, 300, 200, 22, "#f7f3ec", 'stroke="#d9cfc2" stroke-width="6"') +
      rect(64, 64, 272, 172, 12, "#6b3f26") +
      specks(r, 60, 200, 150, 130, 80, "#4e2a18", 3) +
      rect(236, 64, 100, 90, 4, "#f4ead8") +
      rect(236, 96, 100, 18, 0, "#b07040") +
      rect(236, 132, 100, 18, 0, "#b07040"),
  ],

  "panna-cotta-coulis-de-framboises": [
    "#f6e6ea",
    () =>
      plate() +
      ellipse(200, 160, 70, 62, "#fffaf0", 'stroke="#efe6d4" stroke-width="3"') +
      shape(
        "M146 146c10-40 98-40 108 0-6 14-16 4-20 18-8-10-16 8-24 0-10 12-18-6-26 4-8-10-20 4-26-6z",
        "#c8283a",
      ) +
      circle(200, 140, 40, "#d8344a") +
      [
        [280, 210],
        [298, 194],
        [266, 230],
      ]
        .map(([x, y]) => circle(x, y, 11, "#d62f4a") + circle(x - 3, y - 3, 3, "#f07a8a"))
        .join(""),
  ],

  profiteroles: [
    "#ece4f0",
    () =>
      plate() +
      [
        [160, 130],
        [240, 130],
        [200, 195],
      ]
        .map(
          ([x, y]) =>
            circle(x, y, 40, "#d99a48") +
            ellipse(x, y + 4, 38, 12, "#fffaf0") +
            shape(`M${x - 34} ${y - 12}q34-28 68 0q-6 16-14 4q-6 22-14 2q-10 18-18 0q-8 14-12-2z`, "#3e1f14"),
        )
        .join("") +
      line("M120 230c20 10 40 4 60 12", "#3e1f14", 6),
  ],

  "oeufs-au-lait": [
    "#eef0e4",
    (r) =>
      [
        [140, 100],
        [262, 100],
        [140, 210],
        [262, 210],
      ]
        .map(
          ([x, y]) =>
            shadow(x + 4, y + 6, 52, 50) +
            circle(x, y, 52, "#fdfdfb", 'stroke="#e2e2dc" stroke-width="3"') +
            circle(x, y, 42, "#f3d98a") +
            specks(r, 10, x, y, 32, 32, "#d9a24a", 4),
        )
        .join(""),
  ],

  "flan-patissier": [
    "#f2ecdc",
    (r) =>
      roundCake("#e9c45a", "#f6e08e", 96) +
      specks(r, 16, 180, 130, 60, 60, "#a8652a", 9) +
      specks(r, 20, 180, 130, 70, 70, "#d49a3a", 6) +
      ring(200, 150, 94, "#c8893e", 8, 40, 0),
  ],

  "galette-des-rois": [
    "#f3e6f0",
    () =>
      plate() +
      circle(200, 150, 100, "#c9822e") +
      circle(200, 150, 92, "#dc9a3e") +
      line(
        around(12, 200, 150, 0)
          .map(([, , deg]) => {
            const a = (deg * Math.PI) / 180;
            return `M200 150Q${n(200 + Math.cos(a + 0.5) * 60)} ${n(150 + Math.sin(a + 0.5) * 60)} ${n(200 + Math.cos(a) * 88)} ${n(150 + Math.sin(a) * 88)}`;
          })
          .join(""),
        "#a8651f",
        3,
      ) +
      shape("M318 256l6-34 14 16 14-24 14 24 14-16 6 34z", "#e8b92c"),
  ],

  "crepes-suzette": [
    "#fbe6cf",
    () =>
      shadow(196, 158, 112, 106) +
      rect(290, 138, 100, 24, 10, "#3b2f2a") +
      circle(190, 150, 110, "#2f2a28") +
      circle(190, 150, 96, "#e88a2a") +
      around(5, 190, 150, 22, 0.3)
        .map(([x, y, deg]) =>
          shape(
            "M0 0L62 0A62 62 0 0 1 0 62z",
            "#f2cf86",
            `stroke="#d9a050" stroke-width="3" transform="translate(${n(x)} ${n(y)}) rotate(${n(deg - 45)})"`,
          ),
        )
        .join("") +
      circle(330, 60, 22, "#f08a1c") +
      circle(330, 60, 17, "#f8b44a"),
  ],

  "cake-au-citron": [
    "#f8f2c8",
    () =>
      loaf("#d69a44", "#fbf8ee", "#f6e496") +
      line("M100 106c0 18 4 24 8 30M160 108c0 12 2 18 4 22M240 106c0 16 4 24 6 28", "#fbf8ee", 8) +
      circle(330, 240, 28, "#f2c230") +
      circle(330, 240, 22, "#fbe27a"),
  ],

  "cake-marbre": [
    "#eee4dc",
    () =>
      loaf("#c98a3a", "#dea352", "#f5dc8e") +
      line("M160 212c10 10 30-4 40 14s-10 20 0 28M230 210c10 14 30-2 36 16s-14 18-4 28", "#6b3a20", 9),
  ],

  "pommes-au-four": [
    "#f5e1cc",
    (r) =>
      shadow(206, 160, 160, 100) +
      rect(44, 56, 312, 192, 26, "#f4efe6", 'stroke="#c9b8a3" stroke-width="6"') +
      rect(60, 70, 280, 164, 16, "#c88038") +
      [
        [120, 115],
        [200, 115],
        [280, 115],
        [120, 190],
        [200, 190],
        [280, 190],
      ]
        .map(
          ([x, y]) =>
            circle(x, y, 32, "#b8282a") +
            circle(x, y, 14, "#6b3a20") +
            specks(r, 3, x, y, 8, 8, "#d8b080", 3),
        )
        .join(""),
  ],

  "gateau-aux-pommes": [
    "#eef2e0",
    () =>
      roundCake("#dba24e", "#f7e3a2") +
      strokes(
        "#f3d893",
        12,
        around(9, 180, 140, 56).map(([x, y, deg]) => segment(x, y, 26, deg + 90)),
      ),
  ],

  "fondant-a-la-creme-de-marrons": [
    "#ede3d8",
    (r) =>
      plate() +
      circle(200, 150, 92, "#9a6a44") +
      line("M140 120l30 10 20-16M210 170l30-6 16 18M170 190l14-20", "#7a5032", 3) +
      specks(r, 12, 200, 150, 80, 80, "#b58460", 5) +
      [
        [330, 240],
        [70, 240],
      ]
        .map(([x, y]) => shape(`M${x - 18} ${y + 10}Q${x} ${y - 30} ${x + 18} ${y + 10}z`, "#7a4222"))
        .join(""),
  ],

  "poires-pochees-au-vin": [
    "#f0e2ea",
    () =>
      bowl(200, 150, 118, "#fdfaf2", "#f1ede2") +
      circle(200, 150, 96, "#6e1a2e") +
      [
        [150, 130],
        [250, 130],
        [200, 195],
      ]
        .map(
          ([x, y]) =>
            circle(x, y + 12, 30, "#8a2040") +
            circle(x, y - 14, 19, "#9a2848") +
            line(`M${x} ${y - 32}l4-14`, "#4a2a1a", 4),
        )
        .join("") +
      line("M300 60l60 40", "#8a4a24", 10),
  ],

  "tarte-bourdaloue": [
    "#eef0e6",
    (r) =>
      tart(118) +
      circle(200, 150, 104, "#e8c47a") +
      around(6, 200, 150, 58)
        .map(
          ([x, y, deg]) =>
            `<g ${rotate(deg, x, y)}>${ellipse(x, y, 40, 22, "#f3ecc8")}${line(`M${n(x - 28)} ${n(y)}h56M${n(x - 30)} ${n(y - 8)}h56M${n(x - 30)} ${n(y + 8)}h56`, "#e2d49a", 2)}</g>`,
        )
        .join("") +
      ovals(r, 14, 200, 150, 96, 96, "#f6e6c0", 7, 3),
  ],

  "tarte-aux-quetsches": [
    "#f2e6ee",
    () =>
      tart(118) +
      circle(200, 150, 104, "#c9872e") +
      [90, 66, 42, 18]
        .map(
          (rad) =>
            strokes(
              "#5a2458",
              20,
              around(Math.max(3, Math.round((rad * 2 * Math.PI) / 24)), 200, 150, rad, rad).map(
                ([x, y, deg]) => segment(x, y, 8, deg + 90),
              ),
            ) +
            strokes(
              "#e6b83a",
              8,
              around(Math.max(3, Math.round((rad * 2 * Math.PI) / 24)), 200, 150, rad, rad).map(
                ([x, y, deg]) => segment(x, y, 6, deg + 90),
              ),
            ),
        )
        .join(""),
  ],

  "semoule-au-lait": [
    "#e8eef2",
    (r) =>
      [
        [140, 100],
        [262, 100],
        [140, 210],
        [262, 210],
      ]
        .map(
          ([x, y]) =>
            shadow(x + 4, y + 6, 52, 50) +
            circle(x, y, 52, "#fdfdfb", 'stroke="#e2e2dc" stroke-width="3"') +
            circle(x, y, 42, "#f6f0de") +
            ovals(r, 5, x, y, 30, 30, "#7a4a24", 6, 4),
        )
        .join(""),
  ],

  "gateau-au-chocolat-de-grand-mere": [
    "#f2e4e4",
    (r) =>
      roundCake("#4a2418", "#5e2e1e") +
      specks(r, 50, 170, 140, 40, 40, "#fbf6ee", 2) +
      line("M150 110l20 14 22-10M220 180l20-8", "#3a1a10", 3),
  ],

  "pain-d-epices": [
    "#f6e8d4",
    () =>
      loaf("#8a4a20", "#9a5626", "#c07a3a", 2) +
      line(
        around(8, 340, 250, 18)
          .map(([x, y]) => `M340 250L${n(x)} ${n(y)}`)
          .join(""),
        "#6b3a1e",
        7,
      ),
  ],

  "mousse-au-citron": [
    "#eef3dc",
    () =>
      [
        [110, 150],
        [200, 150],
        [290, 150],
      ]
        .map(
          ([x, y]) =>
            shadow(x + 4, y + 6, 44, 42) +
            circle(x, y, 44, "#eef2f2", 'stroke="#c8d2d2" stroke-width="3"') +
            circle(x, y, 37, "#f8eaa6") +
            circle(x + 8, y - 6, 12, "#f2c230") +
            circle(x + 8, y - 6, 9, "#fbe27a") +
            ellipse(x - 12, y + 8, 10, 5, "#4a8a3e", rotate(-30, x - 12, y + 8)),
        )
        .join(""),
  ],

  "charlotte-aux-poires": [
    "#f4ecdc",
    () =>
      plate() +
      strokes(
        "#e2b466",
        20,
        around(26, 200, 150, 92).map(([x, y, deg]) => segment(x, y, 8, deg)),
      ) +
      circle(200, 150, 78, "#f8f0da") +
      around(8, 200, 150, 44)
        .map(([x, y, deg]) => ellipse(x, y, 28, 10, "#ece2a8", rotate(deg, x, y)))
        .join(""),
  ],
};
