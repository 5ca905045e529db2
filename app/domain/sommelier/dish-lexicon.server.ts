import type { Cooking, Sauce } from "./dish-types";
import type { FoodCategory } from "./food-categories";
import { noun, type NounPhrase } from "./french";
import type { WineRegion } from "./wines";

/**
 * The French words a cook types for a dish, and what each tells the sommelier.
 * Keys are written naturally (accents, plurals, « de ») and compared after folding, so
 * « Gigot d'agneau », « gigots agneau » and « GIGOT D’AGNEAU » all meet the same entry.
 */

/** What a dessert tastes of; for a fruit in a savoury dish, see `fruitSauce`. */
export type Flavour = "chocolate" | "citrus" | "fruit";

export interface LexiconEntry {
  /** Alternatives separated in the source by « | »; the first one names the entry. */
  readonly keys: readonly string[];
  readonly category?: FoodCategory;
  /** How the dish is named in the reasons. */
  readonly noun?: NounPhrase;
  /** A dish that decides the pairing whatever else it contains (« pizza », « choucroute »). */
  readonly dominant?: boolean;
  /** A word too vague to lead when a precise ingredient is named (« steak de thon »). */
  readonly weak?: boolean;
  readonly cooking?: Cooking;
  readonly sauce?: Sauce;
  /** The sauce the entry makes when nothing else in the dish is spicy: coconut milk alone is a cream. */
  readonly withoutSpice?: Sauce;
  /** The sauce a fruit brings to a savoury dish: cherries on a duck are a red-fruit sauce. */
  readonly fruitSauce?: Sauce;
  /** The part of the dish a wine answers, when the dish itself decides it (the butter of escargots). */
  readonly focus?: NounPhrase;
  /** How the sauce is named in the reasons, when it is not the entry's noun. */
  readonly accent?: NounPhrase;
  readonly flavour?: Flavour;
  /** A sweet course word (« tarte », « mousse »): makes a dessert of a text with no savoury food. */
  readonly dessert?: boolean;
  /** Added to the intensity score (1 light … 3 powerful). */
  readonly intensity?: number;
  readonly regions?: readonly WineRegion[];
  readonly secondary?: readonly FoodCategory[];
}

type Extra = Omit<LexiconEntry, "keys">;

const m = (text: string) => noun(text, "m");
const f = (text: string) => noun(text, "f");
const mp = (text: string) => noun(text, "mp");
const fp = (text: string) => noun(text, "fp");

const entry = (keys: string, extra: Extra): LexiconEntry => ({ keys: keys.split("|"), ...extra });

const food = (category: FoodCategory, keys: string, name: NounPhrase, extra: Extra = {}) =>
  entry(keys, { category, noun: name, ...extra });

const cook = (cooking: Cooking, keys: string) => entry(keys, { cooking });

const sauce = (kind: Sauce, keys: string, accent?: NounPhrase, extra: Extra = {}) =>
  entry(keys, { sauce: kind, ...(accent ? { accent } : {}), ...extra });

const fruit = (kind: "red" | "orchard" | "citrus", keys: string, name: NounPhrase, extra: Extra = {}) =>
  entry(keys, {
    noun: name,
    flavour: kind === "citrus" ? "citrus" : "fruit",
    fruitSauce: kind === "red" ? "red-fruit" : kind === "citrus" ? "citrus" : "sweet-fruit",
    ...extra,
  });

const sweet = (keys: string, name: NounPhrase, extra: Extra = {}) =>
  entry(keys, { noun: name, dessert: true, ...extra });

const word = (intensity: number, keys: string) => entry(keys, { intensity });

const redMeat: LexiconEntry[] = [
  food("red-meat", "bœuf|boeuf|viande de bœuf|viande de boeuf", m("bœuf")),
  food("red-meat", "viande rouge|viande", f("viande rouge"), { weak: true }),
  food("red-meat", "steak|bifteck|steack|pavé de bœuf|pavé de boeuf", m("steak"), { weak: true }),
  food("red-meat", "entrecôte", f("entrecôte"), { cooking: "grilled" }),
  food("red-meat", "entrecôte bordelaise|entrecôte à la bordelaise", f("entrecôte bordelaise"), {
    cooking: "grilled",
    sauce: "red-wine",
    regions: ["Bordeaux"],
  }),
  food("red-meat", "côte de bœuf|côte de boeuf", f("côte de bœuf"), { cooking: "grilled" }),
  food("red-meat", "faux-filet|faux filet|contre-filet", m("faux-filet")),
  food("red-meat", "filet de bœuf|filet de boeuf|chateaubriand", m("filet de bœuf"), { cooking: "roasted" }),
  food("red-meat", "tournedos|tournedos rossini", m("tournedos")),
  food("red-meat", "rumsteck|rumsteak|romsteck", m("rumsteck")),
  food("red-meat", "bavette", f("bavette"), { cooking: "pan-fried" }),
  food("red-meat", "onglet|hampe", m("onglet"), { cooking: "pan-fried" }),
  food("red-meat", "rôti de bœuf|rôti de boeuf|rosbif", m("rôti de bœuf"), { cooking: "roasted" }),
  food("red-meat", "bœuf bourguignon|boeuf bourguignon|bourguignon", m("bœuf bourguignon"), {
    cooking: "braised",
    sauce: "red-wine",
    accent: f("sauce au vin"),
    regions: ["Bourgogne"],
    dominant: true,
  }),
  food("red-meat", "daube|daube provençale|daube de bœuf|daube de boeuf", f("daube"), {
    cooking: "braised",
    sauce: "red-wine",
    accent: f("sauce au vin"),
    regions: ["Provence"],
    dominant: true,
  }),
  food("red-meat", "pot-au-feu|pot au feu", m("pot-au-feu"), {
    cooking: "steamed",
    intensity: -0.4,
    dominant: true,
  }),
  food("red-meat", "joue de bœuf|joue de boeuf|paleron|bœuf braisé|boeuf braisé", f("joue de bœuf"), {
    cooking: "braised",
  }),
  food("red-meat", "carbonade|carbonnade|carbonade flamande", f("carbonade flamande"), {
    cooking: "braised",
    sauce: "sweet-fruit",
    accent: f("bière"),
  }),
  food("red-meat", "hachis parmentier|parmentier", m("hachis parmentier"), { cooking: "gratin" }),
  food("red-meat", "steak tartare|tartare de bœuf|tartare de boeuf", m("tartare de bœuf"), {
    cooking: "raw",
  }),
  food("red-meat", "tartare", m("tartare"), { cooking: "raw", weak: true }),
  food("red-meat", "carpaccio", m("carpaccio"), { cooking: "raw", weak: true }),
  food("red-meat", "burger|hamburger|cheeseburger", m("burger"), { cooking: "grilled", weak: true }),
  food("red-meat", "boulettes|boulettes de viande|kefta", fp("boulettes"), { weak: true }),
  food("red-meat", "brochette|brochettes", fp("brochettes"), { cooking: "grilled", weak: true }),
  food("red-meat", "chili con carne|chili", m("chili con carne"), {
    cooking: "braised",
    sauce: "spicy",
    accent: m("piment"),
  }),
  food("red-meat", "mafé|maffé", m("mafé"), { cooking: "braised", sauce: "spicy", weak: true }),
  food("red-meat", "bo bun", m("bo bun"), { sauce: "herbs", weak: true }),
  food("red-meat", "lasagnes bolognaise", fp("lasagnes"), { sauce: "tomato" }),
];

