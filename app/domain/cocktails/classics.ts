import { slugify } from "../text/fold";
import { GLASS_FROM_IBA, type GlassId } from "./glasses";
import { IBA_COCKTAILS, type IbaCocktail, type IbaIngredient } from "./iba-data.server";
import { INGREDIENTS, type IngredientInfo, type IngredientKey, type Unit } from "./ingredients";
import {
  TASTE_PREFERENCES,
  type CocktailBase,
  type CocktailFamily,
  type CocktailMethod,
  type Service,
  type TastePreference,
} from "./types";

/**
 * The IBA classics behind the creator, rewritten in French. Quantities come from iba-data.server.ts and
 * are converted here (ml ÷ 10, rounded to the half centilitre); names, glasses, garnishes, portraits
 * and methods are Toque's own French wording.
 *
 * Choices where the list is not clear-cut:
 * - rhum takes the cane spirits too: cachaça (Caïpirinha) and Cuban aguardiente (Canchánchara);
 * - tequila takes mezcal (Naked and Famous, Illegal), its smoky agave cousin;
 * - whisky covers bourbon, rye, scotch and Irish whiskey;
 * - drinks without one clear base are left out: Long Island Iced Tea, Between the Sheets,
 *   Vieux Carré, Suffering Bastard, Angel Face (three spirits, 9 cl of eau-de-vie) and the
 *   Trinidad Sour (whose base is the bitters).
 */

export interface ClassicIngredient {
  key: IngredientKey;
  /** A number, or French text kept as is: "quelques", "1/2", "6 à 8", "à compléter". */
  amount: number | string;
  unit: Unit;
  optional?: boolean;
  /** Poured last to complete the glass (soda, sparkling wine). */
  top?: boolean;
  /** Laid on the surface at the very end. */
  float?: boolean;
  /** Poured last without stirring, for a colour gradient. */
  last?: boolean;
  /** Crushed at the bottom of the shaker or the glass before the liquids. */
  muddle?: boolean;
}

export interface Classic {
  id: string;
  iba: string;
  nom: string;
  genre: "m" | "f";
  categorie: string;
  base: CocktailBase;
  family: CocktailFamily;
  method: CocktailMethod;
  service: Service;
  glass: GlassId;
  decoration: string;
  portrait: string;
  methode: string;
  rim?: "salt" | "sugar";
  /** Equal-parts drinks keep their parts equal whatever the creator adds. */
  equalParts: boolean;
  /** A salty, savoury drink: no sugar, fruit or soda goes in. */
  savoury: boolean;
  ingredients: readonly ClassicIngredient[];
  weights: Readonly<Record<TastePreference, number>>;
  /** The classic's clear tastes, strongest first. */
  tags: readonly TastePreference[];
  /** Position in the curated order: lower means better known, first pick when scores tie. */
  rank: number;
}

interface RawMapping {
  key: IngredientKey;
  unit?: Unit;
  /** Share of the raw quantity, for a mix split into its parts. */
  share?: number;
}

