import { siteOf } from "~/domain/import/own-recipe-schema";

/** Where an imported recipe was read, and its photo left on that site (Toque keeps no copy). */
export function SourceLinks({
  url,
  imageUrl,
  className,
}: {
  url: string;
  imageUrl?: string;
  className: string;
}) {
  return (
    <p className={className}>
      Source{"\u00a0"}:{" "}
      <a href={url} rel="noopener noreferrer nofollow" className="font-bold underline underline-offset-4">
        {siteOf(url)}
      </a>
      {imageUrl && (
        <>
          {" · "}
          <a
            href={imageUrl}
            rel="noopener noreferrer nofollow"
            className="font-bold underline underline-offset-4"
          >
            Voir la photo sur le site d'origine
          </a>
        </>
      )}
    </p>
  );
}
