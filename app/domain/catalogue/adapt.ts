import {
  type Noun,
  agreeing,
  capitalise,
  demonstrative,
  feminine,
  guessNoun,
  joinList,
  looksPlural,
  ofBare,
  ofThe,
  pluralOnly,
  toThe,
  withDefinite,
} from "../base/french";
import { PLURAL_WHEN_WEIGHED, kindOf } from "../chef/kinds";
import { readIngredient } from "../nutrition/lexicon";
import { normaliseUnit, toGrams } from "../nutrition/quantity";
import type { IngredientEntry } from "../nutrition/types";
import type { Recipe } from "../recipe/model";
import { SUBSTITUTIONS, type StepRewrite } from "./substitutions";
import { durationLabel } from "../text/duration";
import { timedSteps } from "./times";

/** One change of the cook's, on the line `index` of the original recipe. */
export type Change =
  | { kind: "swap"; index: number; to: IngredientEntry; note?: string; steps?: readonly StepRewrite[] }
  | { kind: "remove"; index: number };

type Text = Pick<Recipe, "title" | "description" | "steps" | "tips" | "variations">;

/**
 * Makes a recipe's words follow the cook's swaps and removals. A swapped food is renamed
 * wherever the recipe names it, articles and participles agreeing (« du veau poché » becomes
 * « de la dinde pochée », « Blanquette de veau » « Blanquette de dinde »). A removed food is
 * taken out of the lists it is part of (« le thym et le laurier » → « le laurier »); the actions
 * that only cook it go, and a step left without its first sentence goes whole. Whatever is
 * left that still names a removed food is dropped, so no step cooks what the cook took out.
 * The description then says plainly what the recipe is adapted from and which steps changed.
 */
export function adaptRecipeText(original: Recipe, changes: readonly Change[]): Text {
  const text: Text = {
    title: original.title,
    description: original.description,
    steps: original.steps,
    tips: original.tips,
    variations: original.variations,
  };
  if (changes.length === 0) return text;
  const mentions = mentionsOf(original);
  const swaps = new Map<number, Extract<Change, { kind: "swap" }>>();
  const removed = new Set<number>();
  for (const change of changes) {
    if (change.kind === "swap") swaps.set(change.index, change);
    else removed.add(change.index);
  }

  const fromOf = (swap: Extract<Change, { kind: "swap" }>) =>
    readIngredient(original.ingredients[swap.index]!.nom)?.entry;
  // The butter's mould (« foncez le moule beurré ») is greased with the fat that replaced it.
  const newFat = [...swaps.values()].find((swap) => {
    const from = fromOf(swap);
    return from !== undefined && BUTTER.test(from.name) && !BUTTER.test(swap.to.name);
  })?.to;
  const rename = (value: string) => greasedWith(renameSwapped(value, mentions, swaps), newFat);
  const names = (value: string, owners: ReadonlySet<number>) => mentioned(value, mentions, owners);
  const mentionsSubstitute = (value: string) =>
    [...swaps.values()].some((swap) => namesEntry(value, swap.to));

  const steps: Recipe["steps"] = [];
  const changedSteps: number[] = [];
  const positions: number[] = [];
  // What a substitute does differently (a dough pressed, not rolled) is said in the original's words, then renamed.
  const rewrite = (value: string) =>
    [...swaps.values()]
      .flatMap((swap) => swap.steps ?? [])
      .reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), value);
  original.steps.forEach((step, position) => {
    const kept = withoutRemoved(rename(rewrite(step.description)), mentions, removed);
    if (kept !== step.description) changedSteps.push(position + 1);
    if (kept !== "") {
      steps.push({ ...step, description: kept });
      positions.push(position + 1);
    }
  });
  // A note that times the new food (« comptez 25 min », « 45 min de frémissement suffisent »)
  // sets the time of the step that cooks it, so the note and the step say the same.
  for (const swap of swaps.values()) {
    const timing = swap.note ? noteMinutes(swap.note) : undefined;
    if (timing === undefined) continue;
    const { minutes, atMost } = timing;
    const longest = timedSteps(steps)
      .filter((timed) => namesEntry(steps[timed.index]!.description, swap.to) && steps[timed.index]!.temps)
      .sort((a, b) => b.minutes - a.minutes)[0];
    // « … suffisent » shortens a long braise; a step already as short is left as written.
    if (!longest || longest.minutes === minutes || (atMost && longest.minutes < minutes)) continue;
    // The old food's doneness goes with its time: green lentils keep their shape where red ones
    // « se défassent »; the new food is cooked when tender.
    const description = steps[longest.index]!.description.replace(
      /(jusqu['’]à ce que (?:les |la |le |l['’])[\p{L}' -]*?) se défass(e|ent)(?![\p{L}])/u,
      (_, subject: string, ending: string) =>
        `${subject} ${ending === "ent" ? "soient tendres" : "soit tendre"}`,
    );
    steps[longest.index] = { ...steps[longest.index]!, description, temps: durationLabel(minutes) };
    if (!changedSteps.includes(positions[longest.index]!)) changedSteps.push(positions[longest.index]!);
  }
  changedSteps.sort((a, b) => a - b);

  const swappedOwners = new Set(swaps.keys());
  // A variation that already suggests the swap (« remplacez le vin blanc par du cidre ») has no sense left.
  // Advice about « la viande » of a swapped meat speaks of that meat's cuts and texture.
  const keepAdvice = (value: string) =>
    !names(value, removed) &&
    !(animalChanged && CUTS.test(value)) &&
    !(names(value, swappedOwners) && mentionsSubstitute(value)) &&
    !matches(value, mentions).some((match) => match.form.generic && swaps.has(match.form.owner));
  // « Des hauts de cuisse restent plus moelleux que le blanc » speaks of a chicken the tofu replaced.
  const animalGone = [...swaps.values()].some((swap) => {
    const from = readIngredient(original.ingredients[swap.index]!.nom)?.entry;
    const animal = (entry: IngredientEntry) => MEAT_KINDS.has(kindOf(entry)) || FISH_KINDS.has(kindOf(entry));
    return from !== undefined && animal(from) && !animal(swap.to);
  });
  // « le râble » is a rabbit's, « le paleron » a beef's: advice on the old animal's cuts goes when
  // another animal, or no animal, takes its place.
  const animalChanged = [...swaps.values()].some((swap) => {
    const from = fromOf(swap);
    if (!from || !isAnimal(from)) return false;
    // Two birds share their cuts (« cuisse », « blancs »), two fish theirs; a rabbit and a chicken do not.
    if (kindOf(from) === kindOf(swap.to) && SHARED_CUTS.has(kindOf(from))) return false;
    return !isAnimal(swap.to) || kindOf(from) !== kindOf(swap.to) || animalOf(from) !== animalOf(swap.to);
  });
  // Raw meat whitens in the pan; tofu or seitan only colours: « pour qu'il blanchisse » → « dore ».
  if (animalGone)
    steps.forEach((step, index) => {
      if ([...swaps.values()].some((swap) => namesEntry(step.description, swap.to)))
        steps[index] = {
          ...step,
          description: step.description.replace(
            /(?<![\p{L}])blanchi(sse|ssent)(?![\p{L}])/gu,
            (_, ending: string) => (ending === "sse" ? "dore" : "dorent"),
          ),
        };
    });
  // A dish that is no longer itself makes no claim of being the real one.
  // Nor does one whose main food is another (a « Seitan bourguignon » is no « grand classique de Bourgogne »).
  const another =
    adaptTitle(original, mentions, swaps, new Set()) !== renameSwapped(original.title, mentions, swaps) ||
    definingSwaps(original, swaps).length > 0;
  const wineGone = [...swaps.values()].some((swap) => {
    const from = readIngredient(original.ingredients[swap.index]!.nom)?.entry;
    return from && SUBSTITUTIONS[from.name]?.role === "wine" && SUBSTITUTIONS[swap.to.name]?.role !== "wine";
  });
  // Advice about the wine (« faites mariner la viande dans le vin ») has nothing left to pour; nor
  // about what only a wine does (« flambez la marinade… moins acide »), unless it names another food
  // of the recipe, a cognac that is still there.
  const wineOwners = new Set(
    [...swaps.values()]
      .filter((swap) => SUBSTITUTIONS[fromOf(swap)?.name ?? ""]?.role === "wine")
      .map((swap) => swap.index),
  );
  const speaksOfWine = (value: string) =>
    /(?<![\p{L}])vins?(?![\p{L}])/iu.test(value) ||
    (WINE_DOINGS.test(value) && !matches(value, mentions).some((match) => !wineOwners.has(match.form.owner)));
  const claims = (value: string) => (another && CLAIMS.test(value)) || (wineGone && speaksOfWine(value));
  // « Remplacez les lardons par des poireaux » once the cook has replaced them already.
  const replacesSwapped = (value: string) =>
    matches(value, mentions).some(
      (match) => swaps.has(match.form.owner) && /^remplacez\s+$/i.test(value.slice(0, match.start)),
    );
  // « paleron, macreuse et un peu de joue » of a beef become « seitan, seitan »: advice about the
  // old food's cuts, with nothing to say of the new one.
  const times = (value: string, name: string) =>
    value.toLocaleLowerCase("fr").split(name.toLocaleLowerCase("fr")).length - 1;
  const sayable = (value: string) =>
    ![...swaps.values()].some(
      (swap) => times(rename(value), swap.to.name) >= 2 && times(value, swap.to.name) < 2,
    );
  const tips = [
    ...original.tips.filter((tip) => keepAdvice(tip) && !claims(tip) && sayable(tip)).map(rename),
    ...[...swaps.values()].flatMap((swap) =>
      swap.note && !contradictsSteps(swap.note, swap.to, steps) ? [swap.note] : [],
    ),
  ];
  // « Préparez la même recette avec des cuisses de poulet » is the dish the cook already chose: a
  // variation that brings the new main food without speaking of the old one.
  const proposesSubstitute = (value: string) =>
    [...swaps.values()].some(
      (swap) =>
        SUBSTITUTIONS[fromOf(swap)?.name ?? ""]?.role === "protein" &&
        // « poulet » for « hauts de cuisse de poulet » is the same animal: its variations still hold.
        !lower(original.ingredients[swap.index]!.nom).includes(lower(swap.to.name)) &&
        namesEntry(value, swap.to) &&
        !mentioned(value, mentions, new Set([swap.index])),
    );
  const variations = original.variations
    .filter(
      (variation) =>
        keepAdvice(variation) &&
        !claims(variation) &&
        !replacesSwapped(variation) &&
        !proposesSubstitute(variation) &&
        sayable(variation),
    )
    .map(rename);

  const title = adaptTitle(original, mentions, swaps, removed);
  const summary = summarise(original, swaps, removed, changedSteps);
  const description = withoutRemoved(
    rename(
      original.description
        .split(SENTENCE_END)
        .filter((sentence) => !claims(sentence))
        .join(" "),
    ),
    mentions,
    removed,
  );
  return {
    title,
    description: description === "" ? summary : `${summary} ${description}`,
    steps: steps.length > 0 ? steps : [{ description: "Assemblez les ingrédients restants et servez." }],
    tips,
    variations,
  };
}

