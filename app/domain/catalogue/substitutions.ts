/**
 * What a cook puts in place of an ingredient, written by hand for Toque's catalogue.
 *
 * Each lexicon food is given one culinary role, what it does in a dish (the fat things are
 * cooked in, the stock they simmer in, the herb that perfumes them), and a short list of
 * foods that do the same job. Only foods of the same role may stand in for one another:
 * a property test holds the table to it. Foods with no sensible stand-in (salt, water's
 * job is done by nothing else, a bay leaf) have none rather than a far-fetched one.
 *
 * `ratio` is grams of the substitute per gram of the original, when the two are not used
 * weight for weight (oil is fat without water, dried herbs are stronger, honey is sweeter).
 * `why` is the cook's reason in a few words; the diet and lightness reasons (« végan »,
 * « sans lactose », « plus léger ») are not written here but read from the lexicon and
 * CIQUAL, so that they are always true.
 *
 * Names are the lexicon's own, so every substitute is weighed and counted in the nutrition.
 */

import type { LineUse } from "./line-uses";

export type CulinaryRole =
  | "protein"
  | "egg"
  | "vegetable"
  | "aromatic"
  | "herb"
  | "spice"
  | "seasoning"
  | "condiment"
  | "acid"
  | "citrus"
  | "fat"
  | "dairy"
  | "cheese"
  | "stock"
  | "wine"
  | "starch"
  | "bread"
  | "flour"
  | "leavening"
  | "sweet"
  | "chocolate"
  | "fruit"
  | "nut";

export interface Substitute {
  /** The lexicon's name of the food: « dinde ». */
  name: string;
  /** The jobs it does well: offered only where every job of the line is one of these. */
  only?: readonly LineUse[];
  /** The jobs it spoils: never offered where the line does one of these. */
  not?: readonly LineUse[];
  /** Why a cook would choose it, in a few words: « goût plus fin ». */
  why: string;
  /** Grams of the substitute for one gram of the original; 1 when omitted. */
  ratio?: number;
  /** What changes in the cooking, added to the recipe's tips: « Comptez 45 min de cuisson. » */
  note?: string;
  /**
   * What the steps do differently with it, even where they do not name the food: a rice-flour
   * dough is pressed into the mould where a wheat one was rolled out. Applied to the original
   * steps, in order, before the food is renamed.
   */
  steps?: readonly StepRewrite[];
}

/** A step rewritten for a substitute: what it matches in the original step, and what it says instead. */
export type StepRewrite = readonly [pattern: RegExp, replacement: string];

/**
 * Roles that may stand in for one another although they differ: wine in a braise is its cooking
 * liquid, so a stock does the job without the alcohol.
 */
const SHARED_JOBS: Partial<Record<CulinaryRole, readonly CulinaryRole[]>> = { wine: ["stock"] };

/** Whether a food of role `to` may do the job of a food of role `from`. */
export function sharesJob(from: CulinaryRole | undefined, to: CulinaryRole | undefined): boolean {
  return from !== undefined && (from === to || (to !== undefined && (SHARED_JOBS[from] ?? []).includes(to)));
}

export interface Substitution {
  role: CulinaryRole;
  options: readonly Substitute[];
}

const by = (
  name: string,
  why: string,
  extra: {
    ratio?: number;
    note?: string;
    only?: readonly LineUse[];
    not?: readonly LineUse[];
    steps?: readonly StepRewrite[];
  } = {},
): Substitute => ({
  name,
  why,
  ...extra,
});

const group = (role: CulinaryRole, entries: Record<string, readonly Substitute[]>) =>
  Object.fromEntries(
    Object.entries(entries).map(([name, options]) => [name, { role, options }] as const),
  ) as Record<string, Substitution>;

const FRESH_TO_DRIED = 0.3;

/**
 * A rice-flour pastry, pressed where a wheat one is rolled: into the mould with the fingertips,
 * or, for a crust laid over fruit or a lid, rolled between two sheets of baking paper and turned
 * over onto the dish.
 */
const RICE_FLOUR_PASTRY: readonly StepRewrite[] = [
  [
    /(?<![\p{L}])Étalez la pâte sur (\d+)\s?mm, foncez le moule( beurré)?/u,
    "Pressez la pâte du bout des doigts dans le moule$2, en une couche régulière de $1\u00a0mm",
  ],
  [
    /(?<![\p{L}])Étalez ((?:les deux tiers|la moitié) de la pâte|la pâte) et foncez le moule( beurré)?/u,
    "Pressez $1 du bout des doigts dans le moule$2",
  ],
  [
    /(?<![\p{L}])Foncez le moule( beurré)? avec la pâte/u,
    "Pressez la pâte du bout des doigts dans le moule$1",
  ],
  [
    /(?<![\p{L}])Étalez (la pâte|le reste de la pâte)((?: sur \d+\s?mm| en disque)?), posez-(la|le) sur ([^,.]+?)(?= et |,|\.)/u,
    "Étalez $1$2 entre deux feuilles de papier cuisson, ôtez celle du dessus, retournez-$3 sur $4, décollez l'autre feuille",
  ],
];

