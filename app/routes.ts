import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The twelve French URLs of the specification, then our own pages and endpoints.
export default [
  index("routes/home.tsx"),
  route("signup", "routes/signup.tsx"),
  route("login", "routes/login.tsx"),
  route("nos-recettes", "routes/nos-recettes.tsx"),
  route("mes-recettes", "routes/mes-recettes.tsx"),
  route("mes-recettes/importer", "routes/mes-recettes.importer.tsx"),
  route("mes-recettes/nouvelle", "routes/mes-recettes.nouvelle.tsx"),
  route("mes-recettes/export", "routes/mes-recettes.export.ts"),
  route("mes-recettes/:id", "routes/mes-recettes.$id.tsx"),
  route("mes-recettes/:id/modifier", "routes/mes-recettes.$id.modifier.tsx"),
  route("mes-recettes/:id/export", "routes/mes-recettes.$id.export.ts"),
  route("recette/:id", "routes/recette.$id.tsx"),
  route("inventaire-gourmand", "routes/inventaire-gourmand.tsx"),
  route("chef-vous", "routes/chef-vous.tsx"),
  route("chef-vous/:id", "routes/chef-vous.$id.tsx"),
  route("chef-vous/mes-recettes/:id", "routes/chef-vous.mes-recettes.$id.tsx"),
  route("chef-nutrition", "routes/chef-nutrition.tsx"),
  route("menu-perso", "routes/menu-perso.tsx"),
  route("chef-sommelier", "routes/chef-sommelier.tsx"),
  route("cocktails", "routes/cocktails.tsx"),

  route("garde-manger", "routes/garde-manger.tsx"),
  route("avec-ce-que-j-ai", "routes/avec-ce-que-j-ai.tsx"),
  route("logout", "routes/logout.tsx"),
  route("mon-compte", "routes/mon-compte.tsx"),
  route("mon-compte/export", "routes/mon-compte.export.ts"),
  route("mon-foyer", "routes/mon-foyer.tsx"),
  route("foyer/rejoindre/:jeton", "routes/foyer.rejoindre.$jeton.tsx"),
  route("agenda/:fichier", "routes/agenda.$fichier.ts"),
  route("compte-supprime", "routes/compte-supprime.tsx"),
  route("sources-des-donnees", "routes/sources-des-donnees.tsx"),
  route("mentions-legales", "routes/mentions-legales.tsx"),
  route("confidentialite", "routes/confidentialite.tsx"),
  route("conditions-utilisation", "routes/conditions-utilisation.tsx"),
  route("hors-ligne", "routes/hors-ligne.tsx"),
  route("developpeurs", "routes/developpeurs.tsx"),
  route("healthz", "routes/healthz.ts"),
  // /api/v1, the JSON API, is served by server/api-v1.ts before React Router (decision 0059).
  route("api/recettes", "routes/api.recettes.ts"),
  // The shopping list's changes, as Server-Sent Events (decision 0063).
  route("api/liste-de-courses/direct", "routes/api.liste-de-courses.direct.ts"),
  // POST /api/generation streams past React Router: server/generation-endpoint.ts (decision 0011).
  // Last: any other URL is a 404 rendered by the root error boundary, with the session known.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
