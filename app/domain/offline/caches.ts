/**
 * Names of what the service worker keeps, shared with the page code that clears the personal
 * shelf. A new name (a change of what is kept) starts a clean shelf.
 */
export const OFFLINE_CACHES = {
  public: "toque-pages-v1",
  personal: "toque-personnel-v1",
  images: "toque-images-v1",
  shell: "toque-hors-ligne-v1",
} as const;

/** The page shown for a page never opened on this device while offline. */
export const OFFLINE_PAGE = "/hors-ligne";

/** Where the person's session begins or ends: the personal shelf is cleared after each. */
export const SESSION_CHANGES = ["/login", "/signup", "/logout"];