const veal: LexiconEntry[] = [
  food("veal", "veau|viande de veau", m("veau")),
  food("veal", "blanquette|blanquette de veau", f("blanquette de veau"), {
    cooking: "braised",
    sauce: "cream",
    accent: f("sauce crémée"),
    dominant: true,
  }),
  food("veal", "escalope|escalopes", f("escalope"), { cooking: "pan-fried", weak: true }),
  food("veal", "escalope milanaise|escalope viennoise", f("escalope milanaise"), { cooking: "fried" }),
  food("veal", "osso buco|osso-buco|ossobuco", m("osso buco"), { cooking: "braised", sauce: "tomato" }),
  food("veal", "ris de veau", m("ris de veau"), { cooking: "pan-fried", sauce: "cream" }),
  food("veal", "tête de veau", f("tête de veau"), { cooking: "steamed", sauce: "vinaigrette" }),
  food("veal", "paupiette|paupiettes", fp("paupiettes"), { cooking: "braised" }),
  food("veal", "côte de veau|grenadin de veau", f("côte de veau"), { cooking: "pan-fried" }),
  food("veal", "veau marengo|sauté de veau", m("sauté de veau"), { cooking: "braised", sauce: "tomato" }),
  food("veal", "cordon bleu|cordon-bleu", m("cordon-bleu"), { cooking: "fried", weak: true }),
];

const lamb: LexiconEntry[] = [
  food("lamb", "agneau|viande d'agneau", m("agneau")),
  food("lamb", "gigot d'agneau|gigot", m("gigot d'agneau"), { cooking: "roasted" }),
  food("lamb", "carré d'agneau", m("carré d'agneau"), { cooking: "roasted" }),
  food("lamb", "souris d'agneau|souris", f("souris d'agneau"), { cooking: "braised" }),
  food("lamb", "épaule d'agneau", f("épaule d'agneau"), { cooking: "roasted" }),
  food("lamb", "côtelettes d'agneau|côtelettes|côtelette", fp("côtelettes d'agneau"), { cooking: "grilled" }),
  food("lamb", "navarin|navarin d'agneau", m("navarin d'agneau"), { cooking: "braised" }),
  food("lamb", "agneau de pauillac", m("agneau de Pauillac"), { regions: ["Bordeaux"] }),
  food("lamb", "méchoui", m("méchoui"), { cooking: "grilled" }),
  food("lamb", "mouton", m("mouton")),
  food("lamb", "moussaka", f("moussaka"), { cooking: "gratin", sauce: "tomato" }),
  food("lamb", "tajine|tagine", m("tajine"), {
    cooking: "braised",
    sauce: "spicy",
    weak: true,
    intensity: -0.2,
  }),
  food("lamb", "couscous|couscous royal", m("couscous"), { sauce: "spicy", weak: true, intensity: -0.2 }),
];

const game: LexiconEntry[] = [
  food("game", "gibier", m("gibier")),
  food("game", "chevreuil", m("chevreuil")),
  food("game", "biche", f("biche")),
  food("game", "cerf", m("cerf")),
  food("game", "sanglier|marcassin", m("sanglier")),
  food("game", "lièvre|lievre", m("lièvre")),
  food("game", "civet", m("civet"), { cooking: "braised", sauce: "red-wine", weak: true }),
  food("game", "faisan", m("faisan")),
  food("game", "perdreau|perdrix", m("perdreau")),
  food("game", "pigeon|pigeonneau", m("pigeon")),
  food("game", "canard sauvage|colvert", m("canard sauvage")),
];

const pork: LexiconEntry[] = [
  food("pork", "porc|cochon|viande de porc", m("porc")),
  food("pork", "filet mignon|filet mignon de porc", m("filet mignon")),
  food("pork", "côte de porc|côtes de porc|côtelette de porc", f("côte de porc"), { cooking: "pan-fried" }),
  food("pork", "rôti de porc", m("rôti de porc"), { cooking: "roasted" }),
  food("pork", "travers de porc|travers|ribs", mp("travers de porc"), { cooking: "grilled" }),
  food("pork", "échine|échine de porc", f("échine de porc")),
  food("pork", "jambon|jambon blanc", m("jambon"), { weak: true }),
  food("pork", "cochon de lait", m("cochon de lait"), { cooking: "roasted" }),
  food("pork", "petit salé|petit salé aux lentilles", m("petit salé"), { cooking: "braised" }),
  food("pork", "effiloché de porc|pulled pork", m("effiloché de porc"), { cooking: "braised" }),
  food("pork", "saucisse|saucisses|chipolata|chipolatas", fp("saucisses"), { cooking: "grilled" }),
  food("pork", "saucisse de toulouse", f("saucisse de Toulouse"), { regions: ["Sud-Ouest"] }),
  food("pork", "saucisse de morteau|morteau", f("saucisse de Morteau"), {
    cooking: "steamed",
    regions: ["Jura"],
  }),
  food("pork", "diots|diot", mp("diots"), { cooking: "braised", regions: ["Savoie"] }),
  food("pork", "merguez", fp("merguez"), { cooking: "grilled", sauce: "spicy" }),
  food("pork", "boudin blanc", m("boudin blanc"), { cooking: "pan-fried" }),
  food("pork", "quiche lorraine", f("quiche lorraine"), { sauce: "cream", dominant: true }),
  food("pork", "baeckeoffe|baekeoffe|baeckaoffa", m("baeckeoffe"), {
    cooking: "braised",
    regions: ["Alsace"],
    dominant: true,
  }),
  food("pork", "tarte flambée|flammekueche|flammekuche", f("tarte flambée"), {
    cooking: "roasted",
    sauce: "cream",
    regions: ["Alsace"],
    dominant: true,
  }),
  food("pork", "potée|potée auvergnate", f("potée"), { cooking: "braised" }),
  food("pork", "rillons", mp("rillons"), { regions: ["Loire"] }),
  food("spicy", "nems|nem|rouleaux de printemps", mp("nems"), { cooking: "fried", sauce: "soy", weak: true }),
  food("pork", "rougail|rougail saucisse", m("rougail saucisse"), { cooking: "braised", sauce: "spicy" }),
  // Lardons season a dish more than they make it: they lead only when no other food is named, as in a
  // tarte flambée read from its list of foods.
  food("charcuterie", "lardons|lard|lardon", mp("lardons"), { weak: true, secondary: ["pork"] }),
  food("charcuterie", "poitrine fumée", f("poitrine fumée"), { weak: true, secondary: ["pork"] }),
  food("charcuterie", "bacon", m("bacon"), { weak: true, secondary: ["pork"] }),
];

