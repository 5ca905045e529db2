import type { Services } from "../app/.server/services";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    cspNonce: string;
  }
}

export {};
