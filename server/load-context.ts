import type { Services } from "../app/.server/services";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    cspNonce: string;
    /**
     * The visitor id this request has just given out: without JavaScript, the page that answers a
     * form is rendered in the same request as the action, before the browser holds the cookie.
     */
    visitor: { issued?: string };
  }
}

export {};
