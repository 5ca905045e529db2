import type { CatalogueRecipe } from "~/domain/catalogue/types";
import { toTaste } from "./to-taste";

/**
 * Dishes led by the vegetables and fruit of each season (ADEME calendar), all vegetarian and
 * many vegan: the main ingredient by weight of each is a product in season in spring,
 * summer, autumn or winter.
 */
export const vegetableRecipes: readonly CatalogueRecipe[] = [
  // Printemps
  {
    id: "asperges-vertes-roties-au-parmesan",
    title: "Asperges vertes rôties au parmesan",
    description:
      "Des asperges vertes saisies à four très chaud, juste tendres et encore croquantes, couvertes de copeaux de parmesan et relevées d'un zeste de citron.",
    image: "/images/recettes/asperges-vertes-roties-au-parmesan.svg",
    imageAlt:
      "Illustration : un plat ovale d'asperges vertes alignées, parsemées de copeaux de parmesan et de rondelles de citron.",
    prepMinutes: 10,
    cookMinutes: 12,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "asperges vertes", quantite: 2, unite: "botte" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      { nom: "parmesan", quantite: 60, unite: "g" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      toTaste("fleur de sel"),
      toTaste("poivre"),
    ],
    equipment: ["Plaque de cuisson", "Économe", "Râpe fine"],
    steps: [
      {
        description:
          "Préchauffez le four à 220 °C avec la plaque à l'intérieur : elle doit être brûlante quand les asperges la touchent.",
        temperature: "220 °C",
      },
      {
        description:
          "Cassez le bas de chaque asperge : il se rompt de lui-même là où la tige cesse d'être fibreuse. Épluchez le tiers inférieur des plus grosses.",
      },
      {
        description:
          "Roulez les asperges dans l'huile d'olive avec un peu de sel et de poivre, puis étalez-les sur la plaque chaude sans qu'elles se chevauchent.",
      },
      {
        description:
          "Enfournez et faites rôtir en secouant la plaque à mi-cuisson, jusqu'à ce que les pointes dorent et qu'un couteau entre dans la tige avec une légère résistance.",
        temps: "12 min",
        temperature: "220 °C",
      },
      {
        description:
          "Râpez le zeste du citron sur les asperges brûlantes, arrosez-les d'un filet de son jus et couvrez-les de copeaux de parmesan taillés à l'économe. Finissez à la fleur de sel.",
      },
    ],
    tips: [
      "Choisissez des asperges de même grosseur : elles cuiront toutes en même temps.",
      "Des tiges fermes qui crissent quand on les frotte l'une contre l'autre sont des asperges fraîches.",
      "Ne salez pas trop avant la cuisson : le parmesan apporte déjà beaucoup de sel.",
    ],
    variations: [
      "Posez un œuf mollet sur chaque portion pour en faire un repas léger.",
      "Remplacez le parmesan par quelques amandes effilées grillées et un trait d'huile de noisette.",
    ],
    wine: {
      wine: "Sancerre blanc",
      type: "Vin blanc",
      region: "Loire",
      why: "Le sauvignon de Sancerre, vif et aux notes végétales, est l'un des rares vins qui s'entendent avec l'amertume de l'asperge ; sa minéralité répond au parmesan.",
    },
  },
  {
    id: "petits-pois-a-la-francaise",
    title: "Petits pois à la française",
    description:
      "Des petits pois étuvés au beurre avec de la laitue, des oignons nouveaux et des carottes, qui cuisent dans leur propre vapeur ; servis ici avec des œufs mollets et du pain de campagne pour faire un vrai repas de printemps.",
    image: "/images/recettes/petits-pois-a-la-francaise.svg",
    imageAlt:
      "Illustration : une cocotte vert d'eau remplie de petits pois, de feuilles de laitue et de rondelles de carotte, avec deux œufs coupés en deux.",
    prepMinutes: 25,
    cookMinutes: 25,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "petits pois", quantite: 800, unite: "g" },
      { nom: "laitue", quantite: 1, unite: "pièce" },
      { nom: "oignons nouveaux", quantite: 8, unite: "pièce" },
      { nom: "carottes", quantite: 3, unite: "pièce" },
      { nom: "beurre", quantite: 40, unite: "g" },
      { nom: "sucre", quantite: 1, unite: "c. à café" },
      { nom: "eau", quantite: 10, unite: "cl" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "pain de campagne", quantite: 4, unite: "tranche" },
      { nom: "cerfeuil", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Cocotte avec couvercle", "Casserole", "Écumoire"],
    steps: [
      {
        description:
          "Écossez les petits pois s'ils sont frais. Épluchez les carottes et coupez-les en fines rondelles, gardez les oignons nouveaux entiers avec un peu de leur tige. Lavez la laitue et coupez-la en huit.",
      },
      {
        description:
          "Faites fondre la moitié du beurre dans la cocotte, ajoutez les oignons et les carottes et laissez-les suer sans coloration.",
        temps: "5 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez les petits pois, la laitue, le sucre, une pincée de sel et l'eau. Couvrez et laissez étuver en remuant de temps en temps, jusqu'à ce que les pois soient fondants.",
        temps: "15 min",
        temperature: "feu doux",
      },
      {
        description:
          "Pendant ce temps, plongez les œufs dans l'eau bouillante pour 6 min, puis dans l'eau froide, et écalez-les délicatement.",
        temps: "6 min",
        temperature: "ébullition",
      },
      {
        description:
          "Hors du feu, liez les légumes avec le reste du beurre en morceaux, poivrez et parsemez de cerfeuil. Servez avec les œufs ouverts en deux et les tranches de pain de campagne.",
      },
    ],
    tips: [
      "Avec des petits pois surgelés, comptez 5 min de cuisson de moins : ils sont déjà blanchis.",
      "Le fond de cuisson doit rester court : s'il reste trop de liquide à la fin, découvrez la cocotte 2 min.",
    ],
    variations: [
      "Ajoutez une poignée de fèves pelées avec les petits pois.",
      "Remplacez le beurre par de l'huile d'olive et les œufs par des pois chiches rôtis pour une version végétale.",
    ],
    wine: {
      wine: "Touraine sauvignon",
      type: "Vin blanc",
      region: "Loire",
      why: "Un blanc frais aux arômes de bourgeon de cassis accompagne la douceur sucrée des petits pois et la rondeur du beurre sans les écraser.",
    },
  },
  {
    id: "veloute-de-petits-pois-a-la-menthe",
    title: "Velouté de petits pois à la menthe",
    description:
      "Un velouté vert vif, mixé dès la fin de la cuisson pour garder sa couleur, où la menthe fraîche réveille le sucre des petits pois. Entièrement végétal.",
    image: "/images/recettes/veloute-de-petits-pois-a-la-menthe.svg",
    imageAlt:
      "Illustration : un bol blanc de velouté vert tendre, avec un filet d'huile d'olive, quelques petits pois entiers et des feuilles de menthe.",
    prepMinutes: 10,
    cookMinutes: 15,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "petits pois", quantite: 750, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "pomme de terre", quantite: 1, unite: "pièce" },
      { nom: "bouillon de légumes", quantite: 60, unite: "cl" },
      { nom: "menthe", quantite: 20, unite: "pièce" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Faitout", "Mixeur plongeant"],
    steps: [
      {
        description:
          "Émincez l'oignon, épluchez la pomme de terre et coupez-la en petits dés pour qu'elle soit tendre en même temps que les pois.",
      },
      {
        description: "Faites suer l'oignon dans deux cuillerées d'huile d'olive, sans le laisser colorer.",
        temps: "4 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez la pomme de terre et le bouillon, portez à ébullition, puis versez les petits pois et laissez cuire à petits bouillons. Au bout de 3 min, prélevez-en une poignée à l'écumoire pour le service.",
        temps: "10 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Hors du feu, ajoutez les feuilles de menthe et mixez aussitôt jusqu'à obtenir un velouté bien lisse. Rectifiez l'assaisonnement.",
      },
      {
        description:
          "Servez dans des bols, avec les pois réservés, un filet d'huile d'olive et une feuille de menthe.",
      },
    ],
    tips: [
      "Ne prolongez pas la cuisson : au-delà de 10 min, les petits pois virent au kaki et perdent leur goût sucré.",
      "Servi froid, ce velouté se garde deux jours au réfrigérateur et fait une belle entrée d'été.",
    ],
    variations: [
      "Ajoutez une cuillerée de crème fraîche dans chaque bol si vous ne cherchez pas une version végétale.",
      "Remplacez la menthe par du basilic et un zeste de citron.",
    ],
    wine: {
      wine: "Entre-deux-mers",
      type: "Vin blanc",
      region: "Bordeaux",
      why: "Ce blanc sec et vif, aux notes d'agrumes, garde la fraîcheur de la menthe et allège la texture veloutée du potage.",
    },
  },
  {
    id: "navets-nouveaux-glaces-semoule-aux-herbes",
    title: "Navets nouveaux glacés, semoule aux herbes",
    description:
      "Des navets nouveaux laqués dans leur sirop de cuisson jusqu'à briller, posés sur une semoule aux pois chiches, aux herbes et au citron.",
    image: "/images/recettes/navets-nouveaux-glaces-semoule-aux-herbes.svg",
    imageAlt:
      "Illustration : une assiette de semoule dorée mouchetée d'herbes, couverte de petits navets ronds, blancs à collet violet, avec leur bout de tige.",
    prepMinutes: 15,
    cookMinutes: 25,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "navets nouveaux", quantite: 2, unite: "botte" },
      { nom: "huile d'olive", quantite: 4, unite: "c. à soupe" },
      { nom: "sucre", quantite: 1, unite: "c. à soupe" },
      { nom: "eau", quantite: 60, unite: "cl" },
      { nom: "semoule", quantite: 200, unite: "g" },
      { nom: "pois chiches en conserve", quantite: 240, unite: "g" },
      { nom: "persil", quantite: 3, unite: "c. à soupe" },
      { nom: "menthe", quantite: 2, unite: "c. à soupe" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "cumin", quantite: 1, unite: "c. à café" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Sauteuse large avec couvercle", "Saladier", "Papier cuisson"],
    steps: [
      {
        description:
          "Coupez les fanes des navets en laissant 1 cm de tige, brossez-les sous l'eau et coupez les plus gros en deux. Les navets nouveaux n'ont pas besoin d'être épluchés.",
      },
      {
        description:
          "Mettez les navets dans la sauteuse en une seule couche avec deux cuillerées d'huile, le sucre, une pincée de sel et 20 cl d'eau. Couvrez d'un disque de papier cuisson percé au centre et laissez cuire jusqu'à ce que l'eau soit presque évaporée.",
        temps: "15 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Retirez le papier et roulez les navets dans le sirop qui reste, jusqu'à ce qu'ils soient enrobés d'un glaçage brillant et légèrement blond.",
        temps: "5 min",
        temperature: "feu moyen à vif",
      },
      {
        description:
          "Pendant ce temps, portez le reste de l'eau à ébullition avec le cumin et une pincée de sel. Versez-la sur la semoule, couvrez et laissez gonfler.",
        temps: "5 min",
      },
      {
        description:
          "Égrenez la semoule à la fourchette avec le reste de l'huile, puis ajoutez les pois chiches rincés, le persil et la menthe ciselés, le zeste et le jus du citron.",
      },
      {
        description:
          "Dressez la semoule dans les assiettes et posez les navets par-dessus, nappés de leur sirop, avec un tour de moulin à poivre.",
      },
    ],
    tips: [
      "Gardez les fanes si elles sont bien vertes : revenues à l'huile avec une gousse d'ail, elles se mêlent à la semoule.",
      "Le glaçage vient du sucre et de l'huile qui restent quand l'eau s'est évaporée : surveillez les dernières minutes, il brunit vite.",
    ],
    variations: [
      "Remplacez la semoule par du quinoa pour une version sans gluten.",
      "Glacez quelques carottes nouvelles avec les navets et ajoutez une cuillerée de miel au sirop.",
    ],
    wine: {
      wine: "Saumur blanc",
      type: "Vin blanc",
      region: "Loire",
      why: "Le chenin de Saumur, tendu et légèrement miellé, épouse la douceur glacée des navets tout en gardant assez de vivacité pour les herbes et le citron.",
    },
  },
  {
    id: "quiche-aux-epinards-et-au-fromage-de-chevre",
    title: "Quiche aux épinards et au fromage de chèvre",
    description:
      "Une pâte brisée garnie d'épinards frais tombés à l'ail, de rondelles de chèvre et d'un appareil aux œufs à la muscade, dorée jusqu'à ce que le fromage fonde.",
    image: "/images/recettes/quiche-aux-epinards-et-au-fromage-de-chevre.svg",
    imageAlt:
      "Illustration : une quiche ronde vue de dessus, à la garniture verte piquée de rondelles blanches de chèvre, dans son moule à bord cannelé.",
    prepMinutes: 25,
    cookMinutes: 40,
    servings: 6,
    difficulty: "Moyen",
    category: "Végétarien",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "pâte brisée", quantite: 1, unite: "pièce" },
      { nom: "épinards", quantite: 800, unite: "g" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      { nom: "huile d'olive", quantite: 1, unite: "c. à soupe" },
      { nom: "fromage de chèvre", quantite: 180, unite: "g" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "crème liquide", quantite: 20, unite: "cl" },
      { nom: "lait", quantite: 10, unite: "cl" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Moule à tarte de 26 cm", "Grande poêle", "Saladier", "Fouet"],
    steps: [
      {
        description:
          "Préchauffez le four à 200 °C. Foncez le moule avec la pâte, piquez le fond à la fourchette et placez-le au frais pendant la suite.",
        temperature: "200 °C",
      },
      {
        description:
          "Lavez les épinards et retirez les plus grosses tiges. Faites-les tomber dans la poêle avec l'huile et la gousse d'ail écrasée, en remuant, jusqu'à ce qu'ils aient rendu leur eau.",
        temps: "5 min",
        temperature: "feu vif",
      },
      {
        description:
          "Versez les épinards dans une passoire, pressez-les fort avec le dos d'une cuillère pour chasser l'eau, puis hachez-les grossièrement.",
      },
      {
        description:
          "Fouettez les œufs avec la crème, le lait, la muscade, du sel et du poivre. Coupez le chèvre en rondelles.",
      },
      {
        description:
          "Étalez les épinards sur la pâte, versez l'appareil et disposez les rondelles de chèvre en surface. Enfournez jusqu'à ce que la quiche soit prise et bien dorée.",
        temps: "35 min",
        temperature: "200 °C",
      },
      { description: "Laissez reposer 10 min avant de démouler : elle se tranchera proprement." },
    ],
    tips: [
      "Les épinards frais perdent les trois quarts de leur volume en tombant : 800 g, c'est la bonne quantité pour un moule de 26 cm.",
      "Bien presser les épinards évite une pâte détrempée.",
      "Servie tiède avec une salade verte, elle fait un déjeuner complet.",
    ],
    variations: [
      "Remplacez le chèvre par de la feta émiettée et ajoutez quelques pignons.",
      "Ajoutez une poignée d'oseille aux épinards pour une note acidulée.",
    ],
    wine: {
      wine: "Quincy",
      type: "Vin blanc",
      region: "Centre-Loire",
      why: "Un sauvignon du Berry, pays des chèvres, dont la vivacité citronnée répond au fromage et à la légère amertume des épinards.",
    },
  },
  {
    id: "salade-de-radis-concombre-et-herbes",
    title: "Salade de radis, concombre et herbes",
    description:
      "Des radis et un concombre coupés très fin, mêlés d'aneth, de ciboulette et de menthe, juste assaisonnés d'huile d'olive et de vinaigre de cidre. Croquante et toute végétale.",
    image: "/images/recettes/salade-de-radis-concombre-et-herbes.svg",
    imageAlt:
      "Illustration : une assiette de rondelles de radis roses et de concombre vert pâle, parsemées de brins d'herbes.",
    prepMinutes: 15,
    cookMinutes: 0,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "radis", quantite: 2, unite: "botte" },
      { nom: "concombre", quantite: 1, unite: "pièce" },
      { nom: "aneth", quantite: 2, unite: "c. à soupe" },
      { nom: "ciboulette", quantite: 2, unite: "c. à soupe" },
      { nom: "menthe", quantite: 1, unite: "c. à soupe" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      { nom: "vinaigre de cidre", quantite: 1, unite: "c. à soupe" },
      { nom: "graines de tournesol", quantite: 2, unite: "c. à soupe" },
      toTaste("fleur de sel"),
      toTaste("poivre"),
    ],
    equipment: ["Mandoline ou couteau bien aiguisé", "Saladier", "Petite poêle"],
    steps: [
      {
        description:
          "Équeutez les radis et coupez-les en rondelles très fines. Épluchez le concombre une bande sur deux, coupez-le en deux dans la longueur, retirez les graines à la cuillère et émincez-le.",
      },
      {
        description:
          "Salez légèrement le concombre et laissez-le dégorger dans une passoire pendant que vous préparez le reste, puis épongez-le.",
      },
      {
        description:
          "Faites griller les graines de tournesol à sec dans la petite poêle, en remuant, jusqu'à ce qu'elles sentent la noisette.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Fouettez le vinaigre avec un peu de fleur de sel et de poivre, puis l'huile. Mêlez les radis, le concombre et les herbes ciselées avec cette vinaigrette au dernier moment, et parsemez de graines.",
      },
    ],
    tips: [
      "Assaisonnez au moment de servir : le sel fait rendre leur eau aux radis et au concombre.",
      "Gardez les fanes de radis bien fraîches pour une soupe ou un pesto.",
    ],
    variations: [
      "Ajoutez des dés de feta ou quelques cuillerées de fromage blanc pour une version plus riche.",
      "Remplacez le concombre par du fenouil émincé très fin.",
    ],
    wine: {
      wine: "Muscadet Sèvre-et-Maine sur lie",
      type: "Vin blanc",
      region: "Pays nantais",
      why: "Sec, salin et léger, il a la même fraîcheur croquante que la salade et ne se laisse pas troubler par le vinaigre.",
    },
  },
  {
    id: "veloute-de-cresson",
    title: "Velouté de cresson",
    description:
      "Le potage vert vif des cressonnières de l'Essonne : des poireaux fondus, quelques pommes de terre pour le liant et deux bottes de cresson plongées au dernier moment pour garder leur piquant.",
    image: "/images/recettes/veloute-de-cresson.svg",
    imageAlt:
      "Illustration : une assiette creuse de velouté vert tendre vue de dessus, avec une spirale de crème blanche et quelques feuilles de cresson au centre.",
    prepMinutes: 15,
    cookMinutes: 30,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "cresson", quantite: 2, unite: "botte" },
      { nom: "poireaux", quantite: 2, unite: "pièce" },
      { nom: "pommes de terre", quantite: 2, unite: "pièce" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "bouillon de légumes", quantite: 80, unite: "cl" },
      { nom: "crème fraîche épaisse", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande casserole", "Mixeur plongeant", "Planche et couteau"],
    steps: [
      {
        description:
          "Lavez le cresson à grande eau, ôtez les tiges les plus grosses et gardez une poignée de pluches pour le service. Émincez le blanc et le vert tendre des poireaux.",
      },
      {
        description:
          "Faites fondre les poireaux dans le beurre, à couvert, sans les laisser prendre couleur.",
        temps: "8 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez les pommes de terre épluchées et taillées en dés, versez le bouillon et laissez cuire à petits bouillons jusqu'à ce que les dés s'écrasent sous la fourchette.",
        temps: "20 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Retirez la casserole du feu, plongez-y le cresson et attendez qu'il tombe : il garde ainsi sa couleur et son goût poivré.",
        temps: "2 min",
      },
      {
        description:
          "Mixez longuement jusqu'à obtenir un velouté lisse, incorporez la crème, salez, poivrez et servez aussitôt, parsemé des pluches réservées.",
      },
    ],
    tips: [
      "Ne faites plus bouillir la soupe une fois le cresson ajouté : il noircit et prend un goût de foin.",
      "Le cresson se fane vite : achetez-le le jour même, les feuilles bien vertes, et gardez-le les tiges dans un verre d'eau.",
      "Le velouté se garde deux jours au réfrigérateur ; réchauffez-le doucement, sans le porter à ébullition.",
    ],
    variations: [
      "Posez un œuf poché dans chaque assiette pour en faire un dîner léger.",
      "Remplacez la crème par une cuillerée de fromage de chèvre frais, qui apporte une pointe acidulée.",
    ],
    wine: {
      wine: "Menetou-Salon blanc",
      type: "Vin blanc",
      region: "Loire",
      why: "Un sauvignon frais aux notes d'agrumes et d'herbe coupée, qui accompagne le piquant du cresson sans l'écraser.",
    },
  },
  {
    id: "endives-au-jambon",
    title: "Endives au jambon",
    description:
      "Le gratin familial du Nord : des chicons braisés au beurre jusqu'à perdre leur amertume, roulés chacun dans une tranche de jambon, nappés de béchamel et gratinés au gruyère.",
    image: "/images/recettes/endives-au-jambon.svg",
    imageAlt:
      "Illustration : un plat à gratin rectangulaire où huit rouleaux de jambon rose serrés côte à côte dépassent d'une béchamel dorée et tachetée de brun.",
    prepMinutes: 20,
    cookMinutes: 55,
    servings: 4,
    difficulty: "Facile",
    category: "Plats",
    region: "Nord",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "endives", quantite: 8, unite: "pièce" },
      { nom: "jambon blanc", quantite: 8, unite: "tranche" },
      { nom: "beurre", quantite: 50, unite: "g" },
      { nom: "jus de citron", quantite: 1, unite: "c. à soupe" },
      { nom: "farine", quantite: 30, unite: "g" },
      { nom: "lait", quantite: 50, unite: "cl" },
      { nom: "gruyère râpé", quantite: 100, unite: "g" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande poêle avec couvercle", "Casserole", "Fouet", "Plat à gratin de 26 × 18 cm"],
    steps: [
      {
        description:
          "Ôtez les feuilles abîmées des endives et creusez leur base en cône à la pointe du couteau pour retirer le cœur, la partie la plus amère.",
      },
      {
        description:
          "Faites braiser les endives entières dans 20 g de beurre avec le jus de citron, à couvert, en les retournant de temps en temps, jusqu'à ce qu'elles soient tendres et blondes.",
        temps: "25 min",
        temperature: "feu doux",
      },
      {
        description:
          "Égouttez-les dans une passoire en les pressant doucement : l'eau qu'elles rendent délaierait la sauce au four.",
      },
      {
        description:
          "Pour la béchamel, faites fondre le reste du beurre, ajoutez la farine et remuez une minute, puis versez le lait froid en fouettant et laissez épaissir. Salez, poivrez, ajoutez la muscade.",
        temps: "8 min",
        temperature: "feu doux",
      },
      {
        description:
          "Préchauffez le four à 200 °C. Roulez chaque endive dans une tranche de jambon et rangez les rouleaux bien serrés dans le plat beurré.",
        temperature: "200 °C",
      },
      {
        description:
          "Nappez de béchamel, couvrez de gruyère râpé et enfournez jusqu'à ce que le dessus soit doré et bouillonne sur les bords.",
        temps: "20 min",
        temperature: "200 °C",
      },
    ],
    tips: [
      "Une pincée de sucre dans la poêle adoucit encore les endives et les aide à dorer.",
      "Braisées la veille et bien égouttées, les endives attendent au réfrigérateur : il ne reste qu'à les rouler et à gratiner.",
      "Le gratin se garde deux jours au réfrigérateur et se réchauffe au four, couvert d'une feuille d'aluminium.",
    ],
    variations: [
      "Remplacez le gruyère par de fines tranches de maroilles pour un gratin plus corsé, à la façon du Nord.",
      "Glissez une fine tranche de comté entre l'endive et le jambon avant de rouler.",
    ],
    wine: {
      wine: "Mâcon-Villages",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Un chardonnay rond et fruité, élevé sans bois, qui adoucit l'amertume de l'endive et tient tête au gruyère gratiné.",
    },
  },
  {
    id: "salade-d-epinards-radis-et-oeufs-mollets",
    title: "Salade d'épinards, radis et œufs mollets",
    description:
      "Une salade de printemps toute crue : de jeunes feuilles d'épinards et des rondelles de radis roses dans une vinaigrette à la moutarde, avec un œuf au jaune coulant ouvert sur chaque assiette.",
    image: "/images/recettes/salade-d-epinards-radis-et-oeufs-mollets.svg",
    imageAlt:
      "Illustration : une assiette blanche de feuilles d'épinards vert sombre, semée de rondelles de radis rose et blanc, avec un œuf mollet coupé en deux au centre.",
    prepMinutes: 15,
    cookMinutes: 6,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "épinards", quantite: 300, unite: "g" },
      { nom: "radis", quantite: 1, unite: "botte" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "échalote", quantite: 1, unite: "pièce" },
      { nom: "moutarde", quantite: 1, unite: "c. à café" },
      { nom: "vinaigre de vin", quantite: 1, unite: "c. à soupe" },
      { nom: "huile d'olive", quantite: 4, unite: "c. à soupe" },
      { nom: "ciboulette", quantite: 5, unite: "brin" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Casserole", "Écumoire", "Essoreuse à salade", "Bol et fouet"],
    steps: [
      {
        description:
          "Plongez délicatement les œufs, sortis du réfrigérateur à l'avance, dans une casserole d'eau bouillante, et comptez six minutes à la reprise de l'ébullition.",
        temps: "6 min",
        temperature: "feu vif",
      },
      {
        description:
          "Transférez-les dans un bol d'eau glacée, puis écalez-les sous un filet d'eau froide en commençant par le gros bout.",
      },
      {
        description:
          "Lavez et essorez les épinards en retirant les queues trop longues. Taillez les radis en fines rondelles et ciselez l'échalote.",
      },
      {
        description:
          "Fouettez la moutarde avec le vinaigre, le sel et le poivre, versez l'huile en filet pour émulsionner, puis ajoutez l'échalote.",
      },
      {
        description:
          "Au dernier moment, mêlez les épinards et les radis à la vinaigrette, répartissez dans les assiettes, posez un œuf ouvert en deux sur chacune et parsemez de ciboulette.",
      },
    ],
    tips: [
      "Choisissez de jeunes pousses d'épinards, aux feuilles petites et tendres : les grandes se gardent pour la cuisson.",
      "Des œufs à température ambiante se fendent moins au contact de l'eau bouillante.",
    ],
    variations: [
      "Remplacez la moitié des épinards par du cresson ou de la mâche, selon le marché.",
      "Parsemez de graines de tournesol grillées et de copeaux de comté.",
    ],
    wine: {
      wine: "Touraine sauvignon",
      type: "Vin blanc",
      region: "Loire",
      why: "Sa vivacité et ses arômes de bourgeon de cassis répondent à la vinaigrette, et sa légèreté laisse parler le piquant des radis.",
    },
  },
  {
    id: "risotto-aux-asperges-vertes",
    title: "Risotto aux asperges vertes",
    description:
      "Un risotto crémeux où les tiges d'asperges cuisent avec le riz tandis que les pointes, ajoutées en dernier, restent croquantes ; le tout lié au beurre et au parmesan.",
    image: "/images/recettes/risotto-aux-asperges-vertes.svg",
    imageAlt:
      "Illustration : une assiette creuse gris clair de risotto crème, couverte de pointes d'asperges vertes disposées en étoile et de copeaux de parmesan.",
    prepMinutes: 15,
    cookMinutes: 30,
    servings: 4,
    difficulty: "Moyen",
    category: "Végétarien",
    cuisine: "italienne",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "asperges vertes", quantite: 1, unite: "botte" },
      { nom: "riz arborio", quantite: 300, unite: "g" },
      { nom: "échalote", quantite: 1, unite: "pièce" },
      { nom: "huile d'olive", quantite: 1, unite: "c. à soupe" },
      { nom: "beurre", quantite: 40, unite: "g" },
      { nom: "vin blanc", quantite: 10, unite: "cl" },
      { nom: "bouillon de légumes", quantite: 1, unite: "l" },
      { nom: "parmesan", quantite: 60, unite: "g" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Sauteuse", "Casserole", "Louche", "Cuillère en bois"],
    steps: [
      {
        description:
          "Cassez la base fibreuse des asperges, coupez les pointes sur 4 cm et réservez-les, puis taillez les tiges en rondelles.",
      },
      {
        description:
          "Portez le bouillon à frémissement avec les bases d'asperges, qui lui donnent leur goût, et gardez-le chaud pendant toute la cuisson du riz.",
        temps: "5 min",
        temperature: "feu doux",
      },
      {
        description:
          "Dans la sauteuse, faites suer l'échalote ciselée dans l'huile et la moitié du beurre, puis versez le riz et remuez jusqu'à ce que les grains deviennent nacrés.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Mouillez avec le vin blanc, laissez-le s'évaporer en remuant, puis ajoutez les rondelles d'asperges.",
        temps: "2 min",
      },
      {
        description:
          "Versez une louche de bouillon chaud, remuez jusqu'à ce qu'il soit absorbé et recommencez, louche après louche, sans jamais noyer le riz.",
        temps: "12 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez les pointes d'asperges avec la dernière louche et poursuivez la cuisson jusqu'à ce que le riz soit tendre mais encore ferme au cœur.",
        temps: "6 min",
      },
      {
        description:
          "Hors du feu, incorporez le reste du beurre bien froid et le parmesan râpé, couvrez une minute, puis servez dans des assiettes chaudes.",
        temps: "1 min",
      },
    ],
    tips: [
      "Le risotto n'attend pas : servez-le dès qu'il est lié, encore assez souple pour s'étaler dans l'assiette.",
      "Un bouillon froid arrête la cuisson du riz à chaque louche : gardez-le toujours frémissant.",
    ],
    variations: [
      "En mai, remplacez la moitié des asperges par des petits pois frais écossés.",
      "Finissez avec un zeste de citron et quelques feuilles de menthe ciselées.",
    ],
    wine: {
      wine: "Soave Classico",
      type: "Vin blanc",
      region: "Vénétie",
      why: "Le garganega, frais et légèrement amandé, accompagne l'asperge sans amertume et prolonge la douceur du riz au parmesan.",
    },
  },
  {
    id: "salade-de-pamplemousse-avocat-et-crevettes",
    title: "Salade de pamplemousse, avocat et crevettes",
    description:
      "L'entrée de bistrot des beaux jours : des suprêmes de pamplemousse rose, des lamelles d'avocat et des crevettes sur un lit de roquette, arrosés d'une vinaigrette faite du jus des agrumes.",
    image: "/images/recettes/salade-de-pamplemousse-avocat-et-crevettes.svg",
    imageAlt:
      "Illustration : une assiette bleue où alternent en rosace des quartiers de pamplemousse rose et des lamelles d'avocat vert pâle, avec des crevettes roses recourbées au centre.",
    prepMinutes: 20,
    cookMinutes: 0,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "pamplemousses", quantite: 2, unite: "pièce" },
      { nom: "avocats", quantite: 2, unite: "pièce" },
      { nom: "crevettes", quantite: 200, unite: "g" },
      { nom: "roquette", quantite: 50, unite: "g" },
      { nom: "jus de citron vert", quantite: 1, unite: "c. à soupe" },
      { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
      { nom: "ciboulette", quantite: 5, unite: "brin" },
      { nom: "piment d'Espelette", quantite: 1, unite: "pincée" },
      toTaste("sel"),
    ],
    equipment: ["Couteau d'office", "Bol", "Fouet", "Plat de service"],
    steps: [
      {
        description:
          "Pelez les pamplemousses à vif en ôtant toute la peau blanche, puis levez les suprêmes entre les membranes au-dessus d'un bol pour en recueillir le jus.",
      },
      {
        description:
          "Pressez les membranes restantes au-dessus du bol, ajoutez le jus de citron vert, l'huile, le sel et le piment, et fouettez.",
      },
      {
        description:
          "Ouvrez les avocats, retirez le noyau et taillez la chair en lamelles ; arrosez-les aussitôt d'un peu de vinaigrette pour qu'elles ne noircissent pas.",
      },
      {
        description: "Décortiquez les crevettes en laissant la queue à quelques-unes pour le décor.",
      },
      {
        description:
          "Dressez sur la roquette en alternant suprêmes et lamelles d'avocat, posez les crevettes au centre, nappez du reste de vinaigrette et parsemez de ciboulette.",
      },
    ],
    tips: [
      "Un pamplemousse lourd pour sa taille est un pamplemousse juteux.",
      "Levez les suprêmes à l'avance, mais ne coupez l'avocat qu'au moment de servir.",
    ],
    variations: [
      "Remplacez les crevettes par du crabe émietté ou des dés de saumon fumé.",
      "Ajoutez quelques dés de mangue et des feuilles de coriandre pour une version plus exotique.",
    ],
    wine: {
      wine: "Entre-deux-Mers",
      type: "Vin blanc",
      region: "Bordeaux",
      why: "Ce blanc sec de sauvignon et de sémillon, aux arômes d'agrumes, épouse l'amertume du pamplemousse et la douceur des crevettes.",
    },
  },
  {
    id: "soupe-poireaux-pommes-de-terre",
    title: "Soupe poireaux-pommes de terre",
    description:
      "La soupe de semaine des familles françaises, sans façon : des rondelles de poireau fondues au beurre et des pommes de terre cuites à l'eau, écrasées au presse-purée pour garder de la mâche.",
    image: "/images/recettes/soupe-poireaux-pommes-de-terre.svg",
    imageAlt:
      "Illustration : un bol en grès brun rempli d'une soupe crème avec des morceaux de pomme de terre et des rondelles de poireau vert pâle, une cuillère posée à côté.",
    prepMinutes: 15,
    cookMinutes: 35,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "poireaux", quantite: 4, unite: "pièce" },
      { nom: "pommes de terre", quantite: 3, unite: "pièce" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "eau", quantite: 1, unite: "l" },
      { nom: "crème fraîche épaisse", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande casserole", "Presse-purée", "Planche et couteau"],
    steps: [
      {
        description:
          "Fendez les poireaux en deux dans la longueur, rincez-les entre les feuilles pour chasser la terre et coupez-les en fines rondelles, vert tendre compris.",
      },
      {
        description:
          "Faites fondre les poireaux et l'oignon émincé dans le beurre, à couvert, en remuant de temps en temps.",
        temps: "10 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez les pommes de terre en cubes, couvrez d'un litre d'eau, salez et laissez cuire à frémissement jusqu'à ce qu'elles soient fondantes.",
        temps: "25 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Écrasez grossièrement au presse-purée directement dans la casserole : la soupe garde des morceaux et du corps.",
      },
      {
        description:
          "Rectifiez l'assaisonnement et servez avec une cuillerée de crème dans chaque bol et un tour de moulin à poivre.",
      },
    ],
    tips: [
      "Gardez le vert foncé des poireaux pour un bouillon : il est trop fibreux pour la soupe.",
      "La soupe se garde trois jours au réfrigérateur et se congèle très bien, sans la crème.",
    ],
    variations: [
      "Mixez-la finement, passez-la au chinois et servez-la glacée : c'est la vichyssoise.",
      "Ajoutez une poignée d'oseille ciselée en fin de cuisson pour une note acidulée.",
    ],
    wine: {
      wine: "Muscadet Sèvre-et-Maine sur lie",
      type: "Vin blanc",
      region: "Loire",
      why: "Un blanc léger, salin et désaltérant, qui accompagne la douceur du poireau sans alourdir une soupe toute simple.",
    },
  },
  // Été
  {
    id: "gaspacho-andalou",
    title: "Gaspacho andalou",
    description:
      "Une soupe froide d'Andalousie où tomates mûres, poivron, concombre et ail sont mixés avec de la mie de pain, de l'huile d'olive et du vinaigre de xérès. Entièrement végétale.",
    image: "/images/recettes/gaspacho-andalou.svg",
    imageAlt:
      "Illustration : deux verres de gaspacho rouge orangé posés près d'une coupelle de petits dés de concombre, de poivron et de croûtons.",
    prepMinutes: 25,
    cookMinutes: 0,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "tomates", quantite: 1, unite: "kg" },
      { nom: "poivron vert", quantite: 1, unite: "pièce" },
      { nom: "concombre", quantite: 0.5, unite: "pièce" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      { nom: "pain", quantite: 2, unite: "tranche" },
      { nom: "huile d'olive", quantite: 6, unite: "c. à soupe" },
      { nom: "vinaigre de xérès", quantite: 2, unite: "c. à soupe" },
      { nom: "eau", quantite: 10, unite: "cl" },
      toTaste("sel"),
    ],
    equipment: ["Blender", "Passoire fine", "Carafe"],
    steps: [
      {
        description:
          "Faites tremper le pain rassis sans croûte dans l'eau. Coupez les tomates en quartiers, le poivron et le concombre en morceaux, en réservant un petit morceau de chacun pour le service.",
      },
      {
        description:
          "Mixez les tomates, le poivron, le concombre, l'ail dégermé, le pain essoré et une bonne pincée de sel jusqu'à obtenir une purée très fine.",
      },
      {
        description:
          "Sans arrêter le blender, versez l'huile d'olive en filet puis le vinaigre : la soupe s'émulsionne et prend une couleur orangée.",
      },
      {
        description:
          "Passez le gaspacho au tamis en pressant bien, goûtez, ajustez le sel et le vinaigre. Servez-le très froid, avec les dés de légumes réservés.",
      },
    ],
    tips: [
      "Sortez les tomates du réfrigérateur au dernier moment : le gaspacho est froid sans attendre ; il gagne cependant à reposer une heure au frais.",
      "Plus les tomates sont mûres, moins il faut de vinaigre.",
    ],
    variations: [
      "Pour le salmorejo de Cordoue, doublez le pain, supprimez le poivron et le concombre et servez-le plus épais.",
      "Ajoutez une tranche de pastèque pour une version plus douce.",
    ],
    wine: {
      wine: "Tavel",
      type: "Vin rosé",
      region: "Vallée du Rhône",
      why: "Un rosé de gastronomie, corsé et sec, qui tient tête à l'ail et au vinaigre tout en restant frais à côté de la tomate.",
    },
  },
  {
    id: "tarte-fine-a-la-tomate-et-a-la-moutarde",
    title: "Tarte fine à la tomate et à la moutarde",
    description:
      "Une pâte feuilletée tartinée de moutarde forte, couverte de tranches de tomate et de fromage râpé, cuite jusqu'à ce que le bord soit croustillant.",
    image: "/images/recettes/tarte-fine-a-la-tomate-et-a-la-moutarde.svg",
    imageAlt:
      "Illustration : une tarte rectangulaire sur une planche, couverte de rangées de rondelles de tomate rouges qui se chevauchent, avec des feuilles de thym.",
    prepMinutes: 15,
    cookMinutes: 30,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "pâte feuilletée", quantite: 1, unite: "pièce" },
      { nom: "tomates", quantite: 6, unite: "pièce" },
      { nom: "moutarde", quantite: 3, unite: "c. à soupe" },
      { nom: "gruyère râpé", quantite: 100, unite: "g" },
      { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
      { nom: "thym", quantite: 3, unite: "brin" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Plaque de cuisson", "Papier cuisson", "Couteau-scie"],
    steps: [
      {
        description:
          "Préchauffez le four à 200 °C. Coupez les tomates en rondelles de 5 mm, salez-les et laissez-les égoutter sur un torchon propre.",
        temperature: "200 °C",
      },
      {
        description:
          "Déroulez la pâte sur la plaque garnie de papier sulfurisé. Tartinez-la de moutarde en laissant un bord libre de 2 cm, puis répartissez la moitié du fromage.",
      },
      {
        description:
          "Épongez les tomates et disposez-les en rangées serrées qui se chevauchent. Poivrez, effeuillez le thym, arrosez d'huile d'olive et parsemez du reste du fromage.",
      },
      {
        description:
          "Enfournez et faites cuire jusqu'à ce que le bord soit gonflé et doré, et que les tomates commencent à confire.",
        temps: "30 min",
        temperature: "200 °C",
      },
      { description: "Laissez tiédir quelques minutes et servez avec une salade de jeunes pousses." },
    ],
    tips: [
      "Faire égoutter les tomates salées garde la pâte croustillante dessous.",
      "Avec une moutarde à l'ancienne, la tarte est plus douce et les grains craquent sous la dent.",
    ],
    variations: [
      "Mélangez des tomates de plusieurs couleurs et ajoutez quelques olives noires.",
      "Remplacez le gruyère par du fromage de chèvre en rondelles.",
    ],
    wine: {
      wine: "Côtes-du-Rhône rosé",
      type: "Vin rosé",
      region: "Vallée du Rhône",
      why: "Un rosé au fruit rouge généreux, assez structuré pour la moutarde et le feuilletage, et frais face à l'acidité de la tomate.",
    },
  },
  {
    id: "caviar-d-aubergine",
    title: "Caviar d'aubergine",
    description:
      "Des aubergines rôties entières jusqu'à s'effondrer, dont la chair fumée est écrasée au couteau avec l'ail, le citron, le cumin et l'huile d'olive. Entièrement végétal.",
    image: "/images/recettes/caviar-d-aubergine.svg",
    imageAlt:
      "Illustration : une coupelle en terre cuite de purée d'aubergine beige creusée d'un puits d'huile d'olive, à côté de bâtonnets de carotte et de concombre.",
    prepMinutes: 15,
    cookMinutes: 45,
    servings: 6,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "aubergines", quantite: 3, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "jus de citron", quantite: 2, unite: "c. à soupe" },
      { nom: "huile d'olive", quantite: 5, unite: "c. à soupe" },
      { nom: "cumin", quantite: 0.5, unite: "c. à café" },
      { nom: "persil", quantite: 2, unite: "c. à soupe" },
      { nom: "graines de sésame", quantite: 1, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Plaque de cuisson", "Passoire", "Planche et grand couteau"],
    steps: [
      {
        description:
          "Préchauffez le four à 220 °C. Piquez les aubergines en quelques endroits avec la pointe d'un couteau pour qu'elles n'éclatent pas.",
        temperature: "220 °C",
      },
      {
        description:
          "Enfournez-les entières sur la plaque et laissez-les rôtir en les retournant une fois, jusqu'à ce que la peau soit flétrie et que la chair s'affaisse.",
        temps: "45 min",
        temperature: "220 °C",
      },
      {
        description:
          "Fendez-les en deux, prélevez la chair à la cuillère et laissez-la égoutter dans une passoire : elle perd une eau amère.",
      },
      {
        description:
          "Hachez la chair au couteau avec l'ail écrasé, puis mélangez-la avec le jus de citron, le cumin, quatre cuillerées d'huile, du sel et du poivre.",
      },
      {
        description:
          "Dressez dans une coupelle, creusez un sillon avec le dos d'une cuillère, versez-y le reste de l'huile et parsemez de persil et de sésame.",
      },
    ],
    tips: [
      "Pour un goût fumé plus marqué, faites d'abord noircir la peau des aubergines directement sur la flamme du gaz.",
      "Hachée au couteau plutôt que mixée, la chair garde une texture qui fait tout le charme du caviar.",
    ],
    variations: [
      "Ajoutez deux cuillerées de tahini pour vous rapprocher du baba ganoush libanais.",
      "Incorporez une tomate mondée en dés et un peu de coriandre.",
    ],
    wine: {
      wine: "Bandol rosé",
      type: "Vin rosé",
      region: "Provence",
      why: "Le mourvèdre donne à ce rosé une mâche et des notes épicées qui répondent à la chair fumée de l'aubergine et au cumin.",
    },
  },
  {
    id: "aubergines-a-la-parmigiana",
    title: "Aubergines à la parmigiana",
    description:
      "Des tranches d'aubergine dorées au four puis montées en couches avec une sauce tomate au basilic, de la mozzarella et du parmesan, et gratinées jusqu'à ce que tout se lie.",
    image: "/images/recettes/aubergines-a-la-parmigiana.svg",
    imageAlt:
      "Illustration : un plat à gratin rectangulaire de parmigiana vu de dessus, sauce tomate rouge, taches blanches de mozzarella fondue et feuilles de basilic.",
    prepMinutes: 30,
    cookMinutes: 60,
    servings: 4,
    difficulty: "Moyen",
    category: "Végétarien",
    cuisine: "italienne",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "aubergines", quantite: 4, unite: "pièce" },
      { nom: "huile d'olive", quantite: 6, unite: "c. à soupe" },
      { nom: "tomates pelées", quantite: 800, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "basilic", quantite: 20, unite: "pièce" },
      { nom: "mozzarella", quantite: 250, unite: "g" },
      { nom: "parmesan", quantite: 80, unite: "g" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["2 plaques de cuisson", "Plat à gratin de 30 cm", "Casserole", "Pinceau"],
    steps: [
      {
        description:
          "Préchauffez le four à 200 °C. Coupez les aubergines en tranches de 1 cm dans la longueur, badigeonnez-les d'huile des deux côtés et salez-les légèrement.",
        temperature: "200 °C",
      },
      {
        description:
          "Étalez-les sur les plaques et enfournez-les, en les retournant à mi-cuisson, jusqu'à ce qu'elles soient tendres et bien dorées.",
        temps: "25 min",
        temperature: "200 °C",
      },
      {
        description:
          "Pendant ce temps, faites revenir l'oignon haché et l'ail dans une cuillerée d'huile, ajoutez les tomates écrasées et la moitié du basilic, puis laissez mijoter jusqu'à ce que la sauce épaississe.",
        temps: "20 min",
        temperature: "feu doux",
      },
      {
        description: "Égouttez la mozzarella et coupez-la en tranches fines ; râpez le parmesan.",
      },
      {
        description:
          "Dans le plat, alternez une louche de sauce, une couche d'aubergines, de la mozzarella, du parmesan et quelques feuilles de basilic. Terminez par de la sauce et du parmesan.",
      },
      {
        description:
          "Enfournez et laissez gratiner jusqu'à ce que les bords bouillonnent et que le dessus soit doré.",
        temps: "35 min",
        temperature: "200 °C",
      },
      { description: "Laissez reposer 15 min avant de servir : les couches se tiennent mieux tièdes." },
    ],
    tips: [
      "Dorer les aubergines au four plutôt qu'à la poêle évite qu'elles boivent l'huile comme des éponges.",
      "La parmigiana est encore meilleure le lendemain, réchauffée doucement.",
    ],
    variations: [
      "À la façon napolitaine, ajoutez deux œufs durs en tranches entre les couches.",
      "Remplacez la moitié des aubergines par des courgettes en fin d'été.",
    ],
    wine: {
      wine: "Côtes-de-Provence rouge",
      type: "Vin rouge",
      region: "Provence",
      why: "Un rouge souple de grenache et de syrah, aux notes de garrigue, qui a le fruit pour la tomate et assez de fraîcheur pour le fromage fondu.",
    },
  },
  {
    id: "poivrons-farcis-au-riz-et-aux-herbes",
    title: "Poivrons farcis au riz et aux herbes",
    description:
      "Des poivrons garnis d'un riz parfumé à la menthe, à l'aneth et au persil, relevé de pignons et de raisins secs, qui finit de cuire au four dans le jus des tomates. Entièrement végétal.",
    image: "/images/recettes/poivrons-farcis-au-riz-et-aux-herbes.svg",
    imageAlt:
      "Illustration : un plat en terre avec des poivrons rouges et jaunes coupés en deux, remplis de riz blanc moucheté d'herbes vertes.",
    prepMinutes: 25,
    cookMinutes: 60,
    servings: 4,
    difficulty: "Moyen",
    category: "Végétarien",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "poivrons rouges", quantite: 6, unite: "pièce" },
      { nom: "riz rond", quantite: 200, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "tomates", quantite: 3, unite: "pièce" },
      { nom: "huile d'olive", quantite: 5, unite: "c. à soupe" },
      { nom: "pignons de pin", quantite: 30, unite: "g" },
      { nom: "raisins secs", quantite: 30, unite: "g" },
      { nom: "persil", quantite: 3, unite: "c. à soupe" },
      { nom: "menthe", quantite: 2, unite: "c. à soupe" },
      { nom: "aneth", quantite: 2, unite: "c. à soupe" },
      { nom: "eau", quantite: 30, unite: "cl" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Plat à four de 28 × 20 cm", "Sauteuse", "Petite cuillère"],
    steps: [
      {
        description:
          "Préchauffez le four à 180 °C. Coupez un chapeau à chaque poivron, retirez les graines et les côtes blanches, et gardez les chapeaux.",
        temperature: "180 °C",
      },
      {
        description:
          "Faites fondre l'oignon haché dans deux cuillerées d'huile, ajoutez le riz et remuez jusqu'à ce qu'il devienne nacré. Versez 20 cl d'eau salée et laissez cuire à couvert jusqu'à ce qu'elle soit absorbée : le riz reste ferme.",
        temps: "12 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Hors du feu, ajoutez une tomate en petits dés, les pignons, les raisins secs, les herbes ciselées, du sel et du poivre.",
      },
      {
        description:
          "Remplissez les poivrons aux trois quarts, car le riz gonfle encore, et posez les chapeaux. Serrez-les dans le plat avec les autres tomates en quartiers.",
      },
      {
        description:
          "Versez le reste de l'eau au fond du plat, arrosez les poivrons du reste de l'huile et enfournez jusqu'à ce que leur peau soit plissée et tachée de brun.",
        temps: "50 min",
        temperature: "180 °C",
      },
      { description: "Servez tiède ou à température ambiante, avec le jus de tomate du plat." },
    ],
    tips: [
      "Choisissez des poivrons qui tiennent debout seuls : ils cuiront sans se renverser.",
      "Arrosez-les deux fois de leur jus pendant la cuisson pour qu'ils ne sèchent pas.",
    ],
    variations: [
      "Ajoutez des pois chiches au riz pour un plat encore plus nourrissant.",
      "Farcissez de la même façon des tomates bien fermes ou des courgettes rondes.",
    ],
    wine: {
      wine: "Patrimonio rosé",
      type: "Vin rosé",
      region: "Corse",
      why: "Le niellucciu donne à ce rosé corse une structure et des notes d'herbes du maquis qui accompagnent la menthe et la douceur des poivrons rôtis.",
    },
  },
  {
    id: "salade-de-courgettes-crues-au-citron",
    title: "Salade de courgettes crues au citron",
    description:
      "De longs rubans de courgette crue, à peine marinés dans le citron et l'huile d'olive, avec des copeaux de parmesan, des pignons grillés et de la menthe.",
    image: "/images/recettes/salade-de-courgettes-crues-au-citron.svg",
    imageAlt:
      "Illustration : une assiette bleue de rubans de courgette vert pâle enroulés, avec des copeaux de parmesan, des pignons dorés et un demi-citron.",
    prepMinutes: 15,
    cookMinutes: 3,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "courgettes", quantite: 3, unite: "pièce" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "huile d'olive", quantite: 4, unite: "c. à soupe" },
      { nom: "parmesan", quantite: 40, unite: "g" },
      { nom: "pignons de pin", quantite: 30, unite: "g" },
      { nom: "menthe", quantite: 12, unite: "pièce" },
      toTaste("fleur de sel"),
      toTaste("poivre"),
    ],
    equipment: ["Économe ou mandoline", "Petite poêle", "Plat de service"],
    steps: [
      {
        description:
          "Lavez les courgettes et taillez-les en longs rubans avec l'économe, en vous arrêtant au cœur plein de graines.",
      },
      {
        description:
          "Fouettez le zeste et le jus du citron avec l'huile, du sel et du poivre. Versez sur les rubans et laissez-les s'assouplir 5 min.",
      },
      {
        description: "Faites dorer les pignons à sec dans la petite poêle en remuant sans cesse.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Dressez les rubans en nids, couvrez-les de copeaux de parmesan, de pignons et de menthe ciselée au dernier moment.",
      },
    ],
    tips: [
      "Choisissez de petites courgettes fermes : elles ont moins d'eau et plus de goût cru.",
      "Ne laissez pas mariner plus de 10 min, sinon les rubans ramollissent.",
    ],
    variations: [
      "Remplacez le parmesan par de la feta émiettée et la menthe par du basilic.",
      "Pour une version végétale, supprimez le fromage et doublez les pignons.",
    ],
    wine: {
      wine: "Vermentino de Corse",
      type: "Vin blanc",
      region: "Corse",
      why: "Ce blanc aux notes d'agrumes et d'amande amère partage la vivacité du citron et s'accorde aux pignons grillés.",
    },
  },
  {
    id: "haricots-verts-en-persillade-et-oeuf-mollet",
    title: "Haricots verts en persillade et œuf mollet",
    description:
      "Des haricots verts croquants sautés avec une persillade à l'huile d'olive et des amandes effilées, sous deux œufs mollets dont le jaune coule en sauce.",
    image: "/images/recettes/haricots-verts-en-persillade-et-oeuf-mollet.svg",
    imageAlt:
      "Illustration : une assiette creuse de haricots verts en fagot, parsemés de persil et d'amandes, avec deux œufs mollets ouverts au jaune coulant.",
    prepMinutes: 15,
    cookMinutes: 12,
    servings: 2,
    difficulty: "Facile",
    category: "Végétarien",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "haricots verts", quantite: 500, unite: "g" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "persil", quantite: 4, unite: "c. à soupe" },
      { nom: "amandes effilées", quantite: 30, unite: "g" },
      toTaste("fleur de sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande casserole", "Petite casserole", "Sauteuse", "Saladier d'eau glacée"],
    steps: [
      {
        description: "Équeutez les haricots. Hachez finement l'ail avec le persil pour la persillade.",
      },
      {
        description:
          "Plongez les haricots dans une grande quantité d'eau bouillante salée, puis rafraîchissez-les aussitôt dans l'eau glacée pour fixer leur couleur.",
        temps: "6 min",
        temperature: "ébullition",
      },
      {
        description:
          "Faites cuire les œufs 6 min dans l'eau frémissante, refroidissez-les et écalez-les avec soin.",
        temps: "6 min",
        temperature: "frémissement",
      },
      {
        description:
          "Faites dorer les amandes dans l'huile, ajoutez les haricots égouttés et faites-les sauter, puis jetez la persillade hors du feu et mélangez : l'ail doit parfumer sans brûler.",
        temps: "4 min",
        temperature: "feu vif",
      },
      {
        description:
          "Dressez les haricots, posez les œufs ouverts en deux par-dessus, salez-les à la fleur de sel et poivrez.",
      },
    ],
    tips: [
      "Les haricots doivent garder un léger croquant : goûtez-en un après 5 min.",
      "Un œuf sorti du réfrigérateur demande 30 s de plus qu'un œuf à température ambiante.",
    ],
    variations: [
      "Remplacez les amandes par des noisettes concassées et l'huile d'olive par un peu de beurre.",
      "Ajoutez quelques tomates cerises rôties pour la couleur.",
    ],
    wine: {
      wine: "Mâcon-Villages",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Un chardonnay frais et rond, sans bois, qui accompagne le jaune d'œuf et l'amande tout en supportant la pointe d'ail.",
    },
  },
  {
    id: "tian-provencal",
    title: "Tian provençal",
    description:
      "Des rondelles de courgette, d'aubergine et de tomate dressées debout en rangs serrés sur un lit d'oignons fondus, qui confisent lentement au four avec le thym. Entièrement végétal, servi avec du pain de campagne frotté d'ail.",
    image: "/images/recettes/tian-provencal.svg",
    imageAlt:
      "Illustration : un plat rond en terre cuite rempli de rondelles de légumes verts, violets et rouges disposées en spirale, avec des brins de thym.",
    prepMinutes: 30,
    cookMinutes: 85,
    servings: 4,
    difficulty: "Moyen",
    category: "Végétarien",
    region: "Provence",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "tomates", quantite: 6, unite: "pièce" },
      { nom: "aubergines", quantite: 2, unite: "pièce" },
      { nom: "courgettes", quantite: 2, unite: "pièce" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "huile d'olive", quantite: 6, unite: "c. à soupe" },
      { nom: "thym", quantite: 4, unite: "brin" },
      { nom: "pain de campagne", quantite: 8, unite: "tranche" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Plat en terre de 28 cm", "Poêle", "Couteau bien aiguisé ou mandoline"],
    steps: [
      {
        description:
          "Faites fondre les oignons émincés dans deux cuillerées d'huile avec une pincée de sel, jusqu'à ce qu'ils soient tendres et translucides.",
        temps: "10 min",
        temperature: "feu doux",
      },
      {
        description:
          "Préchauffez le four à 180 °C. Coupez les légumes en rondelles de 5 mm de même diamètre autant que possible.",
        temperature: "180 °C",
      },
      {
        description:
          "Étalez les oignons au fond du plat avec deux gousses d'ail hachées. Dressez les rondelles debout en alternant les couleurs, bien serrées, en rangs ou en spirale.",
      },
      {
        description:
          "Salez, poivrez, effeuillez le thym et arrosez du reste de l'huile. Couvrez de papier d'aluminium et enfournez.",
        temps: "45 min",
        temperature: "180 °C",
      },
      {
        description:
          "Retirez le papier et poursuivez la cuisson jusqu'à ce que les légumes soient confits et que les bords caramélisent.",
        temps: "30 min",
        temperature: "180 °C",
      },
      {
        description:
          "Faites griller les tranches de pain, frottez-les avec la dernière gousse d'ail et servez-les avec le tian tiède.",
        temps: "3 min",
      },
    ],
    tips: [
      "Prenez des légumes de même calibre : des rondelles de même taille cuisent ensemble et se dressent mieux.",
      "Le tian est encore meilleur tiède ou le lendemain, quand les jus ont eu le temps de se mêler.",
    ],
    variations: [
      "Glissez quelques rondelles de fromage de chèvre entre les légumes pour les 15 dernières minutes.",
      "Servez-le avec du riz ou de l'épeautre à la place du pain.",
    ],
    wine: {
      wine: "Coteaux-d'Aix-en-Provence rosé",
      type: "Vin rosé",
      region: "Provence",
      why: "Un rosé de Provence sec et délicat, qui prolonge le thym et la tomate confite sans couvrir le goût des légumes.",
    },
  },
  {
    id: "salade-de-concombre-au-yaourt-et-a-la-menthe",
    title: "Salade de concombre au yaourt et à la menthe",
    description:
      "Des demi-lunes de concombre dégorgées puis liées d'un yaourt grec épais à l'ail et à la menthe, comme un tzatziki qu'on mange à la fourchette.",
    image: "/images/recettes/salade-de-concombre-au-yaourt-et-a-la-menthe.svg",
    imageAlt:
      "Illustration : un saladier blanc de demi-rondelles de concombre nappées de yaourt, avec des feuilles de menthe et un filet d'huile.",
    prepMinutes: 15,
    cookMinutes: 0,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "concombres", quantite: 2, unite: "pièce" },
      { nom: "yaourt à la grecque", quantite: 300, unite: "g" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      { nom: "menthe", quantite: 3, unite: "c. à soupe" },
      { nom: "jus de citron", quantite: 1, unite: "c. à soupe" },
      { nom: "huile d'olive", quantite: 1, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Passoire", "Saladier", "Râpe fine"],
    steps: [
      {
        description:
          "Épluchez les concombres, coupez-les en deux dans la longueur, épépinez-les et taillez-les en demi-lunes fines.",
      },
      {
        description:
          "Salez-les et laissez-les dégorger 10 min dans la passoire, puis pressez-les légèrement entre vos mains.",
      },
      {
        description:
          "Mélangez le yaourt avec l'ail râpé, le jus de citron, la menthe ciselée et un peu de poivre.",
      },
      {
        description:
          "Liez les concombres avec la sauce juste avant de servir, et finissez par un filet d'huile d'olive et quelques feuilles entières.",
      },
    ],
    tips: [
      "Dégorger le concombre évite que la sauce devienne liquide dans le saladier.",
      "Un yaourt grec entier donne une sauce plus onctueuse qu'un yaourt nature.",
    ],
    variations: [
      "Ajoutez de l'aneth et quelques radis émincés.",
      "Saupoudrez d'une pincée de sumac ou de paprika fumé au moment de servir.",
    ],
    wine: {
      wine: "Picpoul-de-Pinet",
      type: "Vin blanc",
      region: "Languedoc",
      why: "Sa vivacité iodée et citronnée rafraîchit le palais après le yaourt et s'accorde à la menthe.",
    },
  },
  // Automne
  {
    id: "courge-butternut-rotie-pois-chiches-et-tahini",
    title: "Courge butternut rôtie, pois chiches et tahini",
    description:
      "De larges quartiers de butternut rôtis au cumin et au paprika jusqu'à caraméliser, avec des pois chiches croustillants et une sauce au tahini citronnée. Entièrement végétal.",
    image: "/images/recettes/courge-butternut-rotie-pois-chiches-et-tahini.svg",
    imageAlt:
      "Illustration : une plaque de quartiers de courge orange aux bords dorés, des pois chiches et des traits de sauce crème au tahini, avec de la coriandre.",
    prepMinutes: 15,
    cookMinutes: 40,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "courge butternut", quantite: 1, unite: "pièce" },
      { nom: "pois chiches en conserve", quantite: 480, unite: "g" },
      { nom: "huile d'olive", quantite: 4, unite: "c. à soupe" },
      { nom: "cumin", quantite: 1, unite: "c. à café" },
      { nom: "paprika", quantite: 1, unite: "c. à café" },
      { nom: "tahini", quantite: 4, unite: "c. à soupe" },
      { nom: "jus de citron", quantite: 3, unite: "c. à soupe" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      { nom: "eau", quantite: 6, unite: "c. à soupe" },
      { nom: "coriandre", quantite: 3, unite: "c. à soupe" },
      { nom: "graines de courge", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande plaque de cuisson", "Bol", "Petit fouet"],
    steps: [
      {
        description:
          "Préchauffez le four à 200 °C. Coupez la butternut en deux, épépinez-la et taillez-la en quartiers épais sans l'éplucher : sa peau devient tendre.",
        temperature: "200 °C",
      },
      {
        description:
          "Sur la plaque, mélangez les quartiers avec trois cuillerées d'huile, le cumin, le paprika, du sel et du poivre. Enfournez.",
        temps: "20 min",
        temperature: "200 °C",
      },
      {
        description:
          "Ajoutez les pois chiches rincés et bien séchés, arrosés du reste de l'huile, et poursuivez la cuisson jusqu'à ce que la courge soit fondante et dorée sur les bords.",
        temps: "20 min",
        temperature: "200 °C",
      },
      {
        description:
          "Fouettez le tahini avec le jus de citron et l'ail râpé : il épaissit d'abord, puis se détend à mesure que vous ajoutez l'eau, cuillerée par cuillerée, jusqu'à la consistance d'une crème fluide.",
      },
      {
        description:
          "Dressez la courge et les pois chiches, nappez de sauce et parsemez de coriandre et de graines de courge.",
      },
    ],
    tips: [
      "Séchez bien les pois chiches dans un torchon : c'est ce qui les rend croustillants.",
      "Ne serrez pas trop les quartiers sur la plaque, ils cuiraient à la vapeur au lieu de dorer.",
    ],
    variations: [
      "Remplacez la butternut par du potimarron, qui cuit un peu plus vite.",
      "Servez avec du boulgour ou du pain pita chaud pour les grands appétits.",
    ],
    wine: {
      wine: "Condrieu",
      type: "Vin blanc",
      region: "Vallée du Rhône",
      why: "Le viognier, ample et parfumé d'abricot, répond à la douceur de la courge rôtie et au velouté du sésame.",
    },
  },
  {
    id: "chou-fleur-roti-entier-aux-epices",
    title: "Chou-fleur rôti entier aux épices",
    description:
      "Un chou-fleur entier, blanchi puis enduit d'huile au cumin, au curcuma et au paprika, rôti jusqu'à ce que sa croûte dore ; on le découpe à table et on le sert sur un quinoa aux amandes. Entièrement végétal.",
    image: "/images/recettes/chou-fleur-roti-entier-aux-epices.svg",
    imageAlt:
      "Illustration : un chou-fleur entier doré et orangé d'épices posé au centre d'une planche, sur un lit de quinoa clair parsemé d'amandes.",
    prepMinutes: 15,
    cookMinutes: 55,
    servings: 4,
    difficulty: "Moyen",
    category: "Végétarien",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "chou-fleur", quantite: 1, unite: "pièce" },
      { nom: "huile d'olive", quantite: 5, unite: "c. à soupe" },
      { nom: "cumin", quantite: 2, unite: "c. à café" },
      { nom: "curcuma", quantite: 1, unite: "c. à café" },
      { nom: "paprika", quantite: 1, unite: "c. à café" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "quinoa", quantite: 200, unite: "g" },
      { nom: "amandes", quantite: 40, unite: "g" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "coriandre", quantite: 3, unite: "c. à soupe" },
      toTaste("sel"),
    ],
    equipment: ["Grand faitout", "Plat à four", "Casserole", "Pinceau"],
    steps: [
      {
        description:
          "Préchauffez le four à 200 °C. Retirez les feuilles du chou-fleur et coupez le trognon à ras pour qu'il tienne debout.",
        temperature: "200 °C",
      },
      {
        description:
          "Plongez-le entier, tête en bas, dans un grand volume d'eau bouillante salée, puis égouttez-le soigneusement.",
        temps: "8 min",
        temperature: "ébullition",
      },
      {
        description:
          "Mélangez l'huile avec les épices, l'ail écrasé et une pincée de sel. Posez le chou-fleur dans le plat et badigeonnez-le généreusement partout.",
      },
      {
        description:
          "Enfournez-le et faites-le rôtir en l'arrosant deux fois de l'huile tombée dans le plat, jusqu'à ce que la lame d'un couteau s'enfonce au cœur sans forcer.",
        temps: "45 min",
        temperature: "200 °C",
      },
      {
        description:
          "Pendant ce temps, rincez le quinoa et faites-le cuire dans deux fois son volume d'eau salée, à couvert, jusqu'à ce que l'eau soit absorbée.",
        temps: "15 min",
        temperature: "feu doux",
      },
      {
        description:
          "Faites dorer les amandes concassées à sec, puis mêlez-les au quinoa avec le zeste et le jus du citron et la coriandre.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      { description: "Posez le chou-fleur sur le quinoa et découpez-le à table en quartiers généreux." },
    ],
    tips: [
      "Le blanchiment attendrit le cœur : sans lui, l'extérieur brûlerait avant que le centre soit cuit.",
      "Choisissez un chou-fleur aux bouquets serrés et bien blancs, sans taches brunes.",
    ],
    variations: [
      "Remplacez le quinoa par des lentilles corail cuites en dhal avec un peu de lait de coco.",
      "Ajoutez une cuillerée de harissa à l'huile pour une croûte plus piquante.",
    ],
    wine: {
      wine: "Alsace pinot gris",
      type: "Vin blanc",
      region: "Alsace",
      why: "Sa rondeur légèrement fumée et ses notes épicées s'accordent au curcuma et au cumin, et sa fraîcheur équilibre la croûte rôtie.",
    },
  },
  {
    id: "risotto-a-la-courge",
    title: "Risotto à la courge",
    description:
      "Un risotto crémeux où la moitié de la courge fond dans le riz et l'autre moitié, rôtie en dés, apporte du moelleux, avec du parmesan et de la sauge frite.",
    image: "/images/recettes/risotto-a-la-courge.svg",
    imageAlt:
      "Illustration : une assiette creuse de risotto jaune orangé parsemé de dés de courge rôtie et de feuilles de sauge vertes.",
    prepMinutes: 20,
    cookMinutes: 45,
    servings: 4,
    difficulty: "Moyen",
    category: "Végétarien",
    cuisine: "italienne",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "potiron", quantite: 1, unite: "kg" },
      { nom: "riz arborio", quantite: 250, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "vin blanc sec", quantite: 10, unite: "cl" },
      { nom: "bouillon de légumes", quantite: 90, unite: "cl" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      { nom: "beurre", quantite: 30, unite: "g" },
      { nom: "parmesan", quantite: 60, unite: "g" },
      { nom: "sauge", quantite: 10, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Sauteuse à bord haut", "Casserole pour le bouillon", "Plaque de cuisson", "Spatule en bois"],
    steps: [
      {
        description:
          "Préchauffez le four à 200 °C. Épluchez la courge et coupez-la en dés de 1 cm ; gardez-en la moitié pour le four et râpez grossièrement l'autre moitié.",
        temperature: "200 °C",
      },
      {
        description:
          "Étalez les dés sur la plaque avec une cuillerée d'huile, du sel, et faites-les rôtir jusqu'à ce qu'ils soient tendres et dorés.",
        temps: "25 min",
        temperature: "200 °C",
      },
      {
        description:
          "Pendant ce temps, faites suer l'oignon haché dans une cuillerée d'huile, ajoutez le riz et remuez jusqu'à ce que les grains deviennent translucides. Déglacez au vin blanc.",
        temps: "4 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez la courge râpée, puis le bouillon chaud louche par louche, en remuant et en attendant que chacune soit absorbée, jusqu'à ce que le riz soit crémeux et encore légèrement ferme.",
        temps: "18 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Faites frire les feuilles de sauge dans le reste de l'huile jusqu'à ce qu'elles soient croustillantes, puis égouttez-les.",
        temps: "1 min",
        temperature: "feu moyen à vif",
      },
      {
        description:
          "Hors du feu, incorporez le beurre et le parmesan râpé, couvrez 2 min, puis ajoutez les dés de courge réservés. Servez avec la sauge croustillante.",
      },
    ],
    tips: [
      "La courge râpée se défait dans le risotto et lui donne sa couleur et son onctuosité sans crème.",
      "Le bouillon doit rester frémissant à côté : versé froid, il arrêterait la cuisson du riz.",
    ],
    variations: [
      "Remplacez le potiron par de la butternut ou du potimarron.",
      "Ajoutez une poignée de noisettes grillées et concassées au moment de servir.",
    ],
    wine: {
      wine: "Meursault",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Un chardonnay ample et beurré, aux notes de noisette, qui épouse la texture crémeuse du risotto et le parmesan.",
    },
  },
  {
    id: "gratin-de-chou-fleur",
    title: "Gratin de chou-fleur",
    description:
      "Des bouquets de chou-fleur juste tendres nappés d'une béchamel à la muscade et couverts de gruyère, gratinés jusqu'à former une croûte dorée.",
    image: "/images/recettes/gratin-de-chou-fleur.svg",
    imageAlt:
      "Illustration : un plat à gratin ovale couleur crème, couvert d'une croûte dorée d'où ressortent des bouquets blancs de chou-fleur.",
    prepMinutes: 20,
    cookMinutes: 40,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "chou-fleur", quantite: 1, unite: "kg" },
      { nom: "lait", quantite: 50, unite: "cl" },
      { nom: "beurre", quantite: 40, unite: "g" },
      { nom: "farine", quantite: 40, unite: "g" },
      { nom: "gruyère râpé", quantite: 120, unite: "g" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Plat à gratin de 26 × 18 cm", "Grande casserole", "Casserole à fond épais", "Fouet"],
    steps: [
      {
        description:
          "Détaillez le chou-fleur en bouquets et faites-les blanchir dans l'eau bouillante salée, jusqu'à ce qu'un couteau y entre encore avec une légère résistance. Égouttez-les bien.",
        temps: "8 min",
        temperature: "ébullition",
      },
      { description: "Préchauffez le four à 200 °C et beurrez le plat.", temperature: "200 °C" },
      {
        description:
          "Faites fondre le beurre, ajoutez la farine et fouettez 1 min sans coloration, puis versez le lait froid d'un coup en fouettant. Laissez épaissir en remuant, puis assaisonnez de sel, de poivre et de muscade.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description: "Hors du feu, ajoutez un tiers du gruyère à la béchamel.",
      },
      {
        description:
          "Rangez les bouquets dans le plat, nappez-les de béchamel, couvrez du reste du fromage et enfournez jusqu'à ce que le dessus soit bien doré.",
        temps: "25 min",
        temperature: "200 °C",
      },
    ],
    tips: [
      "Laissez le chou-fleur égoutter quelques minutes : son eau détendrait la béchamel.",
      "Pour une croûte plus croustillante, passez le gratin 2 min sous le gril à la fin, en surveillant.",
    ],
    variations: [
      "Mélangez moitié chou-fleur et moitié brocoli.",
      "Remplacez le gruyère par du comté affiné et ajoutez deux œufs battus à la béchamel pour un gratin plus ferme.",
    ],
    wine: {
      wine: "Arbois chardonnay",
      type: "Vin blanc",
      region: "Jura",
      why: "Un chardonnay du Jura, frais et aux notes de noisette, qui s'accorde au fromage gratiné et à la douceur de la béchamel.",
    },
  },
  {
    id: "salade-d-endives-poires-et-noix",
    title: "Salade d'endives, poires et noix",
    description:
      "L'amertume des endives croquantes, le sucre juteux de la poire et le craquant des noix, réunis par du roquefort émietté et une vinaigrette à l'huile de noix.",
    image: "/images/recettes/salade-d-endives-poires-et-noix.svg",
    imageAlt:
      "Illustration : une assiette de feuilles d'endive disposées en étoile, avec des lamelles de poire, des cerneaux de noix et des miettes de roquefort.",
    prepMinutes: 15,
    cookMinutes: 0,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "endives", quantite: 4, unite: "pièce" },
      { nom: "poires", quantite: 2, unite: "pièce" },
      { nom: "cerneaux de noix", quantite: 60, unite: "g" },
      { nom: "roquefort", quantite: 100, unite: "g" },
      { nom: "huile de noix", quantite: 3, unite: "c. à soupe" },
      { nom: "vinaigre de cidre", quantite: 1, unite: "c. à soupe" },
      { nom: "moutarde", quantite: 1, unite: "c. à café" },
      { nom: "ciboulette", quantite: 1, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Saladier", "Petit fouet", "Couteau d'office"],
    steps: [
      {
        description:
          "Fouettez la moutarde avec le vinaigre, un peu de sel et de poivre, puis l'huile de noix.",
      },
      {
        description:
          "Retirez les premières feuilles des endives, creusez le cône amer à la base, puis gardez les plus belles feuilles entières et émincez le cœur.",
      },
      {
        description:
          "Coupez les poires en quartiers sans les éplucher, épépinez-les et taillez-les en lamelles ; arrosez-les aussitôt d'un peu de vinaigrette pour qu'elles ne noircissent pas.",
      },
      {
        description:
          "Dressez les feuilles en étoile, ajoutez l'endive émincée, les poires, le roquefort émietté et les noix concassées. Arrosez du reste de la vinaigrette et parsemez de ciboulette.",
      },
    ],
    tips: [
      "Ne laissez pas tremper les endives dans l'eau : elles deviendraient plus amères. Essuyez-les simplement.",
      "Choisissez des poires mûres mais fermes, comme la conférence ou la williams.",
    ],
    variations: [
      "Remplacez le roquefort par de la fourme d'Ambert, plus douce.",
      "Ajoutez quelques grains de raisin coupés en deux en septembre.",
    ],
    wine: {
      wine: "Jurançon moelleux",
      type: "Vin doux",
      region: "Sud-Ouest",
      why: "Sa douceur acidulée et ses notes de fruits exotiques font le lien entre le sel du roquefort et le sucre de la poire, comme un sauternes avec un bleu.",
    },
  },
  {
    id: "curry-de-chou-fleur-et-pois-chiches-au-lait-de-coco",
    title: "Curry de chou-fleur et pois chiches au lait de coco",
    description:
      "Des bouquets de chou-fleur et des pois chiches mijotés dans une sauce tomate au lait de coco, parfumée au gingembre et au curry, servis sur un riz basmati. Entièrement végétal.",
    image: "/images/recettes/curry-de-chou-fleur-et-pois-chiches-au-lait-de-coco.svg",
    imageAlt:
      "Illustration : une cocotte noire remplie d'une sauce jaune orangé avec des bouquets de chou-fleur et des pois chiches, à côté d'un bol de riz blanc.",
    prepMinutes: 15,
    cookMinutes: 30,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    cuisine: "indienne",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "chou-fleur", quantite: 1, unite: "pièce" },
      { nom: "pois chiches en conserve", quantite: 400, unite: "g" },
      { nom: "lait de coco", quantite: 40, unite: "cl" },
      { nom: "tomates pelées", quantite: 400, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "gingembre", quantite: 1, unite: "c. à soupe" },
      { nom: "curry", quantite: 2, unite: "c. à café" },
      { nom: "curcuma", quantite: 0.5, unite: "c. à café" },
      { nom: "huile", quantite: 2, unite: "c. à soupe" },
      { nom: "riz basmati", quantite: 240, unite: "g" },
      { nom: "coriandre", quantite: 3, unite: "c. à soupe" },
      toTaste("sel"),
    ],
    equipment: ["Cocotte", "Casserole avec couvercle"],
    steps: [
      {
        description:
          "Faites revenir l'oignon émincé dans l'huile jusqu'à ce qu'il blondisse, ajoutez l'ail et le gingembre râpés, puis le curry et le curcuma. Remuez jusqu'à ce que les épices embaument.",
        temps: "7 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez le chou-fleur en petits bouquets et enrobez-le d'épices, puis versez les tomates et le lait de coco. Salez.",
        temps: "2 min",
      },
      {
        description:
          "Couvrez et laissez mijoter jusqu'à ce que le chou-fleur soit tendre mais se tienne encore.",
        temps: "15 min",
        temperature: "feu doux",
      },
      {
        description:
          "Rincez le riz jusqu'à ce que l'eau soit claire et faites-le cuire à couvert dans 1,5 fois son volume d'eau salée.",
        temps: "12 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez les pois chiches égouttés au curry et laissez cuire encore à découvert, pour que la sauce nappe la cuillère.",
        temps: "5 min",
        temperature: "feu doux",
      },
      { description: "Servez sur le riz, parsemé de coriandre fraîche." },
    ],
    tips: [
      "Faire revenir les épices dans l'huile avant les liquides libère leurs arômes.",
      "Le curry se réchauffe très bien : il est même meilleur le lendemain.",
    ],
    variations: [
      "Ajoutez deux poignées d'épinards frais à la fin de la cuisson.",
      "Remplacez les pois chiches par des lentilles corail, ajoutées avec le lait de coco.",
    ],
    wine: {
      wine: "Alsace gewurztraminer",
      type: "Vin blanc",
      region: "Alsace",
      why: "Ses arômes de litchi et d'épices douces et sa légère sucrosité apaisent le curry et s'accordent au lait de coco.",
    },
  },
  // Hiver
  {
    id: "poireaux-vinaigrette",
    title: "Poireaux vinaigrette",
    description:
      "Le bistrot à la maison : des poireaux entiers cuits jusqu'à être fondants, servis tièdes sous une vinaigrette moutardée à l'échalote et à la ciboulette. Entièrement végétal.",
    image: "/images/recettes/poireaux-vinaigrette.svg",
    imageAlt:
      "Illustration : un plat long où sont couchés des poireaux vert et blanc, nappés d'une vinaigrette jaune parsemée d'échalote et de ciboulette.",
    prepMinutes: 10,
    cookMinutes: 15,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "poireaux", quantite: 8, unite: "pièce" },
      { nom: "moutarde", quantite: 1, unite: "c. à soupe" },
      { nom: "vinaigre de vin rouge", quantite: 2, unite: "c. à soupe" },
      { nom: "huile de colza", quantite: 5, unite: "c. à soupe" },
      { nom: "échalote", quantite: 1, unite: "pièce" },
      { nom: "ciboulette", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande sauteuse ou faitout", "Ficelle de cuisine", "Plat long"],
    steps: [
      {
        description:
          "Coupez les racines et le vert le plus dur des poireaux en gardant une dizaine de centimètres de vert tendre. Fendez-les sur quelques centimètres côté vert et lavez-les sous l'eau en écartant les feuilles, puis ficelez-les en deux bottes.",
      },
      {
        description:
          "Plongez-les dans l'eau bouillante salée et laissez-les cuire jusqu'à ce que la pointe d'un couteau traverse le blanc sans résistance.",
        temps: "15 min",
        temperature: "frémissement",
      },
      {
        description:
          "Égouttez-les sur un torchon, pressez-les doucement pour chasser l'eau et coupez-les en deux dans la longueur.",
      },
      {
        description:
          "Fouettez la moutarde avec le vinaigre, le sel et le poivre, puis versez l'huile en filet pour émulsionner. Ajoutez l'échalote hachée très fin.",
      },
      {
        description:
          "Nappez les poireaux tièdes de vinaigrette pour qu'ils s'en imprègnent, et parsemez de ciboulette au moment de servir.",
      },
    ],
    tips: [
      "Choisissez des poireaux fins : ils sont plus tendres et se tiennent mieux entiers.",
      "Assaisonnés tièdes, ils absorbent la vinaigrette bien mieux que froids.",
    ],
    variations: [
      "Ajoutez un œuf dur écrasé à la fourchette par-dessus, façon mimosa.",
      "Remplacez l'huile de colza par de l'huile de noisette et parsemez de noisettes grillées.",
    ],
    wine: {
      wine: "Saint-Véran",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Un chardonnay mâconnais frais et droit, qui supporte le vinaigre et la moutarde et accompagne la douceur du poireau.",
    },
  },
  {
    id: "veloute-de-panais",
    title: "Velouté de panais",
    description:
      "Le panais, doux et légèrement anisé, mixé avec un trait de crème en un velouté épais, relevé de muscade et parsemé de noisettes grillées.",
    image: "/images/recettes/veloute-de-panais.svg",
    imageAlt:
      "Illustration : une assiette creuse couleur ivoire de velouté de panais, avec un trait de crème, des éclats de noisette et une pincée de muscade.",
    prepMinutes: 15,
    cookMinutes: 30,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "panais", quantite: 800, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "bouillon de légumes", quantite: 70, unite: "cl" },
      { nom: "crème liquide", quantite: 10, unite: "cl" },
      { nom: "noisettes", quantite: 40, unite: "g" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Faitout", "Mixeur plongeant", "Petite poêle"],
    steps: [
      {
        description:
          "Épluchez les panais et coupez-les en rondelles ; retirez le cœur fibreux des plus gros.",
      },
      {
        description:
          "Faites fondre le beurre, ajoutez l'oignon émincé et les panais, et laissez-les suer en remuant.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Versez le bouillon, portez à ébullition, puis laissez cuire à couvert jusqu'à ce que les panais s'écrasent sous la fourchette.",
        temps: "20 min",
        temperature: "feu doux",
      },
      {
        description:
          "Torréfiez les noisettes à sec, puis frottez-les dans un torchon pour retirer leur peau et concassez-les.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Mixez la soupe avec la crème et la muscade jusqu'à ce qu'elle soit parfaitement lisse ; salez, poivrez. Servez parsemé de noisettes.",
      },
    ],
    tips: [
      "Ajoutez le bouillon petit à petit en fin de mixage si vous aimez un velouté plus fluide.",
      "Un panais trop gros a souvent un cœur ligneux : préférez-les moyens.",
    ],
    variations: [
      "Remplacez la crème par du lait de coco et le beurre par de l'huile pour une version végétale.",
      "Ajoutez une pomme acidulée pendant la cuisson pour plus de fraîcheur.",
    ],
    wine: {
      wine: "Savennières",
      type: "Vin blanc",
      region: "Loire",
      why: "Un chenin sec, dense et minéral, dont les notes de fruits secs répondent aux noisettes et à la douceur du panais.",
    },
  },
  {
    id: "puree-de-celeri-rave-aux-oeufs-poches",
    title: "Purée de céleri-rave aux œufs pochés",
    description:
      "Une purée de céleri-rave et de pommes de terre montée au beurre, au goût franc et légèrement anisé, avec deux œufs pochés par personne et de la ciboulette.",
    image: "/images/recettes/puree-de-celeri-rave-aux-oeufs-poches.svg",
    imageAlt:
      "Illustration : une assiette grise avec un nid de purée blanc crème creusé de deux œufs pochés, et de la ciboulette hachée.",
    prepMinutes: 20,
    cookMinutes: 30,
    servings: 4,
    difficulty: "Moyen",
    category: "Végétarien",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "céleri-rave", quantite: 1, unite: "kg" },
      { nom: "pommes de terre", quantite: 400, unite: "g" },
      { nom: "lait", quantite: 15, unite: "cl" },
      { nom: "beurre", quantite: 40, unite: "g" },
      { nom: "œufs", quantite: 8, unite: "pièce" },
      { nom: "vinaigre", quantite: 3, unite: "c. à soupe" },
      { nom: "ciboulette", quantite: 2, unite: "c. à soupe" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande casserole", "Casserole large pour les œufs", "Presse-purée", "Écumoire"],
    steps: [
      {
        description:
          "Épluchez le céleri et les pommes de terre et coupez-les en cubes de même taille. Mettez-les dans l'eau froide salée et laissez-les cuire à petits bouillons jusqu'à ce qu'ils soient très tendres.",
        temps: "25 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Égouttez-les longuement, puis écrasez-les au presse-purée avec le beurre et le lait chaud. Assaisonnez de sel, de poivre et de muscade et gardez au chaud.",
      },
      {
        description:
          "Portez un grand volume d'eau vinaigrée, non salée, à frémissement. Cassez chaque œuf dans une tasse.",
        temps: "5 min",
        temperature: "frémissement",
      },
      {
        description:
          "Créez un tourbillon à la cuillère et faites glisser les œufs un à un au centre. Pochez-les par quatre, jusqu'à ce que le blanc soit pris et le jaune encore coulant, puis égouttez-les à l'écumoire.",
        temps: "3 min",
        temperature: "frémissement",
      },
      {
        description:
          "Dressez la purée en nid dans les assiettes chaudes, posez deux œufs par personne, poivrez et parsemez de ciboulette.",
      },
    ],
    tips: [
      "Le céleri rend beaucoup d'eau : laissez-le égoutter quelques minutes avant de l'écraser, sinon la purée sera liquide.",
      "Des œufs très frais se tiennent mieux au pochage : le blanc reste groupé autour du jaune.",
    ],
    variations: [
      "Ajoutez quelques noisettes torréfiées et un filet d'huile de noisette sur la purée.",
      "Remplacez la moitié du céleri par du panais pour une purée plus douce.",
    ],
    wine: {
      wine: "Chablis",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Sa tension minérale tranche avec le jaune d'œuf coulant et le beurre de la purée, et sa pointe iodée s'accorde au goût franc du céleri.",
    },
  },
  {
    id: "choux-de-bruxelles-rotis-lentilles-et-moutarde",
    title: "Choux de Bruxelles rôtis, lentilles et moutarde",
    description:
      "Des choux de Bruxelles coupés en deux et rôtis jusqu'à caraméliser, sur des lentilles vertes tièdes à la moutarde à l'ancienne et aux noisettes. Entièrement végétal.",
    image: "/images/recettes/choux-de-bruxelles-rotis-lentilles-et-moutarde.svg",
    imageAlt:
      "Illustration : un bol brun de lentilles vert sombre couvert de demi-choux de Bruxelles aux faces dorées et de noisettes.",
    prepMinutes: 15,
    cookMinutes: 45,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "choux de Bruxelles", quantite: 800, unite: "g" },
      { nom: "lentilles vertes", quantite: 200, unite: "g" },
      { nom: "huile d'olive", quantite: 5, unite: "c. à soupe" },
      { nom: "moutarde à l'ancienne", quantite: 2, unite: "c. à soupe" },
      { nom: "vinaigre de cidre", quantite: 2, unite: "c. à soupe" },
      { nom: "échalotes", quantite: 2, unite: "pièce" },
      { nom: "noisettes", quantite: 40, unite: "g" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Plaque de cuisson", "Casserole", "Saladier"],
    steps: [
      {
        description:
          "Mettez les lentilles dans trois fois leur volume d'eau froide avec le thym et le laurier, portez à frémissement et laissez cuire jusqu'à ce qu'elles soient tendres mais entières. Salez en fin de cuisson.",
        temps: "25 min",
        temperature: "feu doux",
      },
      {
        description:
          "Préchauffez le four à 220 °C. Parez les choux de Bruxelles, retirez les feuilles abîmées et coupez-les en deux.",
        temperature: "220 °C",
      },
      {
        description:
          "Mélangez-les avec trois cuillerées d'huile et du sel, posez-les face coupée contre la plaque et enfournez jusqu'à ce que cette face soit brune et le cœur tendre. Ajoutez les noisettes concassées pour les 5 dernières minutes.",
        temps: "22 min",
        temperature: "220 °C",
      },
      {
        description:
          "Fouettez la moutarde avec le vinaigre, le reste de l'huile et les échalotes hachées. Versez sur les lentilles égouttées encore chaudes et mélangez.",
      },
      {
        description:
          "Répartissez les lentilles dans les bols, couvrez de choux de Bruxelles et de noisettes, et poivrez.",
      },
    ],
    tips: [
      "Face coupée contre la plaque, les choux caramélisent et perdent l'amertume qu'on leur reproche.",
      "Ne salez les lentilles qu'à la fin : salées trop tôt, leur peau durcit.",
    ],
    variations: [
      "Ajoutez quelques marrons émiettés avec les noisettes pour un plat de fête.",
      "Remplacez les lentilles par du sarrasin grillé.",
    ],
    wine: {
      wine: "Saint-Joseph rouge",
      type: "Vin rouge",
      region: "Vallée du Rhône",
      why: "Une syrah souple et poivrée, aux tanins fins, qui tient tête à la moutarde et aux notes grillées des choux sans écraser les lentilles.",
    },
  },
  {
    id: "topinambours-rotis-sarrasin-et-noisettes",
    title: "Topinambours rôtis, sarrasin et noisettes",
    description:
      "Des topinambours rôtis dans leur peau jusqu'à devenir fondants, au goût d'artichaut, avec un sarrasin grillé au thym, des noisettes et du persil. Entièrement végétal et sans gluten.",
    image: "/images/recettes/topinambours-rotis-sarrasin-et-noisettes.svg",
    imageAlt:
      "Illustration : une poêle en fonte de morceaux de topinambour bruns et dorés sur des grains de sarrasin, avec des noisettes et du persil.",
    prepMinutes: 15,
    cookMinutes: 55,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "topinambours", quantite: 800, unite: "g" },
      { nom: "sarrasin", quantite: 200, unite: "g" },
      { nom: "huile d'olive", quantite: 4, unite: "c. à soupe" },
      { nom: "noisettes", quantite: 50, unite: "g" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "thym", quantite: 4, unite: "brin" },
      { nom: "persil", quantite: 3, unite: "c. à soupe" },
      { nom: "jus de citron", quantite: 1, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Plat à four ou poêle en fonte", "Casserole", "Brosse à légumes"],
    steps: [
      {
        description:
          "Préchauffez le four à 200 °C. Brossez les topinambours sous l'eau sans les éplucher et coupez-les en deux ou en quatre selon leur taille.",
        temperature: "200 °C",
      },
      {
        description:
          "Mélangez-les avec trois cuillerées d'huile, les gousses d'ail en chemise, le thym et du sel, puis enfournez en remuant à mi-cuisson, jusqu'à ce qu'ils soient dorés et fondants.",
        temps: "40 min",
        temperature: "200 °C",
      },
      {
        description:
          "Pendant ce temps, faites griller le sarrasin à sec dans la casserole en remuant, jusqu'à ce qu'il sente le pain grillé.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Versez deux fois son volume d'eau bouillante salée et laissez cuire à couvert jusqu'à absorption : le grain doit rester entier.",
        temps: "12 min",
        temperature: "feu doux",
      },
      {
        description: "Torréfiez les noisettes dans une poêle sèche, puis concassez-les grossièrement.",
        temps: "4 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Mêlez le sarrasin avec le reste de l'huile, le jus de citron et le persil ; couvrez de topinambours, écrasez l'ail confit dessus et parsemez de noisettes.",
      },
    ],
    tips: [
      "Choisissez des topinambours peu bosselés : ils se brossent plus facilement.",
      "Un peu de jus de citron réveille leur goût sucré proche de l'artichaut.",
    ],
    variations: [
      "Remplacez la moitié des topinambours par des panais ou des carottes.",
      "Pour une version non végétale, ajoutez quelques copeaux de parmesan au moment de servir.",
    ],
    wine: {
      wine: "Pouilly-Fumé",
      type: "Vin blanc",
      region: "Centre-Loire",
      why: "Ce sauvignon aux notes fumées et de pierre à fusil rejoint le goût grillé du sarrasin et la saveur d'artichaut du topinambour.",
    },
  },
  {
    id: "soupe-de-legumes-d-hiver",
    title: "Soupe de légumes d'hiver",
    description:
      "Une soupe de poireaux, carottes, navets et céleri-rave laissés en petits dés, qui mijote doucement avec une pomme de terre pour la lier. Entièrement végétale.",
    image: "/images/recettes/soupe-de-legumes-d-hiver.svg",
    imageAlt:
      "Illustration : une soupière en faïence bleue vue de dessus, pleine d'un bouillon doré garni de dés orange, blancs et verts.",
    prepMinutes: 20,
    cookMinutes: 35,
    servings: 6,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "poireaux", quantite: 3, unite: "pièce" },
      { nom: "carottes", quantite: 4, unite: "pièce" },
      { nom: "navets", quantite: 2, unite: "pièce" },
      { nom: "céleri-rave", quantite: 300, unite: "g" },
      { nom: "pommes de terre", quantite: 2, unite: "pièce" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      { nom: "eau", quantite: 1.5, unite: "l" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      { nom: "persil", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grand faitout", "Planche et couteau"],
    steps: [
      {
        description:
          "Lavez soigneusement les poireaux et émincez-les. Épluchez les autres légumes et taillez-les en dés de 1 cm.",
      },
      {
        description:
          "Faites suer l'oignon et les poireaux dans l'huile, à couvert, jusqu'à ce qu'ils soient tendres sans coloration.",
        temps: "8 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez les carottes, les navets, le céleri et les pommes de terre, mélangez 2 min, puis versez l'eau. Ajoutez le thym, le laurier et une bonne pincée de sel.",
        temps: "2 min",
      },
      {
        description:
          "Portez à ébullition puis laissez mijoter à couvert jusqu'à ce que tous les légumes soient tendres ; les dés de pomme de terre commencent à se défaire et lient le bouillon.",
        temps: "25 min",
        temperature: "feu doux",
      },
      {
        description:
          "Retirez les herbes, rectifiez l'assaisonnement et servez bien chaud, parsemé de persil et d'un tour de moulin à poivre.",
      },
    ],
    tips: [
      "Des dés réguliers cuisent en même temps : c'est ce qui fait une belle soupe de légumes.",
      "Elle se garde trois jours au réfrigérateur et se congèle très bien.",
    ],
    variations: [
      "Mixez-en la moitié pour une soupe plus veloutée qui garde des morceaux.",
      "Servez-la avec du pain grillé frotté d'ail et un peu de comté râpé.",
    ],
    wine: {
      wine: "Côtes-du-Rhône blanc",
      type: "Vin blanc",
      region: "Vallée du Rhône",
      why: "Un blanc rond et généreux, aux notes de fleurs blanches, qui réchauffe avec la soupe sans couvrir la douceur des légumes racines.",
    },
  },
  {
    id: "carottes-rapees-au-citron",
    title: "Carottes râpées au citron",
    description:
      "Des carottes râpées fin et assaisonnées minute au citron et à l'huile d'olive, avec du persil plat et des graines de tournesol grillées pour le croquant. Entièrement végétales.",
    image: "/images/recettes/carottes-rapees-au-citron.svg",
    imageAlt:
      "Illustration : un bol vert d'eau rempli de filaments de carotte orange vif, parsemé de persil et de graines, avec un quartier de citron.",
    prepMinutes: 12,
    cookMinutes: 3,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "carottes", quantite: 600, unite: "g" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      { nom: "persil", quantite: 3, unite: "c. à soupe" },
      { nom: "graines de tournesol", quantite: 2, unite: "c. à soupe" },
      { nom: "cumin", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Râpe à grille fine ou robot", "Saladier", "Petite poêle"],
    steps: [
      { description: "Épluchez les carottes et râpez-les finement." },
      {
        description:
          "Pressez le citron et fouettez son jus avec le sel, le poivre et le cumin, puis avec l'huile d'olive.",
      },
      {
        description: "Faites griller les graines de tournesol à sec en remuant.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Mélangez les carottes avec la vinaigrette et le persil ciselé, laissez reposer 5 min pour qu'elles s'imprègnent, puis parsemez de graines.",
      },
    ],
    tips: [
      "Râpées fin, les carottes absorbent mieux la vinaigrette et sont plus tendres.",
      "Le citron empêche les carottes de s'oxyder : vous pouvez les préparer une heure à l'avance.",
    ],
    variations: [
      "Remplacez le citron par le jus d'une orange et ajoutez une pincée de cannelle, à la marocaine.",
      "Ajoutez une pomme acidulée râpée et quelques raisins secs.",
    ],
    wine: {
      wine: "Sauvignon de Touraine",
      type: "Vin blanc",
      region: "Loire",
      why: "Un sauvignon léger et acidulé, qui suit le citron sans se heurter à lui et laisse parler le sucre de la carotte crue.",
    },
  },
  {
    id: "chou-rouge-braise-aux-pommes-et-aux-marrons",
    title: "Chou rouge braisé aux pommes et aux marrons",
    description:
      "Un chou rouge émincé qui braise longuement avec des pommes acidulées, du vinaigre de cidre et des épices douces, puis reçoit des marrons qui le rendent nourrissant. Entièrement végétal.",
    image: "/images/recettes/chou-rouge-braise-aux-pommes-et-aux-marrons.svg",
    imageAlt:
      "Illustration : une cocotte rouge brique pleine de chou violet émincé, avec des quartiers de pomme dorés et des marrons bruns.",
    prepMinutes: 20,
    cookMinutes: 70,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "chou rouge", quantite: 1, unite: "pièce" },
      { nom: "pommes", quantite: 3, unite: "pièce" },
      { nom: "marrons", quantite: 300, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      { nom: "vinaigre de cidre", quantite: 4, unite: "c. à soupe" },
      { nom: "sucre roux", quantite: 1, unite: "c. à soupe" },
      { nom: "eau", quantite: 20, unite: "cl" },
      { nom: "cannelle", quantite: 1, unite: "pincée" },
      { nom: "clous de girofle", quantite: 2, unite: "pièce" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Cocotte en fonte avec couvercle", "Grand couteau"],
    steps: [
      {
        description:
          "Retirez les feuilles extérieures et le trognon du chou, puis émincez-le finement. Épluchez les pommes et coupez-les en quartiers.",
      },
      {
        description: "Faites revenir l'oignon émincé dans l'huile jusqu'à ce qu'il soit tendre.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez le chou, le vinaigre et le sucre, et remuez jusqu'à ce qu'il tombe un peu : le vinaigre fixe sa belle couleur violette.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez les pommes, l'eau, la cannelle, les clous de girofle, le laurier, du sel et du poivre. Couvrez et laissez braiser en remuant de temps en temps.",
        temps: "45 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez les marrons égouttés, mélangez délicatement pour ne pas les briser et poursuivez la cuisson à couvert.",
        temps: "15 min",
        temperature: "feu doux",
      },
      {
        description:
          "Retirez les clous de girofle et le laurier, goûtez et ajustez l'équilibre entre le sucre et le vinaigre avant de servir.",
      },
    ],
    tips: [
      "Le chou rouge braisé se garde plusieurs jours et gagne en goût d'un jour à l'autre.",
      "Si le fond attache, ajoutez un peu d'eau : le chou doit rester moelleux, jamais sec.",
    ],
    variations: [
      "Remplacez l'huile par du beurre et servez-le avec des pommes de terre vapeur et du fromage blanc.",
      "Ajoutez une poignée de cranberries séchées avec les marrons.",
    ],
    wine: {
      wine: "Alsace pinot noir",
      type: "Vin rouge",
      region: "Alsace",
      why: "Un rouge léger et fruité, servi frais, dont les notes de cerise s'accordent au chou aigre-doux et à la douceur des marrons.",
    },
  },
  {
    id: "endives-braisees-a-l-orange-polenta-cremeuse",
    title: "Endives braisées à l'orange, polenta crémeuse",
    description:
      "Des endives entières dorées au beurre puis braisées dans le jus d'orange jusqu'à devenir confites et à peine amères, sur une polenta crémeuse au parmesan.",
    image: "/images/recettes/endives-braisees-a-l-orange-polenta-cremeuse.svg",
    imageAlt:
      "Illustration : une assiette avec un lit de polenta jaune, des endives dorées coupées en deux et des rondelles d'orange.",
    prepMinutes: 15,
    cookMinutes: 40,
    servings: 4,
    difficulty: "Moyen",
    category: "Végétarien",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "endives", quantite: 8, unite: "pièce" },
      { nom: "oranges", quantite: 3, unite: "pièce" },
      { nom: "beurre", quantite: 40, unite: "g" },
      { nom: "sucre", quantite: 1, unite: "c. à café" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "polenta", quantite: 200, unite: "g" },
      { nom: "lait", quantite: 50, unite: "cl" },
      { nom: "eau", quantite: 50, unite: "cl" },
      { nom: "parmesan", quantite: 50, unite: "g" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande sauteuse avec couvercle", "Casserole à fond épais", "Fouet"],
    steps: [
      {
        description:
          "Essuyez les endives, coupez-les en deux dans la longueur et retirez le bout du trognon. Prélevez le zeste d'une orange et pressez deux oranges ; pelez la troisième à vif et coupez-la en rondelles.",
      },
      {
        description:
          "Faites dorer les endives face coupée dans la moitié du beurre, saupoudrées du sucre, jusqu'à ce qu'elles soient bien colorées.",
        temps: "8 min",
        temperature: "feu moyen à vif",
      },
      {
        description:
          "Retournez-les, versez le jus d'orange, ajoutez le thym, le zeste, du sel et du poivre. Couvrez et laissez braiser jusqu'à ce qu'elles soient fondantes et le jus sirupeux.",
        temps: "25 min",
        temperature: "feu doux",
      },
      {
        description:
          "Portez le lait et l'eau salés à ébullition, versez la polenta en pluie en fouettant et laissez cuire en remuant souvent, jusqu'à ce qu'elle se détache des parois.",
        temps: "10 min",
        temperature: "feu doux",
      },
      {
        description: "Hors du feu, incorporez à la polenta le reste du beurre et le parmesan râpé.",
      },
      {
        description:
          "Dressez la polenta, posez les endives et leur jus par-dessus et ajoutez les rondelles d'orange au dernier moment.",
      },
    ],
    tips: [
      "Colorer les endives avant le braisage adoucit leur amertume et donne un goût de caramel.",
      "Si la polenta épaissit trop en attendant, détendez-la avec un peu de lait chaud.",
    ],
    variations: [
      "Remplacez la polenta par une purée de pommes de terre.",
      "Parsemez de cerneaux de noix et de quelques miettes de bleu d'Auvergne.",
    ],
    wine: {
      wine: "Vouvray demi-sec",
      type: "Vin blanc",
      region: "Loire",
      why: "Le chenin demi-sec, entre miel et agrumes, prolonge l'orange et enveloppe l'amertume de l'endive, avec assez d'acidité pour le parmesan.",
    },
  },
];
