import { CLIENT_IP_HEADER } from "./auth/auth";
import type { Requester } from "./generation/generation-service";
import type { Services } from "./services";

/** Who asks for a generation, pairing or cocktail: the client IP and, when logged in, the user. */
export async function requesterOf(services: Services, request: Pick<Request, "headers">): Promise<Requester> {
  const viewer = await services.viewer(request);
  return {
    ip: request.headers.get(CLIENT_IP_HEADER) ?? "inconnue",
    userId: viewer.isLoggedIn ? viewer.userId : undefined,
  };
}

/** The loader of a page that only needs to know whether someone is logged in. */
export async function loginState(services: Services, request: Request) {
  const viewer = await services.viewer(request);
  return { isLoggedIn: viewer.isLoggedIn };
}
