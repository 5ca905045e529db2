/**
 * The visitor's cookie, apart from the code that reads it: housekeeping, the legal pages and
 * the request handler need its name and lifetime without the services behind it.
 */

/** The visitor's cookie: it names a meal plan (and a pantry) kept without an account. */
export const VISITOR_COOKIE = "toque_menu";

/** How long a visitor's cookie lives, set once at the first change; housekeeping deletes after it. */
export const GUEST_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
