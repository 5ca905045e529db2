import { BookmarkPlus } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { Spinner } from "~/components/ui/spinner";

interface SaveToMyRecipesProps {
  /** The route whose action saves (it reads `intent=save` and the JSON `payload`). */
  action: string;
  payload: unknown;
  isLoggedIn: boolean;
}

/** Saves a result to Mes Recettes without leaving the page; logged-out visitors are sent to log in first. */
export function SaveToMyRecipes({ action, payload, isLoggedIn }: SaveToMyRecipesProps) {
  const fetcher = useFetcher<{ saveMessage?: string; saveError?: string }>();
  if (!isLoggedIn) {
    return (
      <Link to={`/login?redirectTo=${encodeURIComponent(action)}`} className="button-secondary">
        <BookmarkPlus aria-hidden="true" className="size-4" />
        Se connecter pour sauvegarder
      </Link>
    );
  }
  const busy = fetcher.state !== "idle";
  const saved = Boolean(fetcher.data?.saveMessage);
  return (
    <fetcher.Form method="post" action={action} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="payload" value={JSON.stringify(payload)} />
      <button type="submit" disabled={busy || saved} className="button-secondary disabled:opacity-70">
        {busy ? <Spinner /> : <BookmarkPlus aria-hidden="true" className="size-4" />}
        {saved ? "Sauvegardé" : "Sauvegarder dans Mes Recettes"}
      </button>
      <p role="status" className={fetcher.data?.saveError ? "font-bold text-red-700" : "text-sage"}>
        {fetcher.data?.saveMessage ?? fetcher.data?.saveError}
      </p>
    </fetcher.Form>
  );
}
