/** The twelve routes of the specification and our own pages: URL, page title, main heading. */
export const pages = [
  {
    path: "/",
    title: "Votre assistant culinaire propulsé par l'IA · Toque",
    heading: "Votre assistant culinaire propulsé par l'IA",
  },
  { path: "/signup", title: "Créer un compte · Toque", heading: "Créer un compte" },
  { path: "/login", title: "Connexion · Toque", heading: "Connexion" },
  { path: "/nos-recettes", title: "Nos Recettes · Toque", heading: "Nos Recettes" },
  { path: "/mes-recettes", title: "Mes Recettes · Toque", heading: "Mes Recettes" },
  { path: "/recette/tomates-farcies", title: "Tomates farcies · Toque", heading: "Tomates farcies" },
  { path: "/inventaire-gourmand", title: "Inventaire Gourmand · Toque", heading: "Inventaire Gourmand" },
  { path: "/chef-vous", title: "Le Chef C'est Vous · Toque", heading: "Le Chef C'est Vous" },
  { path: "/chef-nutrition", title: "Chef Nutrition · Toque", heading: "Chef Nutrition" },
  { path: "/menu-perso", title: "Menu Perso · Toque", heading: "Menu Perso" },
  { path: "/garde-manger", title: "Mon garde-manger · Toque", heading: "Mon garde-manger" },
  { path: "/avec-ce-que-j-ai", title: "Avec ce que j'ai · Toque", heading: "Avec ce que j'ai" },
  { path: "/chef-sommelier", title: "Chef & Sommelier · Toque", heading: "Chef & Sommelier" },
  { path: "/cocktails", title: "Créateur de Cocktails · Toque", heading: "Créateur de Cocktails" },
  { path: "/sources-des-donnees", title: "Sources des données · Toque", heading: "Sources des données" },
  { path: "/mentions-legales", title: "Mentions légales · Toque", heading: "Mentions légales" },
  {
    path: "/confidentialite",
    title: "Politique de confidentialité · Toque",
    heading: "Politique de confidentialité",
  },
  {
    path: "/conditions-utilisation",
    title: "Conditions d'utilisation · Toque",
    heading: "Conditions d'utilisation",
  },
  { path: "/compte-supprime", title: "Compte supprimé · Toque", heading: "Votre compte a été supprimé" },
] as const;
