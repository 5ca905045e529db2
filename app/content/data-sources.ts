/**
 * Open data and artwork Toque relies on, with the citation each licence asks for.
 * Shown on the « Sources des données » page.
 */
export interface DataSource {
  name: string;
  usage: string;
  citation: string;
  licence: string;
  link: { href: string; label: string };
}

export const dataSources: readonly DataSource[] = [
  {
    name: "Table de composition nutritionnelle Ciqual 2025",
    usage:
      "Les calories, protéines, glucides, lipides, fibres et le sodium de chaque recette sont calculés à partir de cette table, ingrédient par ingrédient.",
    citation: "Anses. 2025. Table de composition nutritionnelle des aliments Ciqual",
    licence: "Licence Ouverte / Open Licence Etalab 2.0",
    link: { href: "https://ciqual.anses.fr/", label: "ciqual.anses.fr" },
  },
  {
    name: "Cocktails officiels de l'IBA (liste 2023)",
    usage:
      "Les classiques dont part le Créateur de Cocktails : ingrédients, doses et méthodes, réécrits en français.",
    citation:
      "International Bartenders Association, liste officielle 2023, données extraites par Rasmus Bååth (projet iba-cocktails, 2023)",
    licence: "Licence MIT, Copyright (c) 2023 Rasmus Bååth",
    link: { href: "https://github.com/rasmusab/iba-cocktails", label: "rasmusab/iba-cocktails" },
  },
  {
    name: "X-Wines (édition Slim)",
    usage: "Les catégories d'accords entre mets et vins dont s'inspire la cave du sommelier hors ligne.",
    citation:
      "de Azambuja, R. X., Morais, A. J. et Filipe, V. (2023). X-Wines: A Wine Dataset for Recommender Systems and Machine Learning. Big Data and Cognitive Computing, 7(1), 20. doi:10.3390/bdcc7010020",
    licence: "CC0 1.0 Universel",
    link: { href: "https://doi.org/10.3390/bdcc7010020", label: "doi:10.3390/bdcc7010020" },
  },
  {
    name: "USDA National Nutrient Database for Standard Reference, Release 26",
    usage:
      "Le poids des mesures ménagères (une cuillère, un œuf, une gousse), adapté aux tailles françaises, pour convertir les quantités en grammes.",
    citation:
      "U.S. Department of Agriculture, Agricultural Research Service. USDA National Nutrient Database for Standard Reference, Release 26",
    licence: "Domaine public (États-Unis)",
    link: { href: "https://www.ars.usda.gov/", label: "ars.usda.gov" },
  },
  {
    name: "Agribalyse 3.2 (Synthèse), ADEME / INRAE",
    usage:
      "L'empreinte carbone de chaque ingrédient en kg CO₂e par kg d'aliment consommé, pertes comprises, facteur hors saison quand le produit n'est pas de saison ce mois-ci. L'empreinte d'une recette n'est affichée que si 95 % de son poids a un facteur.",
    citation: "Données : ADEME / INRAE, base AGRIBALYSE® 3.2 (Synthèse), agribalyse.ademe.fr",
    licence: "Licence Ouverte / Open Licence Etalab 2.0",
    link: { href: "https://agribalyse.ademe.fr/", label: "agribalyse.ademe.fr" },
  },
  {
    name: "Fruits et légumes de saison, ADEME Impact CO2",
    usage: "Les mois de saison des fruits et légumes (badge « De saison » et choix du facteur hors saison).",
    citation:
      "ADEME, Impact CO2 (incubateur-ademe/impactco2, données fruitsetlegumes) et Datagir, « Mes fruits et légumes de saison » (incubateur-ademe/mesfruitsetlegumesdesaison) pour la production en France métropolitaine",
    licence: "Licence MIT, Copyright (c) 2022 Datagir",
    link: { href: "https://github.com/incubateur-ademe/impactco2", label: "incubateur-ademe/impactco2" },
  },
  {
    name: "Voiture thermique, ADEME Impact CO2",
    usage:
      "La comparaison « comme … km en voiture » : 0,218 kg CO₂e par kilomètre (0,192 pour le carburant et 0,0256 pour la construction du véhicule), par voiture.",
    citation:
      "ADEME, Impact CO2, « Voiture, moteur thermique » (incubateur-ademe/impactco2, données deplacement), d'après la Base Empreinte de l'ADEME",
    licence: "Licence MIT, Copyright (c) 2022 Datagir",
    link: {
      href: "https://base-empreinte.ademe.fr/documentation/base-carbone?docLink=Routier2",
      label: "base-empreinte.ademe.fr",
    },
  },
];

export interface Artwork {
  name: string;
  usage: string;
  licence: string;
}

export const artworks: readonly Artwork[] = [
  {
    name: "Lucide",
    usage: "Les icônes de l'interface.",
    licence: "Licence ISC (Lucide Contributors)",
  },
  {
    name: "Fraunces et Source Sans 3",
    usage: "Les polices des titres et du texte, servies par Toque lui-même.",
    licence: "SIL Open Font License 1.1",
  },
  {
    name: "Portraits des témoignages et logo",
    usage: "Illustrations dessinées pour Toque.",
    licence: "Créations de l'équipe Toque",
  },
];
