// The end-to-end tests drive Debian's Chromium; no browser is ever downloaded.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium() {
  if (fs.existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || process.env.TOQUE_NO_APT) {
    console.error(
      `Chromium est introuvable (${chromium}). Installez-le avec « sudo apt-get install -y chromium », ` +
        "ou indiquez son chemin dans CHROMIUM_PATH.",
    );
    process.exit(1);
  }
  console.log("Installation de Chromium depuis les paquets Debian…");
  const options = { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
  execFileSync("apt-get", ["update", "-qq"], options);
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], options);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