/**
 * A note that says when the new food goes in (« ajoutez-le pour les 30 dernières minutes ») while
 * a step simmers it far longer (« laissez mijoter 2 h 30 … jusqu'à ce que le seitan… »): the cook
 * follows the steps, so the note would only contradict them. Kept when no step cooks it longer.
 */
function contradictsSteps(note: string, to: IngredientEntry, steps: Recipe["steps"]): boolean {
  const last = /(\d+) dernières minutes/.exec(note);
  if (!last) return false;
  const names = [to.name, to.plural].map(lower);
  return timedSteps(steps).some(
    (timed) =>
      timed.minutes > Number(last[1]) &&
      names.some((name) => lower(steps[timed.index]!.description).includes(name)),
  );
}

/**
 * The minutes a swap's note gives the new food: exactly (« comptez 25 min ») or at most (« 45 min
 * de frémissement suffisent »).
 */
function noteMinutes(note: string): { minutes: number; atMost: boolean } | undefined {
  const match = /comptez (\d+)\s?min|(\d+)\s?min(?: de [\p{L}]+)? suffisent/u.exec(note);
  if (!match) return undefined;
  return match[1]
    ? { minutes: Number(match[1]), atMost: false }
    : { minutes: Number(match[2]), atMost: true };
}

/** The cuts of an animal, which advice names when it speaks of that meat's texture. */
const CUTS =
  /(?<![\p{L}])(?:hauts? de cuisses?|cuisses?|pilons?|le blanc(?! d)|paleron|macreuse|joue|jarret|tendron|épaule|gigot|carcasse|râbles?|selle|souris)(?![\p{L}])/iu;

/** Kinds whose animals are cut the same way. */
const SHARED_CUTS = new Set(["poultry", "fish"]);

const isAnimal = (entry: IngredientEntry) => MEAT_KINDS.has(kindOf(entry)) || FISH_KINDS.has(kindOf(entry));