/** Each ingredient label of the IBA file, lower-cased, to Toque's catalogue. */
const RAW: Record<string, RawMapping | readonly RawMapping[]> = {
  vodka: { key: "vodka" },
  "smirnoff vodka": { key: "vodka" },
  "vodka citron": { key: "lemonVodka" },
  "vodka vanilla": { key: "vanillaVodka" },
  gin: { key: "gin" },
  "dry gin": { key: "gin" },
  "london dry gin": { key: "londonDryGin" },
  "old tom gin": { key: "oldTomGin" },
  rum: { key: "rum" },
  "white rum": { key: "whiteRum" },
  "white cuban ron": { key: "whiteRum" },
  "amber jamaican rum": { key: "amberJamaicanRum" },
  "martinique molasses rhum": { key: "molassesRum" },
  "jamaican dark rum": { key: "darkJamaicanRum" },
  "gold puerto rican rum": { key: "puertoRicanRum" },
  "demerara rum": { key: "demeraraRum" },
  "gold rum": { key: "goldRum" },
  "goslings rum": { key: "darkRum" },
  "aged rum": { key: "agedRum" },
  "jamaican rum": { key: "jamaicanRum" },
  "jamaica overproof white rum": { key: "overproofRum" },
  cachaça: { key: "cachaca" },
  "cuban aguardiente": { key: "aguardiente" },
  "bourbon whiskey": { key: "bourbon" },
  "rye whiskey": { key: "rye" },
  "bourbon or rye whiskey": { key: "bourbonOrRye" },
  "rye whiskey or bourbon": { key: "bourbonOrRye" },
  "irish whiskey": { key: "irishWhiskey" },
  "scotch whisky": { key: "scotch" },
  "blended scotch whisky": { key: "blendedScotch" },
  "lagavulin 16 y whisky": { key: "islayWhisky" },
  tequila: { key: "tequila" },
  "tequila 100% agave": { key: "agaveTequila" },
  "100% agave tequila": { key: "agaveTequila" },
  "tequila agave 100% reposado": { key: "reposadoTequila" },
  mezcal: { key: "mezcal" },
  "espadin mezcal": { key: "espadinMezcal" },
  absinthe: { key: "absinthe" },
  pernod: { key: "pastis" },
  cointreau: { key: "cointreau" },
  "triple sec": { key: "tripleSec" },
  "orange curacao": { key: "curacao" },
  "maraschino luxardo": { key: "maraschino" },
  "maraschino liqueur": { key: "maraschino" },
  "coffee liqueur": { key: "coffeeLiqueur" },
  kahlúa: { key: "coffeeLiqueur" },
  "peach schnapps": { key: "peachLiqueur" },
  "crème de cassis": { key: "cremeDeCassis" },
  "crème de mûre": { key: "cremeDeMure" },
  "raspberry liqueur": { key: "raspberryLiqueur" },
  "cherry liqueur": { key: "cherryLiqueur" },
  "apricot brandy": { key: "apricotLiqueur" },
  "dom bénédictine": { key: "benedictine" },
  galliano: { key: "galliano" },
  "green chartreuse": { key: "greenChartreuse" },
  "yellow chartreuse": { key: "yellowChartreuse" },
  falernum: { key: "falernum" },
  drambuie: { key: "drambuie" },
  "crème de violette": { key: "cremeDeViolette" },
  "sweet red vermouth": { key: "sweetVermouth" },
  "dry vermouth": { key: "dryVermouth" },
  "lillet blanc": { key: "lilletBlanc" },
  "bitter campari": { key: "campari" },
  aperol: { key: "aperol" },
  "amaro nonino": { key: "amaro" },
  "fernet branca": { key: "fernetBranca" },
  champagne: { key: "champagne" },
  "sparkling wine": { key: "sparklingWine" },
  prosecco: { key: "prosecco" },
  "brut champagne or prosecco": { key: "champagneOrProsecco" },
  "red wine": { key: "redWine" },
  "angostura bitters": { key: "angostura" },
  "orange bitters": { key: "orangeBitters" },
  "fresh lemon juice": { key: "lemonJuice" },
  "fresh lime juice": { key: "limeJuice" },
  "freshly squeezed lime juice": { key: "limeJuice" },
  "fresh lime": { key: "limeJuice" },
  "lime juice": { key: "limeJuice" },
  "lime cut into small wedges": { key: "limeWedges", unit: "piece" },
  "sugar syrup": { key: "sugarSyrup" },
  "simple syrup": { key: "sugarSyrup" },
  "white cane sugar": { key: "caneSugar" },
  sugar: { key: "whiteSugar" },
  "sugar cube": { key: "sugarCube", unit: "piece" },
  "powdered sugar": { key: "powderedSugar" },
  "superfine sugar": { key: "superfineSugar" },
  "honey syrup": { key: "honeySyrup" },
  "monin honey syrup": { key: "honeySyrup" },
  "raw honey": { key: "honey" },
  "agave syrup": { key: "agaveSyrup" },
  "orgeat syrup": { key: "orgeatSyrup" },
  "grenadine syrup": { key: "grenadine" },
  "raspberry syrup": { key: "raspberrySyrup" },
  "elderflower cordial": { key: "elderflowerSyrup" },
  "sugar cane juice": { key: "sugarCaneJuice" },
  // IBA's own note: two parts grapefruit juice for one part cinnamon syrup.
  "donn's mix": [
    { key: "grapefruitJuice", share: 2 / 3 },
    { key: "cinnamonSyrup", share: 1 / 3 },
  ],
  "cranberry juice": { key: "cranberryJuice" },
  "grapefruit juice": { key: "grapefruitJuice" },
  "fresh orange juice": { key: "orangeJuice" },
  "fresh pineapple juice": { key: "pineappleJuice" },
  "tomato juice": { key: "tomatoJuice" },
  "soda water": { key: "sodaWater" },
  "ginger beer": { key: "gingerBeer" },
  "coca cola": { key: "cola" },
  "pink grapefruit soda": { key: "pinkGrapefruitSoda" },
  "egg white": { key: "eggWhite" },
  "raw egg white": { key: "eggWhite", unit: "piece" },
  cream: { key: "cream" },
  "fresh cream": { key: "cream" },
  "coconut cream": { key: "coconutCream" },
  "mint leaves": { key: "mint", unit: "leaf" },
  "mint sprigs": { key: "mint", unit: "sprig" },
  "fresh mint sprigs": { key: "mint", unit: "sprig" },
  "thin slices red chili pepper": { key: "chili", unit: "round" },
  "quarter size sliced fresh ginger": { key: "freshGinger", unit: "slice" },
  "worcestershire sauce": { key: "worcestershire" },
  tabasco: { key: "tabasco" },
  "celery salt": { key: "celerySalt", unit: "pinch" },
  pepper: { key: "blackPepper", unit: "pinch" },
  salt: { key: "salt" },
  "strong espresso": { key: "espresso" },
  "hot coffee": { key: "hotCoffee" },
  water: { key: "water" },
  "plain water": { key: "water" },
  "orange flower water": { key: "orangeFlowerWater" },
  "vanilla extract": { key: "vanillaExtract" },
};

interface ClassicSpec {
  iba: string;
  nom: string;
  genre?: "m" | "f";
  base: CocktailBase;
  family: CocktailFamily;
  method?: CocktailMethod;
  service: Service;
  glass?: GlassId;
  decoration: string;
  portrait: string;
  methode: string;
  rim?: "salt" | "sugar";
  equalParts?: true;
  savoury?: true;
  float?: readonly IngredientKey[];
  last?: readonly IngredientKey[];
  /** Extra ingredients crushed with the herbs, such as the sugar of a Mojito. */
  muddle?: readonly IngredientKey[];
}