const charcuterie: LexiconEntry[] = [
  food("charcuterie", "choucroute|choucroute garnie", f("choucroute"), {
    cooking: "braised",
    regions: ["Alsace"],
    dominant: true,
  }),
  food("charcuterie", "charcuterie|charcuteries|assiette de charcuterie", f("charcuterie")),
  food(
    "charcuterie",
    "planche de charcuterie|planche mixte|apéritif dînatoire",
    f("planche de charcuterie"),
    {
      dominant: true,
    },
  ),
  food("charcuterie", "saucisson|saucisson sec|saucisson brioché", m("saucisson")),
  food("charcuterie", "rillettes|rillette", fp("rillettes"), { regions: ["Loire"] }),
  food("charcuterie", "pâté|pâté en croûte|pâté de campagne", m("pâté")),
  food("charcuterie", "terrine|terrine de campagne", f("terrine"), { weak: true }),
  food("charcuterie", "jambon cru|jambon de parme|jambon serrano|prosciutto", m("jambon cru")),
  food("charcuterie", "jambon de bayonne", m("jambon de Bayonne"), { regions: ["Sud-Ouest"] }),
  food("charcuterie", "jambon persillé", m("jambon persillé"), { regions: ["Bourgogne"] }),
  food("charcuterie", "chorizo", m("chorizo"), { sauce: "spicy" }),
  food("charcuterie", "figatellu|figatelli|lonzu|coppa corse", m("figatellu"), {
    cooking: "grilled",
    regions: ["Corse"],
  }),
  food("charcuterie", "coppa|salami|pancetta", f("coppa")),
  food("charcuterie", "andouillette|andouillettes", f("andouillette"), { cooking: "grilled" }),
  food("charcuterie", "andouille", f("andouille")),
  food("charcuterie", "boudin|boudin noir", m("boudin noir"), { cooking: "pan-fried" }),
];

const poultry: LexiconEntry[] = [
  food("poultry", "poulet|viande blanche", m("poulet")),
  food("poultry", "volaille|volailles", f("volaille")),
  food("poultry", "poule|poule au pot", f("poule au pot"), { cooking: "steamed" }),
  food("poultry", "dinde|dindonneau|escalope de dinde", f("dinde")),
  food("poultry", "chapon", m("chapon"), { cooking: "roasted" }),
  food("poultry", "poularde", f("poularde"), { cooking: "roasted" }),
  food("poultry", "pintade|pintadeau", f("pintade"), { cooking: "roasted" }),
  food("poultry", "caille|cailles", fp("cailles"), { cooking: "roasted" }),
  food("poultry", "coquelet", m("coquelet"), { cooking: "roasted" }),
  food("poultry", "lapin", m("lapin")),
  food("poultry", "coq au vin|coq", m("coq au vin"), {
    cooking: "braised",
    sauce: "red-wine",
    accent: f("sauce au vin"),
    regions: ["Bourgogne"],
    dominant: true,
  }),
  food("poultry", "poulet rôti", m("poulet rôti"), { cooking: "roasted" }),
  food(
    "poultry",
    "blanc de poulet|filet de poulet|suprême de volaille|escalope de poulet",
    m("blanc de poulet"),
  ),
  food("poultry", "cuisse de poulet|pilon|pilons", f("cuisse de poulet")),
  food("poultry", "poulet à la crème|poulet crème|volaille à la crème", m("poulet à la crème"), {
    sauce: "cream",
    accent: f("crème"),
    regions: ["Bourgogne"],
  }),
  food("poultry", "poulet au vin jaune|volaille au vin jaune", m("poulet au vin jaune"), {
    sauce: "cream",
    accent: m("vin jaune"),
    regions: ["Jura"],
    dominant: true,
  }),
  food("poultry", "volaille de bresse|poulet de bresse", m("poulet de Bresse"), {
    cooking: "roasted",
    regions: ["Bourgogne"],
  }),
  food("poultry", "poulet basquaise", m("poulet basquaise"), {
    cooking: "braised",
    sauce: "tomato",
    accent: f("sauce basquaise"),
    regions: ["Sud-Ouest"],
  }),
  food("poultry", "poulet yassa|yassa", m("poulet yassa"), { sauce: "citrus", accent: m("citron") }),
  food("poultry", "poulet tikka|tikka masala|poulet tandoori|tandoori", m("poulet tikka masala"), {
    sauce: "spicy",
  }),
  food("poultry", "nuggets|tenders|poulet frit", mp("nuggets"), { cooking: "fried" }),
  food("poultry", "ailes de poulet|wings", fp("ailes de poulet"), { cooking: "grilled" }),
  food("poultry", "bouchée à la reine|vol-au-vent|vol au vent", f("bouchée à la reine"), {
    sauce: "cream",
  }),
];

const duck: LexiconEntry[] = [
  food("duck", "canard|canette", m("canard")),
  food("duck", "magret de canard|magret|magrets", m("magret de canard"), { regions: ["Sud-Ouest"] }),
  food(
    "duck",
    "confit de canard|cuisse de canard confite|cuisses de canard confites",
    m("confit de canard"),
    {
      cooking: "braised",
      regions: ["Sud-Ouest"],
    },
  ),
  food("duck", "aiguillettes de canard|aiguillettes", fp("aiguillettes de canard"), { cooking: "pan-fried" }),
  food("duck", "canard à l'orange", m("canard à l'orange"), { sauce: "citrus", accent: f("orange") }),
  food("duck", "parmentier de canard", m("parmentier de canard"), {
    cooking: "gratin",
    regions: ["Sud-Ouest"],
  }),
  food("duck", "cassoulet", m("cassoulet"), {
    cooking: "braised",
    regions: ["Sud-Ouest", "Languedoc-Roussillon"],
    secondary: ["pork"],
    dominant: true,
  }),
  food("duck", "garbure", f("garbure"), {
    cooking: "braised",
    regions: ["Sud-Ouest"],
    secondary: ["pork", "vegetables"],
    dominant: true,
  }),
  food("duck", "gésiers|gésiers confits", mp("gésiers"), { regions: ["Sud-Ouest"] }),
  food("duck", "oie", f("oie"), { cooking: "roasted" }),
  food("foie-gras", "foie gras|foie gras de canard|foie gras d'oie|foie gras mi-cuit", m("foie gras"), {
    regions: ["Sud-Ouest", "Alsace"],
  }),
];