/** The animal a meat comes from: « épaule de veau » is veal, « poulet fermier » chicken. */
function animalOf(entry: IngredientEntry): string {
  const name = lower(entry.name);
  const animal = /\s(?:de |d['’])(\S.*)$/.exec(name)?.[1] ?? name;
  return animal.split(/\s+/)[0]!;
}

/** What only a wine does to a sauce: it is flamed, it brings acidity and tannins. */
const WINE_DOINGS = /(?<![\p{L}])(?:flamb\p{L}*|acid\p{L}*|tanni?n\p{L}*)(?![\p{L}])/iu;

/** A butter, which greases a mould. */
const BUTTER = /^beurre(?![\p{L}])/iu;
/** The dishes a cook greases before baking. */
const GREASED =
  "(?:moules?|plats?(?: à gratin)?|ramequins?|empreintes?|cercles?|plaques?|caissettes?|terrines?)";

/**
 * « foncez le moule beurré », « beurrez le plat » once the butter is margarine: « le moule graissé
 * à la margarine », « graissez le plat à la margarine »; with an oil, « huilé », « huilez ».
 */
function greasedWith(value: string, fat: IngredientEntry | undefined): string {
  if (!fat) return value;
  const oil = OIL.test(fat.name);
  const verb = oil ? "huil" : "graiss";
  const by = oil ? "" : ` ${toThe(nounOf(fat), false)}`;
  const keepCase = (written: string, word: string) => (/^\p{Lu}/u.test(written) ? capitalise(word) : word);
  return value
    .replace(
      new RegExp(
        `(?<![\\p{L}])(beurrez)((?:\\s+(?:et\\s+farinez|légèrement|généreusement|finement))?\\s+(?:le|la|les|l['’]|un|une|des)\\s*${GREASED})(?![\\p{L}])`,
        "giu",
      ),
      (_, written: string, object: string, offset: number, whole: string) => {
        // « graissez le plat à gratin qui recevra les fruits »: the fat would read as what receives them.
        const goesOn = /^\s*\p{L}/u.test(whole.slice(offset + written.length + object.length));
        return `${keepCase(written, `${verb}ez`)}${object}${goesOn ? "" : by}`;
      },
    )
    .replace(
      new RegExp(`(?<![\\p{L}])(${GREASED}\\s+)beurr(é|ée|és|ées)(?![\\p{L}])`, "giu"),
      (_, container: string, ending: string) => `${container}${verb}${ending}${by}`,
    );
}

/** Words by which a text says the dish is the genuine one, untrue once its main food is changed. */
const CLAIMS =
  /(?<![\p{L}])(?:vrai|vraie|vrais|vraies|véritable|authentique|traditionnel\p{L}*|tradition|fidèle|grand classique|d['’]origine|puristes?|comme à|comme en|incontournable)(?![\p{L}])/iu;

// ---------------------------------------------------------------------------------------
// Finding the recipe's foods in its text

interface Form {
  text: string;
  owner: number;
  plural: boolean;
  gender: "m" | "f";
  /** « la viande » for the recipe's main meat: renamed only when the substitute is not meat. */
  generic?: "meat" | "fish";
}

interface Mentions {
  pattern: RegExp;
  forms: Map<string, Form>;
}

const ARTICLES = [
  "de la ",
  "de l'",
  "de l’",
  "des ",
  "du ",
  "d'",
  "d’",
  "de ",
  "à la ",
  "à l'",
  "à l’",
  "aux ",
  "au ",
  "les ",
  "la ",
  "le ",
  "l'",
  "l’",
  "cette ",
  "cet ",
  "ces ",
  "ce ",
  "une ",
  "un ",
];

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const lower = (value: string) => value.toLocaleLowerCase("fr");

const MEAT_KINDS = new Set(["meat", "poultry"]);
const FISH_KINDS = new Set(["fish"]);

/** Every way the recipe may name each of its ingredients, longest first so that « bouillon de bœuf » wins over « bœuf ». */
/**
 * A recipe's mentions depend on its lines and title alone, and the offline chef adapts the same
 * catalogue dishes request after request: each list of lines is read once while it lives.
 */
const mentionsByLines = new WeakMap<Recipe["ingredients"], { title: string; mentions: Mentions }>();

function mentionsOf(recipe: Recipe): Mentions {
  const known = mentionsByLines.get(recipe.ingredients);
  if (known?.title === recipe.title) return known.mentions;
  const mentions = mentionPattern(recipe);
  mentionsByLines.set(recipe.ingredients, { title: recipe.title, mentions });
  return mentions;
}

function mentionPattern(recipe: Recipe): Mentions {
  const forms = new Map<string, Form>();
  const add = (text: string, form: Omit<Form, "text">) => {
    const key = lower(text.trim());
    if (key.length < 3 || forms.has(key)) return;
    forms.set(key, { ...form, text: key });
  };
  const entries = recipe.ingredients.map((ingredient) => readIngredient(ingredient.nom)?.entry);
  const ids = new Set(entries.flatMap((entry) => entry?.id ?? []));
  recipe.ingredients.forEach((ingredient, owner) => {
    const entry = entries[owner];
    const typed = typedNoun(ingredient.nom, entry);
    add(ingredient.nom, { owner, plural: typed.plural, gender: typed.noun.gender });
    if (!entry) return;
    // « crème » in the steps is the « crème fraîche » of the list, « gruyère » its « gruyère râpé ».
    const words = ingredient.nom.trim().split(/\s+/);
    // But the « crème » of « Crème brûlée » is the dish, not the cream of the list.
    const dish = lower(recipe.title).split(/\s+/)[0];
    for (let count = words.length - 1; count >= 1; count--) {
      const head = words.slice(0, count).join(" ");
      if (lower(head) === dish) continue;
      const reading = readIngredient(head)?.entry;
      if (reading && (reading.id === entry.id || !ids.has(reading.id)))
        add(head, { owner, plural: typed.plural, gender: reading.gender });
    }
    // « le poulet » of the steps is the « blancs de poulet » of the list: after « de », a cut names
    // its animal. Swapped for tofu, « Coupez le poulet en cubes » must become « Coupez le tofu… ».
    const animal = /\s(?:de |d['’])(\S.*)$/.exec(ingredient.nom.trim())?.[1];
    if (animal && (MEAT_KINDS.has(kindOf(entry)) || FISH_KINDS.has(kindOf(entry)))) {
      const reading = readIngredient(animal)?.entry;
      if (
        reading &&
        !ids.has(reading.id) &&
        MEAT_KINDS.has(kindOf(reading)) === MEAT_KINDS.has(kindOf(entry))
      )
        add(animal, { owner, plural: false, gender: reading.gender });
    }
    add(entry.name, { owner, plural: pluralOnly(entry), gender: entry.gender });
    add(entry.plural, { owner, plural: entry.plural !== entry.name, gender: entry.gender });
    // « blanquette de veau » is an alias of veal for the nutrition; in a text, only « veau » is the food.
    const compound = new RegExp(`\\s${escape(lower(entry.name))}$`);
    for (const alias of entry.aliases)
      if (!compound.test(lower(alias)) && lower(alias) !== dish) {
        const gender = guessNoun(alias).noun.gender;
        add(alias, { owner, plural: looksPlural(alias), gender });
        // « les shiitakés » of a line « shiitaké », the lexicon's alias of « pleurote ».
        if (!looksPlural(alias)) add(agreeing(alias, true), { owner, plural: true, gender });
      }
  });
  const heaviest = (kinds: ReadonlySet<string>) => {
    let best: { owner: number; grams: number } | undefined;
    recipe.ingredients.forEach((ingredient, owner) => {
      const entry = entries[owner];
      if (!entry || !kinds.has(kindOf(entry))) return;
      const grams = gramsOf(ingredient, entry);
      if (!best || grams > best.grams) best = { owner, grams };
    });
    return best?.owner;
  };
  const meat = heaviest(MEAT_KINDS);
  if (meat !== undefined) add("viande", { owner: meat, plural: false, gender: "f", generic: "meat" });
  const fish = heaviest(FISH_KINDS);
  if (fish !== undefined) add("poisson", { owner: fish, plural: false, gender: "m", generic: "fish" });

  const alternatives = [...forms.keys()].sort((a, b) => b.length - a.length).map(escape);
  const articles = ARTICLES.map(escape).join("|");
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}-])(${articles})?(${alternatives.join("|")})(?![\\p{L}\\p{N}-])`,
    "giu",
  );
  return { pattern, forms };
}

/** The typed name as a noun, with the lexicon's gender when the name starts with the food's own (« crème fraîche épaisse »). */
export function typedNoun(
  typed: string,
  entry: IngredientEntry | undefined,
): { noun: Noun; plural: boolean } {
  const guessed = guessNoun(typed);
  const head = lower(typed.trim()).split(/\s+/)[0] ?? "";
  const own = entry && [entry.name, entry.plural].some((name) => lower(name).split(/\s+/)[0] === head);
  // « gruyère râpé » is read as « fromage râpé », but its gender is the gruyère's.
  const gender = own ? entry.gender : readIngredient(head)?.entry.gender;
  return gender ? { ...guessed, noun: { ...guessed.noun, gender } } : guessed;
}

function gramsOf(ingredient: Recipe["ingredients"][number], entry: IngredientEntry): number {
  if (typeof ingredient.quantite !== "number") return 0;
  const unit = ingredient.unite === "" ? "pièce" : (normaliseUnit(ingredient.unite) ?? ingredient.unite);
  return toGrams(entry, ingredient.quantite, unit) ?? 0;
}

interface Match {
  start: number;
  end: number;
  article: string;
  form: Form;
}

function matches(value: string, mentions: Mentions): Match[] {
  const found: Match[] = [];
  for (const match of value.matchAll(mentions.pattern)) {
    const form = mentions.forms.get(lower(match[2] ?? ""));
    if (!form) continue;
    found.push({ start: match.index, end: match.index + match[0].length, article: match[1] ?? "", form });
  }
  return found;
}

function mentioned(value: string, mentions: Mentions, owners: ReadonlySet<number>): boolean {
  return matches(value, mentions).some((match) => owners.has(match.form.owner));
}

function namesEntry(value: string, entry: IngredientEntry): boolean {
  const folded = lower(value);
  return [entry.name, entry.plural].some((name) =>
    new RegExp(`(?<![\\p{L}-])${escape(lower(name))}(?![\\p{L}-])`, "u").test(folded),
  );
}

// ---------------------------------------------------------------------------------------
// Swaps

function nounOf(entry: IngredientEntry): Noun {
  return { singular: entry.name, plural: entry.plural, gender: entry.gender };
}

function renameSwapped(
  value: string,
  mentions: Mentions,
  swaps: ReadonlyMap<number, Extract<Change, { kind: "swap" }>>,
): string {
  if (swaps.size === 0) return value;
  const found = matches(value, mentions);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const match of found) {
    const swap = swaps.get(match.form.owner);
    if (!swap) continue;
    // « des champignons shiitaké » with shiitaké → champignon: the new food is already named, the
    // old one, its kind, goes with the space before it (not « des champignons champignon »).
    const said = value.slice(0, match.start);
    if (
      match.article === "" &&
      [swap.to.name, swap.to.plural].some((name) => lower(said).endsWith(`${lower(name)} `))
    ) {
      edits.push({ start: match.start - 1, end: match.end, text: "" });
      continue;
    }
    const plural = (match.form.plural || pluralOnly(swap.to)) && countable(swap.to);
    const written = withArticle(match.article, nounOf(swap.to), plural);
    const original = value.slice(match.start, match.end);
    let end = match.end;
    let text = startsUpper(original) ? capitalise(written) : written;
    // The participle that follows agrees with the new food: « du veau poché » → « de la dinde pochée ».
    // Not after « de » or « à »: in « soupe à l'oignon gratinée » it agrees with the soup.
    // At the head of a title the food is the subject: « Œufs brouillés » → « Tofu soyeux brouillé ».
    const following =
      AGREEING.test(match.article) || (match.start === 0 && match.article === "")
        ? /^(\s+(?:\p{L}+ment\s+)?)(\p{L}+?)(é|ée|és|ées)(?![\p{L}])/u.exec(value.slice(end))
        : null;
    if (following) {
      text += `${following[1]}${following[2]}é${swap.to.gender === "f" ? "e" : ""}${plural ? "s" : ""}`;
      end += following[0].length;
    } else if (
      AGREEING.test(match.article) ||
      (/^d(?:e |['’])$/.test(match.article) && MEASURED.test(said))
    ) {
      // « le beurre froid » → « la margarine froide », « 100 g de beurre froid » → « 100 g de
      // margarine froide »: the few adjectives a kitchen says of a food.
      // « la crème prise » → « le lait de coco pris »: an appareil set in the oven.
      // « le reste du beurre bien froid » for an oil: an oil is neither cold nor soft nor melted
      // to a cook, so the words go; any other food takes them agreed.
      const adjective =
        /^(\s+(?:bien\s+|très\s+)?)(froid|chaud|fondu|mou|ramolli|cuit|pris)(e?s?)(?![\p{L}])/u.exec(
          value.slice(end),
        );
      if (adjective && OIL.test(swap.to.name) && FAT_STATES.has(adjective[2]!)) end += adjective[0].length;
      else if (adjective) {
        const female = swap.to.gender === "f";
        const stem =
          adjective[2] === "mou" ? (female ? "molle" : "mou") : `${adjective[2]}${female ? "e" : ""}`;
        text += `${adjective[1]}${stem}${plural && !stem.endsWith("s") ? "s" : ""}`;
        end += adjective[0].length;
      }
    }
    // « un vin rouge de Bourgogne » → « un bouillon de volaille »: the appellation was the wine's.
    const appellation = /(?<![\p{L}])vins?(?![\p{L}])/iu.test(original)
      ? /^\s+d(?:e |['’])\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*)*/u.exec(value.slice(end))
      : null;
    if (appellation) end += appellation[0].length;
    // « des lentilles corail fondantes » when the note says green lentils « ne fondent pas »: the
    // quality the note denies the new food goes.
    const quality = /^\s+(\p{L}+?)ante?s?(?![\p{L}])/u.exec(value.slice(end));
    if (quality && swap.note && new RegExp(`ne\\s+${quality[1]}\\p{L}*\\s+pas`, "iu").test(swap.note))
      end += quality[0].length;
    // « les lardons le sont suffisamment » → « le tofu fumé l'est suffisamment »: the verb follows the subject.
    if (
      plural !== match.form.plural &&
      match.article !== "" &&
      !/^(?:de |d['’]|à |au |aux )/i.test(match.article)
    ) {
      const verb = VERB_AFTER.exec(value.slice(end));
      const changed = verb && agreeVerb(verb[2] ?? "", verb[3]!, plural);
      if (verb && changed) {
        text += `${verb[1]}${changed}`;
        end += verb[0].length;
      }
    }
    // « du veau poché avec des légumes, nappé d'une sauce…, servi avec du riz »: the participles
    // that open the clauses after the food still describe it, and agree with the new one; « de la
    // morue dessalée et pochée » too. Not for one food of a list (« les oignons et les pommes de
    // terre, épluchés » speaks of both).
    const listed =
      /(?<![\p{L}])et\s+$/u.test(value.slice(0, match.start)) ||
      /^(?:\s+et|,)\s+(?:le|la|les|l['’]|des|du|de la|de l['’]|un|une)(?![\p{L}])/u.test(value.slice(end));
    if (AGREEING.test(match.article) && !listed) {
      const was = `${match.form.gender === "f" ? "e" : ""}${match.form.plural ? "s" : ""}`;
      const now = `${swap.to.gender === "f" ? "e" : ""}${plural ? "s" : ""}`;
      const sentenceEnd = end + /^[^.!?;:]*/u.exec(value.slice(end))![0].length;
      let at = end;
      let first = true;
      while (was !== now) {
        const link = /,\s+|\s+et\s+/u.exec(value.slice(at, sentenceEnd));
        if (!link) break;
        const start = at + link.index + link[0].length;
        const clause = CLAUSE_PARTICIPLE.exec(value.slice(start, sentenceEnd));
        if (!clause || (clause[3] ?? "") !== was) {
          // « nappé d'une sauce liée à la crème et au jaune, servi »: an « et » inside the
          // participle's clause goes on; a new clause, a verb or an « et » before any participle ends it.
          if (first || link[0].startsWith(",") || IMPERATIVE.test(value.slice(start, sentenceEnd))) break;
          at = start;
          continue;
        }
        first = false;
        edits.push({
          start,
          end: start + clause[0].length,
          text: `${clause[1] ?? ""}${clause[2]}${now}`,
        });
        at = start + clause[0].length;
      }
    }
    edits.push({ start: match.start, end, text });
  }
  // « faites revenir les lardons…, puis égouttez-les » : a pronoun stands for the food last named
  // before it, unless another noun of its gender and number comes between.
  for (const pronoun of value.matchAll(PRONOUN)) {
    const at = pronoun.index + pronoun[1]!.length + 1;
    const before = found.filter((match) => match.end <= pronoun.index).at(-1);
    const swap = before && swaps.get(before.form.owner);
    if (!before || !swap) continue;
    const was = pronoun[2]!.toLocaleLowerCase("fr");
    const own = before.form.plural ? "les" : before.form.gender === "f" ? "la" : "le";
    if (was !== own || nounBetween(value.slice(before.end, pronoun.index), was)) continue;
    // « les pak choï et les pois gourmands… faites-les sauter »: « les » stands for both foods.
    const previous = found.filter((match) => match.end <= before.start).at(-1);
    if (was === "les" && previous && /^\s*(?:,|et)\s*$/u.test(value.slice(previous.end, before.start)))
      continue;
    const plural = (before.form.plural || pluralOnly(swap.to)) && countable(swap.to);
    const now = plural ? "les" : swap.to.gender === "f" ? "la" : "le";
    if (now !== was) edits.push({ start: at, end: at + pronoun[2]!.length, text: now });
  }
  // « saisissez la viande… pour qu'elle dore » → « le seitan… pour qu'il dore »: the subject pronoun too.
  // After a colon (« ciselez les échalotes… : elles perdent leur piquant ») it speaks of what the
  // sentence works on: the food it opens with or the object of one of its verbs, not « le vinaigre »
  // it macerates in; and only when the number holds, for the verb after it stays as written.
  for (const pronoun of value.matchAll(SUBJECT_PRONOUN)) {
    const at = pronoun.index + pronoun[1]!.length;
    const was = pronoun[2]!;
    const explained = !/^qu/u.test(pronoun[1]!);
    const head = value.slice(0, pronoun.index);
    const sentenceStart = head.length - /[^.!?…]*$/u.exec(head)![0].trimStart().length;
    const before = explained
      ? found
          .filter(
            (match) =>
              match.start >= sentenceStart &&
              match.end <= pronoun.index &&
              match.form.plural === was.endsWith("s") &&
              (match.form.gender === "f") === was.startsWith("elle") &&
              (match.start === sentenceStart ||
                /(?<![\p{L}])\p{L}+ez(?:-(?:y|en|les|la|le|lui|leur))?\s+$/u.test(
                  value.slice(0, match.start),
                )),
          )
          .at(-1)
      : found.filter((match) => match.end <= pronoun.index).at(-1);
    const swap = before && swaps.get(before.form.owner);
    if (!before || !swap) continue;
    if (
      explained &&
      ((before.form.plural || pluralOnly(swap.to)) && countable(swap.to)) !== before.form.plural
    )
      continue;
    const objectForm = before.form.plural ? "les" : before.form.gender === "f" ? "la" : "le";
    const own = before.form.plural
      ? before.form.gender === "f"
        ? "elles"
        : "ils"
      : before.form.gender === "f"
        ? "elle"
        : "il";
    if (was !== own || nounBetween(value.slice(before.end, pronoun.index), objectForm)) continue;
    const plural = (before.form.plural || pluralOnly(swap.to)) && countable(swap.to);
    const now = `${swap.to.gender === "f" ? "elle" : "il"}${plural ? "s" : ""}`;
    if (now !== was) edits.push({ start: at, end: at + was.length, text: now });
  }
  let result = "";
  let last = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    if (edit.start < last) continue;
    result += value.slice(last, edit.start) + edit.text;
    last = edit.end;
  }
  return result + value.slice(last);
}

/** A clause that opens on a participle: « , nappé d'une sauce », « , servie avec du riz ». */
const CLAUSE_PARTICIPLE =
  /^((?:bien|très|légèrement|finement)\s+)?(\p{L}+é|servi|garni|farci|rôti|saisi|blanchi|attendri|bouilli|cuit|confit|frit)(es|e|s)?(?![\p{L}])/u;

/** What an oil's name starts with; coconut oil, solid when cold, is spoken of like a butter. */
const OIL = /^huiles?(?![\p{L}])(?! de coco)/iu;
/** The states of a solid fat, which say nothing of an oil. */
const FAT_STATES = new Set(["froid", "fondu", "mou", "ramolli"]);

const PRONOUN = /(?<![\p{L}])(\p{L}+ez|faites)-(la|le|les)(?![\p{L}'’])/gu;
const SUBJECT_PRONOUN = /(?<![\p{L}])(qu['’]|[:;]\s)(ils|elles|il|elle)(?![\p{L}])/gu;

/** Whether a noun of the pronoun's gender and number stands between the food and the pronoun. */
function nounBetween(text: string, pronoun: string): boolean {
  const articles =
    pronoun === "les" ? "les|des|ces|aux" : pronoun === "la" ? "la|une|cette" : "le|un|du|ce|au";
  return new RegExp(`(?<![\\p{L}-])(?:${articles})\\s+\\p{L}`, "iu").test(text);
}

/** A verb right after its subject, with an object pronoun maybe: « le sont », « ont », « cuisent ». */
const VERB_AFTER =
  /^(\s+(?:ne\s+|n['’])?)((?:le|la|les)\s+|l['’]|en\s+|y\s+)?(sont|est|ont|a|doivent|doit|restent|reste|cuisent|cuit|fondent|fond|deviennent|devient)(?![\p{L}])/iu;

const VERBS: readonly (readonly [string, string])[] = [
  ["est", "sont"],
  ["a", "ont"],
  ["doit", "doivent"],
  ["reste", "restent"],
  ["cuit", "cuisent"],
  ["fond", "fondent"],
  ["devient", "deviennent"],
];

/** The verb and its object pronoun in the subject's number; undefined when already so. */
function agreeVerb(pronoun: string, verb: string, plural: boolean): string | undefined {
  const pair = VERBS.find(([one, many]) => verb.toLocaleLowerCase("fr") === (plural ? one : many));
  if (!pair) return undefined;
  const agreed = plural ? pair[1] : pair[0];
  const object = pronoun.trim();
  // The neutral « le » (« ils le sont ») elides before a vowel: « le sont » → « l'est ».
  if (object === "le" || /^l['’]$/.test(object))
    return /^[aeiouéè]/.test(agreed) ? `l'${agreed}` : `le ${agreed}`;
  return `${pronoun}${agreed}`;
}

/**
 * Whether a food is spoken of in the plural: « les carottes », « les lentilles », but « le tofu
 * fumé » and « la dinde » for the lardons and the veal they replace.
 */
function countable(entry: IngredientEntry): boolean {
  if (pluralOnly(entry)) return true;
  if (entry.plural === entry.name) return false;
  if (entry.unitWeights.pièce !== undefined || entry.name === "lardon") return true;
  return PLURAL_WHEN_WEIGHED.has(kindOf(entry));
}

const WEIGHED_UNITS = new Set(["g", "kg", "ml", "cl", "l"]);

/** A food counted only by its pieces (a pot of yoghurt), not by its nature or kind. */
function massByWeight(entry: IngredientEntry): boolean {
  return !pluralOnly(entry) && entry.name !== "lardon" && !PLURAL_WHEN_WEIGHED.has(kindOf(entry));
}

// A sentence ends before a capital: « 3 c. à soupe d'huile » goes on.
const SENTENCE_END = /(?<=[.!?…])\s+(?=[\p{Lu}«])/u;

const AGREEING = /^(?:le |la |l['’]|les |du |de la |de l['’]|des |ce |cet |cette |ces |un |une )$/i;

/** An amount just before « de »: the food it measures is the one an adjective after it speaks of. */
const MEASURED = /\d(?:[,.]\d+)?\s?(?:g|kg|ml|cl|l|c\. à soupe|c\. à café)\s$/u;

const startsUpper = (value: string) => /^\p{Lu}/u.test(value);

function withArticle(article: string, noun: Noun, plural: boolean): string {
  const word = plural ? noun.plural : noun.singular;
  switch (lower(article).replace("’", "'")) {
    case "":
      return word;
    case "le ":
    case "la ":
    case "l'":
    case "les ":
      return withDefinite(noun, plural);
    case "du ":
    case "de la ":
    case "de l'":
    case "des ":
      return ofThe(noun, plural);
    case "au ":
    case "à la ":
    case "à l'":
    case "aux ":
      return toThe(noun, plural);
    case "un ":
    case "une ":
      return plural ? `des ${word}` : `${noun.gender === "f" ? "une" : "un"} ${word}`;
    case "ce ":
    case "cet ":
    case "cette ":
    case "ces ":
      return demonstrative(noun, plural);
    default:
      // « de » and « d' »: « de veau », « d'oignon ».
      return ofBare(word);
  }
}

// ---------------------------------------------------------------------------------------
// Removals

const IMPERATIVE =
  /^(?:puis |et |enfin |ensuite )?(\p{L}+ez|faites|fais)(?:-(?:la|le|les|l'|en|y|vous|leur))*(?![\p{L}])/iu;
/** « Remettez la viande dans le faitout avec l'eau, les carottes… »: verbs that gather foods. */
const GATHERING = /^(?:remettez|mettez|placez|disposez|versez|ajoutez|réunissez)$/i;

/** What starts the next item of a list: « un filet de jus de citron », « 2 litres d'eau ». */
const NOUN_PHRASE = /^(?:le|la|les|l['’]|un|une|des|du|de|d['’]|quelques|\d)/iu;
const IMPERATIVE_ANYWHERE = /(?<![\p{L}])(\p{L}+ez|faites)(?![\p{L}])/iu;
const PRONOUN_OBJECT = /\p{L}+ez-(?:la|le|les|l['’])/iu;

/**
 * The text without the removed foods. Sentence by sentence, clause by clause: a food in a list
 * leaves the list; an action whose object it is goes, with the clauses that refer back to it
 * (« mettez-la »); an action that cooks it « avec » other foods keeps those foods.
 */
function withoutRemoved(value: string, mentions: Mentions, removed: ReadonlySet<number>): string {
  if (removed.size === 0) return value;
  const sentences = value.split(SENTENCE_END);
  const kept: string[] = [];
  let gone: { plural: boolean; whole: boolean } | undefined;
  for (const sentence of sentences) {
    if (!mentioned(sentence, mentions, removed)) {
      // « Laissez-les fondre » right after the onions were taken out speaks of the onions; after
      // « Coupez la viande… » went whole, « Portez à ébullition » still works on it, until the
      // step turns to another food.
      const pronoun = /^\p{L}+ez-(les|la|le|l['’])/iu.exec(sentence)?.[1];
      if (gone && pronoun && (pronoun === "les") === gone.plural) continue;
      if (gone?.whole && matches(sentence, mentions).length === 0) continue;
      gone = undefined;
      kept.push(sentence);
      continue;
    }
    const found = matches(sentence, mentions).find((match) => removed.has(match.form.owner));
    let rewritten = rewriteSentence(sentence, mentions, removed);
    if (gone?.whole && matches(rewritten, mentions).length === 0) rewritten = "";
    gone = { plural: found?.form.plural ?? false, whole: rewritten === "" };
    if (rewritten !== "" && !mentioned(rewritten, mentions, removed)) kept.push(rewritten);
  }
  return kept.join(" ");
}

function rewriteSentence(sentence: string, mentions: Mentions, removed: ReadonlySet<number>): string {
  const end = /[.!?…]$/.exec(sentence)?.[0] ?? "";
  const body = end ? sentence.slice(0, -end.length) : sentence;
  // An explanation after « : » is about the whole action; it goes with it.
  const [main = "", ...explanation] = body.split(" : ");
  const segments = main.split(", ");
  const result: string[] = [];
  let droppedAction = false;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!;
    const action = IMPERATIVE.test(segment);
    if (!mentioned(segment, mentions, removed)) {
      // « mettez-la dans le faitout » after « coupez la viande » refers to what was removed.
      if (droppedAction && (PRONOUN_OBJECT.test(segment) || !action)) continue;
      droppedAction = false;
      result.push(segment);
      continue;
    }
    const listed = removeFromList(segment, mentions, removed);
    if (listed === "drop") continue;
    if (listed !== undefined) {
      droppedAction = false;
      const next = segments[index + 1];
      if (listed.mergeNext) {
        if (next !== undefined && NOUN_PHRASE.test(next) && !IMPERATIVE.test(next)) {
          result.push(listed.text + next);
          index++;
        } else result.push(listed.text.replace(/\s+avec\s*$/, ""));
      } else if (listed.joinWithEt && result.length > 0) {
        result[result.length - 1] += ` et ${listed.text}`;
      } else result.push(listed.text);
      continue;
    }
    if (!action) continue;
    const next = segments[index + 1];
    const withoutObject = removeObject(
      segment,
      mentions,
      removed,
      next,
      segments.slice(index + 1).join(", "),
    );
    if (withoutObject === undefined) {
      droppedAction = true;
      continue;
    }
    droppedAction = false;
    if (withoutObject.merged) {
      result.push(withoutObject.text);
      index++;
    } else result.push(withoutObject.text);
  }
  if (result.length === 0) return "";
  // « Faites dorer les aubergines…, salez, puis réservez-les » without the aubergines: what is
  // left works on nothing.
  if (result[0] !== segments[0] && result.every((segment) => matches(segment, mentions).length === 0))
    return "";
  // « Dans le faitout. », « Sur chacune. »: what is left without a verb says nothing.
  if (!result.some((segment) => IMPERATIVE_ANYWHERE.test(segment)) && IMPERATIVE_ANYWHERE.test(main))
    return "";
  result[0] = result[0]!.replace(/^(?:puis|et|ensuite)\s+/i, "");
  const kept = explanation.length > 0 && !droppedAction && result.length === segments.length;
  const text = [result.join(", "), ...(kept ? explanation : [])].join(" : ");
  return capitalise(text.trim()) + (end || ".");
}

type ListRemoval = { text: string; joinWithEt: boolean; mergeNext: boolean } | "drop" | undefined;

/**
 * A removed food that is one item of a list: « le thym et le laurier » → « le laurier »,
 * « avec une noix de beurre, un filet de citron » → « avec un filet de citron »; a clause that
 * is only a list item (« le poireau ») is dropped. Undefined when the food is not a list item.
 */
function removeFromList(segment: string, mentions: Mentions, removed: ReadonlySet<number>): ListRemoval {
  const found = matches(segment, mentions).filter((match) => removed.has(match.form.owner));
  const action = IMPERATIVE.test(segment);
  let text = segment;
  let joinWithEt = false;
  let mergeNext = false;
  for (const match of [...found].reverse()) {
    // The item runs from the last list mark before the food (« une noix de beurre ») to the next « et ».
    const head = text.slice(0, match.start);
    const mark = /(?:\savec\s|\set\s)(?!.*(?:\savec\s|\set\s))/u.exec(head);
    // Without a mark, a clause that is not an action is one item; in an action, the item is the food.
    const itemStart = mark ? mark.index + mark[0].length : action ? match.start : 0;
    const tail = text.slice(match.end);
    const itemEnd = match.end + (/\s+et\s/.exec(tail)?.index ?? tail.length);
    const before = text.slice(0, itemStart);
    const after = text.slice(itemEnd);
    // « égouttez et rincez la viande », « coupez les tomates et salez-les »: verbs joined, not foods.
    if (
      IMPERATIVE_ANYWHERE.test(text.slice(itemStart, match.start)) ||
      IMPERATIVE.test(after.replace(/^\s+et\s+/, ""))
    )
      return undefined;
    if (/\set\s$/.test(before)) {
      text = before.replace(/\set\s$/, "") + after;
    } else if (/^\s+et\s/.test(after)) {
      text = before + after.replace(/^\s+et\s+/, "");
      joinWithEt = !action && itemStart === 0 && !/\set\s/.test(text);
    } else if (/\savec\s$/.test(before) && after === "") {
      // « avec une noix de beurre, un filet de citron »: the next clause carries on the list.
      text = before;
      mergeNext = true;
    } else if (!action && itemStart === 0 && after === "") {
      return "drop";
    } else return undefined;
  }
  return { text, joinWithEt, mergeNext };
}

/**
 * « Remettez la viande dans le faitout avec 2 litres d'eau » → « Remettez dans le faitout 2 litres
 * d'eau »: the action goes on with the other foods. « Ajoutez la viande, les carottes et les
 * champignons » → « Ajoutez les carottes et les champignons ».
 */
function removeObject(
  segment: string,
  mentions: Mentions,
  removed: ReadonlySet<number>,
  next: string | undefined,
  following: string,
): { text: string; merged: boolean } | undefined {
  const verb = IMPERATIVE.exec(segment);
  const match = matches(segment, mentions).find((found) => removed.has(found.form.owner));
  if (!verb || !match) return undefined;
  // « disposez un lit de courgette »: the object may start with a measure of the food.
  const between = segment.slice(verb[0].length, match.start);
  if (!/^\s*(?:(?:un|une|des|\d+)\s[^,]*?)?\s*$/u.test(between) || matches(between, mentions).length > 0)
    return undefined;
  const rest = segment.slice(match.end) + (following ? `, ${following}` : "");
  // « avec 2 litres d'eau, les carottes… » carries on with other foods; « avec du papier absorbant » does not.
  // Only for the verbs that put foods together, and when « avec » belongs to the same clause.
  const along = /\savec\s/.exec(segment.slice(match.end));
  if (
    along &&
    GATHERING.test(verb[1] ?? "") &&
    matches(rest, mentions).some((found) => !removed.has(found.form.owner))
  )
    return { text: verb[0] + segment.slice(match.end).replace(/\savec\s/, " "), merged: false };
  const own = segment.slice(match.end);
  const carriedOn = next?.replace(/^puis\s+/, "");
  if (
    own.trim() === "" &&
    carriedOn !== undefined &&
    NOUN_PHRASE.test(carriedOn) &&
    !IMPERATIVE.test(carriedOn) &&
    !mentioned(carriedOn, mentions, removed)
  )
    return { text: `${verb[0]} ${carriedOn}`, merged: true };
  return undefined;
}

// ---------------------------------------------------------------------------------------
// Title and summary

function adaptTitle(
  original: Recipe,
  mentions: Mentions,
  swaps: ReadonlyMap<number, Extract<Change, { kind: "swap" }>>,
  removed: ReadonlySet<number>,
): string {
  let title = renameSwapped(original.title, mentions, swaps);
  if (title === original.title) title = namedComplement(original, swaps);
  if (title === original.title) title = withDefiningSwaps(original, mentions, swaps);
  const gone: string[] = [];
  for (const match of [...matches(title, mentions)].reverse()) {
    if (!removed.has(match.form.owner) || match.form.generic) continue;
    const entry = readIngredient(original.ingredients[match.form.owner]!.nom)?.entry;
    gone.unshift(entry?.name ?? match.form.text);
    title = (title.slice(0, match.start).trimEnd() + " " + title.slice(match.end).trimStart()).trim();
  }
  if (gone.length === 0) return title;
  // « Tartines chèvre, figues et miel » without the goat's cheese: no comma left hanging.
  const tidy = title
    .replace(/\s+,/g, ",")
    .replace(/,\s*(et|ou)\s/g, " $1 ")
    .replace(/^[,\s]+|[,\s]+$/g, "")
    .replace(/\s{2,}/g, " ");
  return `${capitalise(tidy)}, sans ${joinList(gone, "ni")}`;
}

/**
 * « Crêpes de froment » made with « farine de riz » for the « farine de froment »: the title named
 * the line by what sets it apart, so the new food takes that place, « Crêpes à la farine de riz ».
 * Meats are left to the mentions, which already name « veau » for an « épaule de veau ».
 */
function namedComplement(
  original: Recipe,
  swaps: ReadonlyMap<number, Extract<Change, { kind: "swap" }>>,
): string {
  const title = original.title;
  for (const swap of swaps.values()) {
    const nom = original.ingredients[swap.index]!.nom.trim();
    const complement = /^\S+\s+(?:de |d['’])(.+)$/u.exec(nom)?.[1];
    const from = readIngredient(nom)?.entry;
    if (!complement || !from || isAnimal(from) || lower(title).includes(lower(nom))) continue;
    // « au lait de coco » names the coconut milk, not the « huile de coco ».
    const others = original.ingredients.filter((_, index) => index !== swap.index);
    if (
      others.some((line) =>
        new RegExp(`\\s(?:de |d['’])${escape(lower(complement))}$`, "u").test(lower(line.nom)),
      )
    )
      continue;
    if (lower(swap.to.name).includes(lower(complement))) continue;
    const named = new RegExp(`(?<![\\p{L}])(?:de |d['’])${escape(complement)}(?![\\p{L}])`, "iu");
    if (named.test(title)) return title.replace(named, toThe(nounOf(swap.to), countable(swap.to)));
  }
  return title;
}

/** The roles a dish's name stands for: its meat or fish, its cream, its cheese. */
const DEFINING_ROLES = new Set(["protein", "dairy", "cheese"]);
/** Below this share of the recipe's weight, a food does not make the dish. */
const DEFINING_SHARE = 0.1;

/**
 * The swaps that change what the dish is without the title naming the food: lardons turned
 * into tofu fumé make a quiche lorraine another quiche, crème turned into lait de coco too.
 * A main food (meat, fish, cream, cheese, a tenth of the recipe's weight or more) swapped for
 * one of another diet or another kind counts; bacon for lardons does not.
 */
export function definingSwaps(
  original: Recipe,
  swaps: ReadonlyMap<number, Extract<Change, { kind: "swap" }>>,
): Extract<Change, { kind: "swap" }>[] {
  const weights = original.ingredients.map((line) => {
    const entry = readIngredient(line.nom)?.entry;
    return entry ? gramsOf(line, entry) : 0;
  });
  const total = weights.reduce((sum, grams) => sum + grams, 0);
  return [...swaps.values()]
    .filter((swap) => {
      const from = readIngredient(original.ingredients[swap.index]!.nom)?.entry;
      if (!from || total === 0 || weights[swap.index]! / total < DEFINING_SHARE) return false;
      const role = SUBSTITUTIONS[from.name]?.role;
      if (!role || !DEFINING_ROLES.has(role)) return false;
      const otherDiet =
        (from.diet.meat || from.diet.fish) !== (swap.to.diet.meat || swap.to.diet.fish) ||
        from.diet.dairy !== swap.to.diet.dairy ||
        from.diet.animal !== swap.to.diet.animal;
      return otherDiet || kindOf(from) !== kindOf(swap.to);
    })
    .sort((a, b) => weights[b.index]! - weights[a.index]!);
}

/** Title words that name the dish's main food by a name of their own: the « coq » of a coq au vin. */
const TITLE_BIRDS = /^(?:coq|coquelet|poularde|volaille)(?![\p{L}])/iu;

/** « Coq au vin » with a turkey: « Dinde au vin »; the title's bird is the one in the pot. */
function namedBird(
  title: string,
  swaps: readonly Extract<Change, { kind: "swap" }>[],
  fromOf: (swap: Extract<Change, { kind: "swap" }>) => IngredientEntry | undefined,
): string {
  const bird = TITLE_BIRDS.exec(title);
  const swap = swaps.find((candidate) => {
    const from = fromOf(candidate);
    return from && kindOf(from) === "poultry" && from.id !== candidate.to.id;
  });
  if (!bird || !swap) return title;
  return capitalise(swap.to.name) + title.slice(bird[0].length);
}

const WINE_IN_TITLE = /(?<![\p{L}])au vin(?: rouge| blanc| jaune)?(?![\p{L}])/iu;

/**
 * A dish named for its wine follows the drink in the pot: « Coq à la bière », « Lapin au cidre »;
 * with a stock it says where it comes from: « Coq au bouillon, façon coq au vin ».
 */
function namedDrink(
  title: string,
  original: Recipe,
  swaps: ReadonlyMap<number, Extract<Change, { kind: "swap" }>>,
  fromOf: (swap: Extract<Change, { kind: "swap" }>) => IngredientEntry | undefined,
): string {
  if (!WINE_IN_TITLE.test(title)) return title;
  const swap = [...swaps.values()].find((candidate) => {
    const from = fromOf(candidate);
    return from && SUBSTITUTIONS[from.name]?.role === "wine";
  });
  if (!swap) return title;
  if (SUBSTITUTIONS[swap.to.name]?.role === "wine")
    return title.replace(WINE_IN_TITLE, toThe(nounOf(swap.to), false));
  const lowered = original.title.charAt(0).toLocaleLowerCase("fr") + original.title.slice(1);
  return `${title.replace(WINE_IN_TITLE, "au bouillon")}, façon ${lowered}`;
}

const TITLE_LINKS = /(?<![\p{L}])(?:de|du|des|d['’]|à|au|aux|en|et|sans|avec|façon|sur)(?![\p{L}])|,/iu;

/**
 * « Quiche lorraine » with tofu fumé and lait de coco: « Quiche au tofu fumé et au lait de
 * coco ». With one defining swap the dish's manner still holds: « Quiche au tofu fumé façon
 * lorraine », « Gratin au lait de soja façon dauphinoise ». A title with links of its own
 * (« Gratin de chou-fleur ») keeps them and takes the new food after.
 */
function withDefiningSwaps(
  original: Recipe,
  mentions: Mentions,
  swaps: ReadonlyMap<number, Extract<Change, { kind: "swap" }>>,
): string {
  const defining = definingSwaps(original, swaps);
  const fromOf = (swap: Extract<Change, { kind: "swap" }>) =>
    readIngredient(original.ingredients[swap.index]!.nom)?.entry;
  const title = namedDrink(namedBird(original.title, [...swaps.values()], fromOf), original, swaps, fromOf);
  // A braise whose wine became stock keeps its name and says what it lacks.
  const withoutWine =
    title === original.title &&
    [...swaps.values()].some((swap) => {
      const from = fromOf(swap);
      return (
        from && SUBSTITUTIONS[from.name]?.role === "wine" && SUBSTITUTIONS[swap.to.name]?.role !== "wine"
      );
    });
  if (defining.length === 0) return withoutWine ? `${title}, sans vin` : title;
  if (title !== original.title) return title;
  const added = joinList(
    defining.map((swap) => {
      // A food weighed in the recipe is a mass in its name: 240 g of Greek yoghurt make a dish
      // « au yaourt à la grecque », though the lexicon counts yoghurts in pots.
      const line = original.ingredients[swap.index]!;
      const unit = line.unite.trim() === "" ? "pièce" : normaliseUnit(line.unite);
      const weighed = unit !== undefined && WEIGHED_UNITS.has(unit);
      const counted = countable(swap.to) && !(weighed && massByWeight(swap.to));
      return toThe(nounOf(swap.to), counted);
    }),
  );
  const words = original.title.trim().split(/\s+/);
  const [head = "", ...rest] = words;
  const qualifier = rest.join(" ");
  const manner =
    rest.length > 0 &&
    !TITLE_LINKS.test(qualifier) &&
    /^\p{Ll}/u.test(qualifier) &&
    matches(qualifier, mentions).length === 0;
  const wine = withoutWine ? ", sans vin" : "";
  if (!manner) return `${original.title} ${added}${wine}`;
  return defining.length === 1
    ? `${head} ${added} façon ${feminine(qualifier)}${wine}`
    : `${head} ${added}${wine}`;
}

function summarise(
  original: Recipe,
  swaps: ReadonlyMap<number, Extract<Change, { kind: "swap" }>>,
  removed: ReadonlySet<number>,
  changedSteps: readonly number[],
): string {
  const nameOf = (index: number) => {
    const nom = original.ingredients[index]!.nom;
    return typedNoun(nom, readIngredient(nom)?.entry);
  };
  const parts = [
    ...[...swaps.values()].map((swap) => {
      const { noun, plural } = nameOf(swap.index);
      return `${swap.to.name} à la place ${ofThe(noun, plural)}`;
    }),
    ...[...removed].map((index) => `sans ${original.ingredients[index]!.nom}`),
  ];
  const steps =
    changedSteps.length === 0
      ? "les étapes sont inchangées"
      : changedSteps.length === 1
        ? `étape ${changedSteps[0]} modifiée`
        : `étapes ${joinList(runs(changedSteps))} modifiées`;
  return `Adapté de «\u00a0${original.title}\u00a0»\u00a0: ${joinList(parts)}\u00a0; ${steps}.`;
}

/** « 1 à 5 », « 7 »: three steps or more in a row read as a range. */
function runs(numbers: readonly number[]): string[] {
  const parts: string[] = [];
  for (let start = 0; start < numbers.length;) {
    let end = start;
    while (end + 1 < numbers.length && numbers[end + 1] === numbers[end]! + 1) end++;
    if (end - start >= 2) parts.push(`${numbers[start]} à ${numbers[end]}`);
    else for (let index = start; index <= end; index++) parts.push(String(numbers[index]));
    start = end + 1;
  }
  return parts;
}
