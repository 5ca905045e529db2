import { redirect } from "react-router";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const headers = await context.services.accounts.signOut(request);
  throw redirect("/", { headers });
}

export function loader() {
  throw redirect("/");
}
