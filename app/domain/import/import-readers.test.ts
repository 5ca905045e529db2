import { describe, expect, it } from "vitest";
import { applyEditorIntent, readEditorIntent } from "./draft-edits";
import {
  OWN_RECIPE_LIMITS,
  draftErrors,
  draftOf,
  emptyDraft,
  recipeDraftSchema,
  siteOf,
} from "./own-recipe-schema";
import { draftFromText } from "./pasted-text";
import { draftFromStructuredData, isoDurationMinutes, servingsOf } from "./schema-org";

describe("isoDurationMinutes", () => {
  it.each([
    ["PT20M", 20],
    ["PT1H30M", 90],
    ["PT1H", 60],
    ["P0DT0H20M", 20],
    ["PT90S", 2],
    ["P1D", 1440],
    ["pt15m", 15],
    ["PT0.5H", 30],
    ["25", 25],
    [40, 40],
  ])("%s → %s minutes", (value, minutes) => {
    expect(isoDurationMinutes(value)).toBe(minutes);
  });

  it.each(["", "P", "PT", "20 minutes", "1h30", null, -5])("cannot read %s", (value) => {
    expect(isoDurationMinutes(value)).toBeUndefined();
  });
});

describe("servingsOf", () => {
  it.each([
    ["4", "4"],
    [6, "6"],
    ["4 personnes", "4"],
    ["Pour 6 parts", "6"],
    [["8", "8 parts"], "8"],
    ["4-6 personnes", "4"],
    ["un gâteau", ""],
    [500, ""],
  ])("%j → %j", (value, servings) => {
    expect(servingsOf(value)).toBe(servings);
  });
});

describe("draftFromStructuredData", () => {
  it("finds a Recipe whose @type is a list, under a WebPage's mainEntity", () => {
    const draft = draftFromStructuredData(
      [
        {
          "@type": "WebPage",
          mainEntity: {
            "@type": ["Recipe", "HowTo"],
            name: "Soupe",
            recipeIngredient: ["1 poireau"],
            recipeInstructions: ["Cuire."],
          },
        },
      ],
      "https://exemple.fr/soupe",
    );
    expect(draft).toMatchObject({ title: "Soupe", steps: ["Cuire."], sourceUrl: "https://exemple.fr/soupe" });
  });

  it("parts a list written in one field, without cutting a decimal comma or a food's own details", () => {
    const read = (recipeIngredient: unknown) =>
      draftFromStructuredData(
        [{ "@type": "Recipe", name: "Crêpes", recipeIngredient, recipeInstructions: ["Mélanger."] }],
        "https://exemple.fr/crepes",
      )?.ingredients.map(({ quantite, unite, nom }) => [quantite, unite, nom].filter(Boolean).join(" "));
    expect(read(["250 g de farine, 4 œufs, 1,5 l de lait, une pincée de sel, sel, poivre"])).toEqual([
      "250 g farine",
      "4 œufs",
      "1,5 l lait",
      "une pincée sel",
      "sel",
      "poivre",
    ]);
    expect(read("2 cups flour; 1 tsp salt • 3 eggs")).toHaveLength(3);
    expect(read(["2 carottes, coupées en dés"])).toEqual(["2 carottes, coupées en dés"]);
    expect(read(["1 poireau", "2 carottes, coupées"])).toHaveLength(2);
  });

  it("caps every text and keeps the image only as an address", () => {
    const draft = draftFromStructuredData(
      [
        {
          "@type": "Recipe",
          name: "T".repeat(500),
          description: "D".repeat(5000),
          image: ["javascript:alert(1)", "https://exemple.fr/photo.jpg"],
          recipeIngredient: Array.from({ length: 150 }, (_, index) => `${index + 1} g de sel`),
          recipeInstructions: Array.from({ length: 150 }, () => "E".repeat(5000)),
        },
      ],
      "https://exemple.fr/",
    );
    expect(draft?.title).toHaveLength(200);
    expect(draft?.description).toHaveLength(2000);
    expect(draft?.ingredients).toHaveLength(OWN_RECIPE_LIMITS.ingredients);
    expect(draft?.steps).toHaveLength(OWN_RECIPE_LIMITS.steps);
    expect(draft?.steps[0]).toHaveLength(OWN_RECIPE_LIMITS.step);
    expect(draft?.imageUrl).toBe("https://exemple.fr/photo.jpg");
  });

  it("finds nothing in a page without a Recipe, or with an empty one", () => {
    expect(
      draftFromStructuredData([{ "@type": "Article", name: "x" }], "https://exemple.fr/"),
    ).toBeUndefined();
    expect(
      draftFromStructuredData([{ "@type": "Recipe", name: "Vide" }], "https://exemple.fr/"),
    ).toBeUndefined();
  });
});

