/**
 * The words of a recipe's steps, each with its time when the recipe gives one apart
 * (« Ajoutez le bouillon louche par louche (18 min) »): the nutrition reads them to know what
 * oil is poured off and whether the rice or the lentils are cooked from dry. Catalogue steps
 * and generated ones (whose time may be a number of minutes) read alike.
 */
export function stepsOf(recipe: {
  steps: readonly { description: string; temps?: string | number | undefined }[];
}): string[] {
  return recipe.steps.map(({ description, temps }) => {
    if (temps === undefined || temps === "") return description;
    return `${description} (${typeof temps === "number" ? `${temps}\u00a0min` : temps})`;
  });
}