export const SUBSTITUTIONS: Readonly<Record<string, Substitution>> = {
  ...group("protein", {
    veau: [
      by("dinde", "viande blanche et tendre", {
        note: "La dinde cuit plus vite que le veau : 45 min de frémissement suffisent.",
      }),
      by("poulet", "la version volaille du plat", {
        note: "Le poulet cuit plus vite que le veau : 45 min de frémissement suffisent.",
      }),
      by("porc", "aussi fondant, moins cher"),
      by("lapin", "une blanquette de lapin, classique"),
    ],
    bœuf: [
      by("porc", "fondant après une longue cuisson"),
      by("agneau", "goût plus marqué"),
      by("seitan", "tient à la cuisson longue", {
        note: "Le seitan est déjà cuit : 40\u00a0min de mijotage suffisent pour qu'il prenne le goût de la sauce.",
      }),
    ],
    paleron: [
      by("porc", "fondant après une longue cuisson"),
      by("agneau", "goût plus marqué"),
      by("seitan", "tient à la cuisson longue", {
        note: "Le seitan est déjà cuit\u00a0: 40\u00a0min de mijotage suffisent pour qu'il prenne le goût de la sauce.",
      }),
    ],
    "plat de côtes": [by("bœuf", "plus maigre")],
    steak: [
      by("entrecôte", "plus persillée, plus de goût"),
      by("filet de bœuf", "plus tendre"),
      by("magret de canard", "se poêle de la même façon", {
        note: "Quadrillez la peau du magret et commencez la cuisson côté peau, sans matière grasse.",
      }),
    ],
    "bœuf haché": [
      by("chair à saucisse", "plus moelleuse"),
      // Dry lentils cook only where the mince simmers in a sauce: crumbled and browned like the
      // meat of a hachis they stay hard, and a cooked lentil neither crumbles nor browns either.
      // Smoked tofu does that job.
      by("lentille", "lentilles sèches, qui triplent à la cuisson", {
        ratio: 0.4,
        only: ["liquid", "heated"],
        note: "Les lentilles sèches cuisent dans la sauce et en boivent trois fois leur poids\u00a0: ajoutez de l'eau à mesure qu'elle épaissit.",
      }),
      by("tofu fumé", "émietté, il remplace la viande hachée"),
    ],
    "chair à saucisse": [by("bœuf haché", "moins gras"), by("tofu fumé", "émietté, garde le goût fumé")],
    porc: [by("veau", "plus fin"), by("dinde", "viande blanche plus maigre")],
    "échine de porc": [by("porc", "l'épaule, plus maigre"), by("veau", "plus fin")],
    agneau: [by("bœuf", "goût plus doux")],
    lapin: [by("poulet", "se trouve partout")],
    poulet: [by("pintade", "même cuisson, chair plus goûteuse"), by("dinde", "viande blanche")],
    "cuisse de poulet": [by("poulet", "un poulet entier découpé")],
    "blanc de poulet": [
      by("escalope de dinde", "même cuisson rapide"),
      by("tofu", "se saisit de la même façon"),
    ],
    dinde: [by("poulet", "viande blanche"), by("veau", "plus fondant")],
    "escalope de dinde": [by("blanc de poulet", "même cuisson rapide"), by("escalope de veau", "plus fin")],
    "escalope de veau": [by("escalope de dinde", "même cuisson rapide")],
    rumsteck: [by("steak", "même cuisson"), by("filet de bœuf", "plus tendre")],
    "pavé de bœuf": [
      by("entrecôte", "plus persillée, plus de goût"),
      by("filet de bœuf", "plus tendre"),
      by("magret de canard", "se poêle de la même façon", {
        note: "Quadrillez la peau du magret et commencez la cuisson côté peau, sans matière grasse.",
      }),
    ],
    pintade: [by("poulet", "se trouve partout")],
    "magret de canard": [by("steak", "se poêle de la même façon")],
    entrecôte: [by("steak", "moins cher")],
    "filet de bœuf": [by("steak", "moins cher")],
    lardon: [
      by("bacon", "plus maigre"),
      by("poitrine fumée", "à couper soi-même, plus épais"),
      by("tofu fumé", "garde le goût fumé"),
    ],
    "poitrine fumée": [by("lardon", "déjà découpés"), by("tofu fumé", "garde le goût fumé")],
    "poitrine de porc": [by("poitrine fumée", "goût fumé, même cuisson"), by("porc", "échine, plus maigre")],
    "rôti de porc": [by("filet mignon", "plus tendre, cuit deux fois plus vite")],
    "filet mignon": [
      by("rôti de porc", "moins cher", { note: "Un rôti de 800 g demande 45 min au four à 180 °C." }),
    ],
    pancetta: [by("lardon", "se trouvent partout"), by("poitrine fumée", "goût fumé")],
    jambon: [by("jambon cru", "plus de caractère")],
    "jambon cru": [by("jambon", "plus doux"), by("pancetta", "plus fondante")],
    saucisse: [by("saucisse fumée", "goût fumé plus marqué")],
    "saucisse fumée": [by("saucisse", "plus douce, sans fumage")],
    "saucisse de Strasbourg": [by("saucisse fumée", "plus ferme, plus fumée")],
    // Nothing else has its salted, slow-cooked texture.
    "confit de canard": [],
    bacon: [by("lardon", "plus fondant"), by("tofu fumé", "garde le goût fumé")],
    "tofu fumé": [by("lardon", "la version d'origine")],
    tofu: [by("tempeh", "plus ferme, goût de noisette")],
    tempeh: [by("tofu", "plus doux")],
    seitan: [by("tofu", "sans gluten")],
    saumon: [
      by("truite", "même cuisson, chair rose"),
      by("cabillaud", "poisson blanc"),
      by("colin", "poisson blanc, moins cher"),
    ],
    truite: [by("saumon", "même cuisson")],
    cabillaud: [by("colin", "moins cher"), by("saumon", "plus fondant")],
    "morue salée": [
      by("cabillaud", "frais, sans dessalage", {
        ratio: 1.5,
        note: "Le cabillaud frais se passe de dessalage : salez-le légèrement 30 min avant de le cuire.",
      }),
    ],
    colin: [by("cabillaud", "chair plus ferme")],
    sole: [by("colin", "bien moins cher, chair aussi fine"), by("merlu", "filets plus épais")],
    dorade: [by("cabillaud", "poisson blanc, même cuisson"), by("merlu", "moins cher")],
    merlu: [by("colin", "aussi tendre, moins cher"), by("cabillaud", "chair plus épaisse")],
    "thon en conserve": [
      by("sardine", "riche en oméga-3"),
      by("pois chiche en conserve", "la version végétale de la salade"),
    ],
    sardine: [by("thon en conserve", "plus doux")],
    maquereau: [by("sardine", "même goût franc")],
    crevette: [],
    "lentille corail": [
      by("pois cassé", "même texture fondante", {
        note: "Les pois cassés cuisent plus longtemps : comptez 40 min.",
      }),
      by("lentille", "se tiennent à la cuisson", {
        note: "Les lentilles vertes cuisent plus longtemps et ne fondent pas : comptez 25 min.",
      }),
    ],
    lentille: [by("lentille corail", "cuisent plus vite et fondent"), by("pois chiche", "plus croquants")],
    "lentille verte": [by("lentille", "se trouvent partout"), by("lentille corail", "cuisent plus vite")],
    "pois cassé": [by("lentille corail", "cuisent plus vite")],
    "pois chiche": [by("haricot blanc", "plus fondants"), by("lentille", "cuisent plus vite")],
    "pois chiche en conserve": [by("thon en conserve", "la version d'origine de la salade")],
    "haricot blanc": [by("pois chiche", "plus fermes"), by("flageolet", "plus fins")],
    flageolet: [by("haricot blanc", "plus fondants")],
    "haricot rouge en conserve": [by("haricot noir en conserve", "plus fondants")],
    "haricot noir en conserve": [by("haricot rouge en conserve", "se trouvent partout")],
    // The dish is named after them; nothing else opens in the pot like a mussel.
    moule: [],
  }),
  ...group("egg", {
    œuf: [by("tofu soyeux", "lie et gonfle comme l'œuf dans une quiche ou un flan")],
    "tofu soyeux": [by("œuf", "la version d'origine")],
    // A yolk thickens a sauce and a white rises into a meringue: nothing in the lexicon does either.
    "jaune d'œuf": [],
    "blanc d'œuf": [],
  }),
  ...group("vegetable", {
    // Not tinned tomatoes: a peeled tomato can be neither stuffed nor sliced into a salad.
    tomate: [by("tomate cerise", "plus sucrées")],
    "tomate cerise": [by("tomate", "plus juteuse")],
    "tomate pelée": [by("tomate", "en saison"), by("coulis de tomate", "sauce plus lisse")],
    "coulis de tomate": [by("tomate pelée", "plus de morceaux")],
    poivron: [by("courgette", "plus douce"), by("aubergine", "plus fondante"), by("fenouil", "goût anisé")],
    courgette: [by("aubergine", "plus fondante"), by("poivron", "plus sucré"), by("potiron", "plus doux")],
    aubergine: [by("courgette", "cuit plus vite"), by("poivron", "plus sucré"), by("fenouil", "goût anisé")],
    fenouil: [by("céleri", "même croquant")],
    radis: [by("concombre", "plus doux, aussi croquant"), by("fenouil", "croquant, goût anisé")],
    concombre: [by("radis", "plus piquant")],
    "pousse de soja": [by("pois gourmand", "aussi croquants")],
    "pak choï": [by("épinard", "plus tendre"), by("brocoli", "plus ferme")],
    wakamé: [],
    céleri: [by("fenouil", "plus doux")],
    salade: [by("mâche", "plus tendre"), by("roquette", "plus poivrée"), by("épinard", "jeunes pousses")],
    mâche: [by("salade", "plus croquante"), by("roquette", "plus poivrée")],
    roquette: [by("mâche", "plus douce"), by("salade", "plus croquante")],
    cresson: [by("roquette", "aussi poivrée"), by("épinard", "plus doux")],
    endive: [by("fenouil", "croquant cru, fondant braisé")],
    épinard: [by("blette", "même cuisson"), by("chou kale", "plus de mâche")],
    blette: [by("épinard", "plus tendre")],
    "chou kale": [by("épinard", "plus tendre")],
    chou: [by("chou kale", "feuilles plus fermes, goût plus marqué")],
    // Its taste comes from the fermentation: no fresh cabbage stands in for it.
    choucroute: [],
    potimarron: [
      by("butternut", "plus sucrée"),
      by("potiron", "plus léger en bouche"),
      by("carotte", "toute l'année"),
    ],
    butternut: [by("potimarron", "goût de châtaigne"), by("potiron", "plus doux")],
    potiron: [by("potimarron", "goût de châtaigne"), by("butternut", "plus sucrée")],
    champignon: [
      by("pleurote", "plus tendres"),
      by("girolle", "plus parfumées"),
      by("cèpe", "goût des sous-bois"),
    ],
    cèpe: [
      by("girolle", "aussi parfumées"),
      by("champignon", "se trouvent partout"),
      by("pleurote", "moins chères"),
    ],
    girolle: [by("cèpe", "plus charnus"), by("champignon", "se trouvent partout")],
    pleurote: [by("champignon", "se trouvent partout")],
    carotte: [
      by("panais", "plus sucré"),
      by("navet", "plus frais en bouche"),
      by("céleri-rave", "goût plus marqué"),
    ],
    panais: [by("carotte", "se trouve partout")],
    topinambour: [by("panais", "plus sucré, même cuisson")],
    navet: [by("carotte", "plus sucrée")],
    "céleri-rave": [by("navet", "plus doux")],
    poireau: [by("fenouil", "plus doux"), by("céleri", "même goût de bouillon")],
    avocat: [],
    "haricot vert": [by("pois gourmand", "plus croquants")],
    asperge: [by("haricot vert", "même cuisson rapide")],
    "pois gourmand": [by("haricot vert", "se trouvent partout")],
    "petit pois": [by("fève", "plus de goût")],
    maïs: [by("petit pois", "plus tendres")],
    fève: [by("petit pois", "plus sucrés")],
    brocoli: [by("chou-fleur", "plus doux")],
    "chou de Bruxelles": [by("brocoli", "se rôtit de la même façon")],
    "chou rouge": [],
    "chou-fleur": [by("brocoli", "plus de couleur")],
  }),
  ...group("aromatic", {
    oignon: [by("échalote", "plus douce et plus fine"), by("oignon rouge", "plus doux")],
    "oignon rouge": [by("oignon", "plus de goût à la cuisson"), by("échalote", "plus fine")],
    "oignon nouveau": [by("échalote", "plus fine"), by("oignon rouge", "plus doux")],
    échalote: [by("oignon", "plus de goût"), by("oignon nouveau", "plus frais")],
    ail: [by("échalote", "plus doux", { ratio: 3 })],
  }),
  ...group("herb", {
    thym: [
      by("romarin", "même parfum de garrigue"),
      by("herbes de Provence", "séchées, toute l'année", { ratio: FRESH_TO_DRIED }),
      by("sauge", "plus douce"),
    ],
    romarin: [by("thym", "plus doux")],
    sauge: [by("thym", "plus discret")],
    "herbes de Provence": [by("thym", "frais", { ratio: 1 / FRESH_TO_DRIED })],
    origan: [by("herbes de Provence", "même parfum du Midi")],
    laurier: [],
    basilic: [by("persil", "plus discret"), by("menthe", "plus fraîche"), by("coriandre", "plus exotique")],
    persil: [
      by("cerfeuil", "plus fin"),
      by("coriandre", "plus parfumée"),
      by("ciboulette", "goût d'oignon doux"),
    ],
    coriandre: [by("persil", "plus discret"), by("menthe", "plus fraîche"), by("basilic", "plus doux")],
    ciboulette: [by("persil", "plus discret"), by("cerfeuil", "plus fin"), by("aneth", "goût anisé")],
    aneth: [by("ciboulette", "goût d'oignon doux"), by("cerfeuil", "plus fin"), by("persil", "plus discret")],
    cerfeuil: [by("persil", "plus de goût"), by("ciboulette", "goût d'oignon doux")],
    menthe: [by("basilic", "plus doux"), by("coriandre", "plus exotique")],
  }),
  ...group("spice", {
    poivre: [],
    muscade: [by("quatre-épices", "plus chaleureux")],
    "clou de girofle": [by("quatre-épices", "mélange qui en contient")],
    "baie de genièvre": [],
    "quatre-épices": [by("muscade", "plus discrète")],
    cannelle: [by("quatre-épices", "plus épicé"), by("gingembre en poudre", "plus vif")],
    "gingembre en poudre": [by("cannelle", "plus douce")],
    gingembre: [by("gingembre en poudre", "se garde au placard", { ratio: 0.15 })],
    curry: [by("curcuma", "plus doux, même couleur")],
    curcuma: [by("curry", "plus épicé")],
    cumin: [by("curry", "mélange qui en contient")],
    paprika: [by("piment de Cayenne", "plus fort", { ratio: 0.25 })],
    piment: [by("piment de Cayenne", "en poudre, plus facile à doser", { ratio: 0.1 })],
    "piment de Cayenne": [by("paprika", "plus doux")],
    vanille: [],
    cardamome: [by("cannelle", "plus douce")],
    safran: [by("curcuma", "même couleur, bien moins cher")],
  }),
  ...group("seasoning", { sel: [] }),
  ...group("condiment", {
    "concentré de tomate": [],
    olive: [],
    cornichon: [by("olive", "moins acide")],
    anchois: [],
    moutarde: [by("moutarde à l'ancienne", "plus douce, en grains")],
    "moutarde à l'ancienne": [by("moutarde", "plus forte")],
    harissa: [],
    "nuoc-mâm": [by("sauce soja", "sans poisson")],
    // An emulsion of egg and oil: no other condiment of the table binds a cold sauce.
    mayonnaise: [],
    "sauce soja": [],
    miso: [],
    tahini: [],
  }),
  ...group("acid", {
    "jus de citron": [by("jus de citron vert", "plus parfumé"), by("vinaigre", "plus fort", { ratio: 0.5 })],
    "jus de citron vert": [by("jus de citron", "plus doux")],
    vinaigre: [by("jus de citron", "plus doux"), by("vinaigre balsamique", "plus doux et sucré")],
    "vinaigre balsamique": [by("vinaigre", "plus vif")],
  }),
  ...group("citrus", {
    citron: [by("citron vert", "plus parfumé"), by("orange", "plus doux")],
    "citron vert": [by("citron", "plus doux")],
    // A preserved lemon's rind is eaten whole, softened by the salt; a fresh one's white pith stays
    // bitter: only its zest and its juice go into the dish.
    "citron confit": [
      by("citron", "plus vif, sans sel", {
        note: "Un citron frais n'a pas la douceur d'un citron confit au sel\u00a0: son zeste et son jus parfument le plat, sa peau blanche le rendrait amer.",
        steps: [
          [
            /(?<![\p{L}])[Rr]incez ([^,.]+?), ôtez la pulpe et coupez l['’]écorce en lanières/u,
            "Lavez $1, prélevez-en le zeste en fines lanières au couteau économe, sans la peau blanche, et pressez-en le jus",
          ],
          [/(?<![\p{L}])l['’]écorce de citron et /u, "le zeste, le jus de citron et "],
          [/(?<![\p{L}])l['’]écorce de citron/u, "le zeste et le jus de citron"],
        ],
      }),
    ],
    orange: [by("citron", "plus acide")],
    pamplemousse: [by("orange", "plus douce")],
  }),
  ...group("fat", {
    beurre: [
      by("margarine", "s'utilise comme le beurre, même en pâtisserie"),
      by("huile d'olive", "pour faire revenir, pas pour une pâte", {
        ratio: 0.8,
        only: ["frying", "heated", "liquid", "thickener"],
      }),
      by("huile de coco", "solide au frais, pour les pâtes et les crumbles", {
        ratio: 0.8,
        only: ["pastry", "baking", "heated"],
      }),
    ],
    "beurre demi-sel": [by("beurre", "sans sel ajouté"), by("margarine", "s'utilise comme le beurre")],
    margarine: [by("beurre", "plus de goût")],
    "huile d'olive": [
      by("huile de colza", "plus neutre, riche en oméga-3"),
      by("huile de tournesol", "neutre, supporte la chaleur"),
      by("beurre", "plus de goût à la cuisson", { ratio: 1.25 }),
    ],
    huile: [by("huile d'olive", "plus de goût"), by("huile de colza", "riche en oméga-3")],
    "huile de tournesol": [by("huile d'olive", "plus de goût"), by("huile de colza", "riche en oméga-3")],
    "huile de colza": [
      by("huile d'olive", "plus de goût"),
      by("huile de tournesol", "supporte mieux la chaleur"),
    ],
    "huile d'arachide": [by("huile de tournesol", "aussi neutre, supporte la chaleur")],
    "huile de noix": [by("huile de colza", "plus neutre")],
    "huile de sésame": [],
    "huile de coco": [
      by("huile d'olive", "se trouve partout"),
      by("beurre", "plus de goût", { ratio: 1.25 }),
    ],
    "graisse de canard": [by("huile d'olive", "se trouve partout")],
  }),
  ...group("dairy", {
    "crème fraîche": [
      by("crème légère", "même onctuosité"),
      by("lait de coco", "onctueux, goût doux de coco"),
      by("yaourt à la grecque", "hors du feu, pour ne pas qu'il tranche", { not: ["heated"] }),
    ],
    "crème liquide": [by("crème légère", "même usage"), by("lait de coco", "onctueux, goût doux de coco")],
    "crème légère": [by("crème fraîche", "plus onctueuse")],
    lait: [
      by("lait écrémé", "même usage"),
      by("lait de soja", "même tenue à la cuisson"),
      by("lait d'avoine", "goût doux de céréale"),
      by("lait d'amande", "goût d'amande"),
    ],
    "lait entier": [
      by("lait", "demi-écrémé, même usage"),
      by("lait de soja", "même tenue à la cuisson"),
      by("lait d'avoine", "goût doux de céréale"),
      by("lait d'amande", "goût d'amande"),
    ],
    "lait écrémé": [by("lait", "plus onctueux"), by("lait de soja", "même tenue à la cuisson")],
    "lait d'amande": [
      by("lait de soja", "plus de protéines"),
      by("lait d'avoine", "plus onctueux"),
      by("lait", "la version classique"),
    ],
    "lait de soja": [by("lait d'amande", "goût d'amande"), by("lait", "la version classique")],
    "lait d'avoine": [by("lait de soja", "sans gluten"), by("lait", "la version classique")],
    "lait de riz": [by("lait d'amande", "goût d'amande")],
    "lait de coco": [by("crème liquide", "plus neutre"), by("crème légère", "plus neutre")],
    "lait concentré sucré": [],
    mascarpone: [by("crème fraîche", "plus acidulée, crème plus souple")],
    "glace à la vanille": [by("yaourt à la grecque", "plus frais, bien moins sucré")],
    yaourt: [
      by("yaourt à la grecque", "plus épais"),
      by("skyr", "plus de protéines"),
      by("fromage blanc", "plus lisse"),
    ],
    "yaourt à la grecque": [
      by("skyr", "plus de protéines"),
      by("fromage blanc", "plus lisse"),
      by("yaourt", "plus fluide"),
    ],
    skyr: [by("yaourt à la grecque", "plus crémeux")],
    "fromage blanc": [by("yaourt à la grecque", "plus crémeux"), by("skyr", "plus de protéines")],
  }),
  ...group("cheese", {
    "fromage râpé": [
      by("comté", "plus fruité"),
      by("emmental", "plus doux, file bien"),
      by("parmesan", "plus corsé, en moindre quantité", { ratio: 0.6 }),
    ],
    gruyère: [by("comté", "plus fruité"), by("emmental", "plus doux"), by("beaufort", "plus corsé")],
    comté: [by("gruyère", "plus doux"), by("beaufort", "plus corsé"), by("emmental", "plus doux, file bien")],
    emmental: [by("comté", "plus fruité"), by("gruyère", "plus de goût")],
    beaufort: [by("comté", "plus doux")],
    // Only a fresh, unaged curd stretches into the ribbons of an aligot: nothing in the table does.
    tomme: [],
    reblochon: [by("beaufort", "plus fruité, se coupe en tranches fines")],
    parmesan: [by("comté", "affiné, même goût de noisette", { ratio: 1.2 })],
    pecorino: [by("parmesan", "plus doux")],
    cheddar: [by("emmental", "plus doux"), by("comté", "plus fruité")],
    "chèvre frais": [by("fromage frais", "plus doux"), by("feta", "plus salée")],
    brousse: [by("chèvre frais", "plus de caractère")],
    "fromage frais": [by("chèvre frais", "plus de caractère")],
    feta: [by("chèvre frais", "plus crémeux")],
    "fromage de chèvre": [by("feta", "plus salée, s'émiette")],
    roquefort: [by("fromage de chèvre", "plus doux")],
    mozzarella: [by("burrata", "plus crémeuse")],
    burrata: [by("mozzarella", "plus ferme")],
  }),
  ...group("stock", {
    // A stock perfumes what simmers; in a pastry or a batter it only salts the dough.
    eau: [by("bouillon de légumes", "plus de goût", { only: ["liquid", "heated"] })],
    "bouillon de bœuf": [
      by("bouillon de légumes", "goût plus doux"),
      by("bouillon de volaille", "plus doux"),
    ],
    "bouillon de volaille": [by("bouillon de légumes", "goût plus doux")],
    "bouillon de légumes": [by("bouillon de volaille", "plus de corps"), by("eau", "goût plus pur")],
    // The coffee that soaks a tiramisu: nothing else is that coffee.
    café: [],
  }),
  ...group("wine", {
    "vin blanc": [
      by("cidre", "la version normande"),
      by("bière", "la version du Nord"),
      by("bouillon de volaille", "sans alcool", {
        only: ["liquid", "heated"],
        note: "Sans vin, ajoutez 1 c. à soupe de jus de citron au bouillon pour garder l'acidité.",
      }),
    ],
    "vin rouge": [
      by("bière", "façon carbonade flamande"),
      by("bouillon de bœuf", "sans alcool", {
        only: ["liquid", "heated"],
        note: "Sans vin, ajoutez 1 c. à soupe de vinaigre et 1 c. à soupe de concentré de tomate au bouillon pour garder l'acidité et la couleur.",
      }),
    ],
    cidre: [by("vin blanc", "plus sec")],
    rhum: [],
    "eau-de-vie": [],
    "liqueur d'orange": [by("rhum", "moins sucré")],
    bière: [by("cidre", "plus fruité")],
  }),
  ...group("starch", {
    riz: [
      by("riz complet", "plus de fibres", {
        note: "Le riz complet cuit plus longtemps : comptez 10 min de plus.",
      }),
      by("quinoa", "cuit en 15 min"),
      by("boulgour", "cuit en 10 min"),
    ],
    "riz basmati": [
      by("riz", "plus neutre"),
      by("riz complet", "plus de fibres"),
      by("quinoa", "cuit en 15 min"),
    ],
    "riz complet": [by("riz", "cuit plus vite")],
    quinoa: [by("riz", "plus neutre"), by("boulgour", "cuit en 10 min")],
    sarrasin: [by("quinoa", "sans gluten lui aussi, plus neutre")],
    polenta: [by("semoule", "se cuit de la même façon")],
    marron: [],
    boulgour: [by("quinoa", "cuit en 15 min"), by("semoule", "prête en 5 min")],
    semoule: [by("boulgour", "plus de mâche"), by("quinoa", "cuit en 15 min")],
    "pomme de terre": [by("patate douce", "plus sucrée, plus fondante")],
    "patate douce": [by("pomme de terre", "plus neutre")],
    spaghetti: [by("pâtes", "une autre forme"), by("pâtes complètes", "plus de fibres")],
    gnocchi: [by("pâtes", "se trouvent partout")],
    // A sheet that holds the layers: no other pasta of the table does.
    lasagne: [],
    "vermicelle de riz": [by("riz basmati", "le même bol sur du riz")],
    "feuille de riz": [],
    pâtes: [by("pâtes complètes", "plus de fibres")],
    "pâtes complètes": [by("pâtes", "plus légères en bouche")],
    tagliatelle: [by("pâtes", "une autre forme"), by("pâtes complètes", "plus de fibres")],
    "flocon d'avoine": [],
  }),
  ...group("bread", {
    pain: [by("pain de campagne", "plus de mie et de goût"), by("pain complet", "plus de fibres")],
    "pain de campagne": [by("pain", "croûte plus fine"), by("pain complet", "plus de fibres")],
    "pain d'épices": [by("pain de campagne", "plus neutre, sans épices")],
    // A bought dough: no other food of the table is rolled out instead.
    "pâte brisée": [],
    "pâte sablée": [by("pâte brisée", "moins sucrée, plus ferme")],
    "biscuit à la cuillère": [by("brioche", "tranchée fin, plus moelleuse")],
    "pain complet": [by("pain de campagne", "plus doux")],
    "pâte feuilletée": [by("pâte brisée", "plus ferme, se découpe mieux")],
    "pain de mie": [by("pain de mie complet", "plus de fibres"), by("brioche", "plus moelleuse")],
    "pain de mie complet": [by("pain de mie", "plus moelleux")],
    // Crumbs of dried bread: a stale loaf, mixed, is the same thing.
    chapelure: [by("pain", "rassis et mixé très fin")],
    "pain pita": [by("tortilla", "plus fine")],
    tortilla: [by("pain pita", "plus épais")],
    brioche: [by("pain de mie", "moins sucré"), by("pain", "rassis, la version d'origine du pain perdu")],
  }),
  ...group("flour", {
    farine: [
      by("farine de riz", "même usage, pâte plus friable", { not: ["pastry"] }),
      // Without gluten a rice-flour dough tears under the rolling pin: a pastry is pressed into its
      // mould, and a lid or a crust laid on fruit is rolled between two sheets of baking paper.
      by("farine de riz", "sans gluten, une pâte qui se presse", {
        note: "Sans gluten, la pâte à la farine de riz se déchire au rouleau\u00a0: elle se presse dans le moule du bout des doigts, ou s'étale entre deux feuilles de papier cuisson.",
        steps: RICE_FLOUR_PASTRY,
      }),
      by("fécule de maïs", "lie une sauce deux fois mieux", {
        ratio: 0.5,
        only: ["thickener", "heated", "liquid", "frying"],
        note: "La fécule lie la sauce sans colorer : délayez-la dans un peu de liquide froid.",
      }),
      by("farine complète", "plus de fibres"),
      by("farine d'épeautre", "goût de noisette"),
    ],
    "farine complète": [by("farine", "pâte plus légère")],
    "farine d'épeautre": [by("farine", "pâte plus légère")],
    "farine de riz": [by("farine", "la version classique")],
    "farine de sarrasin": [by("farine", "plus neutre")],
    "fécule de maïs": [by("farine", "la version classique", { ratio: 2, not: ["baking", "batter"] })],
    "poudre d'amande": [by("farine", "moins riche")],
    // What sets a cream; agar-agar, which the table lacks, sets it otherwise.
    gélatine: [],
  }),
  ...group("leavening", { "levure chimique": [], "levure sèche": [], bicarbonate: [] }),
  ...group("sweet", {
    sucre: [
      by("sucre roux", "goût de caramel"),
      by("miel", "plus sucrant, à doser moins", { ratio: 0.75 }),
      by("sirop d'érable", "plus sucrant, goût boisé", { ratio: 0.75 }),
    ],
    "sucre roux": [by("sucre", "plus neutre"), by("sirop d'érable", "goût boisé", { ratio: 0.75 })],
    "sucre vanillé": [by("sucre", "plus neutre")],
    confiture: [by("miel", "nappe et lustre de la même façon")],
    "crème de marron": [],
    miel: [by("sirop d'érable", "même texture, goût boisé")],
    "sirop d'érable": [by("miel", "même texture, goût floral")],
  }),
  ...group("chocolate", {
    "chocolat noir": [by("chocolat au lait", "plus doux")],
    "chocolat au lait": [by("chocolat noir", "plus intense")],
    // Cocoa is dry where chocolate brings fat and sugar: one never stands in for the other.
    cacao: [],
  }),
  ...group("fruit", {
    pomme: [by("poire", "plus fondante")],
    poire: [by("pomme", "plus acidulée")],
    cerise: [
      by("abricot", "clafoutis d'été"),
      by("prune", "clafoutis de fin d'été"),
      by("poire", "toute l'année"),
    ],
    abricot: [by("pêche", "plus juteuse")],
    prune: [by("abricot", "plus acidulé")],
    pêche: [by("abricot", "plus acidulé")],
    myrtille: [by("framboise", "plus acidulée"), by("mûre", "plus sauvage"), by("cassis", "plus acidulé")],
    framboise: [by("fraise", "plus douce"), by("myrtille", "plus douce"), by("mûre", "plus sauvage")],
    fraise: [by("framboise", "plus parfumée"), by("myrtille", "plus douce")],
    mûre: [by("framboise", "se trouve partout")],
    cassis: [by("myrtille", "plus douce")],
    groseille: [by("cassis", "aussi acidulé"), by("framboise", "plus douce")],
    rhubarbe: [by("fraise", "plus douce, de la même saison")],
    banane: [by("mangue", "plus parfumée")],
    mangue: [by("ananas", "plus acidulé"), by("pêche", "de saison en été")],
    ananas: [by("mangue", "plus douce")],
    melon: [by("mangue", "aussi parfumée, toute l'année")],
    figue: [by("poire", "toute l'année"), by("pêche", "plus juteuse")],
    "raisin sec": [by("abricot sec", "plus acidulé"), by("pruneau", "plus fondant")],
    "abricot sec": [by("raisin sec", "plus doux")],
    datte: [by("abricot sec", "plus acidulé"), by("pruneau", "plus fondant")],
    pruneau: [by("raisin sec", "plus doux")],
    "fruit de la passion": [by("mangue", "plus douce"), by("ananas", "aussi acidulé")],
  }),
  ...group("nut", {
    noix: [by("noix de pécan", "plus douce"), by("noisette", "plus ronde")],
    "noix de pécan": [by("noix", "se trouve partout")],
    noisette: [by("amande", "plus douce"), by("noix", "plus marquée")],
    amande: [by("noisette", "plus de goût"), by("noix de cajou", "plus tendre")],
    "noix de cajou": [by("amande", "plus croquante")],
    cacahuète: [by("noix de cajou", "plus douce"), by("amande", "plus fine")],
    pistache: [by("amande", "moins chère")],
    "graine de courge": [by("graine de tournesol", "plus douce"), by("pignon de pin", "plus fondants")],
    "graine de tournesol": [by("graine de courge", "plus croquante")],
    "pignon de pin": [by("graine de courge", "moins chère")],
    sésame: [by("graine de lin", "même croquant"), by("graine de courge", "plus grosse")],
    "graine de chia": [by("graine de lin", "gélifie aussi")],
    "graine de lin": [by("graine de chia", "gélifie aussi")],
    "beurre de cacahuète": [],
    "noix de coco râpée": [],
  }),
};
