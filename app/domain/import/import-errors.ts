/** Every way an import can fail, each with what the cook reads (the technical cause goes to the log). */
export const importErrorMessages = {
  badAddress: "Cette adresse n'est pas une adresse web valide\u00a0: elle doit commencer par https://.",
  refusedAddress:
    "Toque ne peut pas lire cette adresse\u00a0: seules les pages publiques en http ou https (ports 80 et 443) sont acceptées.",
  unreachable: "La page n'a pas pu être lue\u00a0: vérifiez l'adresse, ou réessayez plus tard.",
  tooManyRedirects:
    "Cette page renvoie vers trop d'autres adresses\u00a0: Toque s'est arrêté après trois redirections.",
  timeout: "Le site n'a pas répondu en 10 secondes. Réessayez plus tard.",
  notHtml: "Cette adresse ne mène pas à une page web (le site a renvoyé un autre type de fichier).",
  tooLarge: "Cette page est trop lourde pour être lue (plus de 3 Mo).",
  noRecipe:
    "Aucune recette n'a été trouvée sur cette page. Vous pouvez copier son texte et utiliser «\u00a0Coller une recette\u00a0».",
  rateLimited: "Vous avez importé beaucoup de recettes en peu de temps.",
  emptyText:
    "Le texte collé ne contient pas de recette\u00a0: il faut au moins un titre, un ingrédient et une étape.",
} as const;

export type ImportErrorCode = keyof typeof importErrorMessages;
