import { describe, expect, it } from "vitest";
import { z } from "../zod";
import { ciqualSubgroupCodes } from "./ciqual-groups.server";

const groupsSchema = z.record(z.string().regex(/^\d{4}s?$/), z.string().regex(/^\d{4,5}( \d{4,5})*$/));

describe("les sous-groupes CIQUAL", () => {
  it("suivent le schéma, sans code répété dans un groupe", () => {
    expect(groupsSchema.safeParse(ciqualSubgroupCodes).error?.issues).toBeUndefined();
    for (const [group, codes] of Object.entries(ciqualSubgroupCodes)) {
      const list = codes.split(" ");
      expect(new Set(list).size, group).toBe(list.length);
    }
  });
});
