import { describe, expect, it } from "vitest";
import { PERMISSIONS_POLICY } from "./security";

/**
 * The features Chromium 156 knows, as `document.featurePolicy.features()` lists them (headless,
 * on Linux). A name outside it is logged in the console of every page. `web-share` is not in
 * it: Chromium knows it only where it has a share sheet (Android, Windows, macOS, ChromeOS).
 */
const CHROMIUM_FEATURES = new Set([
  "accelerometer",
  "aria-notify",
  "autoplay",
  "browsing-topics",
  "camera",
  "captured-surface-control",
  "ch-device-memory",
  "ch-downlink",
  "ch-dpr",
  "ch-ect",
  "ch-prefers-color-scheme",
  "ch-prefers-reduced-motion",
  "ch-prefers-reduced-transparency",
  "ch-rtt",
  "ch-save-data",
  "ch-ua",
  "ch-ua-arch",
  "ch-ua-bitness",
  "ch-ua-form-factors",
  "ch-ua-full-version",
  "ch-ua-full-version-list",
  "ch-ua-high-entropy-values",
  "ch-ua-mobile",
  "ch-ua-model",
  "ch-ua-platform",
  "ch-ua-platform-version",
  "ch-ua-wow64",
  "ch-viewport-height",
  "ch-viewport-width",
  "ch-width",
  "clipboard-read",
  "clipboard-write",
  "compute-pressure",
  "cross-origin-isolated",
  "deferred-fetch",
  "deferred-fetch-minimal",
  "digital-credentials-create",
  "digital-credentials-get",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "gamepad",
  "geolocation",
  "gyroscope",
  "hid",
  "identity-credentials-get",
  "idle-detection",
  "interest-cohort",
  "keyboard-map",
  "language-detector",
  "language-model",
  "local-fonts",
  "local-network",
  "local-network-access",
  "loopback-network",
  "magnetometer",
  "media-playback-while-not-visible",
  "microphone",
  "midi",
  "on-device-speech-recognition",
  "otp-credentials",
  "payment",
  "picture-in-picture",
  "private-state-token-issuance",
  "private-state-token-redemption",
  "publickey-credentials-create",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "speaker-selection",
  "storage-access",
  "summarizer",
  "sync-xhr",
  "translator",
  "unload",
  "usb",
  "window-management",
  "xr-spatial-tracking",
]);

const directives = PERMISSIONS_POLICY.split(", ").map((directive) => {
  const [feature = "", allowlist = ""] = directive.split("=");
  return { feature, allowlist };
});

describe("Permissions-Policy", () => {
  it("ne nomme que des fonctions que Chromium connaît", () => {
    const unknown = directives
      .map(({ feature }) => feature)
      .filter((feature) => !CHROMIUM_FEATURES.has(feature));
    expect(unknown).toEqual([]);
  });

  it("chaque fonction une seule fois, avec une liste valide", () => {
    const features = directives.map(({ feature }) => feature);
    expect(new Set(features).size).toBe(features.length);
    for (const { allowlist } of directives) expect(allowlist).toMatch(/^\((?:self)?\)$/);
  });

  it("garde ce dont Toque se sert, et ne défend pas le partage", () => {
    expect(PERMISSIONS_POLICY).toContain("clipboard-write=(self)");
    expect(PERMISSIONS_POLICY).toContain("screen-wake-lock=(self)");
    expect(PERMISSIONS_POLICY).not.toContain("web-share=()");
  });
});
