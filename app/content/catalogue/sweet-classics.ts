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
  {
    id: "financiers",
    title: "Financiers aux amandes",
    description:
      "Des petits lingots dorés aux blancs d'œufs, à la poudre d'amande et au beurre noisette : croustillants sur les arêtes, fondants à cœur. Le moyen le plus gourmand d'utiliser des blancs restés seuls.",
    image: "/images/recettes/financiers.svg",
    imageAlt:
      "Illustration : des financiers rectangulaires dorés alignés sur une planche, deux d'entre eux parsemés d'amandes effilées.",
    prepMinutes: 15,
    cookMinutes: 17,
    servings: 6,
    difficulty: "Facile",
    category: "Desserts",
    region: "Paris",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "beurre", quantite: 100, unite: "g" },
      { nom: "blancs d'œufs", quantite: 4, unite: "pièce" },
      { nom: "sucre glace", quantite: 120, unite: "g" },
      { nom: "poudre d'amande", quantite: 50, unite: "g" },
      { nom: "farine", quantite: 40, unite: "g" },
      { nom: "sel", quantite: 1, unite: "pincée" },
    ],
    equipment: ["Moule à 12 financiers", "Petite casserole", "Saladier", "Fouet"],
    steps: [
      {
        description:
          "Faites cuire le beurre dans la petite casserole jusqu'à ce qu'il mousse, brunisse légèrement et sente la noisette, puis versez-le dans un bol pour arrêter la cuisson.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      { description: "Mélangez le sucre glace, la poudre d'amande, la farine et le sel dans le saladier." },
      {
        description:
          "Fouettez à peine les blancs pour les rendre mousseux, versez-les sur les poudres, puis ajoutez le beurre noisette tiède en mélangeant.",
      },
      {
        description: "Laissez reposer la pâte au réfrigérateur pour qu'elle se raffermisse.",
        temps: "30 min",
      },
      {
        description:
          "Préchauffez le four à 200 °C, beurrez les empreintes et remplissez-les aux trois quarts.",
        temperature: "200 °C",
      },
      {
        description:
          "Enfournez jusqu'à ce que les financiers soient dorés sur les bords et souples au centre.",
        temps: "12 min",
        temperature: "200 °C",
      },
      { description: "Démoulez après 5 min et laissez refroidir sur une grille." },
    ],
    tips: [
      "Les blancs d'œufs se congèlent : gardez ceux d'une crème anglaise pour vos prochains financiers.",
      "Arrêtez le beurre dès qu'il sent la noisette : brûlé, il devient amer.",
    ],
    variations: [
      "Posez une framboise ou quelques myrtilles sur chaque financier avant d'enfourner.",
      "Remplacez la poudre d'amande par de la poudre de noisette.",
    ],
    wine: {
      wine: "Montlouis moelleux",
      type: "Vin doux",
      region: "Val de Loire",
      why: "Ce chenin aux notes d'amande et de miel prolonge le beurre noisette et la douceur des financiers.",
    },
  },
  {
    id: "sables-bretons",
    title: "Sablés bretons au beurre salé",
    description:
      "Des galettes épaisses et friables au beurre demi-sel, dorées au jaune d'œuf et rayées à la fourchette, qui fondent sous la dent. Le goûter breton par excellence.",
    image: "/images/recettes/sables-bretons.svg",
    imageAlt:
      "Illustration : des sablés ronds et épais, dorés et quadrillés de stries, disposés sur une plaque de papier cuisson.",
    prepMinutes: 20,
    cookMinutes: 15,
    servings: 8,
    difficulty: "Facile",
    category: "Desserts",
    region: "Bretagne",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "jaunes d'œufs", quantite: 3, unite: "pièce" },
      { nom: "sucre", quantite: 130, unite: "g" },
      { nom: "beurre demi-sel", quantite: 150, unite: "g" },
      { nom: "farine", quantite: 200, unite: "g" },
      { nom: "levure chimique", quantite: 1, unite: "c. à café" },
    ],
    equipment: ["Emporte-pièce rond de 6 cm", "Plaque de four", "Papier cuisson", "Rouleau à pâtisserie"],
    steps: [
      {
        description:
          "Fouettez deux jaunes avec le sucre jusqu'à ce que le mélange soit pâle, puis ajoutez le beurre mou en morceaux.",
      },
      {
        description:
          "Incorporez la farine et la levure du bout des doigts, sans pétrir, jusqu'à ce que la pâte forme une boule.",
      },
      {
        description: "Aplatissez la pâte en disque, filmez-la et laissez-la durcir au réfrigérateur.",
        temps: "1 h",
      },
      {
        description:
          "Préchauffez le four à 180 °C. Étalez la pâte sur 1 cm d'épaisseur et découpez une vingtaine de disques à l'emporte-pièce.",
        temperature: "180 °C",
      },
      {
        description:
          "Posez-les sur la plaque, badigeonnez-les du dernier jaune délayé d'une goutte d'eau et rayez-les à la fourchette.",
      },
      {
        description: "Enfournez jusqu'à ce que les sablés soient bien dorés sur le dessus.",
        temps: "15 min",
        temperature: "180 °C",
      },
      { description: "Laissez-les refroidir sur la plaque : chauds, ils se cassent au moindre geste." },
    ],
    tips: [
      "Cuits dans des cercles à pâtisserie beurrés, ils gardent un bord net et bien droit.",
      "Ils se gardent une semaine dans une boîte en fer.",
    ],
    variations: [
      "Posez une cuillerée de confiture de framboise sur un sablé refroidi et couvrez-le d'un second.",
      "Ajoutez le zeste d'un citron ou une gousse de vanille à la pâte.",
    ],
    wine: {
      wine: "Muscadet sur lie",
      type: "Vin blanc",
      region: "Val de Loire",
      why: "Sa vivacité saline répond au beurre salé et rince le palais entre deux sablés.",
    },
  },
  {
    id: "canneles-bordelais",
    title: "Cannelés bordelais",
    description:
      "Des petits gâteaux à la croûte caramélisée presque noire et au cœur tendre comme un flan, parfumés à la vanille et au rhum. La pâte repose un jour entier : c'est le secret de leur texture.",
    image: "/images/recettes/canneles-bordelais.svg",
    imageAlt:
      "Illustration : des cannelés cannelés de haut en bas, à la croûte brun foncé brillante, vus de dessus et de trois quarts sur une assiette.",
    prepMinutes: 20,
    cookMinutes: 65,
    servings: 8,
    difficulty: "Difficile",
    category: "Desserts",
    region: "Sud-Ouest",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "lait entier", quantite: 50, unite: "cl" },
      { nom: "gousse de vanille", quantite: 1, unite: "gousse" },
      { nom: "beurre", quantite: 50, unite: "g" },
      { nom: "œufs", quantite: 2, unite: "pièce" },
      { nom: "jaunes d'œufs", quantite: 2, unite: "pièce" },
      { nom: "sucre glace", quantite: 220, unite: "g" },
      { nom: "farine", quantite: 100, unite: "g" },
      { nom: "rhum", quantite: 10, unite: "cl" },
    ],
    equipment: ["Moules à cannelés de 5,5 cm (16 empreintes)", "Casserole", "Saladier", "Fouet"],
    steps: [
      {
        description:
          "Portez le lait à frémissement avec la gousse de vanille fendue et grattée et le beurre, puis laissez tiédir.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Mélangez la farine et le sucre glace, ajoutez les œufs et les jaunes, puis versez le lait tiède en remuant doucement, sans fouetter.",
      },
      {
        description: "Ajoutez le rhum, couvrez et laissez reposer la pâte au réfrigérateur.",
        temps: "24 h",
      },
      {
        description:
          "Préchauffez le four à 250 °C. Beurrez soigneusement les moules, remuez la pâte et remplissez-les à 1 cm du bord.",
        temperature: "250 °C",
      },
      {
        description:
          "Enfournez 15 min à 250 °C, puis baissez à 180 °C et poursuivez jusqu'à ce que la croûte soit brun foncé.",
        temps: "1 h",
        temperature: "250 °C puis 180 °C",
      },
      {
        description:
          "Démoulez aussitôt et laissez refroidir sur une grille : la croûte durcit en refroidissant.",
      },
    ],
    tips: [
      "Les moules en cuivre, frottés de cire d'abeille et de beurre, donnent la croûte la plus brillante.",
      "Sortez la pâte du réfrigérateur une heure avant la cuisson.",
    ],
    variations: [
      "Remplacez le rhum par de l'eau de fleur d'oranger pour les enfants.",
      "Faites-en des mini-cannelés de 3,5 cm pour le café, cuits 35 min.",
    ],
    wine: {
      wine: "Sauternes",
      type: "Vin doux",
      region: "Bordeaux",
      why: "Le liquoreux de la même ville, aux notes de vanille, d'abricot et de caramel, répond à la croûte et au cœur du cannelé.",
    },
  },
  {
    id: "tarte-au-chocolat",
    title: "Tarte au chocolat",
    description:
      "Une pâte sablée cuite à blanc, remplie d'une ganache au chocolat noir juste prise au four, lisse et brillante. Un dessert de fête qui se prépare le matin.",
    image: "/images/recettes/tarte-au-chocolat.svg",
    imageAlt:
      "Illustration : une tarte ronde au chocolat à la surface brune et brillante, sur une pâte dorée, une part découpée servie à côté.",
    prepMinutes: 20,
    cookMinutes: 33,
    servings: 8,
    difficulty: "Moyen",
    category: "Desserts",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "pâte sablée", quantite: 1, unite: "pièce" },
      { nom: "chocolat noir", quantite: 200, unite: "g" },
      { nom: "crème liquide", quantite: 20, unite: "cl" },
      { nom: "lait entier", quantite: 5, unite: "cl" },
      { nom: "œufs", quantite: 1, unite: "pièce" },
      { nom: "beurre", quantite: 30, unite: "g" },
    ],
    equipment: ["Moule à tarte de 24 cm", "Papier cuisson et billes de cuisson", "Casserole", "Saladier"],
    steps: [
      {
        description:
          "Préchauffez le four à 180 °C. Foncez le moule, piquez la pâte, couvrez-la de papier cuisson et de billes.",
        temperature: "180 °C",
      },
      {
        description:
          "Enfournez 15 min, retirez le papier et les billes, puis poursuivez 5 min pour dorer le fond.",
        temps: "20 min",
        temperature: "180 °C",
      },
      {
        description:
          "Hachez le chocolat dans le saladier. Portez la crème et le lait à frémissement, versez-les sur le chocolat et attendez 1 min.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Mélangez au centre jusqu'à obtenir une ganache lisse, puis ajoutez le beurre en morceaux et l'œuf battu.",
      },
      {
        description:
          "Baissez le four à 150 °C. Versez la ganache sur le fond de tarte et enfournez jusqu'à ce qu'elle soit prise sur les bords et encore tremblante au centre.",
        temps: "10 min",
        temperature: "150 °C",
      },
      { description: "Laissez la tarte prendre à température ambiante avant de la couper.", temps: "1 h" },
    ],
    tips: [
      "Ne la mettez pas au réfrigérateur : la ganache y perdrait son brillant.",
      "Coupez-la avec un couteau trempé dans l'eau chaude et essuyé à chaque part.",
    ],
    variations: [
      "Étalez une fine couche de caramel au beurre salé sur le fond avant la ganache.",
      "Ajoutez le zeste d'une orange dans la crème chaude.",
    ],
    wine: {
      wine: "Banyuls grand cru",
      type: "Vin doux",
      region: "Roussillon",
      why: "Élevé longtemps, il prend des notes de cacao, de café et de fruits secs qui tiennent tête à la ganache.",
    },
  },
  {
    id: "tiramisu",
    title: "Tiramisu au café",
    description:
      "Des biscuits à la cuillère trempés dans un café fort, entre deux couches de crème au mascarpone mousseuse, poudrés de cacao. Il se prépare la veille et s'améliore en attendant.",
    image: "/images/recettes/tiramisu.svg",
    imageAlt:
      "Illustration : un plat rectangulaire de tiramisu poudré de cacao, une part enlevée laissant voir les couches de crème et de biscuits.",
    prepMinutes: 25,
    cookMinutes: 0,
    servings: 6,
    difficulty: "Facile",
    category: "Desserts",
    cuisine: "italienne",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "mascarpone", quantite: 250, unite: "g" },
      { nom: "œufs", quantite: 3, unite: "pièce" },
      { nom: "sucre", quantite: 80, unite: "g" },
      { nom: "biscuits à la cuillère", quantite: 24, unite: "pièce" },
      { nom: "café fort", quantite: 30, unite: "cl" },
      { nom: "cacao en poudre", quantite: 2, unite: "c. à soupe" },
      { nom: "sel", quantite: 1, unite: "pincée" },
    ],
    equipment: ["Plat de 20 × 25 cm", "Deux saladiers", "Batteur électrique", "Assiette creuse"],
    steps: [
      { description: "Préparez le café et laissez-le refroidir dans l'assiette creuse." },
      {
        description:
          "Séparez les blancs des jaunes. Fouettez les jaunes avec le sucre jusqu'à ce qu'ils blanchissent, puis ajoutez le mascarpone et fouettez jusqu'à ce que la crème soit lisse.",
      },
      {
        description:
          "Montez les blancs en neige ferme avec le sel et incorporez-les délicatement à la crème au mascarpone.",
      },
      {
        description:
          "Trempez rapidement la moitié des biscuits dans le café, un aller-retour suffit, et tapissez-en le fond du plat. Couvrez de la moitié de la crème.",
      },
      { description: "Faites une seconde couche de biscuits imbibés, puis de crème, et lissez le dessus." },
      { description: "Couvrez et laissez prendre au réfrigérateur.", temps: "6 h" },
      { description: "Poudrez de cacao au tamis juste avant de servir." },
    ],
    tips: [
      "Prenez des œufs très frais : ils ne sont pas cuits.",
      "Trempés trop longtemps, les biscuits se délitent ; ils finissent de s'imbiber dans la crème.",
    ],
    variations: [
      "Ajoutez 3 cl de marsala ou d'amaretto au café.",
      "En été, remplacez le café par un sirop léger et des fraises ou des framboises.",
    ],
    wine: {
      wine: "Moscato d'Asti",
      type: "Vin effervescent",
      region: "Piémont",
      why: "À peine pétillant et peu alcoolisé, il allège la crème au mascarpone et s'accorde au café sans amertume.",
    },
  },
  {
    id: "panna-cotta-coulis-de-framboises",
    title: "Panna cotta vanille et coulis de framboises",
    description:
      "Une crème cuite à la vanille prise avec un peu de gélatine, qui tremble quand on la démoule, servie sous un coulis de framboises acidulé.",
    image: "/images/recettes/panna-cotta-coulis-de-framboises.svg",
    imageAlt:
      "Illustration : une panna cotta blanche démoulée sur une assiette, nappée d'un coulis rouge vif qui coule sur ses flancs, avec trois framboises.",
    prepMinutes: 15,
    cookMinutes: 8,
    servings: 6,
    difficulty: "Facile",
    category: "Desserts",
    cuisine: "italienne",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "crème liquide", quantite: 50, unite: "cl" },
      { nom: "sucre", quantite: 90, unite: "g" },
      { nom: "gousse de vanille", quantite: 1, unite: "gousse" },
      { nom: "feuilles de gélatine", quantite: 3, unite: "pièce" },
      { nom: "framboises surgelées", quantite: 250, unite: "g" },
      { nom: "jus de citron", quantite: 1, unite: "c. à café" },
    ],
    equipment: ["6 ramequins ou verrines de 12 cl", "Casserole", "Bol d'eau froide", "Passoire fine"],
    steps: [
      { description: "Faites tremper les feuilles de gélatine dans le bol d'eau froide." },
      {
        description:
          "Portez la crème à frémissement avec 60 g de sucre et la gousse de vanille fendue et grattée.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Hors du feu, retirez la gousse et ajoutez la gélatine essorée en remuant jusqu'à ce qu'elle ait fondu.",
      },
      { description: "Répartissez dans les ramequins et laissez prendre au réfrigérateur.", temps: "4 h" },
      {
        description:
          "Pour le coulis, faites cuire les framboises avec le reste du sucre et le jus de citron, puis passez-les au tamis.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Démoulez les panna cotta en trempant le fond des ramequins dans l'eau chaude et nappez-les de coulis froid.",
      },
    ],
    tips: [
      "En hiver, les framboises surgelées font un coulis aussi parfumé que des fraîches.",
      "Servie dans des verrines, elle n'a pas besoin d'être démoulée.",
    ],
    variations: [
      "Remplacez le coulis par une compotée de poires à la vanille, ou un caramel au beurre salé.",
      "Faites infuser un zeste de citron vert ou quelques grains de café dans la crème.",
    ],
    wine: {
      wine: "Brachetto d'Acqui",
      type: "Vin effervescent",
      region: "Piémont",
      why: "Ce rouge doux et pétillant aux arômes de framboise et de rose prolonge le coulis et rafraîchit la crème.",
    },
  },
  {
    id: "profiteroles",
    title: "Profiteroles au chocolat chaud",
    description:
      "Des petits choux dorés, ouverts et garnis de glace à la vanille, nappés au dernier moment d'une sauce au chocolat brûlante. Le dessert des grandes tablées.",
    image: "/images/recettes/profiteroles.svg",
    imageAlt:
      "Illustration : trois choux dorés garnis de glace blanche sur une assiette, nappés d'une sauce au chocolat qui coule en filets.",
    prepMinutes: 35,
    cookMinutes: 33,
    servings: 8,
    difficulty: "Moyen",
    category: "Desserts",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "eau", quantite: 12.5, unite: "cl" },
      { nom: "lait entier", quantite: 12.5, unite: "cl" },
      { nom: "beurre", quantite: 100, unite: "g" },
      { nom: "farine", quantite: 150, unite: "g" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "sucre", quantite: 1, unite: "c. à café" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "glace à la vanille", quantite: 400, unite: "g" },
      { nom: "chocolat noir", quantite: 150, unite: "g" },
      { nom: "crème liquide", quantite: 15, unite: "cl" },
    ],
    equipment: ["Plaque de four", "Papier cuisson", "Poche à douille de 10 mm", "Casserole", "Spatule"],
    steps: [
      {
        description:
          "Portez l'eau, le lait, le beurre, le sucre et le sel à ébullition. Versez la farine d'un coup hors du feu et mélangez vivement.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Remettez sur le feu et faites cuire la pâte en la remuant, jusqu'à ce qu'elle se détache de la casserole en boule.",
        temps: "2 min",
        temperature: "feu doux",
      },
      {
        description:
          "Hors du feu, incorporez les œufs un à un : la pâte doit être lisse et retomber en ruban épais de la spatule.",
      },
      {
        description:
          "Préchauffez le four à 180 °C. Dressez 24 petits choux à la poche sur la plaque couverte de papier cuisson.",
        temperature: "180 °C",
      },
      {
        description:
          "Enfournez sans jamais ouvrir la porte, jusqu'à ce que les choux soient gonflés, dorés et légers. Laissez-les refroidir.",
        temps: "25 min",
        temperature: "180 °C",
      },
      {
        description:
          "Pour la sauce, faites chauffer la crème jusqu'à frémissement, versez-la sur le chocolat haché et mélangez.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ouvrez les choux, garnissez-les d'une petite boule de glace et nappez de sauce chaude au moment de servir.",
      },
    ],
    tips: [
      "Les choux cuits se congèlent : repassez-les 5 min au four avant de les garnir.",
      "Sortez la glace du congélateur 10 min avant pour former les boules sans peine.",
    ],
    variations: [
      "Garnissez les choux de crème pâtissière ou de crème chantilly au lieu de glace.",
      "Parsemez la sauce d'amandes effilées grillées.",
    ],
    wine: {
      wine: "Maury tuilé",
      type: "Vin doux",
      region: "Roussillon",
      why: "Ses notes de cacao et de pruneau répondent à la sauce chaude, sa fraîcheur à la glace vanille.",
    },
  },
  {
    id: "oeufs-au-lait",
    title: "Œufs au lait à la vanille",
    description:
      "Le flan le plus simple de la cuisine familiale : du lait, des œufs, du sucre et une gousse de vanille, cuits doucement au bain-marie jusqu'à une crème tremblante sous une fine peau dorée.",
    image: "/images/recettes/oeufs-au-lait.svg",
    imageAlt:
      "Illustration : des ramequins blancs remplis d'une crème jaune pâle à la surface dorée et tachetée, posés sur une nappe.",
    prepMinutes: 10,
    cookMinutes: 50,
    servings: 6,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "lait entier", quantite: 75, unite: "cl" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "sucre", quantite: 110, unite: "g" },
      { nom: "gousse de vanille", quantite: 1, unite: "gousse" },
    ],
    equipment: ["6 ramequins de 15 cl", "Plat à four pour le bain-marie", "Casserole", "Saladier", "Fouet"],
    steps: [
      {
        description:
          "Préchauffez le four à 150 °C. Portez le lait à frémissement avec la gousse de vanille fendue et grattée, puis laissez infuser hors du feu.",
        temps: "5 min",
        temperature: "150 °C",
      },
      {
        description:
          "Fouettez les œufs avec le sucre sans les faire mousser, puis versez le lait chaud en filet en remuant.",
      },
      {
        description: "Retirez la gousse, répartissez la crème dans les ramequins et posez-les dans le plat.",
      },
      {
        description:
          "Versez de l'eau chaude dans le plat jusqu'à mi-hauteur des ramequins et enfournez jusqu'à ce que la crème soit prise mais tremble encore au centre.",
        temps: "45 min",
        temperature: "150 °C",
      },
      { description: "Laissez refroidir, puis placez au réfrigérateur.", temps: "2 h" },
    ],
    tips: [
      "Un four doux évite les petits trous dans la crème : elle reste lisse.",
      "Écumez la mousse à la surface avant d'enfourner pour un dessus net.",
    ],
    variations: [
      "Caramélisez le fond des ramequins pour en faire une crème renversée.",
      "Parfumez le lait d'un bâton de cannelle et d'un zeste d'orange.",
    ],
    wine: {
      wine: "Loupiac",
      type: "Vin doux",
      region: "Bordeaux",
      why: "Ce liquoreux plus léger que le sauternes accompagne la vanille sans alourdir un dessert tout simple.",
    },
  },
  {
    id: "flan-patissier",
    title: "Flan pâtissier à la vanille",
    description:
      "Le flan des boulangeries, haut et ferme, à la crème vanillée prise dans une pâte brisée, avec sa surface brunie par endroits. Il se coupe en belles parts bien nettes une fois froid.",
    image: "/images/recettes/flan-patissier.svg",
    imageAlt:
      "Illustration : un flan pâtissier rond et haut vu de dessus, la surface jaune marbrée de brun, une part coupée montrant la crème épaisse.",
    prepMinutes: 20,
    cookMinutes: 58,
    servings: 8,
    difficulty: "Moyen",
    category: "Desserts",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "pâte brisée", quantite: 1, unite: "pièce" },
      { nom: "lait entier", quantite: 1, unite: "l" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "sucre", quantite: 180, unite: "g" },
      { nom: "fécule de maïs", quantite: 90, unite: "g" },
      { nom: "gousse de vanille", quantite: 1, unite: "gousse" },
    ],
    equipment: ["Cercle à pâtisserie de 22 cm et 5 cm de haut", "Plaque de four", "Casserole", "Fouet"],
    steps: [
      {
        description:
          "Foncez le cercle posé sur la plaque couverte de papier cuisson avec la pâte, en la laissant bien monter sur les bords. Gardez-la au frais.",
      },
      {
        description:
          "Préchauffez le four à 180 °C. Portez le lait à frémissement avec la gousse de vanille fendue et grattée.",
        temps: "5 min",
        temperature: "180 °C",
      },
      { description: "Fouettez les œufs avec le sucre et la fécule jusqu'à ce que le mélange soit lisse." },
      {
        description:
          "Retirez la gousse, versez le lait chaud sur les œufs en fouettant, puis remettez dans la casserole et faites cuire sans cesser de fouetter jusqu'à ce que la crème épaississe franchement.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Versez aussitôt la crème dans le fond de pâte, lissez et enfournez jusqu'à ce que le dessus soit bruni par endroits.",
        temps: "50 min",
        temperature: "180 °C",
      },
      {
        description:
          "Laissez refroidir, puis placez au réfrigérateur avant de retirer le cercle et de couper.",
        temps: "4 h",
      },
    ],
    tips: [
      "La crème doit être très épaisse avant d'aller au four : c'est elle qui donne au flan sa tenue.",
      "Pour un dessus bien brun, passez le flan 2 min sous le gril à la fin de la cuisson.",
    ],
    variations: [
      "Sans pâte, dans un moule beurré, il devient un flan parisien sans croûte.",
      "Parsemez la crème de pruneaux ou de raisins secs trempés dans le rhum.",
    ],
    wine: {
      wine: "Cadillac",
      type: "Vin doux",
      region: "Bordeaux",
      why: "Ce liquoreux aux notes de vanille et d'abricot accompagne la crème sans l'écraser.",
    },
  },
  {
    id: "galette-des-rois",
    title: "Galette des rois à la frangipane",
    description:
      "Deux disques de pâte feuilletée dorés au jaune d'œuf et rayés au couteau, qui enferment une frangipane aux amandes et la fève. On la partage en janvier, le plus jeune sous la table.",
    image: "/images/recettes/galette-des-rois.svg",
    imageAlt:
      "Illustration : une galette ronde et dorée vue de dessus, sa surface rayée de courbes en rosace, une couronne dorée posée à côté.",
    prepMinutes: 30,
    cookMinutes: 35,
    servings: 8,
    difficulty: "Moyen",
    category: "Desserts",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "pâte feuilletée", quantite: 2, unite: "pièce" },
      { nom: "beurre", quantite: 100, unite: "g" },
      { nom: "sucre", quantite: 100, unite: "g" },
      { nom: "poudre d'amande", quantite: 100, unite: "g" },
      { nom: "œufs", quantite: 2, unite: "pièce" },
      { nom: "rhum", quantite: 1, unite: "c. à soupe" },
      { nom: "jaunes d'œufs", quantite: 1, unite: "pièce" },
    ],
    equipment: [
      "Plaque de four",
      "Papier cuisson",
      "Assiette de 24 cm pour détailler les disques",
      "Pinceau",
      "Une fève",
    ],
    steps: [
      {
        description:
          "Pour la frangipane, travaillez le beurre mou avec le sucre, ajoutez la poudre d'amande, puis les œufs un à un et le rhum.",
      },
      {
        description:
          "Détaillez deux disques de 24 cm dans la pâte. Posez-en un sur la plaque, étalez la frangipane en laissant 2 cm libres au bord et cachez-y la fève près du bord.",
      },
      {
        description:
          "Mouillez le bord d'un peu d'eau, couvrez du second disque et soudez en pressant du bout des doigts.",
      },
      {
        description:
          "Dorez au jaune d'œuf délayé d'une goutte d'eau, puis laissez la galette raffermir au réfrigérateur.",
        temps: "30 min",
      },
      {
        description:
          "Préchauffez le four à 180 °C. Passez une seconde couche de jaune au pinceau, dessinez une rosace à la pointe du couteau sans percer la pâte et piquez le dessus de quelques trous.",
        temperature: "180 °C",
      },
      {
        description: "Enfournez jusqu'à ce que la galette soit gonflée et d'un brun doré profond.",
        temps: "35 min",
        temperature: "180 °C",
      },
      { description: "Servez tiède, la galette découpée en autant de parts que de convives." },
    ],
    tips: [
      "Placez la fève au bord, jamais au centre : le couteau la trouverait à la première part.",
      "Une galette se réchauffe 10 min à 150 °C et retrouve tout son feuilletage.",
    ],
    variations: [
      "Ajoutez à la frangipane deux cuillerées de pâte de pistache ou des pépites de chocolat.",
      "Glissez une fine couche de compote de pommes sous la frangipane.",
    ],
    wine: {
      wine: "Crémant de Bourgogne",
      type: "Vin effervescent",
      region: "Bourgogne",
      why: "Ses bulles fines allègent le feuilletage et la frangipane, et c'est le vin des fêtes de janvier.",
    },
  },
  {
    id: "crepes-suzette",
    title: "Crêpes Suzette",
    description:
      "Des crêpes fines pliées en quatre dans un beurre caramélisé au jus d'orange, flambées à la liqueur d'orange devant les convives. Le grand dessert des brasseries, fait à la maison.",
    image: "/images/recettes/crepes-suzette.svg",
    imageAlt:
      "Illustration : une poêle de crêpes pliées en éventail dans une sauce orangée brillante, avec des rondelles d'orange.",
    prepMinutes: 20,
    cookMinutes: 28,
    servings: 6,
    difficulty: "Moyen",
    category: "Desserts",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "farine", quantite: 250, unite: "g" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "lait entier", quantite: 50, unite: "cl" },
      { nom: "sucre", quantite: 110, unite: "g" },
      { nom: "beurre", quantite: 90, unite: "g" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "oranges", quantite: 3, unite: "pièce" },
      { nom: "liqueur d'orange", quantite: 4, unite: "cl" },
    ],
    equipment: ["Poêle à crêpes de 26 cm", "Grande poêle", "Saladier", "Fouet", "Louche"],
    steps: [
      {
        description:
          "Mélangez la farine, 30 g de sucre et le sel, ajoutez les œufs, puis le lait peu à peu en fouettant, et enfin 30 g de beurre fondu.",
      },
      { description: "Laissez reposer la pâte à température ambiante.", temps: "1 h" },
      {
        description:
          "Faites cuire des crêpes fines, deux par personne, dans la poêle à peine graissée, une louche à la fois, 1 min de chaque côté. Pliez-les en quatre.",
        temps: "20 min",
        temperature: "feu moyen à vif",
      },
      {
        description:
          "Râpez le zeste d'une orange, puis pressez toutes les oranges. Dans la grande poêle, faites caraméliser le reste du sucre, ajoutez le reste du beurre puis le jus et le zeste, et laissez réduire en sirop.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Posez les crêpes pliées dans la sauce et retournez-les pour les napper, le temps de les réchauffer.",
        temps: "3 min",
        temperature: "feu doux",
      },
      {
        description:
          "Versez la liqueur, approchez une allumette hors de la hotte et laissez les flammes s'éteindre d'elles-mêmes. Servez aussitôt.",
      },
    ],
    tips: [
      "Flambez toujours poêle retirée du feu et cheveux attachés, loin de la hotte.",
      "Les crêpes peuvent être faites le matin : seule la sauce se prépare au dernier moment.",
    ],
    variations: [
      "Sans flamber, ajoutez la liqueur à la sauce et laissez-la réduire 1 min.",
      "Remplacez les oranges par des clémentines corses, plus douces, en décembre.",
    ],
    wine: {
      wine: "Champagne demi-sec",
      type: "Vin effervescent",
      region: "Champagne",
      why: "Sa douceur mesurée et ses bulles rafraîchissent le beurre caramélisé et répondent à l'orange.",
    },
  },
  {
    id: "cake-au-citron",
    title: "Cake au citron glacé",
    description:
      "Un cake moelleux au zeste et au jus de citron, imbibé à la sortie du four et couvert d'un glaçage blanc qui craque sous le couteau. Acidulé, il se garde plusieurs jours.",
    image: "/images/recettes/cake-au-citron.svg",
    imageAlt:
      "Illustration : un cake doré nappé d'un glaçage blanc qui coule sur les côtés, deux tranches jaunes et un citron coupé devant.",
    prepMinutes: 20,
    cookMinutes: 47,
    servings: 8,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "citrons", quantite: 2, unite: "pièce" },
      { nom: "œufs", quantite: 3, unite: "pièce" },
      { nom: "sucre", quantite: 170, unite: "g" },
      { nom: "beurre", quantite: 125, unite: "g" },
      { nom: "farine", quantite: 200, unite: "g" },
      { nom: "levure chimique", quantite: 1, unite: "c. à café" },
      { nom: "sucre glace", quantite: 100, unite: "g" },
    ],
    equipment: ["Moule à cake de 24 cm", "Saladier", "Fouet", "Râpe fine", "Petite casserole"],
    steps: [
      {
        description: "Préchauffez le four à 170 °C. Faites fondre le beurre et beurrez le moule.",
        temps: "2 min",
        temperature: "170 °C",
      },
      {
        description:
          "Râpez le zeste des citrons et pressez-en le jus. Fouettez les œufs, le sucre et les zestes.",
      },
      {
        description:
          "Ajoutez le beurre fondu, la farine et la levure, puis la moitié du jus de citron, et mélangez juste assez.",
      },
      {
        description:
          "Versez dans le moule et enfournez jusqu'à ce qu'une lame plantée au cœur ressorte sèche.",
        temps: "45 min",
        temperature: "170 °C",
      },
      {
        description:
          "Démoulez et laissez refroidir sur une grille. Mélangez le sucre glace avec le reste du jus pour un glaçage épais.",
        temps: "1 h",
      },
      { description: "Nappez le cake froid de glaçage et laissez-le durcir avant de trancher." },
    ],
    tips: [
      "Prenez des citrons non traités : c'est leur zeste qui parfume le cake.",
      "Un glaçage trop liquide s'épaissit d'une cuillerée de sucre glace ; trop épais, d'une goutte de jus.",
    ],
    variations: [
      "Ajoutez une cuillerée de graines de pavot à la pâte.",
      "Remplacez un citron par une orange pour un cake plus doux.",
    ],
    wine: {
      wine: "Jurançon sec",
      type: "Vin blanc",
      region: "Sud-Ouest",
      why: "Sa vivacité d'agrumes et sa pointe de douceur font écho au citron sans ajouter de sucre.",
    },
  },
  {
    id: "cake-marbre",
    title: "Cake marbré vanille-chocolat",
    description:
      "Deux pâtes, l'une à la vanille, l'autre au cacao, versées en couches et tirées d'un coup de couteau pour dessiner des marbrures dans chaque tranche. Le gâteau des goûters de la semaine.",
    image: "/images/recettes/cake-marbre.svg",
    imageAlt:
      "Illustration : un cake doré et deux tranches posées devant lui, où s'entremêlent des volutes de pâte blonde et brune.",
    prepMinutes: 20,
    cookMinutes: 52,
    servings: 8,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "beurre", quantite: 150, unite: "g" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "sucre", quantite: 170, unite: "g" },
      { nom: "sucre vanillé", quantite: 1, unite: "pièce" },
      { nom: "farine", quantite: 200, unite: "g" },
      { nom: "levure chimique", quantite: 1, unite: "c. à café" },
      { nom: "lait entier", quantite: 10, unite: "cl" },
      { nom: "cacao en poudre", quantite: 3, unite: "c. à soupe" },
    ],
    equipment: ["Moule à cake de 26 cm", "Deux saladiers", "Fouet", "Petite casserole"],
    steps: [
      {
        description: "Préchauffez le four à 170 °C et beurrez le moule. Faites fondre le beurre.",
        temps: "2 min",
        temperature: "170 °C",
      },
      {
        description:
          "Fouettez les œufs avec le sucre et le sucre vanillé, ajoutez le beurre fondu, la farine, la levure et le lait.",
      },
      { description: "Versez la moitié de la pâte dans le second saladier et mélangez-y le cacao." },
      {
        description:
          "Versez la pâte nature et la pâte au cacao dans le moule en couches alternées, puis passez une lame en zigzag dans toute la longueur pour les marbrer.",
      },
      {
        description: "Enfournez jusqu'à ce que le cake soit bien gonflé et qu'une lame en ressorte sèche.",
        temps: "50 min",
        temperature: "170 °C",
      },
      { description: "Laissez tiédir 10 min dans le moule, puis démoulez sur une grille." },
    ],
    tips: [
      "Ne marbrez qu'une fois : à force de tourner, les deux pâtes se confondent.",
      "Enveloppé dans un film, il reste moelleux quatre jours.",
    ],
    variations: [
      "Remplacez le cacao par du chocolat noir fondu pour une pâte brune plus dense.",
      "Parfumez la pâte blonde au zeste d'orange.",
    ],
    wine: {
      wine: "Rivesaltes tuilé",
      type: "Vin doux",
      region: "Roussillon",
      why: "Ses notes de cacao, de café et de fruits secs épousent la part chocolatée du cake.",
    },
  },
  {
    id: "pommes-au-four",
    title: "Pommes au four, raisins et noix",
    description:
      "Des pommes entières évidées, farcies de beurre, de cassonade, de raisins secs et de noix, qui fondent au four dans leur jus caramélisé. Le dessert d'automne le plus simple qui soit.",
    image: "/images/recettes/pommes-au-four.svg",
    imageAlt:
      "Illustration : un plat à four avec des pommes rouges entières, fendues et dorées, garnies de noix et de raisins, dans un jus ambré.",
    prepMinutes: 15,
    cookMinutes: 40,
    servings: 6,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "pommes", quantite: 6, unite: "pièce" },
      { nom: "beurre", quantite: 40, unite: "g" },
      { nom: "cassonade", quantite: 50, unite: "g" },
      { nom: "raisins secs", quantite: 50, unite: "g" },
      { nom: "cerneaux de noix", quantite: 40, unite: "g" },
      { nom: "cannelle", quantite: 1, unite: "c. à café" },
      { nom: "eau", quantite: 10, unite: "cl" },
    ],
    equipment: ["Plat à four de 30 × 20 cm", "Vide-pomme", "Couteau d'office"],
    steps: [
      { description: "Préchauffez le four à 180 °C.", temperature: "180 °C" },
      {
        description:
          "Lavez les pommes, ôtez le cœur au vide-pomme sans percer le fond et incisez la peau tout autour à mi-hauteur pour qu'elle n'éclate pas.",
      },
      {
        description:
          "Concassez les noix et mélangez-les aux raisins, à la cassonade et à la cannelle. Garnissez-en les pommes et posez une noisette de beurre sur chacune.",
      },
      {
        description:
          "Rangez les pommes dans le plat, versez l'eau au fond et enfournez en les arrosant de leur jus à mi-cuisson, jusqu'à ce qu'elles soient tendres sous la lame.",
        temps: "40 min",
        temperature: "180 °C",
      },
      { description: "Servez tiède, nappé du jus caramélisé du plat." },
    ],
    tips: [
      "Prenez des pommes qui fondent sans s'effondrer : reine des reinettes, belle de Boskoop ou canada.",
      "Une cuillerée de crème fraîche ou de fromage blanc bien froid fait un beau contraste.",
    ],
    variations: [
      "Garnissez les pommes de pâte d'amande, ou de pain d'épices émietté.",
      "Remplacez l'eau par du cidre et les raisins par des airelles séchées.",
    ],
    wine: {
      wine: "Pommeau de Normandie",
      type: "Apéritif de cidre",
      region: "Normandie",
      why: "Ce mélange de moût de pomme et de calvados vieilli répond à la pomme cuite et au caramel.",
    },
  },
  {
    id: "gateau-aux-pommes",
    title: "Gâteau moelleux aux pommes",
    description:
      "Une pâte à peine sucrée qui enrobe plus de pommes que de gâteau, dorée sur le dessus et fondante au cœur. Le gâteau de l'automne quand la corbeille déborde.",
    image: "/images/recettes/gateau-aux-pommes.svg",
    imageAlt:
      "Illustration : un gâteau rond et doré vu de dessus, où affleurent des lamelles de pomme, une part servie à côté.",
    prepMinutes: 20,
    cookMinutes: 42,
    servings: 8,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "pommes", quantite: 4, unite: "pièce" },
      { nom: "œufs", quantite: 3, unite: "pièce" },
      { nom: "sucre", quantite: 120, unite: "g" },
      { nom: "beurre", quantite: 100, unite: "g" },
      { nom: "farine", quantite: 150, unite: "g" },
      { nom: "levure chimique", quantite: 1, unite: "pièce" },
      { nom: "lait entier", quantite: 5, unite: "cl" },
      { nom: "cannelle", quantite: 1, unite: "pincée" },
    ],
    equipment: ["Moule à manqué de 24 cm", "Saladier", "Fouet", "Petite casserole"],
    steps: [
      {
        description: "Préchauffez le four à 180 °C, beurrez le moule et faites fondre le beurre.",
        temps: "2 min",
        temperature: "180 °C",
      },
      { description: "Pelez les pommes, ôtez le cœur et coupez-les en fines lamelles." },
      {
        description:
          "Fouettez les œufs et le sucre jusqu'à ce qu'ils moussent, ajoutez le beurre, le lait, la farine, la levure et la cannelle.",
      },
      {
        description:
          "Incorporez les trois quarts des pommes à la pâte, versez dans le moule et piquez le dessus des lamelles restantes.",
      },
      {
        description: "Enfournez jusqu'à ce que le gâteau soit bien doré et ne tremble plus au centre.",
        temps: "40 min",
        temperature: "180 °C",
      },
      {
        description: "Laissez tiédir avant de démouler : les pommes le rendent fragile tant qu'il est chaud.",
      },
    ],
    tips: [
      "Mélangez une pomme acidulée à des pommes plus douces pour un gâteau plus vivant.",
      "Il est encore meilleur le lendemain, quand le jus des pommes a imbibé la pâte.",
    ],
    variations: [
      "Remplacez la moitié des pommes par des poires, ou ajoutez une poignée de mûres.",
      "Parsemez le dessus de cassonade avant d'enfourner pour une croûte craquante.",
    ],
    wine: {
      wine: "Cidre bouché du pays d'Auge",
      type: "Cidre",
      region: "Normandie",
      why: "Ses bulles et son amertume légère allègent le beurre et font écho aux pommes.",
    },
  },
  {
    id: "fondant-a-la-creme-de-marrons",
    title: "Fondant à la crème de marrons",
    description:
      "Un gâteau dense et humide fait de crème de marrons, d'œufs et de beurre, sans farine, à la croûte fine. Trois ingrédients, et le goût de l'Ardèche en hiver.",
    image: "/images/recettes/fondant-a-la-creme-de-marrons.svg",
    imageAlt:
      "Illustration : un gâteau rond brun clair à la surface mate et craquelée, entouré de quelques marrons glacés.",
    prepMinutes: 10,
    cookMinutes: 32,
    servings: 8,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "crème de marrons", quantite: 500, unite: "g" },
      { nom: "œufs", quantite: 3, unite: "pièce" },
      { nom: "beurre", quantite: 80, unite: "g" },
    ],
    equipment: ["Moule à manqué de 22 cm", "Saladier", "Fouet", "Petite casserole"],
    steps: [
      {
        description: "Préchauffez le four à 180 °C et beurrez le moule. Faites fondre le beurre.",
        temps: "2 min",
        temperature: "180 °C",
      },
      {
        description:
          "Fouettez les œufs dans le saladier, puis ajoutez la crème de marrons et le beurre fondu.",
      },
      { description: "Mélangez jusqu'à ce que la pâte soit lisse et versez-la dans le moule." },
      {
        description: "Enfournez : le dessus doit être pris et légèrement craquelé, le centre encore souple.",
        temps: "30 min",
        temperature: "180 °C",
      },
      { description: "Laissez refroidir complètement avant de démouler : il se tient en refroidissant." },
    ],
    tips: [
      "Une crème de marrons vanillée suffit à parfumer le gâteau : n'ajoutez pas de sucre.",
      "Il est encore meilleur le lendemain, servi avec une crème anglaise.",
    ],
    variations: [
      "Ajoutez 100 g de chocolat noir fondu pour un fondant marrons-chocolat.",
      "Parsemez le dessus de brisures de marrons glacés à la sortie du four.",
    ],
    wine: {
      wine: "Muscat du Cap Corse",
      type: "Vin doux",
      region: "Corse",
      why: "Ses notes de fruits confits et de châtaigne accompagnent la douceur boisée des marrons.",
    },
  },
  {
    id: "poires-pochees-au-vin",
    title: "Poires pochées au vin rouge",
    description:
      "Des poires entières pelées, pochées dans un vin rouge sucré à la cannelle, à l'orange et au clou de girofle jusqu'à prendre une robe pourpre, servies dans leur sirop réduit.",
    image: "/images/recettes/poires-pochees-au-vin.svg",
    imageAlt:
      "Illustration : trois poires entières d'un rouge pourpre debout dans une assiette creuse, baignées d'un sirop sombre, avec un bâton de cannelle.",
    prepMinutes: 15,
    cookMinutes: 45,
    servings: 6,
    difficulty: "Facile",
    category: "Desserts",
    region: "Bourgogne",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "poires", quantite: 6, unite: "pièce" },
      { nom: "vin rouge", quantite: 75, unite: "cl" },
      { nom: "sucre", quantite: 150, unite: "g" },
      { nom: "bâton de cannelle", quantite: 1, unite: "pièce" },
      { nom: "clous de girofle", quantite: 2, unite: "pièce" },
      { nom: "orange", quantite: 1, unite: "pièce" },
    ],
    equipment: ["Casserole haute juste assez large pour les poires", "Économe", "Écumoire"],
    steps: [
      {
        description:
          "Versez le vin dans la casserole avec le sucre, la cannelle, les clous de girofle et deux larges zestes d'orange prélevés à l'économe. Portez à ébullition.",
        temps: "5 min",
        temperature: "feu vif",
      },
      {
        description:
          "Pelez les poires en gardant leur queue, et coupez une fine tranche à leur base pour qu'elles tiennent debout.",
      },
      {
        description:
          "Plongez les poires dans le vin et laissez-les pocher à petits frémissements, en les tournant de temps en temps, jusqu'à ce qu'une lame les traverse sans résistance.",
        temps: "25 min",
        temperature: "feu doux",
      },
      {
        description:
          "Retirez les poires à l'écumoire. Faites réduire le vin à découvert jusqu'à ce qu'il devienne sirupeux.",
        temps: "15 min",
        temperature: "feu moyen",
      },
      {
        description: "Remettez les poires dans le sirop et laissez-les s'y colorer au réfrigérateur.",
        temps: "2 h",
      },
      { description: "Servez les poires debout, froides ou tièdes, nappées de sirop." },
    ],
    tips: [
      "Choisissez des poires fermes, conférence ou comice pas tout à fait mûres : elles se tiennent à la cuisson.",
      "Préparées la veille, elles prennent une couleur plus profonde jusqu'au cœur.",
    ],
    variations: [
      "Ajoutez une étoile de badiane et quelques grains de poivre au vin.",
      "Servez-les avec une boule de glace à la vanille ou une crème fouettée.",
    ],
    wine: {
      wine: "Bourgogne passetoutgrain",
      type: "Vin rouge",
      region: "Bourgogne",
      why: "Un rouge léger et fruité, de la famille de celui du pochage, qui ne pèse pas sur le dessert.",
    },
  },
  {
    id: "tarte-bourdaloue",
    title: "Tarte Bourdaloue aux poires",
    description:
      "La tarte parisienne de la rue Bourdaloue : des demi-poires pochées en éventail sur une crème d'amande, dans une pâte sablée, dorées au four et parsemées d'amandes effilées.",
    image: "/images/recettes/tarte-bourdaloue.svg",
    imageAlt:
      "Illustration : une tarte ronde vue de dessus, des demi-poires tranchées en éventail disposées en étoile sur une crème d'amande dorée.",
    prepMinutes: 30,
    cookMinutes: 50,
    servings: 8,
    difficulty: "Moyen",
    category: "Desserts",
    region: "Paris",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "pâte sablée", quantite: 1, unite: "pièce" },
      { nom: "poires", quantite: 4, unite: "pièce" },
      { nom: "eau", quantite: 50, unite: "cl" },
      { nom: "sucre", quantite: 160, unite: "g" },
      { nom: "beurre", quantite: 100, unite: "g" },
      { nom: "poudre d'amande", quantite: 100, unite: "g" },
      { nom: "œufs", quantite: 2, unite: "pièce" },
      { nom: "amandes effilées", quantite: 20, unite: "g" },
    ],
    equipment: ["Moule à tarte de 26 cm", "Casserole", "Saladier", "Spatule"],
    steps: [
      {
        description:
          "Pelez les poires, coupez-les en deux et ôtez le cœur. Portez l'eau et 60 g de sucre à ébullition, puis pochez-y les demi-poires jusqu'à ce qu'elles soient tendres. Égouttez-les et laissez-les refroidir.",
        temps: "10 min",
        temperature: "feu doux",
      },
      {
        description:
          "Pour la crème d'amande, travaillez le beurre mou avec le reste du sucre, ajoutez la poudre d'amande puis les œufs un à un.",
      },
      {
        description: "Préchauffez le four à 180 °C. Foncez le moule avec la pâte et piquez le fond.",
        temperature: "180 °C",
      },
      {
        description:
          "Étalez la crème d'amande sur la pâte. Émincez chaque demi-poire en travers sans séparer les tranches, aplatissez-la légèrement en éventail et posez les poires en étoile sur la crème.",
      },
      {
        description:
          "Parsemez d'amandes effilées et enfournez jusqu'à ce que la crème soit gonflée et dorée entre les poires.",
        temps: "40 min",
        temperature: "180 °C",
      },
      { description: "Laissez tiédir avant de démouler et servez à température ambiante." },
    ],
    tips: [
      "Pressées par le temps, prenez des poires au sirop bien égouttées : la tarte y perd peu.",
      "Lustrez les poires d'un peu de confiture d'abricot tiédie à la sortie du four.",
    ],
    variations: [
      "Remplacez les poires par des abricots en été ou des pommes en hiver.",
      "Ajoutez une cuillerée de rhum ou de poire williams à la crème d'amande.",
    ],
    wine: {
      wine: "Quarts-de-chaume",
      type: "Vin doux",
      region: "Val de Loire",
      why: "Ce grand chenin liquoreux aux notes de poire, de coing et d'amande grillée est fait pour cette tarte.",
    },
  },
  {
    id: "tarte-aux-quetsches",
    title: "Tarte alsacienne aux quetsches",
    description:
      "Des quetsches coupées en deux et serrées debout sur une pâte brisée, sur un lit de poudre d'amande qui boit leur jus, saupoudrées de sucre à la cannelle. La tarte de la fin de l'été en Alsace.",
    image: "/images/recettes/tarte-aux-quetsches.svg",
    imageAlt:
      "Illustration : une tarte ronde vue de dessus, couverte de demi-quetsches violettes serrées en cercles, leur chair jaune et brillante.",
    prepMinutes: 25,
    cookMinutes: 45,
    servings: 8,
    difficulty: "Facile",
    category: "Desserts",
    region: "Alsace",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "pâte brisée", quantite: 1, unite: "pièce" },
      { nom: "quetsches", quantite: 1, unite: "kg" },
      { nom: "poudre d'amande", quantite: 30, unite: "g" },
      { nom: "sucre", quantite: 70, unite: "g" },
      { nom: "cannelle", quantite: 0.5, unite: "c. à café" },
    ],
    equipment: ["Moule à tarte de 28 cm", "Couteau d'office"],
    steps: [
      {
        description: "Préchauffez le four à 200 °C. Foncez le moule avec la pâte et piquez le fond.",
        temperature: "200 °C",
      },
      {
        description:
          "Lavez les quetsches, fendez-les sur un côté et dénoyautez-les sans séparer les deux moitiés, puis entaillez légèrement le haut de chacune.",
      },
      { description: "Parsemez le fond de pâte de poudre d'amande." },
      {
        description:
          "Rangez les quetsches debout, peau contre la pâte, en cercles très serrés du bord vers le centre.",
      },
      {
        description: "Enfournez jusqu'à ce que la pâte soit dorée et que les fruits rendent un jus sirupeux.",
        temps: "45 min",
        temperature: "200 °C",
      },
      {
        description:
          "Mélangez le sucre et la cannelle et saupoudrez-en la tarte dès la sortie du four, pendant que le jus est chaud.",
      },
    ],
    tips: [
      "On sucre après la cuisson, jamais avant : sucrées crues, les quetsches rendent trop de jus.",
      "Hors saison, des quetsches surgelées, posées sans décongeler, font très bien l'affaire.",
    ],
    variations: [
      "Versez à mi-cuisson un appareil de deux œufs et 20 cl de crème pour une tarte à la crème.",
      "Remplacez les quetsches par des mirabelles, des abricots ou des prunes reine-claude.",
    ],
    wine: {
      wine: "Gewurztraminer vendanges tardives",
      type: "Vin doux",
      region: "Alsace",
      why: "Ses notes d'épices et de fruits confits répondent à la cannelle et au jus acidulé des quetsches.",
    },
  },
  {
    id: "semoule-au-lait",
    title: "Gâteau de semoule au lait et aux raisins",
    description:
      "De la semoule fine cuite doucement dans un lait vanillé, avec des raisins secs gonflés, versée en ramequins et prise au frais. Un dessert de grand-mère qui coûte trois fois rien.",
    image: "/images/recettes/semoule-au-lait.svg",
    imageAlt:
      "Illustration : quatre ramequins de semoule au lait crémeuse et blanche, parsemés de raisins secs bruns, vus de dessus.",
    prepMinutes: 10,
    cookMinutes: 15,
    servings: 4,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "lait entier", quantite: 75, unite: "cl" },
      { nom: "semoule fine", quantite: 80, unite: "g" },
      { nom: "sucre", quantite: 70, unite: "g" },
      { nom: "gousse de vanille", quantite: 1, unite: "gousse" },
      { nom: "raisins secs", quantite: 40, unite: "g" },
    ],
    equipment: ["4 ramequins de 15 cl", "Casserole", "Cuillère en bois"],
    steps: [
      { description: "Faites gonfler les raisins dans un bol d'eau tiède." },
      {
        description: "Portez le lait à frémissement avec le sucre et la gousse de vanille fendue et grattée.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Versez la semoule en pluie en remuant, puis laissez cuire en remuant sans cesse jusqu'à ce qu'elle épaississe et se détache du fond.",
        temps: "10 min",
        temperature: "feu doux",
      },
      {
        description:
          "Retirez la gousse, ajoutez les raisins égouttés et répartissez la semoule dans les ramequins rincés à l'eau froide.",
      },
      {
        description:
          "Laissez la semoule refroidir à température ambiante, puis mettez-la à prendre au réfrigérateur.",
        temps: "2 h",
      },
    ],
    tips: [
      "Rincés à l'eau froide, les ramequins se démoulent d'un coup sur l'assiette.",
      "Servez-la avec un caramel liquide ou un coulis de fruits rouges.",
    ],
    variations: [
      "Remplacez la vanille par de la fleur d'oranger et les raisins par des abricots secs.",
      "Caramélisez le fond des ramequins avant d'y verser la semoule.",
    ],
    wine: {
      wine: "Muscat de Rivesaltes",
      type: "Vin doux",
      region: "Roussillon",
      why: "Sa douceur florale et son parfum de raisin frais s'accordent aux raisins secs et à la vanille.",
    },
  },
  {
    id: "gateau-au-chocolat-de-grand-mere",
    title: "Gâteau au chocolat de grand-mère",
    description:
      "Le gâteau au chocolat de tous les anniversaires : beaucoup de chocolat, autant de beurre, très peu de farine, une croûte fine et un cœur dense qui colle à la fourchette.",
    image: "/images/recettes/gateau-au-chocolat-de-grand-mere.svg",
    imageAlt:
      "Illustration : un gâteau au chocolat rond et brun foncé, poudré de sucre glace en son centre, une part servie sur une assiette.",
    prepMinutes: 15,
    cookMinutes: 28,
    servings: 8,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "chocolat noir", quantite: 200, unite: "g" },
      { nom: "beurre", quantite: 150, unite: "g" },
      { nom: "sucre", quantite: 150, unite: "g" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "farine", quantite: 50, unite: "g" },
      { nom: "sucre glace", quantite: 1, unite: "c. à soupe" },
    ],
    equipment: ["Moule à manqué de 24 cm", "Saladier", "Casserole pour le bain-marie", "Fouet"],
    steps: [
      {
        description:
          "Préchauffez le four à 180 °C. Beurrez le moule et tapissez le fond d'un disque de papier cuisson.",
        temperature: "180 °C",
      },
      {
        description:
          "Cassez le chocolat en morceaux et mettez-le à fondre avec le beurre en cubes au bain-marie, en lissant à la spatule.",
        temps: "3 min",
        temperature: "bain-marie",
      },
      { description: "Hors du feu, ajoutez le sucre, puis les œufs un à un en fouettant bien entre chacun." },
      { description: "Incorporez la farine tamisée, sans fouetter davantage." },
      {
        description:
          "Versez dans le moule et enfournez : le gâteau est cuit quand une lame en ressort avec quelques miettes humides.",
        temps: "25 min",
        temperature: "180 °C",
      },
      {
        description:
          "Laissez refroidir dans le moule avant de démouler, puis poudrez de sucre glace au tamis.",
      },
    ],
    tips: [
      "Sorti du four un peu tôt, il reste fondant ; un peu tard, il devient un bon gâteau de goûter.",
      "Il se fait la veille : il est encore meilleur le lendemain.",
    ],
    variations: [
      "Remplacez la farine par de la poudre d'amande pour un gâteau sans gluten.",
      "Ajoutez une cuillerée de café soluble ou le zeste d'une orange au chocolat fondu.",
    ],
    wine: {
      wine: "Banyuls traditionnel",
      type: "Vin doux",
      region: "Roussillon",
      why: "Ses notes de cacao, de pruneau et de café sont celles du gâteau : l'accord classique du chocolat.",
    },
  },
  {
    id: "pain-d-epices",
    title: "Pain d'épices au miel",
    description:
      "Un pain d'épices moelleux au miel, à la cannelle, au gingembre et aux quatre-épices, qui se garde emballé une semaine et gagne en goût chaque jour. Le parfum des marchés de Noël.",
    image: "/images/recettes/pain-d-epices.svg",
    imageAlt:
      "Illustration : un pain d'épices brun en forme de cake, deux tranches coupées devant lui et une étoile de badiane posée à côté.",
    prepMinutes: 15,
    cookMinutes: 53,
    servings: 8,
    difficulty: "Facile",
    category: "Desserts",
    region: "Bourgogne",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "miel", quantite: 250, unite: "g" },
      { nom: "lait entier", quantite: 12, unite: "cl" },
      { nom: "sucre roux", quantite: 70, unite: "g" },
      { nom: "farine", quantite: 250, unite: "g" },
      { nom: "œufs", quantite: 1, unite: "pièce" },
      { nom: "levure chimique", quantite: 1, unite: "pièce" },
      { nom: "cannelle", quantite: 1, unite: "c. à café" },
      { nom: "gingembre en poudre", quantite: 1, unite: "c. à café" },
      { nom: "quatre-épices", quantite: 1, unite: "c. à café" },
    ],
    equipment: ["Moule à cake de 26 cm", "Casserole", "Saladier", "Papier cuisson"],
    steps: [
      {
        description:
          "Préchauffez le four à 160 °C. Faites tiédir le miel, le lait et le sucre roux dans la casserole en remuant, sans bouillir.",
        temps: "3 min",
        temperature: "160 °C",
      },
      { description: "Mélangez la farine, la levure et les épices dans le saladier." },
      {
        description:
          "Versez le miel tiède sur la farine, ajoutez l'œuf et mélangez jusqu'à obtenir une pâte lisse et épaisse.",
      },
      {
        description:
          "Versez dans le moule tapissé de papier cuisson et enfournez jusqu'à ce qu'une lame ressorte sèche.",
        temps: "50 min",
        temperature: "160 °C",
      },
      {
        description:
          "Démoulez, laissez refroidir, puis enveloppez le pain d'épices dans un film et laissez-le reposer avant de le trancher.",
        temps: "24 h",
      },
    ],
    tips: [
      "Un miel de châtaignier ou de sapin donne un pain d'épices plus corsé qu'un miel de fleurs.",
      "Le repos d'un jour n'est pas un caprice : c'est là que la mie devient moelleuse.",
    ],
    variations: [
      "Ajoutez des écorces d'orange confites, ou une poignée de noisettes concassées.",
      "Remplacez la moitié de la farine par de la farine de seigle, comme à Dijon.",
    ],
    wine: {
      wine: "Pineau des Charentes rouge",
      type: "Vin de liqueur",
      region: "Charentes",
      why: "Ses notes de fruits rouges cuits et d'épices douces prolongent le miel et la cannelle.",
    },
  },
  {
    id: "mousse-au-citron",
    title: "Mousse au citron",
    description:
      "Une crème de citron acidulée, allégée de crème fouettée et de blancs montés, qui prend au frais en verrines. Le dessert vif qui termine un repas d'hiver, quand les citrons sont à leur meilleur.",
    image: "/images/recettes/mousse-au-citron.svg",
    imageAlt:
      "Illustration : trois verrines de mousse jaune pâle vues de dessus, chacune décorée d'une rondelle de citron et d'une feuille de menthe.",
    prepMinutes: 25,
    cookMinutes: 4,
    servings: 6,
    difficulty: "Moyen",
    category: "Desserts",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "citrons", quantite: 3, unite: "pièce" },
      { nom: "œufs", quantite: 3, unite: "pièce" },
      { nom: "sucre", quantite: 100, unite: "g" },
      { nom: "fécule de maïs", quantite: 15, unite: "g" },
      { nom: "feuilles de gélatine", quantite: 2, unite: "pièce" },
      { nom: "crème liquide", quantite: 20, unite: "cl" },
    ],
    equipment: ["6 verrines de 15 cl", "Casserole", "Batteur électrique", "Deux saladiers"],
    steps: [
      {
        description:
          "Faites tremper la gélatine dans l'eau froide. Râpez le zeste de la plupart des citrons et pressez-les tous.",
      },
      {
        description:
          "Séparez les blancs des jaunes. Dans la casserole, fouettez les jaunes, le sucre, la fécule, le jus et les zestes, puis faites cuire sans cesser de fouetter jusqu'à ce que la crème épaississe.",
        temps: "4 min",
        temperature: "feu doux",
      },
      {
        description:
          "Hors du feu, ajoutez la gélatine essorée, versez dans un saladier et laissez refroidir au réfrigérateur.",
        temps: "20 min",
      },
      { description: "Fouettez la crème liquide bien froide en chantilly souple." },
      {
        description:
          "Montez les blancs en neige ferme. Incorporez la chantilly à la crème de citron, puis les blancs, en soulevant la masse à la spatule.",
      },
      { description: "Répartissez dans les verrines et laissez prendre au réfrigérateur.", temps: "3 h" },
    ],
    tips: [
      "La crème de citron doit être froide mais pas encore prise quand on y mêle la chantilly.",
      "Prenez des œufs très frais : les blancs ne sont pas cuits.",
    ],
    variations: [
      "Émiettez un sablé breton au fond de chaque verrine.",
      "Remplacez un citron par un citron vert, ou par le jus de deux oranges sanguines en février.",
    ],
    wine: {
      wine: "Vouvray pétillant",
      type: "Vin effervescent",
      region: "Val de Loire",
      why: "Ses bulles fines et son acidité de chenin accompagnent la vivacité du citron sans l'alourdir.",
    },
  },
  {
    id: "charlotte-aux-poires",
    title: "Charlotte aux poires",
    description:
      "Une couronne de biscuits à la cuillère imbibés de sirop, garnie d'une crème vanillée mousseuse et de dés de poires pochées, prise une nuit au frais. Le dessert des dimanches d'automne.",
    image: "/images/recettes/charlotte-aux-poires.svg",
    imageAlt:
      "Illustration : une charlotte ronde vue de dessus, entourée de biscuits dorés serrés, le dessus couvert de lamelles de poire en rosace.",
    prepMinutes: 40,
    cookMinutes: 17,
    servings: 8,
    difficulty: "Moyen",
    category: "Desserts",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "poires", quantite: 6, unite: "pièce" },
      { nom: "eau", quantite: 50, unite: "cl" },
      { nom: "sucre", quantite: 180, unite: "g" },
      { nom: "biscuits à la cuillère", quantite: 30, unite: "pièce" },
      { nom: "lait entier", quantite: 25, unite: "cl" },
      { nom: "jaunes d'œufs", quantite: 3, unite: "pièce" },
      { nom: "feuilles de gélatine", quantite: 4, unite: "pièce" },
      { nom: "crème liquide", quantite: 25, unite: "cl" },
      { nom: "gousse de vanille", quantite: 1, unite: "gousse" },
    ],
    equipment: ["Moule à charlotte de 18 cm", "Deux casseroles", "Batteur électrique", "Saladier"],
    steps: [
      {
        description:
          "Pelez les poires, coupez-les en quartiers et ôtez le cœur. Pochez-les dans l'eau portée à frémissement avec 100 g de sucre, puis égouttez-les en gardant le sirop.",
        temps: "10 min",
        temperature: "feu doux",
      },
      {
        description:
          "Faites tremper la gélatine dans l'eau froide. Portez le lait à frémissement avec la gousse de vanille fendue et grattée.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Fouettez les jaunes avec le reste du sucre, versez le lait chaud dessus, puis faites cuire en remuant jusqu'à ce que la crème nappe la cuillère, sans la laisser bouillir.",
        temps: "4 min",
        temperature: "feu doux",
      },
      {
        description:
          "Hors du feu, ajoutez la gélatine essorée et laissez tiédir la crème en la remuant de temps en temps.",
      },
      {
        description:
          "Fouettez la crème liquide en chantilly et incorporez-la à la crème vanillée refroidie. Gardez quatre quartiers de poire pour le dessus et coupez les autres en dés.",
      },
      {
        description:
          "Trempez rapidement les biscuits dans le sirop tiède et tapissez-en le fond et les bords du moule, face bombée contre la paroi.",
      },
      {
        description:
          "Alternez la crème et les dés de poire, finissez par une couche de biscuits imbibés, couvrez d'une assiette et laissez prendre au réfrigérateur.",
        temps: "6 h",
      },
      {
        description:
          "Démoulez sur le plat de service et décorez de lamelles de poire taillées dans les quartiers gardés.",
      },
    ],
    tips: [
      "Un moule tapissé de film alimentaire se démoule sans risque.",
      "Un trait de poire williams dans le sirop parfume les biscuits pour les adultes.",
    ],
    variations: [
      "En été, remplacez les poires par des framboises et des fraises fraîches.",
      "Nappez la charlotte d'une sauce au chocolat chaud, comme pour des poires Belle-Hélène.",
    ],
    wine: {
      wine: "Coteaux-de-l'aubance",
      type: "Vin doux",
      region: "Val de Loire",
      why: "Ce chenin moelleux et délicat, aux notes de poire mûre, accompagne la crème sans la couvrir.",
    },
  },
];
