import type { Generated } from "kysely";

/** Tables as Kysely sees them; each migration that adds a table adds it here. */
export interface DatabaseSchema {
  app_meta: AppMetaTable;
  rate_limit: RateLimitTable;
  user_recipe: UserRecipeTable;
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
}
