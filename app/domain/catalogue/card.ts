import { durationLabel } from "../text/duration";
import type { RecipeNutrition } from "../nutrition/types";
import type { Recipe } from "../recipe/model";
import { type TimedRecipe, recipeTimes } from "./times";
import type { RecipeKind } from "./types";

/** Spec §3's recipe card, with what the cards and filters of our screens also show. */
export interface RecipeCard {
  id: string;
  title: string;
  description: string;
  author: string;
  image: string;
  imageAlt: string;
  duration: string;
  totalMinutes: number;
  servings: number;
  difficulty: Recipe["difficulty"];
  category: string;
  likes: number;
  isLiked: boolean;
  /** The months (1–12) a dish led by fruit and vegetables is in season; absent for the others. */
  seasonMonths?: number[];
}

/** A recipe's page, as the catalogue service reads it for one viewer. */
export interface RecipePage {
  recipe: Recipe;
  kind: RecipeKind;
  author: string;
  nutrition: RecipeNutrition;
  likes: number;
  isLiked: boolean;
  /** The viewer's saved copy in Mes Recettes, if any. */
  savedId?: string;
  /** The servings the recipe is written for, before the viewer's choice. */
  baseServings: number;
}

/** Spec §3's saved recipe card: one entry of Mes Recettes, whatever it holds. */
export interface SavedRecipeCard {
  id: string;
  title: string;
  description: string;
  author: string;
  image: string;
  duration?: string;
  servings?: number;
  likes: number;
  createdAt: string;
  /** The recipe's category; a cocktail or a wine pairing is named for what it is. */
  category: string;
  origin: "generated" | "cocktail" | "pairing" | "saved" | "customised" | "imported" | "written";
  /** Generated and customised recipes are the person's own and may be published. */
  publishable: boolean;
  /** Whether the household sees it (« Partagées par le foyer »); undefined for what is not a dish. */
  sharedWithHousehold?: boolean;
  /** The community recipe published from this entry. */
  publishedId?: string;
  /** The catalogue recipe a saved or customised copy comes from. */
  sourceId?: string;
  /** « marmiton.org »: the site an imported recipe comes from. */
  site?: string;
}

/** From the first peel to the table, waits included (decision 0049). */
export function totalMinutesOf(recipe: TimedRecipe): number {
  return recipeTimes(recipe).total;
}

/** A card's one figure: « 3 h 40 », the wait included. */
export function durationOf(recipe: TimedRecipe): string {
  return durationLabel(totalMinutesOf(recipe));
}

export function cardOf(recipe: Recipe, author: string, likes = 0, isLiked = false): RecipeCard {
  const totalMinutes = totalMinutesOf(recipe);
  return {
    id: recipe.id,
    title: recipe.title,
    description: recipe.description,
    author,
    image: recipe.image,
    imageAlt: recipe.imageAlt,
    duration: durationLabel(totalMinutes),
    totalMinutes,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    category: recipe.category,
    likes,
    isLiked,
  };
}
