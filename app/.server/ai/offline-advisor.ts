import { createCocktail } from "~/domain/cocktails/creator";
import { pairWines } from "~/domain/sommelier/pairing";
import type { Advisor } from "./advisor";

/** The offline sommelier and cocktail creator (app/domain): answers in well under a millisecond. */
export function offlineAdvisor(): Advisor {
  return {
    provider: "offline",
    async pairWines(dish) {
      const result = pairWines(dish);
      return result.kind === "guide"
        ? { kind: "guide", guide: [...result.guide] }
        : { kind: "suggestions", suggestions: result.suggestions };
    },
    createCocktail: async (request) => createCocktail(request),
  };
}
