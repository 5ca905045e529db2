import * as appMeta from "./0001-app-meta";

/** Every migration, in order; names never change once released. */
export const migrations = {
  "0001-app-meta": appMeta,
};
