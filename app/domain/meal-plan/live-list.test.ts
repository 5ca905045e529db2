import { describe, expect, it } from "vitest";
import { liveNote, parseListEvent } from "./live-list";

describe("an event of the live list", () => {
  it("is read when it has the stream's shape", () => {
    expect(parseListEvent('{"de":"membre","nom":"Léa","type":"coche","version":3}')).toEqual({
      de: "membre",
      nom: "Léa",
      type: "coche",
      version: 3,
    });
    expect(parseListEvent('{"de":"toque","type":"reprise","version":0}')).toEqual({
      de: "toque",
      type: "reprise",
      version: 0,
    });
  });

  it.each([
    "",
    "pas du json",
    "null",
    "[]",
    '"coche"',
    '{"de":"voisin","type":"coche","version":1}',
    '{"de":"membre","type":"vol","version":1}',
    '{"de":"membre","type":"coche","version":"1"}',
    '{"de":"membre","nom":42,"type":"coche","version":1}',
    '{"de":"membre","type":"coche"}',
  ])("is ignored otherwise: %s", (data) => {
    expect(parseListEvent(data)).toBeUndefined();
  });

  it("names who changed it, except this device", () => {
    expect(liveNote({ de: "membre", nom: "Léa" })).toBe("Mis à jour par Léa");
    expect(liveNote({ de: "appareil" })).toBe("Mis à jour sur un autre appareil");
    expect(liveNote({ de: "ici" })).toBeUndefined();
  });
});