/** Curated order: within a base, the best-known drinks come first. */
const SPECS: readonly ClassicSpec[] = [
  // Vodka
  {
    iba: "Moscow Mule",
    nom: "Moscow Mule",
    base: "vodka",
    family: "mule",
    service: "long",
    decoration: "une rondelle de citron vert",
    portrait: "la vodka allongée de ginger beer et de citron vert, servie dans sa tasse en cuivre",
    methode:
      "Dans un mug en cuivre ou un tumbler garni de glaçons, versez la vodka et la ginger beer, ajoutez le jus de citron vert puis remuez délicatement.",
  },
  {
    iba: "Cosmopolitan",
    nom: "Cosmopolitan",
    base: "vodka",
    family: "sour",
    service: "up",
    decoration: "un zeste de citron",
    portrait: "le court rosé à la vodka citron, au Cointreau et au jus de cranberry",
    methode: "Secouez tous les ingrédients sur glace et filtrez dans un grand verre à cocktail bien froid.",
  },
  {
    iba: "Espresso Martini",
    nom: "Espresso Martini",
    base: "vodka",
    family: "short",
    service: "up",
    decoration: "",
    portrait: "le court au café et à la vodka, coiffé d'une mousse dense",
    methode:
      "Secouez vigoureusement tous les ingrédients sur glace, puis filtrez dans un verre à cocktail refroidi : l'expresso doit former une belle mousse.",
  },
  {
    iba: "Bloody Mary",
    nom: "Bloody Mary",
    base: "vodka",
    family: "highball",
    savoury: true,
    service: "long",
    decoration: "une branche de céleri et un quartier de citron",
    portrait: "le long drink salé à la tomate, relevé de sauce Worcestershire et de piment",
    methode:
      "Remuez doucement tous les ingrédients sur glace dans un verre à mélange, puis versez dans un tumbler, ou dans un verre highball garni de glaçons pour le servir sur glace.",
  },
  {
    iba: "Black Russian",
    nom: "Black Russian",
    base: "vodka",
    family: "stirred",
    service: "rocks",
    decoration: "",
    portrait: "la vodka et la liqueur de café servies sur glace, sombre et veloutée",
    methode:
      "Versez la vodka et la liqueur de café dans un tumbler rempli de glaçons et remuez doucement. Avec un nuage de crème déposé en surface, il devient le White Russian.",
  },
  {
    iba: "French Martini",
    nom: "French Martini",
    base: "vodka",
    family: "short",
    service: "up",
    decoration: "un zeste de citron pressé au-dessus du verre",
    portrait: "la vodka adoucie de liqueur de framboise et de jus d'ananas",
    methode:
      "Secouez sur glace, filtrez dans un verre à cocktail froid et parfumez la surface en pressant un zeste de citron.",
  },
  {
    iba: "Sex on the Beach",
    nom: "Sex on the Beach",
    base: "vodka",
    family: "highball",
    service: "long",
    decoration: "une demi-rondelle d'orange",
    portrait: "le long drink fruité à la pêche, à l'orange et au cranberry",
    methode: "Montez tous les ingrédients directement dans un verre highball rempli de glaçons.",
  },
  {
    iba: "Sea Breeze",
    nom: "Sea Breeze",
    base: "vodka",
    family: "highball",
    service: "long",
    decoration: "un zeste d'orange et une cerise",
    portrait: "la vodka allongée de cranberry et de pamplemousse, vive et désaltérante",
    methode: "Montez tous les ingrédients directement dans un verre highball rempli de glaçons.",
  },
  {
    iba: "Lemon drop Martini",
    nom: "Lemon Drop Martini",
    base: "vodka",
    family: "sour",
    service: "up",
    rim: "sugar",
    decoration: "un bord givré de sucre",
    portrait: "un court acidulé au citron, servi dans un verre givré de sucre",
    methode:
      "Givrez le bord du verre de sucre, secouez les ingrédients sur glace et filtrez dans le verre refroidi.",
  },
  {
    iba: "Russian Spring Punch",
    nom: "Russian Spring Punch",
    base: "vodka",
    family: "sparkling",
    service: "long",
    decoration: "quelques mûres et une rondelle de citron",
    portrait: "un punch au cassis et au citron, allongé de vin effervescent",
    methode:
      "Secouez tout sauf le vin effervescent sur glace, filtrez dans un grand verre rempli de glaçons et complétez avec le vin.",
  },
  {
    iba: "Spicy Fifty",
    nom: "Spicy Fifty",
    base: "vodka",
    family: "sour",
    service: "up",
    decoration: "un petit piment rouge",
    portrait: "la vodka vanille, le sureau et le miel, réveillés par du piment rouge",
    methode:
      "Secouez sur glace et filtrez deux fois dans un verre à cocktail froid, pour retenir les morceaux de piment.",
  },

  // Gin
  {
    iba: "Negroni",
    nom: "Negroni",
    base: "gin",
    family: "stirred",
    service: "rocks",
    decoration: "une demi-rondelle d'orange",
    portrait: "l'apéritif italien à parts égales de gin, de Campari et de vermouth rouge",
    methode: "Versez les trois ingrédients dans un tumbler rempli de glaçons et remuez doucement.",
  },
  {
    iba: "Dry Martini",
    nom: "Dry Martini",
    base: "gin",
    family: "stirred",
    service: "up",
    decoration: "un zeste de citron pressé au-dessus du verre, ou des olives vertes",
    portrait: "le gin et un soupçon de vermouth sec, l'épure absolue",
    methode:
      "Remuez longuement le gin et le vermouth sur glace dans un verre à mélange, puis filtrez dans un verre à cocktail glacé.",
  },
  {
    iba: "Gin Fizz",
    nom: "Gin Fizz",
    base: "gin",
    family: "fizz",
    service: "long",
    glass: "collins",
    decoration: "une rondelle de citron",
    portrait: "un sour au gin allongé d'un trait d'eau gazeuse",
    methode:
      "Secouez tout sauf l'eau gazeuse sur glace, versez dans un verre tube sans glaçons et complétez d'un trait d'eau gazeuse.",
  },
  {
    iba: "French 75",
    nom: "French 75",
    base: "gin",
    family: "sparkling",
    service: "flute",
    decoration: "un zeste de citron",
    portrait: "un sour au gin couronné de champagne",
    methode:
      "Secouez le gin, le citron et le sirop sur glace, filtrez dans une flûte, complétez de champagne et remuez à peine.",
  },
  {
    iba: "White Lady",
    nom: "White Lady",
    genre: "f",
    base: "gin",
    family: "sour",
    service: "up",
    decoration: "",
    portrait: "le gin, le triple sec et le citron, net et élégant",
    methode: "Secouez sur glace et filtrez dans un verre à cocktail froid.",
  },
  {
    iba: "Bramble",
    nom: "Bramble",
    base: "gin",
    family: "sour",
    service: "crushed",
    float: ["cremeDeMure"],
    decoration: "une rondelle de citron et quelques mûres",
    portrait: "un sour au gin sur glace pilée, arrosé de crème de mûre",
    methode:
      "Secouez tout sauf la crème de mûre, filtrez sur de la glace pilée dans un tumbler, puis versez la crème de mûre en filet circulaire sur le dessus.",
  },
  {
    iba: "Aviation",
    nom: "Aviation",
    base: "gin",
    family: "sour",
    service: "up",
    decoration: "une cerise au marasquin",
    portrait: "le gin, le marasquin et le citron, teintés de violette",
    methode: "Secouez sur de la glace concassée et filtrez dans un verre à cocktail froid.",
  },
  {
    iba: "Clover Club",
    nom: "Clover Club",
    base: "gin",
    family: "sour",
    service: "up",
    decoration: "quelques framboises fraîches",
    portrait: "le gin, la framboise et le citron sous une mousse de blanc d'œuf",
    methode: "Secouez sur glace et filtrez dans un verre à cocktail froid.",
  },
  {
    iba: "Last word",
    nom: "Last Word",
    base: "gin",
    family: "equal-parts",
    equalParts: true,
    service: "up",
    decoration: "",
    portrait: "le gin, la chartreuse verte, le marasquin et le citron vert à parts égales",
    methode: "Secouez sur glace et filtrez dans un verre à cocktail froid.",
  },
  {
    iba: "Southside",
    nom: "Southside",
    base: "gin",
    family: "sour",
    service: "up",
    decoration: "un brin de menthe",
    portrait: "un sour au gin parfumé à la menthe fraîche",
    methode:
      "Secouez tous les ingrédients sur glace et filtrez deux fois dans un verre à cocktail froid ; avec le blanc d'œuf, secouez plus fort.",
  },
  {
    iba: "Bee's Knees",
    nom: "Bee's Knees",
    base: "gin",
    family: "sour",
    service: "up",
    decoration: "un zeste de citron ou d'orange",
    portrait: "le gin, le miel, le citron et l'orange : un sour doré et rond",
    methode:
      "Délayez le miel dans les jus d'agrumes, ajoutez le gin, secouez sur glace et filtrez dans un verre à cocktail froid.",
  },
  {
    iba: "Corpse Reviver #2",
    nom: "Corpse Reviver n° 2",
    base: "gin",
    family: "equal-parts",
    equalParts: true,
    service: "up",
    decoration: "un zeste d'orange",
    portrait: "le gin, le Cointreau, le Lillet et le citron à parts égales, avec une pointe d'absinthe",
    methode: "Secouez tous les ingrédients sur glace et filtrez dans un verre à cocktail bien froid.",
  },
  {
    iba: "Singapore Sling",
    nom: "Singapore Sling",
    base: "gin",
    family: "tiki",
    service: "long",
    decoration: "un morceau d'ananas et une cerise au marasquin",
    portrait: "le long drink de Singapour, à l'ananas, à la cerise et à la Bénédictine",
    methode: "Secouez tous les ingrédients sur glace et filtrez dans un verre hurricane.",
  },
  {
    iba: "Vesper",
    nom: "Vesper",
    base: "gin",
    family: "stirred",
    service: "up",
    decoration: "un zeste de citron",
    portrait: "le martini de James Bond, au gin, à la vodka et au Lillet blanc",
    methode: "Secouez sur glace et filtrez dans un verre à cocktail glacé.",
  },
  {
    iba: "John Collins",
    nom: "John Collins",
    base: "gin",
    family: "fizz",
    service: "long",
    decoration: "une rondelle de citron et une cerise au marasquin",
    portrait: "le grand classique au gin, au citron, au sucre et à l'eau gazeuse",
    methode:
      "Montez tous les ingrédients directement dans un verre highball rempli de glaçons et remuez doucement. Avec un gin Old Tom, il devient le Tom Collins.",
  },
  {
    iba: "Martinez",
    nom: "Martinez",
    base: "gin",
    family: "stirred",
    service: "up",
    decoration: "un zeste de citron",
    portrait: "l'ancêtre du martini, au vermouth rouge et au marasquin",
    methode: "Remuez sur glace dans un verre à mélange et filtrez dans un verre à cocktail froid.",
  },
  {
    iba: "Hanky Panky",
    nom: "Hanky Panky",
    base: "gin",
    family: "stirred",
    service: "up",
    decoration: "un zeste d'orange",
    portrait: "le gin et le vermouth rouge relevés de Fernet-Branca",
    methode: "Remuez sur glace dans un verre à mélange et filtrez dans un verre à cocktail froid.",
  },
  {
    iba: "Ramos Fizz",
    nom: "Ramos Fizz",
    base: "gin",
    family: "fizz",
    service: "long",
    decoration: "",
    portrait: "le fizz de La Nouvelle-Orléans, crémeux et parfumé à la fleur d'oranger",
    methode:
      "Secouez longuement tout sauf l'eau gazeuse, d'abord avec de la glace puis sans, filtrez dans un verre highball et complétez d'eau gazeuse.",
  },
  {
    iba: "Tuxedo",
    nom: "Tuxedo",
    base: "gin",
    family: "stirred",
    service: "up",
    decoration: "une cerise et un zeste de citron",
    portrait: "le gin Old Tom et le vermouth sec, avec marasquin et pointe d'absinthe",
    methode: "Remuez sur glace dans un verre à mélange et filtrez dans un verre à cocktail froid.",
  },
  {
    iba: "Casino",
    nom: "Casino",
    base: "gin",
    family: "sour",
    service: "rocks",
    decoration: "un zeste de citron et une cerise au marasquin",
    portrait: "un sour au gin Old Tom et au marasquin, servi sur glace",
    methode: "Secouez sur glace et filtrez dans un tumbler rempli de glaçons.",
  },
  {
    iba: "Monkey Gland",
    nom: "Monkey Gland",
    base: "gin",
    family: "short",
    service: "up",
    decoration: "",
    portrait: "le gin et le jus d'orange relevés d'absinthe et de grenadine",
    methode: "Secouez sur glace et filtrez dans un verre à cocktail froid.",
  },
  {
    iba: "Paradise",
    nom: "Paradise",
    base: "gin",
    family: "short",
    service: "up",
    decoration: "",
    portrait: "le gin, la liqueur d'abricot et le jus d'orange",
    methode: "Secouez sur glace et filtrez dans un verre à cocktail froid.",
  },

  // Rhum
  {
    iba: "Mojito",
    nom: "Mojito",
    base: "rhum",
    family: "fizz",
    service: "long",
    glass: "highball",
    muddle: ["caneSugar", "limeJuice"],
    decoration: "des brins de menthe et une rondelle de citron vert",
    portrait: "le rhum, la menthe, le citron vert et l'eau gazeuse, la fraîcheur cubaine",
    methode:
      "Mélangez la menthe, le sucre et le jus de citron vert, ajoutez un trait d'eau gazeuse et de la glace, puis le rhum ; complétez d'eau gazeuse et remuez légèrement.",
  },
  {
    iba: "Daiquiri",
    nom: "Daïquiri",
    base: "rhum",
    family: "sour",
    service: "up",
    decoration: "",
    portrait: "le rhum blanc, le citron vert et le sucre, la simplicité cubaine",
    methode:
      "Faites d'abord fondre le sucre dans le rhum et le jus de citron vert, ajoutez la glace, secouez et filtrez dans un verre à cocktail froid.",
  },
  {
    iba: "Pina Colada",
    nom: "Piña Colada",
    genre: "f",
    base: "rhum",
    family: "tiki",
    service: "long",
    decoration: "une tranche d'ananas et une cerise",
    portrait: "le rhum, l'ananas et la crème de coco mixés en douceur",
    methode: "Mixez tous les ingrédients avec de la glace et servez dans un grand verre, avec des pailles.",
  },
  {
    iba: "Caipirinha",
    nom: "Caïpirinha",
    genre: "f",
    base: "rhum",
    family: "smash",
    service: "crushed",
    muddle: ["caneSugar"],
    decoration: "",
    portrait: "l'emblème brésilien à la cachaça, au citron vert pilé et au sucre",
    methode:
      "Pilez le citron vert avec le sucre dans le verre, remplissez de glace concassée, versez la cachaça et remuez. Avec de la vodka, elle devient la Caïpiroska.",
  },
  {
    iba: "Mai-Tai",
    nom: "Mai Tai",
    base: "rhum",
    family: "tiki",
    service: "crushed",
    glass: "doubleRocks",
    decoration: "un morceau d'ananas, des feuilles de menthe et un zeste de citron vert",
    portrait: "le pilier du tiki : deux rhums, curaçao, orgeat et citron vert",
    methode: "Secouez sur glace et versez dans un grand tumbler ou un verre highball.",
  },
  {
    iba: "Cuba Libre",
    nom: "Cuba Libre",
    base: "rhum",
    family: "highball",
    service: "long",
    decoration: "un quartier de citron vert",
    portrait: "le rhum blanc allongé de cola et relevé de citron vert",
    methode: "Montez tous les ingrédients dans un verre highball rempli de glaçons.",
  },
  {
    iba: "Dark ‘n' stormy",
    nom: "Dark 'n' Stormy",
    base: "rhum",
    family: "mule",
    service: "long",
    float: ["darkRum"],
    decoration: "un quartier de citron vert",
    portrait: "la ginger beer sous un voile de rhum brun, comme un ciel d'orage",
    methode:
      "Versez la ginger beer dans un verre highball rempli de glaçons et faites flotter le rhum par-dessus.",
  },
  {
    iba: "Zombie",
    nom: "Zombie",
    base: "rhum",
    family: "tiki",
    service: "long",
    decoration: "quelques feuilles de menthe",
    portrait: "le punch tiki aux trois rhums, réputé pour sa puissance",
    methode:
      "Mixez brièvement tous les ingrédients avec de la glace concassée et servez dans un grand tumbler.",
  },
  {
    iba: "Mary Pickford",
    nom: "Mary Pickford",
    base: "rhum",
    family: "short",
    service: "up",
    decoration: "",
    portrait: "le rhum blanc, l'ananas, le marasquin et une touche de grenadine",
    methode: "Secouez sur glace et filtrez dans un verre à cocktail froid.",
  },
  {
    iba: "Planter's Punch",
    nom: "Planter's Punch",
    base: "rhum",
    family: "tiki",
    service: "rocks",
    decoration: "un zeste d'orange",
    portrait: "le rhum de Jamaïque, le citron vert et le jus de canne",
    methode:
      "Versez tous les ingrédients dans un tumbler, puis allongez à votre goût avec de l'eau, de la glace ou des jus de fruits frais.",
  },
  {
    iba: "Hemingway Special",
    nom: "Hemingway Special",
    base: "rhum",
    family: "sour",
    service: "up",
    decoration: "",
    portrait: "le daïquiri de l'écrivain, au pamplemousse et au marasquin",
    methode: "Secouez sur glace et filtrez dans un grand verre à cocktail.",
  },
  {
    iba: "Old Cuban",
    nom: "Old Cuban",
    base: "rhum",
    family: "sparkling",
    service: "up",
    decoration: "des brins de menthe",
    portrait: "un mojito élégant, secoué et couronné de champagne",
    methode:
      "Secouez tout sauf le vin effervescent sur glace, filtrez dans un verre à cocktail froid et complétez avec le vin.",
  },
  {
    iba: "Barracuda",
    nom: "Barracuda",
    base: "rhum",
    family: "sparkling",
    service: "long",
    decoration: "un morceau d'ananas et une cerise",
    portrait: "le rhum doré, le Galliano et l'ananas, couronnés de prosecco",
    methode:
      "Secouez tout sauf le prosecco sur glace, filtrez dans un verre highball garni de glaçons et complétez de prosecco.",
  },
  {
    iba: "Canchanchara",
    nom: "Canchánchara",
    genre: "f",
    base: "rhum",
    family: "sour",
    service: "crushed",
    glass: "rocks",
    muddle: ["honey", "water", "limeJuice"],
    decoration: "un quartier de citron vert",
    portrait: "l'ancêtre cubain du daïquiri, au miel et au citron vert",
    methode:
      "Délayez le miel avec l'eau et le citron vert en enrobant les parois du verre, ajoutez de la glace concassée puis l'eau-de-vie, et remuez énergiquement de bas en haut.",
  },
  {
    iba: "Yellow Bird",
    nom: "Yellow Bird",
    base: "rhum",
    family: "sour",
    service: "up",
    decoration: "",
    portrait: "le rhum blanc, le Galliano, le triple sec et le citron vert",
    methode: "Secouez sur glace et filtrez dans un verre à cocktail froid.",
  },

  // Whisky
  {
    iba: "Old Fashioned",
    nom: "Old Fashioned",
    base: "whisky",
    family: "stirred",
    service: "rocks",
    decoration: "une rondelle ou un zeste d'orange et une cerise à cocktail",
    portrait: "le whisky à peine adouci de sucre et d'amer",
    methode:
      "Imbibez le morceau de sucre d'amer au fond du verre, ajoutez quelques traits d'eau et écrasez jusqu'à dissolution, puis ajoutez les glaçons et le whisky et remuez doucement.",
  },
  {
    iba: "Whiskey Sour",
    nom: "Whisky Sour",
    base: "whisky",
    family: "sour",
    service: "rocks",
    decoration: "une demi-rondelle d'orange et une cerise au marasquin",
    portrait: "le bourbon, le citron et le sucre, avec ou sans mousse de blanc d'œuf",
    methode:
      "Secouez sur glace et filtrez dans un verre à pied, ou dans un tumbler rempli de glaçons ; avec le blanc d'œuf, secouez plus fort pour bien le faire mousser.",
  },
  {
    iba: "Manhattan",
    nom: "Manhattan",
    base: "whisky",
    family: "stirred",
    service: "up",
    decoration: "une cerise à cocktail",
    portrait: "le whisky de seigle, le vermouth rouge et l'amer aromatique",
    methode: "Remuez sur glace dans un verre à mélange et filtrez dans un verre à cocktail froid.",
  },
  {
    iba: "Mint Julep",
    nom: "Mint Julep",
    base: "whisky",
    family: "smash",
    service: "crushed",
    muddle: ["powderedSugar", "water"],
    decoration: "un brin de menthe",
    portrait: "le bourbon, la menthe et le sucre sur un dôme de glace pilée",
    methode:
      "Pilez doucement la menthe avec le sucre et l'eau dans une timbale, remplissez de glace pilée, ajoutez le bourbon et remuez jusqu'à ce que la timbale givre.",
  },
  {
    iba: "Boulevardier",
    nom: "Boulevardier",
    base: "whisky",
    family: "stirred",
    service: "up",
    decoration: "un zeste d'orange",
    portrait: "le cousin du Negroni, au bourbon",
    methode: "Remuez sur glace dans un verre à mélange et filtrez dans un verre à cocktail froid.",
  },
  {
    iba: "Penicillin",
    nom: "Penicillin",
    base: "whisky",
    family: "sour",
    service: "rocks",
    float: ["islayWhisky"],
    decoration: "un morceau de gingembre confit",
    portrait: "le scotch, le miel, le citron et le gingembre frais, sous un voile de whisky tourbé",
    methode:
      "Pilez le gingembre dans le shaker, ajoutez tout sauf le whisky tourbé, secouez sur glace, filtrez deux fois dans un tumbler garni de glaçons et faites flotter le whisky tourbé.",
  },
  {
    iba: "Irish Coffee",
    nom: "Irish Coffee",
    base: "whisky",
    family: "hot",
    service: "hot",
    float: ["cream"],
    decoration: "",
    portrait: "le café chaud et le whiskey irlandais sous une couche de crème froide",
    methode:
      "Versez le café chaud dans un verre préchauffé, ajoutez le whiskey et le sucre, remuez jusqu'à dissolution, puis déposez délicatement la crème sur le dos d'une cuillère.",
  },
  {
    iba: "New York Sour",
    nom: "New York Sour",
    base: "whisky",
    family: "sour",
    service: "rocks",
    float: ["redWine"],
    decoration: "un zeste de citron ou d'orange et une cerise",
    portrait: "un whisky sour coiffé d'un trait de vin rouge",
    methode:
      "Secouez vigoureusement tout sauf le vin, filtrez dans un tumbler rempli de glaçons et faites flotter le vin rouge à la surface.",
  },
  {
    iba: "Paper Plane",
    nom: "Paper Plane",
    base: "whisky",
    family: "equal-parts",
    equalParts: true,
    service: "up",
    decoration: "",
    portrait: "le bourbon, l'amaro, l'Aperol et le citron à parts égales",
    methode: "Secouez sur glace et filtrez dans un verre à cocktail froid.",
  },
  {
    iba: "Rusty Nail",
    nom: "Rusty Nail",
    base: "whisky",
    family: "stirred",
    service: "rocks",
    decoration: "un zeste de citron",
    portrait: "le scotch adouci de Drambuie, aux notes de miel et de bruyère",
    methode: "Versez les deux ingrédients dans un tumbler rempli de glaçons et remuez doucement.",
  },
  {
    iba: "Tipperary",
    nom: "Tipperary",
    base: "whisky",
    family: "stirred",
    service: "up",
    decoration: "une rondelle d'orange",
    portrait: "le whiskey irlandais, le vermouth rouge et la chartreuse verte",
    methode: "Remuez sur glace dans un verre à mélange et filtrez dans un verre à cocktail froid.",
  },

  // Tequila
  {
    iba: "Margarita",
    nom: "Margarita",
    genre: "f",
    base: "tequila",
    family: "sour",
    service: "up",
    glass: "coupette",
    rim: "salt",
    decoration: "un demi-bord givré de sel",
    portrait: "la tequila, le triple sec et le citron vert, au bord givré de sel",
    methode:
      "Secouez sur glace et filtrez dans un verre à cocktail froid, dont on peut givrer la moitié du bord de sel.",
  },
  {
    iba: "Paloma",
    nom: "Paloma",
    genre: "f",
    base: "tequila",
    family: "highball",
    service: "long",
    decoration: "une rondelle de citron vert",
    portrait: "la tequila allongée de soda au pamplemousse rose, avec une pincée de sel",
    methode:
      "Versez la tequila dans un verre highball, pressez le citron vert, ajoutez les glaçons et le sel, complétez de soda au pamplemousse et remuez doucement.",
  },
  {
    iba: "Tequila Sunrise",
    nom: "Tequila Sunrise",
    base: "tequila",
    family: "highball",
    service: "long",
    last: ["grenadine"],
    decoration: "une demi-rondelle d'orange",
    portrait: "la tequila et le jus d'orange, où la grenadine dessine un lever de soleil",
    methode:
      "Versez la tequila et le jus d'orange dans un verre highball rempli de glaçons, puis la grenadine, sans remuer, pour l'effet dégradé.",
  },
  {
    iba: "Tommy's Margarita",
    nom: "Tommy's Margarita",
    genre: "f",
    base: "tequila",
    family: "sour",
    service: "rocks",
    decoration: "une rondelle de citron vert",
    portrait: "la margarita sans triple sec, adoucie au sirop d'agave",
    methode: "Secouez sur glace et filtrez dans un tumbler rempli de glaçons.",
  },
  {
    iba: "Naked and Famous",
    nom: "Naked and Famous",
    base: "tequila",
    family: "equal-parts",
    equalParts: true,
    service: "up",
    decoration: "",
    portrait: "le mezcal, la chartreuse jaune, l'Aperol et le citron vert à parts égales",
    methode: "Secouez sur glace et filtrez dans un verre à cocktail froid.",
  },
  {
    iba: "Illegal",
    nom: "Illegal",
    base: "tequila",
    family: "sour",
    service: "up",
    decoration: "",
    portrait: "le mezcal et le rhum de Jamaïque, avec falernum et citron vert",
    methode:
      "Secouez vigoureusement sur glace et filtrez dans un verre à cocktail froid ou, sur glace, dans un gobelet en terre cuite.",
  },
];

