import * as appMeta from "./0001-app-meta";
import * as accounts from "./0002-accounts";

/** Every migration, in order; names never change once released. */
export const migrations = {
  "0001-app-meta": appMeta,
  "0002-accounts": accounts,
};
