import { describe, expect, it } from "vitest";
import { parseJsonText } from "./json-text";

describe("parseJsonText", () => {
  it("parses JSON", () => {
    expect(parseJsonText('{"recipe":{"titre":"Tarte fine","portions":4}}')).toEqual({
      recipe: { titre: "Tarte fine", portions: 4 },
    });
  });

  it.each([
    ["du texte qui n'est pas du JSON", "{pas du json"],
    ["NUL dans une valeur", '{"recipe":{"titre":"Tarte\\u0000"}}'],
    ["NUL dans une clé", '{"ti\\u0000tre":"Tarte"}'],
    ["NUL dans une liste", '["sel","\\u0000"]'],
    ["NUL seul", '"\\u0000"'],
  ])("refuse %s", (_label, text) => {
    expect(parseJsonText(text)).toBeUndefined();
  });
});
