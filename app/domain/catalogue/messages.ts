/** The French messages of the catalogue's pages and actions. */
export const catalogueMessages = {
  notFound: "Recette non trouvée",
  notFoundText: "Cette recette n'existe pas ou a été supprimée.",
  notYours: "Cette recette ne fait pas partie de vos recettes.",
  notPublishable: "Seules vos propres recettes (créées ou personnalisées) peuvent être publiées.",
  importedNotPublishable:
    "Une recette importée appartient à son site d'origine\u00a0: elle ne peut pas être publiée dans la communauté.",
  saved: "Recette sauvegardée dans Mes Recettes.",
  customisedSaved: "Votre version est sauvegardée dans Mes Recettes.",
  published: "Recette publiée dans la communauté.",
  withdrawn: "Recette retirée de la communauté.",
  sharedWithHousehold:
    "Recette partagée avec votre foyer\u00a0: ses membres peuvent la planifier dans Menu Perso.",
  unshared: "Cette recette n'est plus partagée avec votre foyer.",
  likeFailed: "Votre «\u00a0j'aime\u00a0» n'a pas pu être enregistré. Réessayez.",
} as const;