const leanFish: LexiconEntry[] = [
  food("lean-fish", "poisson|poisson blanc|filet de poisson|poisson du jour", m("poisson")),
  food("lean-fish", "sole|soles", f("sole")),
  food("lean-fish", "cabillaud|dos de cabillaud", m("cabillaud")),
  food("lean-fish", "colin", m("colin")),
  food("lean-fish", "merlu|merlu koskera", m("merlu"), { regions: ["Sud-Ouest"] }),
  food("lean-fish", "lieu noir|lieu jaune", m("lieu")),
  food("lean-fish", "bar|loup|loup de mer", m("bar")),
  food("lean-fish", "dorade|daurade|pageot", f("dorade")),
  food("lean-fish", "turbot|turbotin", m("turbot")),
  food("lean-fish", "barbue", f("barbue")),
  food("lean-fish", "lotte|baudroie", f("lotte")),
  food("lean-fish", "sandre", m("sandre"), { regions: ["Loire"] }),
  food("lean-fish", "brochet", m("brochet")),
  food("lean-fish", "truite|truites", f("truite")),
  food("lean-fish", "perche|filets de perche", f("perche"), { regions: ["Savoie"] }),
  food("lean-fish", "omble chevalier|omble", m("omble chevalier"), { regions: ["Savoie"] }),
  food("lean-fish", "saint-pierre|saint pierre", m("saint-pierre")),
  food("lean-fish", "rouget|rougets|rouget barbet", mp("rougets"), { regions: ["Provence"] }),
  food("lean-fish", "merlan", m("merlan")),
  food("lean-fish", "raie|aile de raie", f("raie")),
  food("lean-fish", "haddock|églefin", m("haddock"), { cooking: "smoked" }),
  food("lean-fish", "morue|cabillaud salé", f("morue")),
  food("lean-fish", "brandade|brandade de morue", f("brandade de morue"), {
    cooking: "gratin",
    regions: ["Languedoc-Roussillon"],
  }),
  food("lean-fish", "fish and chips|poisson pané|bâtonnets de poisson", m("poisson pané"), {
    cooking: "fried",
  }),
  food("lean-fish", "sushi|sushis|maki|makis|california roll|chirashi", mp("sushis"), {
    cooking: "raw",
    sauce: "soy",
  }),
  food("lean-fish", "sashimi|sashimis", mp("sashimis"), { cooking: "raw", sauce: "soy" }),
  food("lean-fish", "ceviche", m("ceviche"), { cooking: "raw", sauce: "citrus", accent: m("citron vert") }),
  food("lean-fish", "bouillabaisse", f("bouillabaisse"), {
    sauce: "herbs",
    intensity: 0.8,
    accent: f("rouille"),
    regions: ["Provence"],
    dominant: true,
  }),
  food("lean-fish", "grand aïoli|grand aioli", m("grand aïoli"), {
    sauce: "herbs",
    accent: m("aïoli"),
    regions: ["Provence"],
    dominant: true,
  }),
  food("lean-fish", "bourride", f("bourride"), { sauce: "herbs", accent: m("aïoli"), regions: ["Provence"] }),
  food("lean-fish", "quenelles|quenelle|quenelles de brochet", fp("quenelles"), {
    sauce: "cream",
    accent: f("sauce Nantua"),
    regions: ["Beaujolais"],
  }),
  food("lean-fish", "choucroute de la mer|choucroute de poisson", f("choucroute de la mer"), {
    sauce: "cream",
    regions: ["Alsace"],
    dominant: true,
  }),
  food("lean-fish", "terrine de poisson", f("terrine de poisson")),
];

const richFish: LexiconEntry[] = [
  food("rich-fish", "saumon|pavé de saumon|filet de saumon", m("saumon")),
  food("rich-fish", "saumon fumé", m("saumon fumé"), { cooking: "smoked" }),
  food("rich-fish", "gravlax|saumon gravlax", m("gravlax"), { cooking: "raw" }),
  food("rich-fish", "thon|thon rouge|steak de thon", m("thon")),
  food("rich-fish", "tataki|tataki de thon", m("tataki de thon"), { cooking: "raw", sauce: "soy" }),
  food("rich-fish", "maquereau|maquereaux", m("maquereau")),
  food("rich-fish", "sardine|sardines", fp("sardines"), { cooking: "grilled" }),
  food("rich-fish", "anchois", mp("anchois")),
  food("rich-fish", "hareng|harengs", m("hareng"), { cooking: "smoked" }),
  food("rich-fish", "espadon", m("espadon")),
  food("rich-fish", "anguille", f("anguille")),
  food("rich-fish", "lamproie|lamproie à la bordelaise", f("lamproie"), {
    cooking: "braised",
    sauce: "red-wine",
    regions: ["Bordeaux"],
  }),
  food("rich-fish", "truite saumonée", f("truite saumonée")),
  food("rich-fish", "poke|poke bowl|poké", m("poke"), { cooking: "raw", sauce: "soy" }),
];

const shellfish: LexiconEntry[] = [
  food("shellfish", "huître|huîtres|huitres", fp("huîtres"), { cooking: "raw" }),
  food("shellfish", "moule|moules", fp("moules")),
  food("shellfish", "moules marinières|moules marinière", fp("moules marinières"), {
    sauce: "citrus",
    accent: m("vin blanc"),
  }),
  food("shellfish", "moules frites", fp("moules-frites"), { cooking: "fried" }),
  food("shellfish", "crevette|crevettes", fp("crevettes")),
  food("shellfish", "gambas", fp("gambas"), { cooking: "grilled" }),
  food("shellfish", "langoustine|langoustines", fp("langoustines")),
  food("shellfish", "homard", m("homard")),
  food("shellfish", "langouste", f("langouste")),
  food("shellfish", "crabe|tourteau|araignée de mer", m("crabe")),
  food(
    "shellfish",
    "saint-jacques|saint jacques|coquilles saint-jacques|noix de saint-jacques|saint-jacques poêlées",
    fp("saint-jacques"),
  ),
  food("shellfish", "calamar|calamars|calmar|encornet|encornets|chipirons|seiche", mp("calamars")),
  food("shellfish", "poulpe|pieuvre", m("poulpe")),
  food("shellfish", "tielle|tielle sétoise", f("tielle sétoise"), {
    sauce: "spicy",
    regions: ["Languedoc-Roussillon"],
  }),
  food("shellfish", "bulots|bulot|bigorneaux", mp("bulots")),
  food("shellfish", "palourdes|coques|couteaux|praires", fp("palourdes")),
  food("shellfish", "oursin|oursins", mp("oursins"), { cooking: "raw" }),
  food("shellfish", "plateau de fruits de mer|fruits de mer", mp("fruits de mer"), { dominant: true }),
  food("shellfish", "écrevisses|écrevisse", fp("écrevisses")),
  // Snails sit with shellfish for the wine (crisp whites), but it is their butter the wine answers.
  food("shellfish", "escargot|escargots|escargots de bourgogne", mp("escargots"), {
    sauce: "herbs",
    accent: fp("herbes"),
    focus: m("beurre persillé"),
    regions: ["Bourgogne"],
  }),
  food("shellfish", "caviar|œufs de poisson", m("caviar"), { cooking: "raw" }),
  food("shellfish", "paella|paëlla", f("paella"), {
    sauce: "spicy",
    accent: m("safran"),
    intensity: 0.6,
    secondary: ["poultry", "charcuterie"],
  }),
];

