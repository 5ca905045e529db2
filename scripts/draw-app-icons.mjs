// Draws the icons of the installed app (web app manifest) from Toque's mark: the mark on its
// rounded square for « any », and a full-bleed square with the hat inside the central safe
// circle for « maskable » (Android crops it to its own shape). PNGs are rendered by Debian's
// Chromium, the one the tests use. Run once; the results are committed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const iconsDir = path.resolve(import.meta.dirname, "../public/icons");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const hat =
  '<path d="M10 19.5c-2.6-.5-4-2.4-4-4.6 0-2.6 2.1-4.6 4.7-4.4.9-2.3 3-3.8 5.3-3.8s4.4 1.5 5.3 3.8c2.6-.2 4.7 1.8 4.7 4.4 0 2.2-1.4 4.1-4 4.6V24H10z" fill="#fff8ef"/><rect x="10" y="21" width="12" height="1.6" fill="#f6c98e"/>';

const icons = {
  // The mark as the favicon draws it.
  any: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#a63d17"/>${hat}</svg>`,
  // The safe zone of a maskable icon is the central circle of 80 % of its width: the hat,
  // about 20 units wide in 32, is drawn at 60 % so that no mask clips it.
  maskable: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#a63d17"/><g transform="translate(16 15.5) scale(.75) translate(-16 -15.5)">${hat}</g></svg>`,
};

const renders = [
  ["any", 192, "toque-192.png"],
  ["any", 512, "toque-512.png"],
  ["maskable", 512, "toque-maskable-512.png"],
  ["maskable", 180, "apple-touch-icon.png"],
];

fs.mkdirSync(iconsDir, { recursive: true });
fs.writeFileSync(path.join(iconsDir, "toque.svg"), `${icons.any}\n`);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "toque-icons-"));
for (const [kind, size, file] of renders) {
  const page = path.join(scratch, `${kind}-${size}.html`);
  const svg = icons[kind].replace("<svg ", `<svg width="${size}" height="${size}" `);
  fs.writeFileSync(page, `<!doctype html><style>html,body{margin:0;background:transparent}</style>${svg}`);
  execFileSync(
    chromium,
    [
      "--headless",
      "--no-sandbox",
      "--hide-scrollbars",
      "--default-background-color=00000000",
      `--window-size=${size},${size}`,
      `--screenshot=${path.join(iconsDir, file)}`,
      `file://${page}`,
    ],
    { stdio: "ignore" },
  );
  console.log(`${file} ${fs.statSync(path.join(iconsDir, file)).size} octets`);
}
fs.rmSync(scratch, { recursive: true });
