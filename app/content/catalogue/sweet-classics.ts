import type { CatalogueRecipe } from "~/domain/catalogue/types";

/**
 * The everyday desserts and goûters of French homes that Toque lacked (issue 29, decision 0043):
 * the cakes of the weekday, the creams of the fridge, the tarts of each season and the festive
 * ones of the week-end. Every step that takes time says how long; a chilling or a rising has its
 * own step, so that prepMinutes and cookMinutes can be read back from the steps.
 */
export const sweetClassicRecipes: readonly CatalogueRecipe[] = [
  {
    id: "madeleines",
    title: "Madeleines au citron et au miel",
    description:
      "Les petits gâteaux en coquille de Commercy, dorés au bord et bombés au centre, parfumés au zeste de citron et à une cuillerée de miel. Le goûter qu'on trempe dans un chocolat chaud.",
    image: "/images/recettes/madeleines.svg",
    imageAlt:
      "Illustration : des madeleines dorées en forme de coquille, striées, posées en éventail sur une assiette à côté d'un demi-citron.",
    prepMinutes: 15,
    cookMinutes: 23,
    servings: 8,
    difficulty: "Facile",
    category: "Desserts",
    region: "Lorraine",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "œufs", quantite: 3, unite: "pièce" },
      { nom: "sucre", quantite: 120, unite: "g" },
      { nom: "miel", quantite: 1, unite: "c. à soupe" },
      { nom: "farine", quantite: 150, unite: "g" },
      { nom: "levure chimique", quantite: 1, unite: "c. à café" },
      { nom: "beurre", quantite: 125, unite: "g" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "sel", quantite: 1, unite: "pincée" },
    ],
    equipment: [
      "Moule à madeleines de 12 empreintes",
      "Saladier",
      "Fouet",
      "Petite casserole",
      "Poche à douille",
    ],
    steps: [
      {
        description: "Faites fondre le beurre dans la petite casserole, puis laissez-le tiédir hors du feu.",
        temps: "3 min",
        temperature: "feu doux",
      },
      {
        description:
          "Fouettez les œufs avec le sucre et le miel jusqu'à ce que le mélange pâlisse et mousse légèrement.",
      },
      {
        description:
          "Râpez le zeste du citron dans le saladier, ajoutez la farine, la levure et le sel, mélangez juste assez pour lisser, puis incorporez le beurre tiède.",
      },
      {
        description:
          "Couvrez la pâte et laissez-la reposer au réfrigérateur : l'écart entre la pâte froide et le four chaud fait naître la bosse.",
        temps: "1 h",
      },
      {
        description:
          "Préchauffez le four à 220 °C. Beurrez et farinez les empreintes du moule, puis garnissez-les aux trois quarts à la poche.",
        temperature: "220 °C",
      },
      {
        description:
          "Enfournez 4 min à 220 °C, puis baissez à 180 °C et poursuivez 6 min, jusqu'à ce que les bords soient dorés. Faites cuire la seconde fournée de la même façon.",
        temps: "20 min",
        temperature: "220 °C puis 180 °C",
      },
      {
        description: "Démoulez aussitôt et laissez refroidir les madeleines sur une grille, bosse en l'air.",
      },
    ],
    tips: [
      "La pâte peut attendre une nuit au frais : les madeleines n'en seront que plus bombées.",
      "Gardez-les dans une boîte en fer, elles restent moelleuses trois jours.",
    ],
    variations: [
      "Remplacez le citron par une cuillerée de fleur d'oranger, ou ajoutez des pépites de chocolat.",
      "Trempez le dos des madeleines refroidies dans du chocolat noir fondu.",
    ],
    wine: {
      wine: "Muscat de Beaumes-de-Venise",
      type: "Vin doux",
      region: "Vallée du Rhône",
      why: "Ses arômes de fleurs blanches et d'agrumes prolongent le zeste de citron, et sa fraîcheur allège le beurre.",
    },
  },
  {
    id: "creme-au-chocolat",
    title: "Crème au chocolat en petits pots",
    description:
      "Une crème dessert lisse et profonde, cuite à la casserole avec du lait, des jaunes et du chocolat noir, puis prise au frais dans des petits pots. Celle des goûters d'enfance, sans rien d'industriel.",
    image: "/images/recettes/creme-au-chocolat.svg",
    imageAlt:
      "Illustration : quatre petits pots en verre remplis de crème au chocolat brune et brillante, vus de dessus, avec une cuillère.",
    prepMinutes: 10,
    cookMinutes: 9,
    servings: 6,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "lait entier", quantite: 50, unite: "cl" },
      { nom: "jaunes d'œufs", quantite: 3, unite: "pièce" },
      { nom: "sucre", quantite: 60, unite: "g" },
      { nom: "fécule de maïs", quantite: 25, unite: "g" },
      { nom: "chocolat noir", quantite: 120, unite: "g" },
      { nom: "cacao en poudre", quantite: 1, unite: "c. à soupe" },
    ],
    equipment: ["6 petits pots ou ramequins de 12 cl", "Casserole", "Fouet", "Saladier"],
    steps: [
      {
        description: "Hachez le chocolat. Portez le lait à frémissement dans la casserole.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Dans le saladier, fouettez les jaunes avec le sucre, la fécule et le cacao jusqu'à obtenir une pâte lisse.",
      },
      {
        description:
          "Versez le lait chaud sur les jaunes en fouettant, puis remettez le tout dans la casserole et faites cuire sans cesser de remuer jusqu'à ce que la crème épaississe et nappe la cuillère.",
        temps: "4 min",
        temperature: "feu doux",
      },
      {
        description:
          "Hors du feu, ajoutez le chocolat haché et mélangez jusqu'à ce qu'il ait fondu et que la crème brille.",
      },
      {
        description:
          "Répartissez dans les pots, laissez tiédir, puis couvrez au contact d'un film et placez au réfrigérateur.",
        temps: "3 h",
      },
    ],
    tips: [
      "Le film posé au contact de la crème empêche la peau de se former.",
      "Un chocolat à 60 ou 70 % de cacao donne une crème franche sans amertume.",
    ],
    variations: [
      "Faites infuser une gousse de vanille ou une écorce d'orange dans le lait chaud.",
      "Remplacez la moitié du chocolat noir par du chocolat au lait pour les plus jeunes.",
    ],
    wine: {
      wine: "Banyuls rimage",
      type: "Vin doux",
      region: "Roussillon",
      why: "Ce grenache jeune, aux notes de fruits noirs et de cacao, tient tête au chocolat sans l'alourdir.",
    },
  },
  {
    id: "tarte-aux-pommes-normande",
    title: "Tarte aux pommes normande",
    description:
      "Des quartiers de pomme posés sur une pâte brisée, cuits une première fois, puis noyés dans une crème aux œufs relevée d'un trait de calvados qui prend au four autour des fruits.",
    image: "/images/recettes/tarte-aux-pommes-normande.svg",
    imageAlt:
      "Illustration : une tarte ronde vue de dessus, des quartiers de pomme dorés disposés en rosace dans une crème blonde, sur une pâte au bord cannelé.",
    prepMinutes: 25,
    cookMinutes: 40,
    servings: 8,
    difficulty: "Facile",
    category: "Desserts",
    region: "Normandie",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "pâte brisée", quantite: 1, unite: "pièce" },
      { nom: "pommes", quantite: 4, unite: "pièce" },
      { nom: "œufs", quantite: 2, unite: "pièce" },
      { nom: "crème fraîche épaisse", quantite: 20, unite: "cl" },
      { nom: "sucre", quantite: 80, unite: "g" },
      { nom: "sucre vanillé", quantite: 1, unite: "pièce" },
      { nom: "calvados", quantite: 2, unite: "c. à soupe" },
    ],
    equipment: ["Moule à tarte de 28 cm", "Saladier", "Fouet", "Couteau d'office"],
    steps: [
      {
        description:
          "Préchauffez le four à 200 °C. Foncez le moule avec la pâte et piquez le fond à la fourchette.",
        temperature: "200 °C",
      },
      {
        description:
          "Pelez les pommes, coupez-les en quartiers, ôtez le cœur et taillez chaque quartier en deux. Disposez-les en rosace serrée sur la pâte.",
      },
      {
        description: "Enfournez pour une première cuisson, le temps que les pommes commencent à dorer.",
        temps: "15 min",
        temperature: "200 °C",
      },
      {
        description: "Fouettez les œufs avec le sucre, le sucre vanillé, la crème et le calvados.",
      },
      {
        description:
          "Versez cette crème entre les pommes, baissez le four à 180 °C et faites cuire jusqu'à ce qu'elle soit prise et blonde.",
        temps: "25 min",
        temperature: "180 °C",
      },
      {
        description: "Laissez tiédir la tarte avant de la démouler : la crème se raffermit en refroidissant.",
      },
    ],
    tips: [
      "Choisissez des pommes qui se tiennent à la cuisson : reinette, boskoop ou canada grise.",
      "Servez-la tiède, avec une cuillerée de crème crue si vous êtes en Normandie.",
    ],
    variations: [
      "Sans alcool, remplacez le calvados par une pincée de cannelle.",
      "Parsemez la crème d'amandes effilées avant la seconde cuisson.",
    ],
    wine: {
      wine: "Coteaux-du-layon",
      type: "Vin doux",
      region: "Val de Loire",
      why: "Ce chenin moelleux aux notes de pomme cuite et de coing épouse le fruit de la tarte et sa crème.",
    },
  },
  {
    id: "gateau-au-yaourt",
    title: "Gâteau au yaourt",
    description:
      "Le premier gâteau qu'on apprend à faire, mesuré au pot de yaourt : une mie fine et moelleuse, parfumée au citron, prête à enfourner en dix minutes.",
    image: "/images/recettes/gateau-au-yaourt.svg",
    imageAlt:
      "Illustration : un gâteau rond et doré vu de dessus, une part découpée, à côté d'un pot de yaourt blanc.",
    prepMinutes: 10,
    cookMinutes: 35,
    servings: 8,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "yaourt nature", quantite: 1, unite: "pièce" },
      { nom: "sucre", quantite: 160, unite: "g" },
      { nom: "farine", quantite: 210, unite: "g" },
      { nom: "œufs", quantite: 3, unite: "pièce" },
      { nom: "huile de tournesol", quantite: 6, unite: "cl" },
      { nom: "levure chimique", quantite: 1, unite: "pièce" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "beurre", quantite: 10, unite: "g" },
    ],
    equipment: ["Moule à manqué de 24 cm", "Saladier", "Fouet", "Râpe fine"],
    steps: [
      {
        description: "Préchauffez le four à 180 °C. Beurrez le moule et farinez-le légèrement.",
        temperature: "180 °C",
      },
      {
        description:
          "Videz le yaourt dans le saladier et gardez le pot : il sert de mesure, deux pots de sucre et trois de farine.",
      },
      {
        description:
          "Ajoutez le sucre et les œufs, fouettez, puis la farine mêlée à la levure, l'huile et le zeste râpé du citron. Mélangez juste ce qu'il faut pour une pâte lisse.",
      },
      {
        description:
          "Versez dans le moule et enfournez jusqu'à ce que le gâteau soit doré et qu'une lame plantée au centre ressorte sèche.",
        temps: "35 min",
        temperature: "180 °C",
      },
      { description: "Attendez 10 min avant de démouler, puis laissez refroidir sur une grille." },
    ],
    tips: [
      "Le gâteau est une affaire d'enfants : le pot de yaourt remplace la balance.",
      "Il se garde trois jours sous une cloche et se congèle très bien en parts.",
    ],
    variations: [
      "Ajoutez une pomme en dés ou une poignée de framboises surgelées dans la pâte.",
      "Coupez-le en deux et garnissez-le de confiture ou de pâte à tartiner.",
      "Remplacez le citron par une cuillerée de rhum et des raisins secs.",
    ],
    wine: {
      wine: "Clairette de Die",
      type: "Vin effervescent",
      region: "Vallée du Rhône",
      why: "Ses bulles fines et sa douceur de muscat accompagnent un gâteau simple sans jamais le dominer.",
    },
  },
  {
    id: "quatre-quarts",
    title: "Quatre-quarts breton",
    description:
      "Le gâteau des quatre poids égaux, œufs, sucre, farine et beurre demi-sel, à la mie serrée et dorée. On pèse les œufs d'abord : le reste suit.",
    image: "/images/recettes/quatre-quarts.svg",
    imageAlt:
      "Illustration : un cake rectangulaire à la croûte dorée fendue sur le dessus, avec deux tranches jaunes coupées devant lui.",
    prepMinutes: 15,
    cookMinutes: 45,
    servings: 8,
    difficulty: "Facile",
    category: "Desserts",
    region: "Bretagne",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "sucre", quantite: 220, unite: "g" },
      { nom: "farine", quantite: 220, unite: "g" },
      { nom: "beurre demi-sel", quantite: 220, unite: "g" },
      { nom: "levure chimique", quantite: 1, unite: "c. à café" },
    ],
    equipment: ["Moule à cake de 26 cm", "Saladier", "Fouet", "Petite casserole"],
    steps: [
      {
        description:
          "Préchauffez le four à 170 °C. Beurrez le moule. Faites fondre le beurre et laissez-le tiédir.",
        temps: "3 min",
        temperature: "170 °C",
      },
      {
        description:
          "Séparez les blancs des jaunes. Fouettez les jaunes avec le sucre jusqu'à ce que le mélange blanchisse.",
      },
      {
        description:
          "Ajoutez le beurre tiède, puis la farine et la levure, et mélangez jusqu'à ce que la pâte soit lisse.",
      },
      {
        description:
          "Montez les blancs en neige ferme et incorporez-les en deux fois à la spatule, en soulevant la pâte.",
      },
      {
        description:
          "Versez dans le moule et enfournez jusqu'à ce que le gâteau soit bien doré et qu'une lame en ressorte sèche.",
        temps: "45 min",
        temperature: "170 °C",
      },
      { description: "Démoulez tiède et laissez refroidir sur une grille avant de trancher." },
    ],
    tips: [
      "Pesez vos œufs coquille comprise et prenez le même poids de sucre, de farine et de beurre.",
      "Meilleur le lendemain, enveloppé dans un linge : sa mie se resserre et prend le goût du beurre.",
    ],
    variations: [
      "Ajoutez des pommes en dés, comme le font beaucoup de familles bretonnes.",
      "Parfumez la pâte au zeste d'orange et nappez le gâteau d'un glaçage au jus d'orange.",
    ],
    wine: {
      wine: "Vouvray demi-sec",
      type: "Vin blanc",
      region: "Val de Loire",
      why: "Sa douceur légère et son acidité vive équilibrent le beurre salé du gâteau.",
    },
  },
  {
    id: "brownies-aux-noix",
    title: "Brownies aux noix",
    description:
      "Des carrés de chocolat fondants au cœur, à la croûte fine et craquante, semés de cerneaux de noix. Cuits juste assez pour rester humides.",
    image: "/images/recettes/brownies-aux-noix.svg",
    imageAlt:
      "Illustration : des carrés de brownie brun foncé à la surface craquelée, empilés sur une planche avec quelques cerneaux de noix.",
    prepMinutes: 15,
    cookMinutes: 28,
    servings: 8,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "chocolat noir", quantite: 200, unite: "g" },
      { nom: "beurre", quantite: 150, unite: "g" },
      { nom: "sucre roux", quantite: 150, unite: "g" },
      { nom: "œufs", quantite: 3, unite: "pièce" },
      { nom: "farine", quantite: 70, unite: "g" },
      { nom: "cerneaux de noix", quantite: 100, unite: "g" },
      { nom: "sel", quantite: 1, unite: "pincée" },
    ],
    equipment: ["Moule carré de 20 cm", "Papier cuisson", "Casserole", "Saladier"],
    steps: [
      {
        description: "Préchauffez le four à 180 °C et tapissez le moule de papier cuisson.",
        temperature: "180 °C",
      },
      {
        description: "Faites fondre le chocolat et le beurre au bain-marie en remuant, puis laissez tiédir.",
        temps: "3 min",
        temperature: "bain-marie",
      },
      {
        description:
          "Fouettez les œufs avec le sucre roux et le sel, versez le chocolat fondu, puis ajoutez la farine sans trop travailler la pâte.",
      },
      { description: "Concassez grossièrement les noix et incorporez-les à la pâte." },
      {
        description:
          "Étalez dans le moule et enfournez : le dessus doit être sec et craquelé, le centre encore tendre sous le doigt.",
        temps: "25 min",
        temperature: "180 °C",
      },
      { description: "Laissez refroidir complètement dans le moule avant de couper en 16 carrés." },
    ],
    tips: [
      "Mieux vaut sortir les brownies trop tôt que trop tard : ils finissent de prendre en refroidissant.",
      "Une nuit au frais les rend plus denses et plus faciles à couper net.",
    ],
    variations: [
      "Remplacez les noix par des noix de pécan ou des noisettes grillées.",
      "Parsemez quelques cristaux de fleur de sel sur la pâte avant d'enfourner.",
    ],
    wine: {
      wine: "Maury grenat",
      type: "Vin doux",
      region: "Roussillon",
      why: "Ce vin doux naturel aux notes de cerise noire et de cacao est l'un des rares vins qui aiment le chocolat.",
    },
  },
  {
    id: "cookies-aux-pepites-de-chocolat",
    title: "Cookies aux pépites de chocolat",
    description:
      "Des cookies dorés au bord et tendres au centre, au sucre roux et aux grosses pépites de chocolat noir. La pâte repose au frais pour qu'ils s'étalent juste ce qu'il faut.",
    image: "/images/recettes/cookies-aux-pepites-de-chocolat.svg",
    imageAlt:
      "Illustration : six cookies ronds et dorés vus de dessus, parsemés de pépites de chocolat, sur une plaque tapissée de papier.",
    prepMinutes: 15,
    cookMinutes: 11,
    servings: 8,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "beurre", quantite: 125, unite: "g" },
      { nom: "sucre roux", quantite: 100, unite: "g" },
      { nom: "sucre", quantite: 50, unite: "g" },
      { nom: "œufs", quantite: 1, unite: "pièce" },
      { nom: "farine", quantite: 200, unite: "g" },
      { nom: "bicarbonate", quantite: 0.5, unite: "c. à café" },
      { nom: "pépites de chocolat", quantite: 150, unite: "g" },
      { nom: "sel", quantite: 1, unite: "pincée" },
    ],
    equipment: ["2 plaques de four", "Papier cuisson", "Saladier", "Cuillère à glace ou deux cuillères"],
    steps: [
      {
        description:
          "Travaillez le beurre mou avec les deux sucres jusqu'à obtenir une crème, puis ajoutez l'œuf.",
      },
      {
        description:
          "Incorporez la farine, le bicarbonate et le sel, puis les pépites de chocolat, sans trop mélanger.",
      },
      {
        description:
          "Formez 16 boules de pâte, posez-les sur une assiette et laissez-les raffermir au réfrigérateur.",
        temps: "30 min",
      },
      {
        description:
          "Préchauffez le four à 180 °C. Répartissez les boules sur les plaques couvertes de papier cuisson, bien espacées.",
        temperature: "180 °C",
      },
      {
        description: "Enfournez : les bords doivent être dorés et le centre encore pâle et mou.",
        temps: "11 min",
        temperature: "180 °C",
      },
      { description: "Laissez les cookies 5 min sur les plaques avant de les glisser sur une grille." },
    ],
    tips: [
      "Ils durcissent en refroidissant : un cookie qui semble trop cuit dans le four le sera à la sortie.",
      "Les boules crues se congèlent : enfournez-les sans décongeler, 2 min de plus.",
    ],
    variations: [
      "Remplacez la moitié des pépites par des noisettes concassées.",
      "Prenez du chocolat au lait et du chocolat blanc pour des cookies trois chocolats.",
    ],
    wine: {
      wine: "Pineau des Charentes",
      type: "Vin de liqueur",
      region: "Charentes",
      why: "Ses notes de fruits secs, de miel et de vanille se marient au sucre roux et au chocolat.",
    },
  },
  {
    id: "compote-de-pommes-maison",
    title: "Compote de pommes maison",
    description:
      "Des pommes fondues doucement avec un peu d'eau, une gousse de vanille et très peu de sucre, écrasées à la fourchette pour garder des morceaux. Tiède ou froide, au dessert comme au goûter.",
    image: "/images/recettes/compote-de-pommes-maison.svg",
    imageAlt:
      "Illustration : un bol de compote de pommes blonde et épaisse vu de dessus, une gousse de vanille posée en travers, deux pommes rouges à côté.",
    prepMinutes: 15,
    cookMinutes: 20,
    servings: 4,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "pommes", quantite: 8, unite: "pièce" },
      { nom: "sucre", quantite: 40, unite: "g" },
      { nom: "gousse de vanille", quantite: 1, unite: "gousse" },
      { nom: "jus de citron", quantite: 1, unite: "c. à soupe" },
      { nom: "eau", quantite: 10, unite: "cl" },
    ],
    equipment: ["Grande casserole avec couvercle", "Couteau d'office", "Fourchette ou presse-purée"],
    steps: [
      {
        description:
          "Pelez les pommes, ôtez le cœur et coupez-les en gros dés. Arrosez-les du jus de citron.",
      },
      { description: "Fendez la gousse de vanille en deux et grattez-en les graines." },
      {
        description:
          "Mettez les pommes, l'eau, le sucre, la gousse et ses graines dans la casserole. Couvrez et faites cuire en remuant de temps en temps, jusqu'à ce que les pommes s'écrasent sous la cuillère.",
        temps: "20 min",
        temperature: "feu doux",
      },
      {
        description:
          "Retirez la gousse, écrasez les pommes à la fourchette pour une compote à morceaux, ou au presse-purée pour une compote lisse.",
      },
    ],
    tips: [
      "Mélangez les variétés : une pomme acidulée et une pomme sucrée donnent la compote la plus parfumée.",
      "Elle se garde quatre jours au réfrigérateur dans un bocal fermé.",
    ],
    variations: [
      "Ajoutez deux poires ou une poignée de mûres en fin de saison.",
      "Remplacez la vanille par une pincée de cannelle et une cuillerée de miel.",
    ],
    wine: {
      wine: "Jurançon moelleux",
      type: "Vin doux",
      region: "Sud-Ouest",
      why: "Son fruit exotique et sa vivacité réveillent la douceur simple de la compote.",
    },
  },
];
