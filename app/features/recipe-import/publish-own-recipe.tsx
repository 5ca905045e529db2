import { Globe, Undo2 } from "lucide-react";
import { Form, Link } from "react-router";
import { catalogueMessages } from "~/domain/catalogue/messages";

/**
 * Under an own recipe: a written one can be published to the community or withdrawn
 * (Mes Recettes does it and shows the outcome), an imported one says why it cannot.
 */
export function PublishOwnRecipe({
  id,
  imported,
  publishedId,
}: {
  id: string;
  imported: boolean;
  publishedId?: string;
}) {
  if (imported)
    return <p className="no-print mt-8 text-ink-soft">{catalogueMessages.importedNotPublishable}</p>;
  return (
    <Form method="post" action="/mes-recettes" className="no-print mt-8 flex flex-wrap items-center gap-4">
      <input type="hidden" name="id" value={id} />
      {publishedId ? (
        <>
          <button type="submit" name="intent" value="withdraw" className="button-secondary">
            <Undo2 aria-hidden="true" className="size-5" />
            Retirer de la communauté
          </button>
          <Link to={`/recette/${publishedId}`} className="font-bold underline underline-offset-4">
            Voir la page publiée
          </Link>
        </>
      ) : (
        <button type="submit" name="intent" value="publish" className="button-secondary">
          <Globe aria-hidden="true" className="size-5" />
          Publier dans la communauté
        </button>
      )}
    </Form>
  );
}
