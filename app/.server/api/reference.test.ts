import { describe, expect, it } from "vitest";
import { describeType } from "./reference";

describe("the API reference's field types", () => {
  it("keeps a length and its unit on one line, with the French grouping", () => {
    expect(describeType({ type: "string", maxLength: 80 })).toBe("texte (80\u00a0caractères au plus)");
    expect(describeType({ type: "string", maxLength: 2000 })).toBe(
      "texte (2\u202f000\u00a0caractères au plus)",
    );
  });
});