const CATEGORIES: Record<IbaCocktail["category"], string> = {
  "The Unforgettables": "Les Inoubliables",
  "Contemporary Classics": "Classiques contemporains",
  "New Era Drinks": "Nouvelle ère",
};

/** ml ÷ 10, to the nearest half centilitre, never below it. */
export function roundHalf(value: number): number {
  return Math.max(0.5, Math.round(value * 2) / 2);
}

const MUDDLED_KINDS = new Set(["herb", "produce", "spice"]);
const MUDDLED_UNITS: ReadonlySet<Unit> = new Set(["leaf", "sprig", "slice", "round", "piece"]);

function convertLine(raw: IbaIngredient, spec: ClassicSpec): ClassicIngredient[] {
  const mappings = RAW[raw.ingredient.toLowerCase()];
  if (!mappings) throw new Error(`Ingrédient IBA sans correspondance : ${raw.ingredient} (${spec.iba})`);
  const list: readonly RawMapping[] = Array.isArray(mappings) ? mappings : [mappings as RawMapping];
  const optional = raw.note?.toLowerCase() === "optional";
  return list.map((mapping) => {
    const info: IngredientInfo = INGREDIENTS[mapping.key];
    const share = mapping.share ?? 1;
    const line: ClassicIngredient = { key: mapping.key, ...convertQuantity(raw, mapping, share) };
    if (optional) line.optional = true;
    if (spec.float?.includes(mapping.key)) line.float = true;
    if (spec.last?.includes(mapping.key)) line.last = true;
    const crushedPiece = MUDDLED_KINDS.has(info.kind) && MUDDLED_UNITS.has(line.unit);
    if (crushedPiece || mapping.key === "limeWedges" || spec.muddle?.includes(mapping.key))
      line.muddle = true;
    return line;
  });
}

