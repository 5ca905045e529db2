import { data, redirect } from "react-router";
import { z } from "zod";
import { safeRedirectPath } from "~/domain/auth/redirect";
import { catalogueMessages } from "~/domain/catalogue/messages";
import { readFormBody } from "../http/form-body";
import type { Services } from "../services";

const likeSchema = z.object({
  intent: z.literal("like"),
  recipeId: z.string().trim().min(1).max(80),
  liked: z.enum(["true", "false"]),
  back: z.string().max(2000).optional(),
});

/**
 * The heart of every recipe card, on whichever page it is (a form posts to the page it is
 * on, so that it works without JavaScript too). Logged out, the person is sent to log in
 * and brought back to the page they were on.
 */
export async function likeIntent(services: Services, request: Request, form: FormData) {
  const values = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
  const parsed = likeSchema.safeParse(values);
  const recipeId = typeof values.recipeId === "string" ? values.recipeId : "";
  if (!parsed.success)
    return data({ intent: "like" as const, recipeId, error: catalogueMessages.likeFailed }, 400);
  const viewer = await services.viewer(request);
  const back = safeRedirectPath(parsed.data.back, new URL(request.url).pathname);
  if (!viewer.isLoggedIn) throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
  const outcome = await services.catalogue.setLike(
    viewer.userId,
    parsed.data.recipeId,
    parsed.data.liked === "true",
  );
  if (!outcome.ok) return data({ intent: "like" as const, recipeId, error: outcome.message }, outcome.status);
  return { intent: "like" as const, recipeId, ...outcome.value };
}

/** Pages that show recipe cards accept only the heart's form. */
export async function recipeCardsAction(services: Services, request: Request) {
  const form = await readFormBody(request);
  if (form.get("intent") === "like") return likeIntent(services, request, form);
  return data({ intent: "unknown" as const, message: "Action inconnue." }, 400);
}