const cheese: LexiconEntry[] = [
  food(
    "cheese-board",
    "plateau de fromages|plateau de fromage|assiette de fromages",
    m("plateau de fromages"),
    {
      dominant: true,
    },
  ),
  food("cheese-board", "fromage|fromages", mp("fromages"), { weak: true, sauce: "cheese" }),
  // One cheese bought grated or fresh: the word « fromage » in its name is no board.
  food("cheese-pressed", "fromage râpé|fromage rapé", m("fromage râpé"), {
    weak: true,
    sauce: "cheese",
    cooking: "gratin",
  }),
  sauce("cream", "fromage blanc", m("fromage blanc")),
  sauce("cream", "fromage frais", m("fromage frais")),
  food("cheese-pressed", "comté|comte", m("comté"), { regions: ["Jura"], sauce: "cheese" }),
  food("cheese-pressed", "beaufort", m("beaufort"), { regions: ["Savoie"], sauce: "cheese" }),
  food("cheese-pressed", "raclette", f("raclette"), {
    cooking: "gratin",
    regions: ["Savoie"],
    secondary: ["charcuterie"],
    dominant: true,
  }),
  food("cheese-pressed", "fondue|fondue savoyarde", f("fondue savoyarde"), {
    cooking: "gratin",
    regions: ["Savoie"],
    dominant: true,
  }),
  food("cheese-pressed", "tartiflette", f("tartiflette"), {
    cooking: "gratin",
    regions: ["Savoie"],
    secondary: ["charcuterie"],
    dominant: true,
  }),
  food("cheese-pressed", "croziflette|crozets", f("croziflette"), {
    cooking: "gratin",
    regions: ["Savoie"],
    dominant: true,
  }),
  food("cheese-pressed", "reblochon", m("reblochon"), { regions: ["Savoie"], sauce: "cheese" }),
  food("cheese-pressed", "tomme|tomme de savoie", f("tomme"), { regions: ["Savoie"], sauce: "cheese" }),
  food("cheese-pressed", "cantal|salers|laguiole|saint-nectaire", m("cantal"), { sauce: "cheese" }),
  food("cheese-pressed", "gruyère|gruyere|emmental", m("gruyère"), { sauce: "cheese" }),
  food("cheese-pressed", "morbier", m("morbier"), { regions: ["Jura"], sauce: "cheese" }),
  food("cheese-pressed", "mimolette", f("mimolette"), { sauce: "cheese" }),
  food("cheese-pressed", "ossau-iraty|ossau iraty|fromage de brebis|brebis", m("ossau-iraty"), {
    regions: ["Sud-Ouest"],
    sauce: "cheese",
  }),
  food("cheese-pressed", "parmesan|parmigiano|pecorino|grana padano", m("parmesan"), {
    weak: true,
    sauce: "cheese",
  }),
  food("cheese-pressed", "aligot|truffade", m("aligot"), { cooking: "gratin", regions: ["Sud-Ouest"] }),
  food("cheese-pressed", "croque-monsieur|croque monsieur", m("croque-monsieur"), {
    cooking: "gratin",
    secondary: ["pork"],
  }),
  food("cheese-pressed", "gougères|gougère", fp("gougères"), { regions: ["Bourgogne"] }),
  food("cheese-pressed", "soufflé au fromage", m("soufflé au fromage"), { cooking: "gratin" }),
  food("cheese-soft", "camembert", m("camembert"), { sauce: "cheese" }),
  food("cheese-soft", "brie|brie de meaux|coulommiers", m("brie"), { sauce: "cheese" }),
  food("cheese-soft", "chaource", m("chaource"), { regions: ["Champagne"], sauce: "cheese" }),
  food("cheese-soft", "munster", m("munster"), { regions: ["Alsace"], sauce: "cheese" }),
  food("cheese-soft", "époisses|epoisses", m("époisses"), { regions: ["Bourgogne"], sauce: "cheese" }),
  food("cheese-soft", "maroilles|livarot|pont-l'évêque|langres", m("maroilles"), { sauce: "cheese" }),
  food("cheese-soft", "mont-d'or|mont d'or|vacherin", m("mont-d'or"), { regions: ["Jura"], sauce: "cheese" }),
  food("cheese-soft", "saint-marcellin|saint marcellin", m("saint-marcellin"), {
    regions: ["Rhône"],
    sauce: "cheese",
  }),
  food("cheese-soft", "mozzarella|burrata", f("mozzarella"), { weak: true, sauce: "cheese" }),
  food("cheese-goat", "chèvre|chevre|fromage de chèvre", m("chèvre"), { sauce: "cheese" }),
  food("cheese-goat", "chèvre chaud|salade de chèvre chaud", m("chèvre chaud"), { sauce: "cheese" }),
  food("cheese-goat", "crottin|crottin de chavignol|chavignol", m("crottin de Chavignol"), {
    regions: ["Loire"],
    sauce: "cheese",
  }),
  food("cheese-goat", "sainte-maure|valençay|selles-sur-cher", m("sainte-maure"), {
    regions: ["Loire"],
    sauce: "cheese",
  }),
  food("cheese-goat", "picodon", m("picodon"), { regions: ["Rhône"], sauce: "cheese" }),
  food("cheese-goat", "rocamadour|cabécou", m("rocamadour"), { regions: ["Sud-Ouest"], sauce: "cheese" }),
  food("cheese-goat", "pélardon|pelardon", m("pélardon"), {
    regions: ["Languedoc-Roussillon"],
    sauce: "cheese",
  }),
  food("cheese-goat", "brocciu", m("brocciu"), { regions: ["Corse"], sauce: "cheese" }),
  food("cheese-goat", "feta|féta", f("feta"), { weak: true, sauce: "cheese" }),
  food("cheese-blue", "roquefort", m("roquefort"), { sauce: "cheese" }),
  food(
    "cheese-blue",
    "bleu|bleu d'auvergne|fromage bleu|bleu de gex|bleu des causses|bleu de bresse",
    m("bleu"),
    { sauce: "cheese" },
  ),
  food("cheese-blue", "fourme d'ambert|fourme", f("fourme d'Ambert"), { sauce: "cheese" }),
  food("cheese-blue", "gorgonzola|stilton", m("gorgonzola"), { sauce: "cheese" }),
];

