import { createContext, useContext } from "react";

// The CSP nonce of the current request: set on the server, empty in the browser,
// where React Router's scripts are already running.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