function convertQuantity(
  raw: IbaIngredient,
  mapping: RawMapping,
  share: number,
): Pick<ClassicIngredient, "amount" | "unit" | "top"> {
  const unit = raw.unit.toLowerCase();
  const text = raw.quantity.trim();
  const few = text.toLowerCase() === "few";
  const count = (): number | string => {
    if (few) return "quelques";
    if (/^\d+-\d+$/.test(text)) return text.replace("-", " à ");
    if (/^\d+\/\d+$/.test(text)) return text;
    return Number(text);
  };
  switch (unit) {
    case "ml":
      return { amount: roundHalf((Number(text) * share) / 10), unit: "cl" };
    case "shot":
      // A strong espresso is about 3 cl.
      return { amount: 3, unit: "cl" };
    case "top up":
    case "fill up":
    case "splash":
      return { amount: "à compléter", unit: "cl", top: true };
    case "dash":
      return mapping.unit === "pinch" ? { amount: 1, unit: "pinch" } : { amount: count(), unit: "dash" };
    case "drops":
      return { amount: count(), unit: "drop" };
    case "bar spoon":
      return { amount: count(), unit: "barSpoon" };
    case "teaspoon":
      return { amount: count(), unit: "teaspoon" };
    case "tablespoon":
      return { amount: count(), unit: "tablespoon" };
    case "pinch":
      return { amount: 1, unit: "pinch" };
    case "piece":
      return { amount: count(), unit: mapping.unit ?? "piece" };
    default:
      throw new Error(`Unité IBA inconnue : ${raw.unit}`);
  }
}

