/** The six features of the landing page, in the order they are presented. */
export interface Feature {
  id: FeatureId;
  title: string;
  description: string;
  to: string;
}

export type FeatureId = "inventory" | "chef-you" | "nutrition" | "meal-plan" | "sommelier" | "cocktails";

export const features: readonly Feature[] = [
  {
    id: "inventory",
    title: "Inventaire Gourmand",
    description:
      "Dites-nous ce qui reste dans votre frigo : notre chef en tire une recette complète, pas à pas.",
    to: "/inventaire-gourmand",
  },
  {
    id: "chef-you",
    title: "Le Chef C'est Vous",
    description: "Cherchez une recette selon votre temps et votre niveau, puis adaptez-la à votre table.",
    to: "/chef-vous",
  },
  {
    id: "nutrition",
    title: "Chef Nutrition",
    description:
      "Prise de muscle, perte de poids ou simple équilibre : une recette qui respecte votre objectif.",
    to: "/chef-nutrition",
  },
  {
    id: "meal-plan",
    title: "Menu Perso",
    description: "Les repas de la semaine, du petit-déjeuner au dîner, avec la liste de courses qui va avec.",
    to: "/menu-perso",
  },
  {
    id: "sommelier",
    title: "Chef & Sommelier",
    description:
      "Décrivez votre plat : trois vins français vous sont proposés, avec leur température de service.",
    to: "/chef-sommelier",
  },
  {
    id: "cocktails",
    title: "Créateur de Cocktails",
    description: "Une base, vos saveurs préférées, et un cocktail équilibré prend forme sous vos yeux.",
    to: "/cocktails",
  },
];

export function featureById(id: FeatureId): Feature {
  const feature = features.find((candidate) => candidate.id === id);
  if (!feature) throw new Error(`Fonctionnalité inconnue : ${id}`);
  return feature;
}