const vegetables: LexiconEntry[] = [
  food("vegetables", "légumes|légume|legumes|petits légumes", mp("légumes")),
  food("vegetables", "légumes grillés", mp("légumes grillés"), { cooking: "grilled" }),
  food("vegetables", "ratatouille", f("ratatouille"), {
    cooking: "braised",
    sauce: "tomato",
    regions: ["Provence"],
    dominant: true,
  }),
  food("vegetables", "salade|salade verte|salade composée|crudités", f("salade"), {
    sauce: "vinaigrette",
    weak: true,
  }),
  food("vegetables", "salade niçoise|niçoise", f("salade niçoise"), {
    sauce: "vinaigrette",
    regions: ["Provence"],
    secondary: ["rich-fish"],
    dominant: true,
  }),
  food("vegetables", "taboulé", m("taboulé"), { sauce: "citrus", accent: m("citron") }),
  food("vegetables", "tomate|tomates|tomates cerises", fp("tomates"), { sauce: "tomato" }),
  food("vegetables", "tomates farcies|légumes farcis|petits farcis", mp("légumes farcis"), {
    cooking: "roasted",
    sauce: "tomato",
    secondary: ["pork"],
  }),
  food("vegetables", "courgette|courgettes", fp("courgettes")),
  food("vegetables", "aubergine|aubergines", fp("aubergines")),
  food("vegetables", "poivron|poivrons", mp("poivrons")),
  food("vegetables", "asperge|asperges", fp("asperges")),
  food("vegetables", "artichaut|artichauts", mp("artichauts")),
  food("vegetables", "poireau|poireaux|fondue de poireaux", mp("poireaux")),
  food("vegetables", "épinard|épinards", mp("épinards")),
  food("vegetables", "haricots verts|haricots|flageolets", mp("haricots")),
  food("vegetables", "lentilles|dal|dhal", fp("lentilles")),
  food("vegetables", "pois chiches|houmous|hoummos", mp("pois chiches")),
  food("vegetables", "falafel|falafels", mp("falafels"), { cooking: "fried", sauce: "herbs" }),
  // One entry per food: the reasons name the food the cook wrote (« saveurs du seitan », not « du tofu »).
  food("vegetables", "quinoa", m("quinoa"), { weak: true }),
  food("vegetables", "boulgour", m("boulgour"), { weak: true }),
  food("vegetables", "semoule", f("semoule"), { weak: true }),
  food("vegetables", "tofu", m("tofu")),
  food("vegetables", "tempeh", m("tempeh")),
  food("vegetables", "seitan", m("seitan")),
  food("vegetables", "carotte|carottes", fp("carottes")),
  food("vegetables", "chou-fleur|chou fleur|brocoli|brocolis|chou|choux de bruxelles", m("chou")),
  food("vegetables", "potiron|courge|butternut|potimarron|citrouille", m("potiron")),
  food("vegetables", "soupe|potage|bouillon", f("soupe"), { weak: true }),
  food("vegetables", "velouté", m("velouté"), { sauce: "cream", weak: true }),
  food("vegetables", "soupe à l'oignon|gratinée", f("soupe à l'oignon"), {
    cooking: "gratin",
    sauce: "cheese",
  }),
  food("vegetables", "soupe au pistou", f("soupe au pistou"), { sauce: "herbs", regions: ["Provence"] }),
  food("vegetables", "gratin dauphinois|gratin de pommes de terre", m("gratin dauphinois"), {
    cooking: "gratin",
    sauce: "cream",
  }),
  food("vegetables", "pommes de terre|pomme de terre|patates|patate|pommes sautées", fp("pommes de terre"), {
    weak: true,
  }),
  food("vegetables", "frites|pommes frites", fp("frites"), { cooking: "fried", weak: true }),
  food("vegetables", "purée|écrasé de pommes de terre", f("purée"), { weak: true }),
  food("vegetables", "œuf|œufs|oeuf|oeufs|omelette|œuf cocotte", mp("œufs"), { weak: true }),
  food("vegetables", "œufs en meurette|oeufs en meurette|œufs meurette", mp("œufs en meurette"), {
    sauce: "red-wine",
    accent: f("sauce meurette"),
    regions: ["Bourgogne"],
    dominant: true,
  }),
  food("vegetables", "quiche", f("quiche"), { sauce: "cream", weak: true }),
  food("vegetables", "tian|tian de légumes", m("tian"), { cooking: "roasted", regions: ["Provence"] }),
  food("vegetables", "pissaladière", f("pissaladière"), { regions: ["Provence"], dominant: true }),
  food("vegetables", "piperade|piperade basquaise", f("piperade"), {
    sauce: "tomato",
    regions: ["Sud-Ouest"],
  }),
  food("vegetables", "gaspacho|gazpacho", m("gaspacho"), { cooking: "raw", sauce: "tomato" }),
  food("vegetables", "avocat|guacamole", m("avocat")),
  food(
    "vegetables",
    "buddha bowl|bowl|plat végétarien|végétarien|végétarienne|vegan|végétalien",
    m("plat végétarien"),
  ),
  food("vegetables", "samoussa|samoussas|samossa", mp("samoussas"), { cooking: "fried", sauce: "spicy" }),
  food("vegetables", "oignon|oignons|échalote|échalotes", mp("oignons"), { weak: true }),
];

const mushrooms: LexiconEntry[] = [
  food("mushrooms", "champignon|champignons|champignons de paris", mp("champignons")),
  food("mushrooms", "cèpe|cèpes|bolet|bolets", mp("cèpes"), { regions: ["Bordeaux", "Sud-Ouest"] }),
  food("mushrooms", "morille|morilles", fp("morilles"), { regions: ["Jura"] }),
  food("mushrooms", "girolle|girolles|chanterelle|chanterelles", fp("girolles")),
  food("mushrooms", "truffe|truffes|truffe noire", f("truffe"), { intensity: 0.3, regions: ["Sud-Ouest"] }),
  food("mushrooms", "trompettes de la mort|pleurotes|shiitake|shiitakés", mp("champignons")),
  food("mushrooms", "risotto aux champignons|risotto champignons", m("risotto aux champignons"), {
    sauce: "cream",
    accent: m("parmesan"),
    dominant: true,
  }),
  food("mushrooms", "poêlée forestière|forestière", f("poêlée forestière"), { cooking: "pan-fried" }),
];

const spicyAndExotic: LexiconEntry[] = [
  entry("curry|cari|carry|currys", { sauce: "spicy", noun: m("curry") }),
  entry("curry de légumes|curry végétarien", {
    sauce: "spicy",
    noun: m("curry de légumes"),
    secondary: ["vegetables"],
  }),
  entry("épicé|épicée|épices|relevé|relevée|pimenté|pimentée|piquant|piquante|spicy|fort en épices", {
    sauce: "spicy",
    intensity: 0.3,
  }),
  entry("piment|piments|harissa|sriracha|jalapeño|piment d'espelette", {
    sauce: "spicy",
    accent: m("piment"),
  }),
  entry("tandoori|massala|masala|garam masala|colombo|tikka", { sauce: "spicy", accent: fp("épices") }),
  entry("thaï|thaïlandais|thaïlandaise|indien|indienne|mexicain|mexicaine|cajun|jerk|créole", {
    sauce: "spicy",
  }),
  // Coconut milk carries a curry's spices but is no spice itself: in a quiche or a gratin it is the cream.
  entry("lait de coco|coco", {
    sauce: "spicy",
    withoutSpice: "cream",
    accent: m("lait de coco"),
    intensity: -0.2,
  }),
  entry("gingembre|galanga", { sauce: "spicy", accent: m("gingembre") }),
  entry("citronnelle", { sauce: "spicy", accent: f("citronnelle") }),
  entry("cumin|paprika|ras el hanout", { sauce: "spicy", accent: fp("épices") }),
  entry("pad thaï|pad thai", { sauce: "spicy", noun: m("pad thaï"), category: "spicy" }),
  entry("biryani|kimchi|bibimbap", { sauce: "spicy" }),
  entry("wok|sauté au wok", { cooking: "pan-fried", sauce: "soy" }),
];

const pastaAndPizza: LexiconEntry[] = [
  food("pasta-pizza", "pâtes|pasta|pâtes fraîches", fp("pâtes")),
  food("pasta-pizza", "spaghetti|spaghettis|linguine|tagliatelles|tagliatelle|fettuccine", mp("spaghettis")),
  food(
    "pasta-pizza",
    "spaghetti bolognaise|spaghettis bolognaise|spaghetti à la bolognaise",
    mp("spaghettis bolognaise"),
    {
      sauce: "tomato",
      secondary: ["red-meat"],
    },
  ),
  food("pasta-pizza", "penne|fusilli|macaroni|coquillettes|farfalle|rigatoni", fp("pâtes")),
  food("pasta-pizza", "lasagnes|lasagne", fp("lasagnes"), {
    cooking: "gratin",
    sauce: "tomato",
    secondary: ["red-meat"],
  }),
  food("pasta-pizza", "cannellonis|cannelloni", mp("cannellonis"), { cooking: "gratin", sauce: "tomato" }),
  food("pasta-pizza", "raviolis|ravioli|tortellini", mp("raviolis")),
  food("pasta-pizza", "gnocchis|gnocchi", mp("gnocchis")),
  food("pasta-pizza", "carbonara|pâtes carbonara", f("carbonara"), {
    sauce: "cream",
    secondary: ["charcuterie"],
  }),
  food("pasta-pizza", "pizza|pizzas|calzone", f("pizza"), { sauce: "tomato", dominant: true }),
  food("pasta-pizza", "pizza margherita|margherita|margarita", f("pizza margherita"), {
    sauce: "tomato",
    accent: f("sauce tomate"),
    dominant: true,
  }),
  food("pasta-pizza", "risotto", m("risotto"), { sauce: "cream", accent: m("parmesan") }),
  food("pasta-pizza", "riz|riz cantonais|riz sauté", m("riz"), { weak: true }),
  food("pasta-pizza", "mac and cheese|gratin de pâtes|gratin de macaronis", m("gratin de pâtes"), {
    cooking: "gratin",
    sauce: "cheese",
  }),
  food("pasta-pizza", "ramen|nouilles|nouilles sautées", fp("nouilles"), { sauce: "soy" }),
];

