import { pageMeta } from "~/components/layout/page-meta";
import { DataSources } from "~/features/about/data-sources";

export const meta = () =>
  pageMeta(
    "Sources des données",
    "Les données ouvertes et les illustrations utilisées par Toque, avec leurs licences.",
  );

export default function DataSourcesPage() {
  return <DataSources />;
}