/** How strongly a classic shows each taste: clear tags count 1, hints ½, crushed ice freshens. */
function weigh(
  ingredients: readonly ClassicIngredient[],
  service: Service,
  method: CocktailMethod,
): Record<TastePreference, number> {
  const weights = Object.fromEntries(TASTE_PREFERENCES.map((p) => [p, 0])) as Record<TastePreference, number>;
  for (const line of ingredients) {
    const info: IngredientInfo = INGREDIENTS[line.key];
    for (const tag of info.tags ?? []) weights[tag] += 1;
    for (const hint of info.hints ?? []) weights[hint] += 0.5;
  }
  // Crushed ice and the blender make a drink frosty, whatever goes in it.
  if (service === "crushed" || method === "blended") weights["Rafraîchissant"] += 1;
  return weights;
}

function buildClassic(spec: ClassicSpec, rank: number): Classic {
  const row = IBA_COCKTAILS.find((candidate) => candidate.name === spec.iba);
  if (!row) throw new Error(`Classique absent des données IBA : ${spec.iba}`);
  const ingredients = row.ingredients.flatMap((raw) => convertLine(raw, spec));
  const method = spec.method ?? row.technique;
  const weights = weigh(ingredients, spec.service, method);
  const tags = TASTE_PREFERENCES.filter((p) => weights[p] >= 1).sort((a, b) => weights[b] - weights[a]);
  return {
    id: slugify(spec.nom),
    iba: spec.iba,
    nom: spec.nom,
    genre: spec.genre ?? "m",
    categorie: CATEGORIES[row.category],
    base: spec.base,
    family: spec.family,
    method,
    service: spec.service,
    glass: spec.glass ?? (row.glass ? GLASS_FROM_IBA[row.glass] : "rocks"),
    decoration: spec.decoration,
    portrait: spec.portrait,
    methode: spec.methode,
    ...(spec.rim ? { rim: spec.rim } : {}),
    equalParts: spec.equalParts ?? false,
    savoury: spec.savoury ?? false,
    ingredients,
    weights,
    tags,
    rank,
  };
}

export const CLASSICS: readonly Classic[] = SPECS.map(buildClassic);

export const CLASSICS_BY_BASE: Readonly<Record<CocktailBase, readonly Classic[]>> = {
  vodka: CLASSICS.filter((classic) => classic.base === "vodka"),
  gin: CLASSICS.filter((classic) => classic.base === "gin"),
  rhum: CLASSICS.filter((classic) => classic.base === "rhum"),
  whisky: CLASSICS.filter((classic) => classic.base === "whisky"),
  tequila: CLASSICS.filter((classic) => classic.base === "tequila"),
};

const byName = new Map(CLASSICS.map((classic) => [classic.nom, classic]));

/** The classic behind a creation, from the `inspiration` of a result. */
export function findClassic(nom: string): Classic | undefined {
  return byName.get(nom);
}