const cooking: LexiconEntry[] = [
  cook("grilled", "grillé|grillée|grill|gril|grillade|grillades|barbecue|bbq|plancha|au feu de bois"),
  cook("roasted", "rôti|rôtie|au four|four|rôtisserie"),
  cook(
    "braised",
    "braisé|braisée|mijoté|mijotée|ragoût|cocotte|en cocotte|confit|confite|mitonné|mitonnée|fricassée|estouffade|cuisson lente|effiloché|effilochée|à l'étouffée",
  ),
  cook("pan-fried", "poêlé|poêlée|sauté|sautée|à la poêle|snacké|snackée|saisi|saisie|poêle"),
  cook("raw", "cru|crue|mariné|marinée|mi-cuit|en carpaccio|en tartare"),
  cook("fried", "frit|frite|friture|beignet|beignets|tempura|pané|panée|croustillant|croustillante|accras"),
  cook("steamed", "vapeur|à la vapeur|poché|pochée|papillote|en papillote|bouilli|bouillie|court-bouillon"),
  cook("smoked", "fumé|fumée"),
  cook("gratin", "gratiné|gratinée|gratin|au gratin|fondu|fondue de fromage"),
  entry("meunière|à la meunière", { cooking: "pan-fried", sauce: "cream", accent: m("beurre noisette") }),
];

const sauces: LexiconEntry[] = [
  // Milks say nothing to the glass; read as one phrase, they stop « lait de riz » from being a rice dish
  // and « lait de soja » a soy sauce.
  entry("lait|lait de soja|lait de riz|lait d'amande|lait d'avoine|lait de vache", {}),
  sauce("cream", "crème|à la crème|crémeux|crémeuse|crème fraîche|sauce crème", f("crème")),
  sauce("cream", "beurre|au beurre", m("beurre")),
  sauce("cream", "beurre blanc", m("beurre blanc"), { regions: ["Loire"] }),
  sauce("cream", "beurre noisette", m("beurre noisette")),
  sauce("cream", "béarnaise", f("sauce béarnaise")),
  sauce("cream", "hollandaise", f("sauce hollandaise")),
  sauce("cream", "mousseline", f("sauce mousseline")),
  sauce("cream", "béchamel|mornay|sauce blanche|suprême|alfredo", f("béchamel")),
  sauce("cream", "normande|à la normande", f("sauce normande")),
  sauce("cream", "moutarde|à la moutarde|moutarde à l'ancienne", f("moutarde"), { regions: ["Bourgogne"] }),
  sauce("cream", "vin jaune|au vin jaune", m("vin jaune"), { regions: ["Jura"] }),
  sauce(
    "red-wine",
    "vin rouge|au vin rouge|marchand de vin|bordelaise|sauce au vin|au vin",
    f("sauce au vin"),
  ),
  sauce("red-wine", "meurette|en meurette", f("sauce meurette"), { regions: ["Bourgogne"] }),
  sauce("tomato", "sauce tomate|coulis de tomate|concassée de tomates|napolitaine|marinara", f("tomate")),
  sauce("tomato", "provençale|à la provençale", f("sauce provençale"), { regions: ["Provence"] }),
  sauce("tomato", "basquaise|à la basquaise", f("sauce basquaise"), { regions: ["Sud-Ouest"] }),
  sauce("tomato", "bolognaise|bolognese", f("sauce bolognaise"), { secondary: ["red-meat"] }),
  sauce("spicy", "arrabbiata|arrabiata", f("sauce arrabbiata")),
  sauce("citrus", "citronné|citronnée|au citron", m("citron")),
  sauce("citrus", "vin blanc|au vin blanc|marinière", m("vin blanc")),
  sauce("sweet-fruit", "miel|au miel|caramélisé|caramélisée", m("miel")),
  sauce("sweet-fruit", "aigre-doux|aigre-douce|sucré-salé|aigre douce", f("sauce aigre-douce")),
  sauce("sweet-fruit", "porto|au porto|madère", m("porto")),
  sauce("sweet-fruit", "cidre|au cidre", m("cidre")),
  sauce("sweet-fruit", "bière|à la bière", f("bière")),
  sauce("pepper", "poivre|au poivre|poivre vert|poivre noir|baies roses", m("poivre")),
  sauce(
    "herbs",
    "ail|aillé|persillade|fines herbes|herbes|estragon|thym|romarin|basilic|ail des ours",
    fp("herbes"),
  ),
  sauce("herbs", "herbes de provence", fp("herbes de Provence"), { regions: ["Provence"] }),
  sauce("herbs", "pistou|pesto", m("pistou")),
  sauce("herbs", "aïoli|aioli|rouille", m("aïoli"), { regions: ["Provence"] }),
  sauce("herbs", "tapenade|olive|olives", f("tapenade"), { regions: ["Provence"] }),
  sauce("vinaigrette", "vinaigrette|vinaigre|gribiche|ravigote", f("vinaigrette")),
  sauce("soy", "soja|sauce soja|teriyaki|miso|nuoc-mâm|nuoc mam|sésame|wasabi", m("soja")),
];

const fruits: LexiconEntry[] = [
  fruit("red", "cerise|cerises|griotte|griottes", fp("cerises")),
  fruit("red", "fraise|fraises|fraises des bois", fp("fraises")),
  fruit("red", "framboise|framboises", fp("framboises")),
  fruit("red", "fruits rouges|fruits des bois", mp("fruits rouges")),
  fruit("red", "cassis", m("cassis")),
  fruit("red", "myrtille|myrtilles|mûres|mûre", fp("myrtilles")),
  fruit("red", "groseille|groseilles|airelles|airelle|cranberries", fp("airelles")),
  fruit("orchard", "pomme|pommes", fp("pommes")),
  fruit("orchard", "poire|poires", fp("poires")),
  fruit("orchard", "figue|figues", fp("figues")),
  fruit("orchard", "abricot|abricots", mp("abricots")),
  fruit("orchard", "pêche|pêches|nectarine|nectarines", fp("pêches")),
  fruit("orchard", "prune|prunes|pruneau|pruneaux|mirabelle|mirabelles|quetsche|quetsches", mp("pruneaux")),
  fruit("orchard", "raisin|raisins", mp("raisins")),
  fruit("orchard", "coing|coings", m("coing")),
  fruit(
    "orchard",
    "ananas|mangue|mangues|fruits exotiques|fruit de la passion|passion|litchi|litchis",
    mp("fruits exotiques"),
  ),
  fruit("orchard", "banane|bananes", fp("bananes")),
  fruit("orchard", "fruit|fruits|fruits frais", mp("fruits")),
  fruit("orchard", "châtaigne|châtaignes|marron|marrons", mp("marrons")),
  fruit("citrus", "citron|citrons|citron jaune|citrons confits|citron confit", m("citron")),
  fruit("citrus", "citron vert|citrons verts|lime|combava", m("citron vert")),
  fruit("citrus", "orange|oranges|clémentine|clémentines|mandarine", f("orange")),
  fruit("citrus", "agrumes|agrume|pamplemousse|yuzu|bergamote", mp("agrumes")),
];

