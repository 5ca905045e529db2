import type { Allergen } from "../base/allergens";
import type { DietRestriction } from "../base/diet";
import {
  type Carried,
  type CompositeFood,
  brokenBy,
  compositeOf,
  compositesNamed,
  refusedBy,
} from "../nutrition/composite-foods";
import { restrictionViolations } from "../nutrition/diet";
import { allergenViolations } from "../nutrition/lexicon-allergens";
import type { GeneratedRecipe } from "./recipe-schema";

/**
 * A recipe read against what its person leaves out, through the composite foods: a line of
 * pesto for a « Sans lactose » request becomes the first alternative the person may eat (or
 * goes, when there is none), and a sentence anywhere in the recipe that names such a food is
 * rewritten with that alternative or removed. The cook is told in a tip (decision 0061).
 * Run on the AI's answer and on the offline chef's, whose own words are filtered already.
 */

interface Change {
  composite: CompositeFood;
  from: string;
  to?: string;
}

const wordPattern = (written: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${written.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "giu");

function allowedAlternative(
  composite: CompositeFood,
  refused: ReadonlySet<Carried>,
  restrictions: readonly DietRestriction[],
  excluded: readonly Allergen[],
): string | undefined {
  return composite.alternatives.find((name) => {
    const other = compositeOf(name);
    if (other && brokenBy(other, refused).length > 0) return false;
    const line = [{ nom: name }];
    return (
      restrictionViolations(line, restrictions).length === 0 &&
      allergenViolations(line, excluded).length === 0
    );
  });
}

/** One text with its sentences about a refused composite rewritten or left out; "" when none stays. */
function cleanText(
  text: string,
  refused: ReadonlySet<Carried>,
  replaced: ReadonlyMap<CompositeFood, string>,
  removed: Change[],
  rewriteOnly = false,
): string {
  const sentences = text.split(/(?<=[.!?…])\s+/u);
  const kept: string[] = [];
  for (const sentence of sentences) {
    const faults = compositesNamed(sentence).filter(
      ({ composite }) => brokenBy(composite, refused).length > 0,
    );
    if (faults.length === 0) {
      kept.push(sentence);
      continue;
    }
    if (rewriteOnly || faults.every(({ composite }) => replaced.has(composite))) {
      kept.push(
        faults.reduce(
          (rewritten, { composite, written }) =>
            replaced.has(composite)
              ? rewritten.replace(wordPattern(written), replaced.get(composite)!)
              : rewritten,
          sentence,
        ),
      );
      continue;
    }
    for (const { composite, written } of faults)
      if (!replaced.has(composite) && !removed.some((change) => change.composite === composite))
        removed.push({ composite, from: written.toLocaleLowerCase("fr") });
  }
  return kept.join(" ");
}

/**
 * Told in a tip without the food's name, so that no text of the recipe names what the person
 * avoids: « « Tamari » remplace un produit du commerce qui contient du soja et du blé. »
 */
function note({ composite, to }: Change, inList: boolean): string {
  const product = `un produit du commerce qui contient ${composite.holds}`;
  if (to) return `«\u00a0${to[0]!.toLocaleUpperCase("fr")}${to.slice(1)}\u00a0» remplace ${product}.`;
  if (inList) return `Retiré de la liste\u00a0: ${product}.`;
  return `Une suggestion a été retirée\u00a0: elle nommait ${product}.`;
}

export interface CompositeCheck {
  recipe: GeneratedRecipe;
  /** What was replaced or left out, as told to the cook; empty when the recipe was kept as it came. */
  notes: string[];
}

export function checkComposites(
  recipe: GeneratedRecipe,
  restrictions: readonly DietRestriction[],
  excluded: readonly Allergen[] = [],
  /** The offline chef's « pâte sablée » is its own, made with what is allowed: no tip for its sentences. */
  { sentenceNotes = true } = {},
): CompositeCheck {
  const refused = refusedBy(restrictions, excluded);
  if (refused.size === 0) return { recipe, notes: [] };
  const replaced = new Map<CompositeFood, string>();
  const listed: Change[] = [];
  const ingredients = recipe.ingredients.flatMap((line) => {
    const composite = compositeOf(line.nom);
    if (!composite || brokenBy(composite, refused).length === 0) return [line];
    const to = replaced.get(composite) ?? allowedAlternative(composite, refused, restrictions, excluded);
    listed.push({ composite, from: line.nom, to });
    if (!to) return [];
    replaced.set(composite, to);
    return [{ ...line, nom: to }];
  });

  const removed: Change[] = [];
  const clean = (text: string) => cleanText(text, refused, replaced, removed);
  const cleanList = (texts: readonly string[]) => texts.map(clean).filter((text) => text.length > 0);
  const rewrite = (text: string) => cleanText(text, refused, replaced, [], true);
  const instructions = recipe.instructions
    .map((step) => ({
      ...step,
      description: clean(step.description),
      ...(step.conseil === undefined ? {} : { conseil: clean(step.conseil) }),
    }))
    .filter((step) => step.description.length > 0)
    .map((step, index) => ({ ...step, etape: index + 1 }));
  const cleaned: GeneratedRecipe = {
    ...recipe,
    titre: rewrite(recipe.titre),
    description: clean(recipe.description) || "Une recette ajustée à ce que vous évitez.",
    ingredients,
    // A recipe needs a step: when every one named the food, the steps stay as written.
    instructions: instructions.length > 0 ? instructions : recipe.instructions,
    pointsTechniques: cleanList(recipe.pointsTechniques),
    astucesChef: cleanList(recipe.astucesChef),
    dressage: clean(recipe.dressage),
    conservation: clean(recipe.conservation),
    variations: cleanList(recipe.variations),
    ...(recipe.conseils ? { conseils: cleanList(recipe.conseils) } : {}),
    ...(recipe.alternatives
      ? {
          alternatives: Object.fromEntries(
            Object.entries(recipe.alternatives)
              .map(([name, text]) => [rewrite(name), clean(text)] as const)
              .filter(([, text]) => text.length > 0),
          ),
        }
      : {}),
  };
  const sentences = removed.filter((change) => !listed.some((line) => line.composite === change.composite));
  const notes = [
    ...listed.map((change) => note(change, true)),
    ...(sentenceNotes ? sentences.map((change) => note(change, false)) : []),
  ];
  if (notes.length === 0 && removed.length === 0) return { recipe, notes };
  return { notes, recipe: { ...cleaned, astucesChef: [...notes, ...cleaned.astucesChef] } };
}

/**
 * A recipe still streaming, read the same way in every text it holds so far: the cook never
 * sees « pesto » appear and then vanish when the recipe ends. Lines are not removed here (the
 * finished recipe decides), only their names rewritten or emptied.
 */
export function cleanPartial<T>(
  partial: T,
  restrictions: readonly DietRestriction[],
  excluded: readonly Allergen[] = [],
): T {
  const refused = refusedBy(restrictions, excluded);
  if (refused.size === 0) return partial;
  const replaced = new Map<CompositeFood, string>();
  const visit = (value: unknown): unknown => {
    if (typeof value === "string") {
      for (const { composite } of compositesNamed(value))
        if (!replaced.has(composite) && brokenBy(composite, refused).length > 0) {
          const to = allowedAlternative(composite, refused, restrictions, excluded);
          if (to) replaced.set(composite, to);
        }
      return cleanText(value, refused, replaced, []);
    }
    if (Array.isArray(value)) return value.map(visit);
    // The keys of « alternatives » name foods too: rewritten like a title, or the entry dropped.
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value)
          .map(([key, inner]) => [
            visit(key) === "" ? "" : cleanText(key, refused, replaced, [], true),
            visit(inner),
          ])
          .filter(([key]) => key !== ""),
      );
    return value;
  };
  return visit(partial) as T;
}
