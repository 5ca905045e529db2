import type { CatalogueRecipe } from "~/domain/catalogue/types";

/** Desserts through the year. */
export const dessertRecipes: readonly CatalogueRecipe[] = [
  {
    id: "tarte-fine-aux-pommes",
    title: "Tarte fine aux pommes",
    description:
      "Une pâte feuilletée à peine plus épaisse qu'une feuille, couverte de lamelles de pomme en écailles, beurrées et sucrées, qui caramélisent sur les bords au four.",
    image: "/images/recettes/tarte-fine-aux-pommes.svg",
    imageAlt:
      "Illustration : une tarte ronde et plate vue de dessus, couverte de fines lamelles de pomme dorées disposées en cercles qui se chevauchent.",
    prepMinutes: 20,
    cookMinutes: 30,
    servings: 6,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "pâte feuilletée", quantite: 1, unite: "pièce" },
      { nom: "pommes", quantite: 5, unite: "pièce" },
      { nom: "beurre", quantite: 30, unite: "g" },
      { nom: "sucre", quantite: 40, unite: "g" },
      { nom: "jus de citron", quantite: 1, unite: "c. à soupe" },
      { nom: "confiture d'abricot", quantite: 2, unite: "c. à soupe" },
    ],
    equipment: ["Plaque de four", "Papier cuisson", "Couteau d'office", "Pinceau"],
    steps: [
      {
        description:
          "Préchauffez le four à 200 °C. Déroulez la pâte sur la plaque couverte de papier sulfurisé et piquez-la partout à la fourchette pour qu'elle ne gonfle pas.",
        temperature: "200 °C",
      },
      {
        description:
          "Pelez les pommes, coupez-les en deux, ôtez le cœur et taillez chaque moitié en lamelles de 2 mm. Arrosez-les de jus de citron pour qu'elles ne noircissent pas.",
      },
      {
        description:
          "Disposez les lamelles en cercles serrés qui se chevauchent, du bord vers le centre, en laissant 1 cm de pâte nue tout autour.",
      },
      {
        description: "Faites fondre le beurre, badigeonnez-en les pommes au pinceau et saupoudrez de sucre.",
        temps: "2 min",
        temperature: "feu doux",
      },
      {
        description:
          "Enfournez jusqu'à ce que la pâte soit dorée dessous et que les pommes brunissent sur les bords.",
        temps: "30 min",
        temperature: "200 °C",
      },
      {
        description:
          "Tiédissez la confiture d'abricot avec une cuillerée d'eau et lustrez-en la tarte encore brûlante.",
      },
    ],
    tips: [
      "Plus les lamelles sont fines, plus elles fondent : une mandoline les taille toutes de la même épaisseur.",
      "Glissez une seconde plaque sous la première à mi-cuisson si le dessous de la pâte colore trop vite.",
    ],
    variations: [
      "Remplacez les pommes par des poires ou des figues coupées en quartiers fins.",
      "Parsemez la tarte de cassonade et d'une pincée de cannelle avant de l'enfourner.",
    ],
    wine: {
      wine: "Gaillac doux",
      type: "Vin doux",
      region: "Sud-Ouest",
      why: "Le mauzac qui le compose a un goût naturel de pomme verte ; sa douceur mesurée accompagne la tarte sans l'écraser.",
    },
  },
  {
    id: "far-breton",
    title: "Far breton aux pruneaux",
    description:
      "Le flan épais de Bretagne, cuit longuement au four jusqu'à ce que sa surface brunisse, avec des pruneaux fondants pris dans une pâte dense parfumée au rhum.",
    image: "/images/recettes/far-breton.svg",
    imageAlt:
      "Illustration : un plat rectangulaire de far breton à la croûte brune, parsemé de pruneaux noirs, avec une part découpée.",
    prepMinutes: 15,
    cookMinutes: 50,
    servings: 8,
    difficulty: "Facile",
    category: "Desserts",
    region: "Bretagne",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "farine", quantite: 200, unite: "g" },
      { nom: "sucre", quantite: 140, unite: "g" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "lait entier", quantite: 75, unite: "cl" },
      { nom: "beurre demi-sel", quantite: 50, unite: "g" },
      { nom: "pruneaux", quantite: 250, unite: "g" },
      { nom: "rhum", quantite: 3, unite: "cl" },
    ],
    equipment: ["Plat à four de 30 × 20 cm", "Saladier", "Fouet", "Casserole"],
    steps: [
      {
        description:
          "Mettez les pruneaux à tremper dans le rhum et deux cuillerées d'eau tiède pendant que vous préparez la pâte.",
      },
      {
        description:
          "Dans le saladier, mélangez la farine, le sucre et le sel. Creusez un puits, cassez-y les œufs et fouettez en ramenant peu à peu la farine vers le centre.",
      },
      {
        description:
          "Versez le lait en filet sans cesser de fouetter, jusqu'à obtenir une pâte lisse et fluide comme une pâte à crêpes.",
      },
      {
        description:
          "Préchauffez le four à 200 °C. Faites fondre le beurre, versez-en la moitié dans la pâte et le reste dans le plat.",
        temps: "2 min",
        temperature: "200 °C",
      },
      {
        description:
          "Répartissez les pruneaux égouttés dans le plat, ajoutez le rhum de trempage à la pâte et versez-la par-dessus.",
      },
      {
        description:
          "Enfournez 10 min à 200 °C, puis baissez à 180 °C et poursuivez la cuisson jusqu'à ce que le dessus soit bien bruni et que le far ne tremble plus.",
        temps: "50 min",
        temperature: "200 °C puis 180 °C",
      },
      {
        description:
          "Laissez refroidir complètement dans le plat avant de couper : le far se tient en refroidissant.",
      },
    ],
    tips: [
      "Préparez la pâte la veille : reposée une nuit au frais, elle donne un far plus lisse et plus dense.",
      "Choisissez des pruneaux d'Agen dénoyautés bien moelleux ; trop secs, faites-les tremper 1 h.",
    ],
    variations: [
      "Remplacez les pruneaux par des raisins secs trempés dans le rhum, ou ne mettez aucun fruit, comme on le fait souvent en Bretagne.",
      "Parfumez la pâte d'une gousse de vanille au lieu du rhum pour les enfants.",
    ],
    wine: {
      wine: "Rivesaltes ambré",
      type: "Vin doux",
      region: "Roussillon",
      why: "Ce vin doux naturel élevé longtemps prend des arômes de fruits secs, de pruneau et de noix qui répondent aux pruneaux et au rhum du far.",
    },
  },
  {
    id: "fiadone",
    title: "Fiadone au brocciu",
    description:
      "Le gâteau corse au brocciu frais, sans farine ni beurre, relevé de zeste de citron : une texture de flan léger sous une surface dorée.",
    image: "/images/recettes/fiadone.svg",
    imageAlt:
      "Illustration : un fiadone rond et doré vu de dessus dans son moule, la surface tachetée de brun, avec deux quartiers de citron posés à côté.",
    prepMinutes: 15,
    cookMinutes: 40,
    servings: 6,
    difficulty: "Facile",
    category: "Desserts",
    region: "Corse",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "brocciu", quantite: 500, unite: "g" },
      { nom: "œufs", quantite: 5, unite: "pièce" },
      { nom: "sucre", quantite: 150, unite: "g" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "beurre", quantite: 10, unite: "g" },
    ],
    equipment: ["Moule à manqué de 24 cm", "Saladier", "Fouet", "Râpe fine"],
    steps: [
      {
        description:
          "Préchauffez le four à 180 °C et beurrez généreusement le moule. Égouttez le brocciu dans une passoire s'il rend du petit-lait.",
        temperature: "180 °C",
      },
      {
        description:
          "Fouettez les œufs et le sucre jusqu'à ce que le mélange devienne pâle, mousseux et double de volume.",
      },
      {
        description:
          "Râpez finement le zeste du citron au-dessus du saladier, puis écrasez-y le brocciu à la fourchette et mélangez jusqu'à obtenir une crème homogène.",
      },
      {
        description:
          "Versez dans le moule et enfournez jusqu'à ce que le fiadone soit pris et bien doré, presque brun par endroits.",
        temps: "40 min",
        temperature: "180 °C",
      },
      {
        description:
          "Laissez refroidir, puis placez au réfrigérateur : il se sert frais, démoulé ou dans son moule.",
        temps: "2 h",
      },
    ],
    tips: [
      "Le brocciu frais se trouve de novembre à juin ; hors saison, prenez une brousse ou une ricotta bien égouttée.",
      "Ne jetez pas le citron zesté : son jus parfumera un thé ou une vinaigrette.",
    ],
    variations: [
      "Ajoutez à l'appareil une cuillerée d'eau-de-vie corse ou d'eau de fleur d'oranger.",
      "Remplacez le zeste de citron par celui d'une orange ou d'une clémentine corse.",
    ],
    wine: {
      wine: "Muscat du Cap Corse",
      type: "Vin doux",
      region: "Corse",
      why: "Ce muscat de l'île, aux notes d'agrumes confits et de fleurs blanches, prolonge le zeste de citron et reste frais face au fromage.",
    },
  },
  {
    id: "gateau-basque",
    title: "Gâteau basque à la crème",
    description:
      "Deux disques de pâte sablée aux amandes qui enferment une crème pâtissière parfumée au rhum et à la vanille, le dessus rayé à la fourchette.",
    image: "/images/recettes/gateau-basque.svg",
    imageAlt:
      "Illustration : un gâteau basque rond et doré vu de dessus, le dessus strié de croisillons, une part coupée laissant voir la crème jaune.",
    prepMinutes: 45,
    cookMinutes: 50,
    servings: 8,
    difficulty: "Difficile",
    category: "Desserts",
    region: "Pays basque",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "farine", quantite: 280, unite: "g" },
      { nom: "poudre d'amande", quantite: 50, unite: "g" },
      { nom: "beurre", quantite: 180, unite: "g" },
      { nom: "sucre", quantite: 250, unite: "g" },
      { nom: "œufs", quantite: 2, unite: "pièce" },
      { nom: "levure chimique", quantite: 1, unite: "c. à café" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "lait entier", quantite: 50, unite: "cl" },
      { nom: "jaunes d'œufs", quantite: 4, unite: "pièce" },
      { nom: "fécule de maïs", quantite: 40, unite: "g" },
      { nom: "gousse de vanille", quantite: 1, unite: "gousse" },
      { nom: "rhum", quantite: 2, unite: "c. à soupe" },
    ],
    equipment: [
      "Moule à manqué de 24 cm",
      "Casserole",
      "Fouet",
      "Saladier",
      "Rouleau à pâtisserie",
      "Film alimentaire",
    ],
    steps: [
      {
        description:
          "Préparez la pâte : travaillez le beurre mou avec 150 g de sucre, ajoutez les œufs entiers, puis la farine, la poudre d'amande, la levure et le sel. Filmez et réservez au frais.",
        temps: "1 h",
      },
      {
        description:
          "Pour la crème, portez le lait à frémissement avec la gousse de vanille fendue et grattée, puis laissez infuser hors du feu.",
        temps: "10 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Fouettez trois jaunes avec les 100 g de sucre restants et la fécule. Versez le lait chaud dessus en retirant la gousse, remettez dans la casserole et faites épaissir sans cesser de fouetter.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description: "Hors du feu, ajoutez le rhum, filmez la crème au contact et laissez-la refroidir.",
      },
      {
        description:
          "Préchauffez le four à 180 °C. Étalez les deux tiers de la pâte et foncez le moule beurré en remontant sur les bords. Garnissez de crème froide.",
        temperature: "180 °C",
      },
      {
        description:
          "Étalez le reste de la pâte en disque, posez-le sur la crème et soudez les bords en pinçant. Badigeonnez le dessus du dernier jaune battu et rayez-le à la fourchette.",
      },
      {
        description:
          "Enfournez jusqu'à ce que le gâteau basque soit bien doré et que son couvercle de pâte soit ferme au toucher.",
        temps: "45 min",
        temperature: "180 °C",
      },
      {
        description: "Attendez qu'il soit complètement froid pour le démouler : la crème doit se raffermir.",
      },
    ],
    tips: [
      "La pâte est très beurrée et colle : étalez-la entre deux feuilles de papier cuisson.",
      "Le gâteau basque est meilleur le lendemain, quand la crème et la pâte ont eu le temps de se mêler.",
    ],
    variations: [
      "Remplacez la crème par une couche de confiture de cerises noires d'Itxassou, l'autre version traditionnelle.",
      "Parfumez la crème au zeste de citron ou à la liqueur basque au lieu du rhum.",
    ],
    wine: {
      wine: "Pacherenc-du-Vic-Bilh moelleux",
      type: "Vin doux",
      region: "Sud-Ouest",
      why: "Issu du petit manseng voisin du Pays basque, il mêle notes d'amande et d'abricot sec à une belle vivacité qui allège la crème.",
    },
  },
  {
    id: "creme-caramel",
    title: "Crème caramel",
    description:
      "Une crème aux œufs vanillée, cuite au bain-marie dans des ramequins tapissés de caramel, qui se démoule nappée de son propre sirop ambré.",
    image: "/images/recettes/creme-caramel.svg",
    imageAlt:
      "Illustration : une crème caramel démoulée sur une assiette, en forme de petit dôme jaune pâle, coiffée et entourée de caramel brun.",
    prepMinutes: 20,
    cookMinutes: 45,
    servings: 6,
    difficulty: "Moyen",
    category: "Desserts",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "sucre", quantite: 200, unite: "g" },
      { nom: "eau", quantite: 3, unite: "c. à soupe" },
      { nom: "lait entier", quantite: 50, unite: "cl" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "gousse de vanille", quantite: 1, unite: "gousse" },
    ],
    equipment: ["6 ramequins", "Plat à four pour le bain-marie", "2 casseroles", "Fouet"],
    steps: [
      {
        description:
          "Faites fondre 100 g de sucre avec l'eau dans une casserole jusqu'à obtenir un caramel ambré. Versez-le aussitôt au fond des ramequins en les inclinant pour en couvrir le fond.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Faites chauffer le lait avec la gousse fendue et grattée jusqu'au premier frémissement.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Fouettez les œufs avec le reste du sucre sans les faire mousser, puis versez le lait chaud en filet en retirant la gousse.",
      },
      {
        description:
          "Préchauffez le four à 150 °C. Remplissez les ramequins, posez-les dans le plat et versez de l'eau très chaude jusqu'aux deux tiers de leur hauteur.",
        temperature: "150 °C",
      },
      {
        description:
          "Enfournez au bain-marie jusqu'à ce que les crèmes soient prises et que la lame d'un couteau en ressorte nette.",
        temps: "40 min",
        temperature: "150 °C",
      },
      {
        description:
          "Laissez refroidir puis réfrigérez. Pour démouler, passez une lame sur le pourtour et retournez chaque ramequin d'un coup sur une assiette creuse.",
        temps: "3 h",
      },
    ],
    tips: [
      "Un four trop chaud fait bouillir la crème et la crible de petits trous : restez à 150 °C.",
      "Trempez le fond des ramequins quelques secondes dans l'eau chaude si le caramel refuse de se détacher.",
    ],
    variations: [
      "Cuisez-la en un seul grand moule de 20 cm en prolongeant la cuisson d'une vingtaine de minutes.",
      "Parfumez le lait avec le zeste d'une orange ou un bâton de cannelle à la place de la vanille.",
    ],
    wine: {
      wine: "Sauternes",
      type: "Vin doux",
      region: "Bordeaux",
      why: "Ses arômes de miel, d'abricot et de caramel font écho au sirop ambré, et sa texture onctueuse épouse celle de la crème.",
    },
  },
  {
    id: "ile-flottante",
    title: "Île flottante",
    description:
      "Des blancs en neige pochés dans le lait, posés sur une crème anglaise à la vanille et striés de caramel : un dessert de bistrot léger comme un nuage.",
    image: "/images/recettes/ile-flottante.svg",
    imageAlt:
      "Illustration : une assiette creuse de crème anglaise jaune pâle où flotte un dôme blanc de blancs en neige, strié de filets de caramel et d'amandes grillées.",
    prepMinutes: 30,
    cookMinutes: 20,
    servings: 6,
    difficulty: "Moyen",
    category: "Desserts",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "lait entier", quantite: 75, unite: "cl" },
      { nom: "gousse de vanille", quantite: 1, unite: "gousse" },
      { nom: "œufs", quantite: 6, unite: "pièce" },
      { nom: "sucre", quantite: 200, unite: "g" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "amandes effilées", quantite: 20, unite: "g" },
    ],
    equipment: ["Grande casserole", "Batteur électrique", "Écumoire", "Fouet", "Saladier"],
    steps: [
      {
        description:
          "Séparez les blancs des jaunes. Portez le lait à frémissement avec la gousse de vanille fendue et grattée dans une grande casserole.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Montez les blancs en neige avec le sel, puis serrez-les avec 50 g de sucre jusqu'à ce qu'ils soient fermes et brillants.",
      },
      {
        description:
          "Déposez de grosses quenelles de blancs dans le lait frémissant et pochez-les en les retournant à mi-cuisson. Égouttez-les sur un linge.",
        temps: "2 min",
        temperature: "feu doux",
      },
      {
        description:
          "Fouettez les jaunes avec 70 g de sucre, versez le lait chaud en filet, remettez en casserole et faites épaissir en remuant sans jamais bouillir, jusqu'à ce que la crème nappe la cuillère.",
        temps: "8 min",
        temperature: "feu doux",
      },
      {
        description:
          "Passez la crème anglaise au chinois, laissez-la refroidir puis réfrigérez-la avec les blancs.",
        temps: "2 h",
      },
      {
        description:
          "Faites dorer les amandes à sec dans une poêle, puis faites un caramel blond avec le reste du sucre et une cuillerée d'eau.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Versez la crème dans les assiettes creuses, posez une île de blancs sur chacune, filez le caramel dessus à la cuillère et parsemez d'amandes.",
      },
    ],
    tips: [
      "La crème anglaise est cuite quand un doigt passé sur la cuillère laisse une trace nette ; à 85 °C, arrêtez tout.",
      "Si la crème commence à grainer, versez-la aussitôt dans un bol froid et mixez-la.",
    ],
    variations: [
      "Pochez les blancs au four à micro-ondes, 30 secondes par quenelle, pour aller plus vite.",
      "Remplacez le caramel par un coulis de framboises et quelques pralines roses concassées.",
    ],
    wine: {
      wine: "Loupiac",
      type: "Vin doux",
      region: "Bordeaux",
      why: "Plus léger que son voisin le sauternes, ce liquoreux aux notes d'agrumes et de miel reste aérien comme le dessert.",
    },
  },
  {
    id: "riz-au-lait-a-la-vanille",
    title: "Riz au lait à la vanille",
    description:
      "Du riz rond cuit à petit feu dans du lait entier vanillé jusqu'à devenir crémeux et fondant, le dessert de grand-mère par excellence.",
    image: "/images/recettes/riz-au-lait-a-la-vanille.svg",
    imageAlt:
      "Illustration : un bol en faïence bleue rempli de riz au lait crémeux, une gousse de vanille posée en travers et une pincée de cannelle au centre.",
    prepMinutes: 5,
    cookMinutes: 45,
    servings: 6,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "riz rond", quantite: 150, unite: "g" },
      { nom: "lait entier", quantite: 1, unite: "l" },
      { nom: "sucre", quantite: 90, unite: "g" },
      { nom: "gousse de vanille", quantite: 1, unite: "gousse" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "sel", quantite: 1, unite: "pincée" },
    ],
    equipment: ["Casserole à fond épais", "Cuillère en bois", "6 ramequins ou bols"],
    steps: [
      {
        description:
          "Rincez le riz puis blanchissez-le dans une casserole d'eau bouillante, et égouttez-le : il perd son amidon de surface et n'attachera pas.",
        temps: "3 min",
        temperature: "ébullition",
      },
      {
        description:
          "Portez le lait à frémissement avec la gousse de vanille fendue et grattée, le sel et la moitié du sucre.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Versez le riz et laissez cuire à découvert à tout petit feu, en remuant régulièrement, jusqu'à ce que les grains soient tendres et le lait presque absorbé.",
        temps: "40 min",
        temperature: "feu doux",
      },
      {
        description:
          "Hors du feu, retirez la gousse, ajoutez le reste du sucre et le beurre et mélangez : le riz doit rester coulant, il épaissit en refroidissant.",
      },
      {
        description:
          "Répartissez dans les ramequins et servez tiède, ou froid après un passage au réfrigérateur.",
      },
    ],
    tips: [
      "Le riz rond, riche en amidon, est le seul qui donne cette texture crémeuse ; un riz long resterait en grains séparés.",
      "Remuez surtout en fin de cuisson, quand le lait épaissit et que le riz risque d'attacher.",
    ],
    variations: [
      "Ajoutez le zeste d'une orange et une pincée de cannelle avec la vanille.",
      "Servez-le avec un caramel au beurre salé ou une compote de fruits rouges.",
    ],
    wine: {
      wine: "Muscat de Frontignan",
      type: "Vin doux",
      region: "Languedoc",
      why: "Son nez de raisin frais et de fleurs blanches éclaire la douceur lactée du riz, et la vanille s'y accorde naturellement.",
    },
  },
  {
    id: "poires-belle-helene",
    title: "Poires Belle-Hélène",
    description:
      "Des poires entières pochées dans un sirop vanillé, servies avec une boule de glace à la vanille et nappées d'une sauce au chocolat noir encore chaude.",
    image: "/images/recettes/poires-belle-helene.svg",
    imageAlt:
      "Illustration : une assiette avec une poire pochée dressée sur sa base, nappée de chocolat brun, à côté d'une boule de glace blanche et d'amandes effilées.",
    prepMinutes: 20,
    cookMinutes: 25,
    servings: 4,
    difficulty: "Moyen",
    category: "Desserts",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "poires", quantite: 4, unite: "pièce" },
      { nom: "eau", quantite: 60, unite: "cl" },
      { nom: "sucre", quantite: 100, unite: "g" },
      { nom: "gousse de vanille", quantite: 1, unite: "gousse" },
      { nom: "citron", quantite: 0.5, unite: "pièce" },
      { nom: "chocolat noir", quantite: 100, unite: "g" },
      { nom: "crème liquide", quantite: 10, unite: "cl" },
      { nom: "glace à la vanille", quantite: 240, unite: "g" },
      { nom: "amandes effilées", quantite: 20, unite: "g" },
    ],
    equipment: ["Casserole haute", "Économe", "Petite casserole", "4 assiettes à dessert"],
    steps: [
      {
        description:
          "Portez l'eau à ébullition avec le sucre et la gousse de vanille fendue pour faire le sirop.",
        temps: "5 min",
        temperature: "feu vif",
      },
      {
        description:
          "Pelez les poires en gardant la queue, videz-les par-dessous à la cuillère parisienne et frottez-les de citron.",
      },
      {
        description:
          "Plongez-les debout dans le sirop frémissant, couvrez d'un disque de papier cuisson pour qu'elles restent immergées et laissez-les pocher jusqu'à ce qu'une lame les traverse sans résistance. Laissez-les refroidir dans le sirop.",
        temps: "20 min",
        temperature: "feu doux",
      },
      {
        description:
          "Faites chauffer la crème, versez-la sur le chocolat haché et lissez la sauce à la spatule.",
        temps: "2 min",
        temperature: "feu moyen",
      },
      {
        description: "Faites griller les amandes à sec dans une poêle jusqu'à ce qu'elles soient blondes.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Dressez chaque poire égouttée sur une assiette avec une boule de glace, nappez de sauce au chocolat chaude et parsemez d'amandes.",
      },
    ],
    tips: [
      "Choisissez des poires williams ou conférence mûres mais fermes : trop mûres, elles se défont au pochage.",
      "Gardez le sirop de pochage : il parfume une salade de fruits ou un thé glacé.",
    ],
    variations: [
      "Pochez les poires dans un vin rouge épicé, et servez-les avec la même sauce au chocolat.",
      "Remplacez les amandes par des noisettes torréfiées concassées.",
    ],
    wine: {
      wine: "Maury",
      type: "Vin doux",
      region: "Roussillon",
      why: "Ce grenache muté aux notes de cacao et de fruits noirs tient tête au chocolat, tandis que sa fraîcheur convient à la poire.",
    },
  },
  {
    id: "tarte-aux-fraises",
    title: "Tarte aux fraises",
    description:
      "Un fond de pâte sablée aux amandes cuit à blanc, garni de crème pâtissière vanillée et couvert de fraises de saison rangées pointe en l'air.",
    image: "/images/recettes/tarte-aux-fraises.svg",
    imageAlt:
      "Illustration : une tarte ronde vue de dessus, entièrement couverte de fraises rouges coupées en deux, serrées en cercles sur un fond doré.",
    prepMinutes: 45,
    cookMinutes: 30,
    servings: 8,
    difficulty: "Moyen",
    category: "Desserts",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "farine", quantite: 200, unite: "g" },
      { nom: "poudre d'amande", quantite: 30, unite: "g" },
      { nom: "beurre", quantite: 100, unite: "g" },
      { nom: "sucre", quantite: 140, unite: "g" },
      { nom: "œuf", quantite: 1, unite: "pièce" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "lait entier", quantite: 40, unite: "cl" },
      { nom: "jaunes d'œufs", quantite: 3, unite: "pièce" },
      { nom: "fécule de maïs", quantite: 30, unite: "g" },
      { nom: "gousse de vanille", quantite: 1, unite: "gousse" },
      { nom: "fraises", quantite: 600, unite: "g" },
    ],
    equipment: [
      "Moule à tarte de 24 cm",
      "Rouleau à pâtisserie",
      "Casserole",
      "Fouet",
      "Papier sulfurisé et billes de cuisson",
    ],
    steps: [
      {
        description:
          "Sablez du bout des doigts la farine, la poudre d'amande, 60 g de sucre, le sel et le beurre froid en dés. Ajoutez l'œuf, rassemblez la pâte sans la pétrir et laissez-la reposer au frais.",
        temps: "30 min",
      },
      {
        description:
          "Portez le lait à frémissement avec la gousse de vanille fendue. Fouettez les jaunes avec le reste du sucre et la fécule, versez le lait chaud dessus, puis remettez sur le feu en fouettant jusqu'à épaississement.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Versez la crème dans un plat, filmez-la au contact et laissez-la refroidir au réfrigérateur.",
        temps: "1 h",
      },
      {
        description:
          "Préchauffez le four à 180 °C. Étalez la pâte sur 3 mm, foncez le moule, piquez le fond et couvrez-le de papier sulfurisé lesté de billes.",
        temperature: "180 °C",
      },
      {
        description:
          "Enfournez 15 min, retirez le papier et les billes, puis prolongez jusqu'à ce que le fond soit doré. Laissez refroidir sur une grille.",
        temps: "25 min",
        temperature: "180 °C",
      },
      {
        description:
          "Lavez les fraises entières, équeutez-les ensuite seulement pour qu'elles ne se gorgent pas d'eau, séchez-les et coupez-les en deux.",
      },
      {
        description:
          "Fouettez la crème froide pour l'assouplir, étalez-la sur le fond de tarte et rangez les fraises par-dessus en cercles serrés. Servez dans les deux heures.",
      },
    ],
    tips: [
      "Garnissez la tarte au dernier moment : la crème ramollit la pâte au bout de quelques heures.",
      "Badigeonnez le fond cuit d'un peu de chocolat blanc fondu pour l'imperméabiliser.",
    ],
    variations: [
      "Remplacez la crème pâtissière par une crème d'amande cuite avec le fond.",
      "Mélangez fraises, framboises et quelques feuilles de basilic ciselées.",
    ],
    wine: {
      wine: "Champagne rosé demi-sec",
      type: "Vin effervescent",
      region: "Champagne",
      why: "Ses bulles fines et ses arômes de petits fruits rouges prolongent la fraise, et sa légère douceur répond à la crème sans la durcir.",
    },
  },
  {
    id: "crumble-pommes-poires",
    title: "Crumble aux pommes et aux poires",
    description:
      "Des dés de pomme et de poire à la cannelle qui compotent sous une pâte sablée émiettée, croustillante et dorée, parfumée à la poudre d'amande.",
    image: "/images/recettes/crumble-pommes-poires.svg",
    imageAlt:
      "Illustration : un plat à gratin ovale rempli de crumble doré et bosselé, des morceaux de fruits clairs apparaissant sur les bords.",
    prepMinutes: 20,
    cookMinutes: 35,
    servings: 6,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "pommes", quantite: 3, unite: "pièce" },
      { nom: "poires", quantite: 3, unite: "pièce" },
      { nom: "cannelle", quantite: 1, unite: "c. à café" },
      { nom: "jus de citron", quantite: 1, unite: "c. à soupe" },
      { nom: "farine", quantite: 120, unite: "g" },
      { nom: "poudre d'amande", quantite: 40, unite: "g" },
      { nom: "sucre roux", quantite: 100, unite: "g" },
      { nom: "beurre", quantite: 100, unite: "g" },
      { nom: "sel", quantite: 1, unite: "pincée" },
    ],
    equipment: ["Plat à gratin de 25 cm", "Saladier", "Économe"],
    steps: [
      {
        description:
          "Préchauffez le four à 190 °C et beurrez légèrement le plat à gratin qui recevra les fruits.",
        temperature: "190 °C",
      },
      {
        description:
          "Pelez les pommes et les poires, coupez-les en gros dés et mélangez-les dans le plat avec la cannelle, le jus de citron et 20 g de sucre roux.",
      },
      {
        description:
          "Dans le saladier, frottez entre vos doigts la farine, la poudre d'amande, le reste du sucre, le sel et le beurre froid en dés, jusqu'à obtenir de grosses miettes irrégulières.",
      },
      {
        description:
          "Parsemez les miettes sur les fruits sans les tasser, pour qu'elles restent croustillantes.",
      },
      {
        description:
          "Enfournez jusqu'à ce que le dessus soit doré et que le jus des fruits bouillonne sur les bords.",
        temps: "35 min",
        temperature: "190 °C",
      },
      { description: "Laissez tiédir 10 min avant de servir." },
    ],
    tips: [
      "Servez-le seul ou avec une cuillerée de crème fraîche bien froide.",
      "Mariez une pomme acidulée, comme la reinette, à une poire bien mûre : l'une se tient, l'autre fond.",
      "Les miettes se congèlent crues : parsemez-les directement sur les fruits sans les décongeler.",
    ],
    variations: [
      "Remplacez la moitié de la farine par des flocons d'avoine pour un crumble plus rustique.",
      "À la fin de l'été, prenez des prunes et des mûres à la place des poires.",
    ],
    wine: {
      wine: "Pineau des Charentes blanc",
      type: "Vin doux",
      region: "Charentes",
      why: "Ce vin de liqueur aux notes de poire, de miel et de fruits secs rejoint les fruits cuits et le beurre du crumble.",
    },
  },
  {
    id: "moelleux-au-chocolat",
    title: "Moelleux au chocolat",
    description:
      "Un gâteau au chocolat noir très peu fariné, cuit juste assez pour que sa croûte craque et que son cœur reste fondant et dense.",
    image: "/images/recettes/moelleux-au-chocolat.svg",
    imageAlt:
      "Illustration : un moelleux au chocolat rond et brun foncé sur une assiette, saupoudré de sucre glace, avec une part entamée au cœur fondant.",
    prepMinutes: 15,
    cookMinutes: 22,
    servings: 6,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "chocolat noir", quantite: 200, unite: "g" },
      { nom: "beurre", quantite: 150, unite: "g" },
      { nom: "sucre", quantite: 120, unite: "g" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "farine", quantite: 40, unite: "g" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "sucre glace", quantite: 1, unite: "c. à café" },
    ],
    equipment: ["Moule à manqué de 22 cm", "Casserole et bol pour le bain-marie", "Fouet", "Maryse"],
    steps: [
      {
        description:
          "Préchauffez le four à 180 °C et chemisez le fond et les bords du moule à manqué de papier sulfurisé.",
        temperature: "180 °C",
      },
      {
        description:
          "Faites fondre le chocolat et le beurre en morceaux au bain-marie, en lissant à la maryse.",
        temps: "5 min",
        temperature: "feu doux",
      },
      {
        description:
          "Fouettez les œufs avec le sucre et le sel jusqu'à ce qu'ils moussent, puis versez le chocolat tiédi et mélangez.",
      },
      { description: "Incorporez la farine tamisée sans trop travailler la pâte, et versez dans le moule." },
      {
        description:
          "Enfournez : le moelleux est prêt quand les bords sont pris et que le centre tremble encore légèrement.",
        temps: "22 min",
        temperature: "180 °C",
      },
      {
        description:
          "Laissez tiédir 15 min avant de démouler, puis saupoudrez de sucre glace au travers d'une petite passoire.",
      },
    ],
    tips: [
      "Une lame plantée au centre doit ressortir nappée : le gâteau finit de prendre en refroidissant.",
      "Prenez un chocolat à 64 % de cacao au moins ; moins corsé, le moelleux tourne au sucré.",
    ],
    variations: [
      "Remplacez la farine par de la fécule de maïs pour un gâteau sans gluten, tout aussi fondant.",
      "Cuisez-le en six ramequins beurrés, 10 min seulement, pour des cœurs coulants.",
    ],
    wine: {
      wine: "Rasteau vin doux naturel",
      type: "Vin doux",
      region: "Vallée du Rhône",
      why: "Ce grenache muté aux arômes de cerise à l'eau-de-vie et de cacao se fond dans le chocolat sans que l'amertume ne ressorte.",
    },
  },
  {
    id: "tarte-au-citron-meringuee",
    title: "Tarte au citron meringuée",
    description:
      "Une crème au citron acidulée dans une pâte sablée croustillante, sous un dôme de meringue soyeuse dont les pointes dorent au four.",
    image: "/images/recettes/tarte-au-citron-meringuee.svg",
    imageAlt:
      "Illustration : une tarte vue de dessus, couverte de pics de meringue blanche aux pointes dorées, avec un bord jaune de crème au citron et deux rondelles de citron.",
    prepMinutes: 50,
    cookMinutes: 40,
    servings: 8,
    difficulty: "Difficile",
    category: "Desserts",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "farine", quantite: 200, unite: "g" },
      { nom: "beurre", quantite: 180, unite: "g" },
      { nom: "sucre", quantite: 340, unite: "g" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "citrons", quantite: 4, unite: "pièce" },
      { nom: "fécule de maïs", quantite: 1, unite: "c. à soupe" },
      { nom: "blancs d'œufs", quantite: 3, unite: "pièce" },
    ],
    equipment: ["Moule à tarte de 24 cm", "Casserole", "Fouet", "Batteur électrique", "Poche à douille"],
    steps: [
      {
        description:
          "Travaillez 100 g de beurre mou avec 60 g de sucre et le sel, ajoutez un œuf puis la farine. Formez une boule, filmez-la et réservez au frais.",
        temps: "30 min",
      },
      {
        description:
          "Préchauffez le four à 180 °C. Étalez la pâte, foncez le moule, piquez-la et faites-la cuire à blanc sous un papier lesté jusqu'à ce qu'elle soit dorée.",
        temps: "25 min",
        temperature: "180 °C",
      },
      {
        description:
          "Râpez le zeste de la moitié des citrons et pressez-les tous. Dans la casserole, fouettez les trois œufs restants avec 130 g de sucre, la fécule, le jus et les zestes.",
      },
      {
        description:
          "Faites épaissir la crème sans cesser de fouetter, jusqu'aux premiers bouillons. Hors du feu, ajoutez 80 g de beurre en dés et versez sur le fond de tarte.",
        temps: "6 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Montez les blancs en neige ferme en versant peu à peu les 150 g de sucre restants, jusqu'à ce que la meringue soit lisse et brillante.",
      },
      {
        description:
          "Couvrez la crème de meringue à la poche ou à la spatule en formant des pics, puis passez la tarte sous le gril du four jusqu'à ce que les pointes prennent couleur.",
        temps: "3 min",
        temperature: "gril",
      },
      {
        description:
          "Laissez refroidir, puis réfrigérez la tarte avant de la découper au couteau trempé dans l'eau chaude.",
        temps: "2 h",
      },
    ],
    tips: [
      "Ne quittez pas le four des yeux pendant le passage sous le gril : la meringue passe du doré au brûlé en quelques secondes.",
      "Des citrons non traités sont indispensables, puisque leur zeste entre dans la crème.",
    ],
    variations: [
      "Remplacez deux citrons jaunes par trois citrons verts pour une crème plus vive.",
      "Sans meringue, servez la tarte nature, simplement décorée de fines lamelles de zeste confit.",
    ],
    wine: {
      wine: "Montlouis-sur-Loire moelleux",
      type: "Vin doux",
      region: "Vallée de la Loire",
      why: "L'acidité tranchante du chenin répond à celle du citron, et sa douceur de coing et de miel accompagne la meringue.",
    },
  },
  {
    id: "compote-pommes-rhubarbe",
    title: "Compote pommes-rhubarbe",
    description:
      "Une compote de printemps où l'acidité de la rhubarbe réveille la douceur des pommes, juste sucrée et vanillée, entièrement végétale.",
    image: "/images/recettes/compote-pommes-rhubarbe.svg",
    imageAlt:
      "Illustration : deux petits bocaux en verre remplis de compote rose pâle, à côté de deux tiges de rhubarbe rouge et verte.",
    prepMinutes: 15,
    cookMinutes: 25,
    servings: 4,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "pommes", quantite: 4, unite: "pièce" },
      { nom: "rhubarbe", quantite: 400, unite: "g" },
      { nom: "sucre roux", quantite: 80, unite: "g" },
      { nom: "eau", quantite: 5, unite: "cl" },
      { nom: "gousse de vanille", quantite: 1, unite: "gousse" },
    ],
    equipment: ["Casserole à fond épais", "Économe", "Presse-purée ou fourchette"],
    steps: [
      {
        description:
          "Épluchez la rhubarbe en tirant les fils les plus épais et coupez les tiges en tronçons de 2 cm.",
      },
      { description: "Pelez les pommes, retirez le cœur et coupez-les en morceaux de même taille." },
      {
        description:
          "Mettez les fruits dans la casserole avec le sucre, l'eau et la gousse de vanille fendue. Couvrez et laissez compoter en remuant de temps en temps.",
        temps: "20 min",
        temperature: "feu doux",
      },
      {
        description:
          "Retirez le couvercle et laissez s'évaporer l'excès de jus si la compote est trop liquide.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ôtez la gousse, écrasez grossièrement au presse-purée et goûtez : ajoutez un peu de sucre si la rhubarbe est très acide. Servez tiède ou froide.",
      },
    ],
    tips: [
      "Choisissez des tiges de rhubarbe bien rouges : elles sont moins acides et colorent joliment la compote.",
      "Ne mangez jamais les feuilles de rhubarbe, qui sont toxiques ; seules les tiges se cuisinent.",
    ],
    variations: [
      "Remplacez la moitié des pommes par des fraises ajoutées en fin de cuisson.",
      "Parfumez avec un morceau de gingembre frais râpé à la place de la vanille.",
    ],
    wine: {
      wine: "Clairette de Die tradition",
      type: "Vin effervescent",
      region: "Vallée du Rhône",
      why: "Ce pétillant doux et peu alcoolisé, au parfum de muscat, a la légèreté de la compote et adoucit l'acidité de la rhubarbe.",
    },
  },
  {
    id: "salade-d-oranges-a-la-cannelle",
    title: "Salade d'oranges à la cannelle",
    description:
      "Des rondelles d'orange pelées à vif, poudrées de cannelle et arrosées de leur jus sucré, avec des pistaches et de la menthe : un dessert d'hiver frais et végétal.",
    image: "/images/recettes/salade-d-oranges-a-la-cannelle.svg",
    imageAlt:
      "Illustration : un plat rond bleu couvert de rondelles d'orange qui se chevauchent, poudrées de cannelle, parsemées de pistaches vertes et de feuilles de menthe.",
    prepMinutes: 20,
    cookMinutes: 0,
    servings: 4,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "oranges", quantite: 6, unite: "pièce" },
      { nom: "sucre roux", quantite: 2, unite: "c. à soupe" },
      { nom: "cannelle", quantite: 1, unite: "c. à café" },
      { nom: "jus de citron", quantite: 1, unite: "c. à soupe" },
      { nom: "pistaches", quantite: 30, unite: "g" },
      { nom: "menthe", quantite: 8, unite: "pièce" },
    ],
    equipment: ["Couteau bien aiguisé", "Grand plat de service", "Petit bol"],
    steps: [
      {
        description:
          "Coupez les deux extrémités d'une orange, posez-la debout et retirez l'écorce et la peau blanche en suivant la courbe du fruit avec le couteau. Faites de même avec les autres.",
      },
      {
        description:
          "Taillez les oranges en rondelles de 5 mm au-dessus d'un bol pour recueillir le jus, et retirez les pépins.",
      },
      {
        description:
          "Étalez les rondelles d'orange sur le plat en rosace, chacune recouvrant à moitié la précédente.",
      },
      {
        description:
          "Mélangez le jus recueilli avec le sucre roux, la cannelle et le jus de citron, et versez sur les oranges.",
      },
      {
        description:
          "Couvrez et laissez macérer au réfrigérateur, puis parsemez de pistaches concassées et de menthe ciselée au moment de servir.",
        temps: "30 min",
      },
    ],
    tips: [
      "Mêlez oranges blondes et oranges sanguines de février : la salade n'en sera que plus belle.",
      "Un couteau à lame fine et bien aiguisée est le secret d'une orange pelée sans perte de jus.",
    ],
    variations: [
      "Ajoutez quelques dattes dénoyautées coupées en lanières pour une version à la marocaine.",
      "Remplacez la cannelle par une pincée de cardamome moulue et les pistaches par des amandes.",
    ],
    wine: {
      wine: "Muscat de Rivesaltes",
      type: "Vin doux",
      region: "Roussillon",
      why: "Servi bien frais, ce muscat aux notes d'écorce d'orange et de fleurs blanches épouse les agrumes et supporte la cannelle.",
    },
  },
  {
    id: "peches-roties-au-romarin",
    title: "Pêches rôties au romarin",
    description:
      "Des demi-pêches rôties au four avec du sucre roux, du sirop d'érable et des brins de romarin, jusqu'à ce que leur jus caramélise au fond du plat.",
    image: "/images/recettes/peches-roties-au-romarin.svg",
    imageAlt:
      "Illustration : un plat en fonte noir où reposent des demi-pêches orangées et rosées, face coupée vers le haut, avec des brins de romarin vert.",
    prepMinutes: 10,
    cookMinutes: 25,
    servings: 4,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "pêches", quantite: 6, unite: "pièce" },
      { nom: "sucre roux", quantite: 40, unite: "g" },
      { nom: "sirop d'érable", quantite: 2, unite: "c. à soupe" },
      { nom: "huile d'olive", quantite: 1, unite: "c. à soupe" },
      { nom: "jus de citron", quantite: 1, unite: "c. à soupe" },
      { nom: "romarin", quantite: 3, unite: "brin" },
      { nom: "amandes effilées", quantite: 30, unite: "g" },
    ],
    equipment: ["Plat à four en fonte ou en terre", "Cuillère à soupe"],
    steps: [
      {
        description:
          "Préchauffez le four à 200 °C et sortez un plat en fonte ou en terre assez grand pour les douze demi-pêches.",
        temperature: "200 °C",
      },
      {
        description:
          "Coupez les pêches en deux en suivant le sillon, tournez les moitiés en sens inverse et retirez le noyau.",
      },
      {
        description:
          "Rangez-les face coupée vers le haut dans le plat, arrosez-les d'huile d'olive, de sirop d'érable et de jus de citron, puis saupoudrez de sucre roux et glissez le romarin entre elles.",
      },
      {
        description:
          "Enfournez jusqu'à ce que les pêches soient tendres et que leur jus caramélise. Arrosez-les deux fois de ce sirop en cours de cuisson.",
        temps: "25 min",
        temperature: "200 °C",
      },
      {
        description:
          "Pendant que les pêches rôtissent, faites dorer les amandes effilées à sec dans une petite poêle.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      { description: "Servez les pêches tièdes, nappées du jus du plat et parsemées des amandes." },
    ],
    tips: [
      "Choisissez des pêches mûres mais fermes, dont le noyau se détache bien : les pêches de vigne sont idéales.",
      "Une huile d'olive douce, fruitée vert, s'accorde avec le romarin sans dominer le fruit.",
    ],
    variations: [
      "Remplacez le romarin par du thym citron ou une gousse de vanille fendue.",
      "Servez avec une boule de sorbet à la framboise ou une cuillerée de yaourt végétal à la noix de coco.",
    ],
    wine: {
      wine: "Muscat de Beaumes-de-Venise",
      type: "Vin doux",
      region: "Vallée du Rhône",
      why: "Ses arômes de pêche blanche et d'abricot rejoignent le fruit rôti, et sa fraîcheur équilibre le sucre du jus caramélisé.",
    },
  },
  {
    id: "flan-coco",
    title: "Flan coco antillais",
    description:
      "Le flan des Antilles au lait concentré sucré, au lait de coco et à la noix de coco râpée, cuit au bain-marie sur un caramel qui le nappe au démoulage.",
    image: "/images/recettes/flan-coco.svg",
    imageAlt:
      "Illustration : un grand flan en couronne démoulé sur un plat, blanc crème sous un caramel ambré, parsemé de coco râpée, avec une demi-noix de coco à côté.",
    prepMinutes: 20,
    cookMinutes: 60,
    servings: 8,
    difficulty: "Moyen",
    category: "Desserts",
    region: "Antilles/Réunion",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "sucre", quantite: 100, unite: "g" },
      { nom: "eau", quantite: 2, unite: "c. à soupe" },
      { nom: "lait concentré sucré", quantite: 397, unite: "g" },
      { nom: "lait de coco", quantite: 40, unite: "cl" },
      { nom: "lait entier", quantite: 25, unite: "cl" },
      { nom: "œufs", quantite: 5, unite: "pièce" },
      { nom: "noix de coco râpée", quantite: 50, unite: "g" },
      { nom: "extrait de vanille", quantite: 1, unite: "c. à café" },
    ],
    equipment: [
      "Moule à savarin ou à manqué de 22 cm",
      "Plat à four pour le bain-marie",
      "Casserole",
      "Fouet",
    ],
    steps: [
      {
        description:
          "Faites un caramel ambré avec le sucre et l'eau, versez-le dans le moule et faites-le tourner pour en napper le fond et les parois.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Préchauffez le four à 170 °C et gardez de l'eau très chaude à portée de main pour le bain-marie.",
        temperature: "170 °C",
      },
      {
        description:
          "Fouettez les œufs sans les faire mousser, puis ajoutez le lait concentré, le lait de coco, le lait entier, la vanille et la noix de coco râpée.",
      },
      {
        description:
          "Versez l'appareil dans le moule nappé de caramel, posez-le dans le plat et remplissez le plat d'eau chaude à mi-hauteur.",
      },
      {
        description:
          "Enfournez au bain-marie jusqu'à ce que le flan soit ferme au centre et doré sur le dessus.",
        temps: "1 h",
        temperature: "170 °C",
      },
      {
        description:
          "Laissez refroidir, réfrigérez une nuit, puis retournez le flan sur un plat creux pour recueillir le caramel.",
        temps: "8 h",
      },
    ],
    tips: [
      "La coco râpée remonte à la surface pendant la cuisson et forme, une fois démoulé, un socle moelleux.",
      "Couvrez le flan d'une feuille d'aluminium s'il brunit trop vite sur le dessus.",
    ],
    variations: [
      "Ajoutez le zeste d'un citron vert et une cuillerée de rhum ambré à l'appareil.",
      "Remplacez la noix de coco râpée par de l'ananas frais en petits dés au fond du moule.",
    ],
    wine: {
      wine: "Monbazillac",
      type: "Vin doux",
      region: "Sud-Ouest",
      why: "Ce liquoreux de Bergerac, aux notes de fruits exotiques et de miel, accompagne la coco et le caramel avec rondeur.",
    },
  },
  {
    id: "tarte-a-la-rhubarbe",
    title: "Tarte à la rhubarbe",
    description:
      "La tarte alsacienne du printemps : des tronçons de rhubarbe dégorgés au sucre, rangés serrés sur une pâte brisée et pris dans une crème aux œufs qui adoucit leur acidité.",
    image: "/images/recettes/tarte-a-la-rhubarbe.svg",
    imageAlt:
      "Illustration : une tarte ronde vue de dessus, garnie de tronçons de rhubarbe rose et vert alignés en rangs serrés dans une crème dorée, sur une bordure de pâte blonde.",
    prepMinutes: 45,
    cookMinutes: 45,
    servings: 8,
    difficulty: "Moyen",
    category: "Desserts",
    region: "Alsace",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "pâte brisée", quantite: 1, unite: "pièce" },
      { nom: "rhubarbe", quantite: 600, unite: "g" },
      { nom: "sucre", quantite: 120, unite: "g" },
      { nom: "poudre d'amandes", quantite: 30, unite: "g" },
      { nom: "œufs", quantite: 2, unite: "pièce" },
      { nom: "crème liquide", quantite: 20, unite: "cl" },
    ],
    equipment: ["Moule à tarte de 26 cm", "Passoire", "Saladier", "Fouet"],
    steps: [
      {
        description:
          "Épluchez les tiges de rhubarbe en tirant les fils, coupez-les en tronçons de 2 cm et mêlez-les à la moitié du sucre. Laissez-les dégorger dans une passoire posée sur un bol.",
        temps: "30 min",
      },
      {
        description:
          "Préchauffez le four à 200 °C. Foncez le moule avec la pâte, piquez le fond à la fourchette et parsemez-le de poudre d'amandes, qui boira le jus des fruits.",
        temperature: "200 °C",
      },
      {
        description: "Enfournez le fond de tarte seul jusqu'à ce qu'il soit à peine blond.",
        temps: "10 min",
        temperature: "200 °C",
      },
      {
        description:
          "Rangez les tronçons de rhubarbe égouttés en rangs serrés sur la pâte ; le jus acide qu'ils ont rendu ne sert plus.",
      },
      {
        description:
          "Fouettez les œufs avec le reste du sucre jusqu'à ce que le mélange blanchisse, puis incorporez la crème.",
      },
      {
        description:
          "Versez cette crème sur la rhubarbe, baissez le four à 180 °C et faites cuire jusqu'à ce qu'elle soit prise et dorée par endroits.",
        temps: "35 min",
        temperature: "180 °C",
      },
      {
        description: "Laissez tiédir avant de démouler : la crème finit de se raffermir en refroidissant.",
      },
    ],
    tips: [
      "Choisissez des tiges fines et bien rouges, plus tendres et moins acides que les grosses tiges vertes.",
      "Le dégorgement au sucre évite une pâte détrempée : ne sautez pas cette étape.",
      "La tarte se garde deux jours au réfrigérateur, mais elle n'est jamais meilleure que le jour même.",
    ],
    variations: [
      "En Alsace, on la couvre souvent d'une meringue : montez deux blancs avec 80 g de sucre, étalez-la sur la tarte cuite et repassez-la cinq minutes au four.",
      "Mêlez à la rhubarbe une barquette de fraises à la fin du printemps.",
    ],
    wine: {
      wine: "Crémant d'Alsace rosé",
      type: "Vin effervescent",
      region: "Alsace",
      why: "Ses bulles fines et ses notes de fruits rouges répondent à l'acidité de la rhubarbe, et sa fraîcheur allège la crème.",
    },
  },
];