const desserts: LexiconEntry[] = [
  sweet("dessert|desserts|douceur sucrée|sucrerie", m("dessert")),
  sweet("tarte|tartelette|tartelettes", f("tarte")),
  sweet("gâteau|gâteaux|gateau|cake|génoise", m("gâteau")),
  sweet("mousse", f("mousse")),
  sweet("fondant", m("fondant")),
  sweet("moelleux", m("moelleux")),
  sweet("crumble", m("crumble"), { flavour: "fruit" }),
  sweet("clafoutis", m("clafoutis"), { flavour: "fruit" }),
  sweet("charlotte", f("charlotte"), { flavour: "fruit" }),
  sweet("crêpe|crêpes|gaufre|gaufres|pancakes", fp("crêpes")),
  sweet("crêpes suzette|crêpe suzette", fp("crêpes Suzette"), { flavour: "citrus" }),
  sweet("sorbet|sorbets", m("sorbet"), { flavour: "fruit" }),
  sweet("glace|glaces|crème glacée|coupe glacée", f("glace")),
  sweet("entremets|pâtisserie|pâtisseries|viennoiserie|brioche", f("pâtisserie")),
  sweet("flan|flan pâtissier", m("flan")),
  sweet("crème brûlée|crème catalane", f("crème brûlée"), { category: "sweet-dessert" }),
  sweet("crème caramel|crème renversée", f("crème caramel"), { category: "sweet-dessert" }),
  sweet("île flottante|îles flottantes|œufs à la neige|oeufs à la neige", f("île flottante"), {
    category: "sweet-dessert",
  }),
  sweet("riz au lait", m("riz au lait"), { category: "sweet-dessert" }),
  sweet("tiramisu", m("tiramisu"), { category: "sweet-dessert" }),
  sweet("panna cotta|pannacotta", f("panna cotta"), { category: "sweet-dessert" }),
  sweet("cheesecake", m("cheesecake"), { category: "sweet-dessert" }),
  sweet("macaron|macarons", mp("macarons"), { category: "sweet-dessert" }),
  sweet("financier|financiers|madeleine|madeleines", mp("financiers"), { category: "sweet-dessert" }),
  sweet("cannelé|cannelés|canelé|canelés", mp("cannelés"), {
    category: "sweet-dessert",
    regions: ["Bordeaux"],
  }),
  sweet("far breton|kouign-amann|kouign amann", m("far breton"), { category: "sweet-dessert" }),
  sweet("kouglof|kougelhopf|kugelhopf", m("kouglof"), { category: "sweet-dessert", regions: ["Alsace"] }),
  sweet("galette des rois|frangipane", f("galette des rois"), { category: "sweet-dessert" }),
  sweet("mille-feuille|millefeuille|mille feuille", m("mille-feuille"), { category: "sweet-dessert" }),
  sweet("paris-brest|praliné|pralin", m("paris-brest"), { category: "sweet-dessert" }),
  sweet("éclair|éclairs|religieuse|choux à la crème", mp("éclairs"), { category: "sweet-dessert" }),
  sweet("nougat|nougat glacé|calisson|calissons", m("nougat"), { category: "sweet-dessert" }),
  sweet("pain d'épices", m("pain d'épices"), { category: "sweet-dessert" }),
  sweet("bûche|bûche de noël", f("bûche"), { category: "sweet-dessert" }),
  sweet("baba|baba au rhum|savarin", m("baba au rhum"), { category: "sweet-dessert" }),
  sweet("meringue|meringues|pavlova", f("meringue"), { category: "sweet-dessert" }),
  sweet("biscuit rose|biscuits roses de reims", mp("biscuits roses"), {
    category: "sweet-dessert",
    regions: ["Champagne"],
  }),
  sweet("caramel|caramel au beurre salé", m("caramel"), { fruitSauce: "sweet-fruit" }),
  sweet("vanille", f("vanille")),
  sweet("chantilly|crème chantilly|crème pâtissière", f("chantilly")),
  sweet("tarte tatin|tatin", f("tarte Tatin"), {
    category: "fruit-dessert",
    accent: fp("pommes caramélisées"),
    regions: ["Loire"],
  }),
  sweet("fraisier", m("fraisier"), { category: "fruit-dessert" }),
  // Melon opens a French meal, but a sommelier pours it the sweet wines of fruit desserts.
  sweet("melon|melon au jambon", m("melon"), { category: "fruit-dessert" }),
  sweet("salade de fruits", f("salade de fruits"), { category: "fruit-dessert" }),
  sweet("tarte au citron|tarte au citron meringuée|tartelette au citron", f("tarte au citron"), {
    category: "citrus-dessert",
  }),
  sweet("forêt-noire|forêt noire", f("forêt-noire"), { category: "chocolate-dessert" }),
  sweet("brownie|brownies", mp("brownies"), { category: "chocolate-dessert" }),
  sweet("profiteroles", fp("profiteroles"), { category: "chocolate-dessert" }),
  sweet("fondant au chocolat|moelleux au chocolat|coulant au chocolat", m("fondant au chocolat"), {
    category: "chocolate-dessert",
  }),
  sweet("mousse au chocolat", f("mousse au chocolat"), { category: "chocolate-dessert" }),
  sweet("truffe au chocolat|truffes au chocolat", fp("truffes au chocolat"), {
    category: "chocolate-dessert",
  }),
  entry("chocolat|chocolat noir|chocolat au lait|cacao|ganache|praliné chocolat", {
    noun: m("chocolat"),
    flavour: "chocolate",
    dessert: true,
  }),
];

const intensityWords: LexiconEntry[] = [
  word(-0.5, "léger|légère|light|délicat|délicate|fin|fine|frais|fraîche"),
  word(0.5, "puissant|puissante|corsé|corsée|riche|copieux|copieuse|rustique|généreux|généreuse|intense"),
];

export const DISH_LEXICON: readonly LexiconEntry[] = [
  ...redMeat,
  ...veal,
  ...lamb,
  ...game,
  ...pork,
  ...charcuterie,
  ...poultry,
  ...duck,
  ...leanFish,
  ...richFish,
  ...shellfish,
  ...cheese,
  ...vegetables,
  ...mushrooms,
  ...spicyAndExotic,
  ...pastaAndPizza,
  ...cooking,
  ...sauces,
  ...fruits,
  ...desserts,
  ...intensityWords,
];
