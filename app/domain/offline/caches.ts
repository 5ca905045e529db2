/**
 * Names of what the service worker keeps, shared with the server that marks whose pages they
 * are. A new name (a change of what is kept) starts a clean shelf; the worker deletes shelves
 * of older names when it takes over, so that nothing kept under an old rule stays behind.
 */
export const OFFLINE_CACHES = {
  public: "toque-pages-v2",
  personal: "toque-personnel-v2",
  images: "toque-images-v1",
  shell: "toque-hors-ligne-v1",
} as const;

/** The page shown for a page never opened on this device while offline. */
export const OFFLINE_PAGE = "/hors-ligne";

/**
 * Where the person's session begins, changes or ends (sign-in, sign-up, logout, anything done
 * on Mon compte, account deletion included): the personal shelf is cleared after each.
 */
export const SESSION_CHANGES = ["/login", "/signup", "/logout", "/mon-compte"];

/**
 * The header by which the server tells the worker whose page an answer is: a short one-way
 * digest of the session or visitor cookie the request carried, or nothing for a page made for
 * nobody. A page made for someone is only ever kept on the personal shelf, and an answer made
 * for someone else (or for nobody) means the session the shelf belonged to is over.
 */
export const OWNER_HEADER = "X-Toque-Proprietaire";
