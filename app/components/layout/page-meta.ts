import type { MetaDescriptor } from "react-router";

/** Title and description of a page, in the form every route's `meta` returns. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: `${title} · Toque` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:site_name", content: "Toque" },
  ];
}
