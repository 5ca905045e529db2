import { describe, expect, it } from "vitest";
import { rewriteHead } from "./document-head";

const page =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/><title>Toque</title></head><body><link rel="modulepreload" href="/assets/c.js"/></body></html>';

describe("rewriteHead", () => {
  it("inlines the stylesheet first in the head and drops the script preloads of the head", () => {
    expect(rewriteHead(page, "body{color:red}")).toBe(
      '<!DOCTYPE html><html lang="fr"><head><style>body{color:red}</style><meta charSet="utf-8"/><title>Toque</title></head>' +
        '<body><link rel="modulepreload" href="/assets/c.js"/></body></html>',
    );
  });

  it("handles a head cut in the middle of a chunk", () => {
    expect(rewriteHead('<html><head><link rel="modulepreload" href="/a.js"/><meta', "x")).toBe(
      "<html><head><style>x</style><meta",
    );
  });

  it("leaves HTML without a head alone", () => {
    expect(rewriteHead("<div>suite</div>", "x")).toBeUndefined();
  });
});
