// Draws Toque's own artwork: the favicon (SVG and ICO) and the illustrated
// portraits of the sample testimonials. Run once; the results are committed.
import fs from "node:fs";
import path from "node:path";

const publicDir = path.resolve(import.meta.dirname, "../public");

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#a63d17"/><path d="M10 19.5c-2.6-.5-4-2.4-4-4.6 0-2.6 2.1-4.6 4.7-4.4.9-2.3 3-3.8 5.3-3.8s4.4 1.5 5.3 3.8c2.6-.2 4.7 1.8 4.7 4.4 0 2.2-1.4 4.1-4 4.6V24H10z" fill="#fff8ef"/><rect x="10" y="21" width="12" height="1.6" fill="#f6c98e"/></svg>\n`;
fs.writeFileSync(path.join(publicDir, "favicon.svg"), logoSvg);
fs.writeFileSync(path.join(publicDir, "favicon.ico"), drawIco(32));

/** A 32-bit ICO of the same mark, drawn pixel by pixel with 4× supersampling. */
function drawIco(size) {
  const inside = (x, y) => {
    const s = 32 / size;
    const px = x * s;
    const py = y * s;
    const corner = 8;
    const cx = Math.min(Math.max(px, corner), 32 - corner);
    const cy = Math.min(Math.max(py, corner), 32 - corner);
    if ((px - cx) ** 2 + (py - cy) ** 2 > corner ** 2) return null;
    const inCircle = (ox, oy, r) => (px - ox) ** 2 + (py - oy) ** 2 <= r ** 2;
    const hat =
      inCircle(10.5, 15, 4.6) ||
      inCircle(16, 11.5, 5.2) ||
      inCircle(21.5, 15, 4.6) ||
      (px >= 10 && px <= 22 && py >= 14 && py <= 24);
    if (px >= 10 && px <= 22 && py >= 21 && py <= 22.6) return [0xf6, 0xc9, 0x8e];
    return hat ? [0xff, 0xf8, 0xef] : [0xa6, 0x3d, 0x17];
  };
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const colour = inside(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const row = size - 1 - y; // BMP rows go bottom-up
      const offset = (row * size + x) * 4;
      pixels[offset] = a ? Math.round(b / a) : 0;
      pixels[offset + 1] = a ? Math.round(g / a) : 0;
      pixels[offset + 2] = a ? Math.round(r / a) : 0;
      pixels[offset + 3] = Math.round((a / 16) * 255);
    }
  }
  const mask = Buffer.alloc(size * Math.ceil(size / 32) * 4);
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(pixels.length + mask.length, 20);
  const image = Buffer.concat([header, pixels, mask]);
  const directory = Buffer.alloc(22);
  directory.writeUInt16LE(1, 2);
  directory.writeUInt16LE(1, 4);
  directory.writeUInt8(size, 6);
  directory.writeUInt8(size, 7);
  directory.writeUInt16LE(1, 10);
  directory.writeUInt16LE(32, 12);
  directory.writeUInt32LE(image.length, 14);
  directory.writeUInt32LE(22, 18);
  return Buffer.concat([directory, image]);
}

// Portraits: a background, shoulders, a face and a hairstyle, varied per person.
const portraits = [
  { file: "camille", background: "#fcebdd", skin: "#f1c7a5", hair: "#6b3a1e", top: "#4a6332", style: "long" },
  { file: "julien", background: "#e6efd9", skin: "#e9b990", hair: "#2a1c12", top: "#a63d17", style: "short" },
  { file: "nadia", background: "#fbe3c8", skin: "#a86f4c", hair: "#1c120c", top: "#2f5d7c", style: "bun" },
  { file: "pierre", background: "#e3e9f1", skin: "#f0caa8", hair: "#c9c3bb", top: "#6b5444", style: "bald" },
  { file: "sophie", background: "#f6e0e6", skin: "#f3d0b4", hair: "#b5651d", top: "#8a3212", style: "bob" },
  { file: "thomas", background: "#fff1d6", skin: "#c98e66", hair: "#3b2416", top: "#4a6332", style: "beard" },
];

const hairShapes = {
  long: (c) => `<path d="M30 58c-4-26 10-38 34-38s38 12 34 38l4 34H26z" fill="${c}"/>`,
  short: (c) => `<path d="M38 52c0-18 12-26 26-26s26 8 26 26c-6-8-14-11-26-11s-20 3-26 11z" fill="${c}"/>`,
  bun: (c) =>
    `<circle cx="64" cy="22" r="12" fill="${c}"/><path d="M38 56c0-20 12-30 26-30s26 10 26 30c-8-10-16-14-26-14s-18 4-26 14z" fill="${c}"/>`,
  bald: (c) =>
    `<path d="M39 60c-2-6-2-12 1-16M89 60c2-6 2-12-1-16" stroke="${c}" stroke-width="6" stroke-linecap="round" fill="none"/>`,
  bob: (c) =>
    `<path d="M34 74c-6-30 8-48 30-48s36 18 30 48H82c2-14 0-24-18-28-18 4-20 14-18 28z" fill="${c}"/>`,
  beard: (c) =>
    `<path d="M40 50c0-16 10-24 24-24s24 8 24 24c-6-6-14-8-24-8s-18 2-24 8z" fill="${c}"/><path d="M44 68c2 18 12 24 20 24s18-6 20-24c-6 6-12 8-20 8s-14-2-20-8z" fill="${c}"/>`,
};

fs.mkdirSync(path.join(publicDir, "images/temoignages"), { recursive: true });
for (const person of portraits) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128"><rect width="128" height="128" fill="${person.background}"/><path d="M20 128c2-24 20-36 44-36s42 12 44 36z" fill="${person.top}"/><rect x="56" y="78" width="16" height="16" rx="6" fill="${person.skin}"/><ellipse cx="64" cy="60" rx="24" ry="27" fill="${person.skin}"/>${hairShapes[person.style](person.hair)}<circle cx="55" cy="60" r="2.6" fill="#2a1c12"/><circle cx="73" cy="60" r="2.6" fill="#2a1c12"/><path d="M56 72c4 4 12 4 16 0" stroke="#2a1c12" stroke-width="2.4" stroke-linecap="round" fill="none"/></svg>\n`;
  fs.writeFileSync(path.join(publicDir, `images/temoignages/${person.file}.svg`), svg);
}
console.log("Illustrations écrites dans public/");