describe("draftFromText", () => {
  it("follows the headings", () => {
    const draft = draftFromText(
      [
        "Gratin dauphinois",
        "Le gratin du dimanche.",
        "Pour 6 personnes",
        "Préparation : 20 min",
        "Cuisson : 1 h 15",
        "",
        "Ingrédients :",
        "- 1 kg de pommes de terre",
        "- 50 cl de crème",
        "- 1 gousse d'ail",
        "- sel, poivre",
        "Préparation :",
        "1. Éplucher et trancher les pommes de terre.",
        "2. Frotter le plat avec l'ail.",
        "3. Cuire 1 h 15 à 160 °C.",
      ].join("\n"),
    );
    expect(draft).toMatchObject({
      title: "Gratin dauphinois",
      description: "Le gratin du dimanche.",
      servings: "6",
      prepMinutes: "20",
      cookMinutes: "75",
      steps: [
        "Éplucher et trancher les pommes de terre.",
        "Frotter le plat avec l'ail.",
        "Cuire 1 h 15 à 160 °C.",
      ],
    });
    expect(draft?.ingredients).toEqual([
      { quantite: "1", unite: "kg", nom: "pommes de terre" },
      { quantite: "50", unite: "cl", nom: "crème" },
      { quantite: "1", unite: "gousse", nom: "ail" },
      { quantite: "", unite: "", nom: "sel, poivre" },
    ]);
  });

  it("tells ingredients from steps without headings", () => {
    const draft = draftFromText(
      "Omelette\n3 œufs\n10 g de beurre\n1 pincée de sel\nBattre les œufs.\nCuire dans le beurre fondu.",
    );
    expect(draft?.ingredients.map((row) => row.nom)).toEqual(["œufs", "beurre", "sel"]);
    expect(draft?.steps).toEqual(["Battre les œufs.", "Cuire dans le beurre fondu."]);
  });

  it("needs more than a title", () => {
    expect(draftFromText("")).toBeUndefined();
    expect(draftFromText("Juste un titre")).toBeUndefined();
  });
});

describe("recipeDraftSchema", () => {
  const filled = () => ({
    ...emptyDraft(),
    title: "Omelette",
    prepMinutes: "5",
    ingredients: [
      { quantite: "3", unite: "", nom: "œufs" },
      { quantite: "", unite: "", nom: "" },
    ],
    steps: ["Battre.", ""],
  });

  it("drops blank rows and turns the figures into numbers", () => {
    const result = recipeDraftSchema.parse(filled());
    expect(result).toEqual({
      title: "Omelette",
      description: "",
      servings: 4,
      prepMinutes: 5,
      cookMinutes: 0,
      ingredients: [{ quantite: "3", unite: "", nom: "œufs" }],
      steps: ["Battre."],
    });
  });

  it("reports every field in French at once, on the form's own row numbers", () => {
    const result = recipeDraftSchema.safeParse({
      ...filled(),
      title: " ",
      servings: "0",
      cookMinutes: "deux",
      ingredients: [
        { quantite: "", unite: "", nom: "" },
        { quantite: "2", unite: "g", nom: "" },
      ],
      steps: [""],
      sourceUrl: "javascript:alert(1)",
    });
    expect(result.success).toBe(false);
    expect(draftErrors(result.error!)).toEqual({
      title: "Donnez un titre à la recette.",
      servings: "Indiquez pour combien de personnes, entre 1 et 50.",
      cookMinutes: "Indiquez une durée en minutes, entre 0 et 2\u00a0880.",
      "ingredients.1.nom": "Indiquez le nom de l'ingrédient.",
      steps: "Ajoutez au moins une étape.",
      sourceUrl: "Cette adresse de source n'est pas valide.",
    });
  });

  it("round-trips a saved recipe through the editor", () => {
    const recipe = recipeDraftSchema.parse({ ...filled(), sourceUrl: "https://www.750g.com/omelette.htm" });
    expect(recipeDraftSchema.parse(draftOf(recipe))).toEqual(recipe);
    expect(siteOf(recipe.source!.url)).toBe("750g.com");
  });
});

describe("editor intents", () => {
  const draft = { ...emptyDraft(), steps: ["Un", "Deux", "Trois"] };

  it.each([
    ["up-step-2", ["Un", "Trois", "Deux"]],
    ["down-step-0", ["Deux", "Un", "Trois"]],
    ["remove-step-1", ["Un", "Trois"]],
    ["add-step", ["Un", "Deux", "Trois", ""]],
    ["up-step-0", ["Un", "Deux", "Trois"]],
    ["down-step-2", ["Un", "Deux", "Trois"]],
    ["remove-step-9", ["Un", "Deux", "Trois"]],
  ])("%s", (value, steps) => {
    const intent = readEditorIntent(value);
    expect(intent).toBeDefined();
    expect(applyEditorIntent(draft, intent!).steps).toEqual(steps);
  });

  it.each(["", "delete", "up-step-", "up-step--1", "up-etape-1", 42])("refuses %j", (value) => {
    expect(readEditorIntent(value)).toBeUndefined();
  });
});

describe("the recipe's total length", () => {
  it("refuses a recipe past the cap that keeps the editor's form under the body limit", () => {
    const steps = Array.from({ length: 12 }, () => "Remuer. ".repeat(450).trim());
    const draft = {
      ...emptyDraft(),
      title: "Longue",
      ingredients: [{ quantite: "", unite: "", nom: "sel" }],
    };
    expect(recipeDraftSchema.safeParse({ ...draft, steps: steps.slice(0, 11) }).success).toBe(true);
    const result = recipeDraftSchema.safeParse({ ...draft, steps });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(draftErrors(result.error)).toEqual({
        form: "Cette recette est trop longue\u00a0: 40\u00a0000 caractères au plus, étapes et ingrédients compris.",
      });
  });
});
