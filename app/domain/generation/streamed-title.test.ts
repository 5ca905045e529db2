import { describe, expect, it } from "vitest";
import { streamedTitle } from "./streamed-title";

describe("streamedTitle", () => {
  it("waits for the closing quote", () => {
    expect(streamedTitle("")).toBeUndefined();
    expect(streamedTitle('{"titre": "Risotto aux champ')).toBeUndefined();
    expect(streamedTitle('{"titre": "Risotto aux champignons"')).toBe("Risotto aux champignons");
    expect(streamedTitle('{\n  "titre" :"Risotto", "descr')).toBe("Risotto");
  });

  it("reads escapes, and an escaped quote does not close the title", () => {
    expect(streamedTitle('{"titre": "Le \\"vrai\\" gratin')).toBeUndefined();
    expect(streamedTitle('{"titre": "Le \\"vrai\\" gratin"}')).toBe('Le "vrai" gratin');
    expect(streamedTitle('{"titre": "Cr\\u00e8me br\\u00fbl\\u00e9e"')).toBe("Crème brûlée");
  });

  it("finds the title inside a code fence or after other keys", () => {
    expect(streamedTitle('```json\n{"titre": "Velouté"')).toBe("Velouté");
    expect(streamedTitle('{"description": "Doux", "titre": "Velouté"')).toBe("Velouté");
  });

  it("says a title closed on nothing usable with an empty string", () => {
    expect(streamedTitle('{"titre": "  "')).toBe("");
    expect(streamedTitle('{"titre": "\\x41"')).toBe("");
  });
});
