import type { Generated } from "kysely";

/** Tables as Kysely sees them; each migration that adds a table adds it here. */
export interface DatabaseSchema {
  app_meta: AppMetaTable;
  rate_limit: RateLimitTable;
  user_recipe: UserRecipeTable;
  recipe: RecipeTable;
  recipe_like: RecipeLikeTable;
  meal_plan_entry: MealPlanEntryTable;
  shopping_tick: ShoppingTickTable;
  pantry_item: PantryItemTable;
  shopping_extra: ShoppingExtraTable;
  calendar_link: CalendarLinkTable;
  household: HouseholdTable;
  household_member: HouseholdMemberTable;
  household_invitation: HouseholdInvitationTable;
  api_token: ApiTokenTable;
  // Managed by better-auth; we read them for exports and the navigation bar.
  user: UserTable;
  session: SessionTable;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

export interface RateLimitTable {
  key: string;
  window_start: number;
  count: number;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export interface SessionTable {
  id: string;
  expiresAt: string | Date;
  token: string;
  createdAt: string | Date;
  updatedAt: string | Date;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface UserRecipeTable {
  id: string;
  user_id: string;
  /** "generated" (Inventaire Gourmand, Chef Nutrition), "cocktail" or "pairing". */
  origin: string;
  title: string;
  payload: string;
  created_at: string;
  /** The catalogue or community recipe this one is a copy of, if any. */
  source_recipe_id: string | null;
  /** 1 when the author shows it to the people of their household (« Partagées par le foyer »). */
  shared_with_household: Generated<number>;
}

export interface RecipeTable {
  seq: Generated<number>;
  id: string;
  /** "catalogue" (the 22), "breakfast" (the planner's) or "community" (published by a person). */
  kind: string;
  owner_id: string | null;
  /** For a community recipe, the Mes Recettes entry it was published from. */
  source_id: string | null;
  title: string;
  author: string;
  category: string;
  difficulty: string;
  total_minutes: number;
  /** The whole recipe (domain/catalogue/recipe-schema) as JSON. */
  payload: string;
  /** Search terms (domain/catalogue/search-terms), indexed by FTS5 or a tsvector. */
  search_text: string;
  /** Months in season as a 12-bit mask (bit 0 = janvier); null when not led by fruit and vegetables. */
  season_months: number | null;
  /** « |gluten|lait| » (domain/allergens); null until the app fills it at start. */
  allergens: string | null;
  created_at: string;
}

export interface RecipeLikeTable {
  recipe_id: string;
  user_id: string;
  created_at: string;
}

export interface MealPlanEntryTable {
  id: string;
  /** The household's, or null while the rows belong to a visitor. */
  household_id: string | null;
  guest_id: string | null;
  /** ISO date. */
  day: string;
  /** "breakfast", "lunch" or "dinner". */
  type: string;
  recipe_id: string;
  name: string;
  portions: number;
  /** 1 when the person chose the meal, 0 when the planner did. */
  manual: number;
  /** 1 for « Restes de … », a lunch eaten from the day before's dinner. */
  leftover: Generated<number>;
  /** 1 or 0 for a dinner that shows or hides its wine; null follows the weekend rule. */
  with_wine: number | null;
  created_at: string;
}

export interface ShoppingTickTable {
  id: string;
  /** The household's, or null while the rows belong to a visitor. */
  household_id: string | null;
  guest_id: string | null;
  /** ISO date of the week's Monday. */
  week: string;
  /** The shopping list item's key (domain/meal-plan/shopping-list). */
  item_key: string;
  /** The item's name when it was ticked. */
  label: string;
  created_at: string;
}

export interface PantryItemTable {
  id: string;
  /** The household's, or null while the rows belong to a visitor. */
  household_id: string | null;
  guest_id: string | null;
  /** The lexicon entry's id. */
  item_key: string;
  created_at: string;
}

export interface ShoppingExtraTable {
  id: string;
  household_id: string | null;
  guest_id: string | null;
  /** ISO date of the week's Monday. */
  week: string;
  /** The lexicon entry's id. */
  item_key: string;
  nom: string;
  quantite: string;
  unite: string;
  recipe_title: string;
  created_at: string;
}

export interface CalendarLinkTable {
  id: string;
  user_id: string;
  /** Hex SHA-256 of the secret token in the feed's address; the token itself is never stored. */
  token_hash: string;
  created_at: string;
}

/** « Mon foyer »: the people who share a week, a shopping list and a pantry. */
export interface HouseholdTable {
  id: string;
  name: string;
  created_at: string;
  /** « HH:MM » in Paris, or null for Toque's default (« Heures des repas »). */
  breakfast_at: string | null;
  lunch_at: string | null;
  dinner_at: string | null;
}

export interface HouseholdMemberTable {
  /** One household per person: the primary key. */
  user_id: string;
  household_id: string;
  role: "owner" | "member";
  joined_at: string;
}

export interface HouseholdInvitationTable {
  id: string;
  household_id: string;
  /** Hex SHA-256 of the token in the link; the token itself is never stored. */
  token_hash: string;
  /** The address typed by the inviter, shown beside the link; no mail is sent. */
  email: string | null;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: string | null;
  revoked_at: string | null;
}

export interface ApiTokenTable {
  id: string;
  user_id: string;
  name: string;
  /** Hex SHA-256 of the secret; the secret itself is shown once and never stored. */
  token_hash: string;
  scope: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}
