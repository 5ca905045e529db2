import type { CatalogueRecipe } from "~/domain/catalogue/types";
import { toTaste } from "./to-taste";

/**
 * Breakfasts the meal planner draws on: twelve recipes of Toque's own, without a wine.
 * They cover the planner's diets (recipes.test.ts checks it): all are vegetarian, and
 * some are vegan, gluten-free or low in carbohydrates (keto).
 */

export const breakfastRecipes: readonly CatalogueRecipe[] = [
  {
    id: "porridge-aux-pommes",
    title: "Porridge aux pommes et à la cannelle",
    description:
      "Des flocons d'avoine cuits doucement dans une boisson à l'amande, avec des dés de pomme fondants, de la cannelle et des noix. Un petit-déjeuner chaud et entièrement végétal.",
    image: "/images/recettes/porridge-aux-pommes.svg",
    imageAlt:
      "Illustration : un bol de porridge crémeux vu de dessus, garni de dés de pomme, de cerneaux de noix et d'un filet de sirop d'érable.",
    prepMinutes: 5,
    cookMinutes: 10,
    servings: 2,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "flocons d'avoine", quantite: 80, unite: "g" },
      { nom: "lait d'amande", quantite: 40, unite: "cl" },
      { nom: "pomme", quantite: 1, unite: "pièce" },
      { nom: "cannelle", quantite: 0.5, unite: "c. à café" },
      { nom: "sirop d'érable", quantite: 2, unite: "c. à soupe" },
      { nom: "cerneaux de noix", quantite: 20, unite: "g" },
      { nom: "sel", quantite: 1, unite: "pincée" },
    ],
    equipment: ["Casserole", "Cuillère en bois"],
    steps: [
      { description: "Lavez la pomme, retirez le cœur et coupez-la en petits dés sans l'éplucher." },
      {
        description:
          "Versez les flocons d'avoine, la boisson à l'amande, la moitié des dés de pomme, la cannelle et le sel dans la casserole.",
      },
      {
        description:
          "Portez à frémissement, puis laissez cuire en remuant souvent jusqu'à ce que le porridge épaississe et devienne crémeux.",
        temps: "8 min",
        temperature: "feu doux",
      },
      {
        description:
          "Répartissez dans deux bols, ajoutez le reste des dés de pomme et les noix concassées, puis arrosez de sirop d'érable.",
      },
    ],
    tips: [
      "Le porridge épaissit encore hors du feu : retirez-le quand il vous semble un peu trop liquide.",
      "Préparez les flocons et le lait la veille au soir dans la casserole : la cuisson du matin sera plus rapide.",
    ],
    variations: [
      "Remplacez la pomme par une poire et les noix par des noisettes grillées.",
      "Utilisez du lait de vache et une cuillerée de miel pour une version plus classique.",
    ],
  },
  {
    id: "tartines-avocat-oeuf",
    title: "Tartines avocat et œuf mollet",
    description:
      "Du pain de campagne grillé, un avocat écrasé au citron et un œuf mollet au jaune coulant, relevés de piment d'Espelette. Un petit-déjeuner rassasiant, prêt en un quart d'heure.",
    image: "/images/recettes/tartines-avocat-oeuf.svg",
    imageAlt:
      "Illustration : deux tartines de pain grillé couvertes d'avocat vert écrasé, chacune surmontée d'un demi-œuf au jaune orangé.",
    prepMinutes: 8,
    cookMinutes: 6,
    servings: 2,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "pain de campagne", quantite: 2, unite: "tranche" },
      { nom: "avocat", quantite: 1, unite: "pièce" },
      { nom: "œufs", quantite: 2, unite: "pièce" },
      { nom: "jus de citron", quantite: 1, unite: "c. à café" },
      { nom: "graines de sésame", quantite: 1, unite: "c. à café" },
      { nom: "piment d'Espelette", quantite: 1, unite: "pincée" },
      toTaste("fleur de sel"),
      toTaste("poivre"),
    ],
    equipment: ["Petite casserole", "Grille-pain", "Fourchette"],
    steps: [
      {
        description:
          "Plongez délicatement les œufs dans l'eau bouillante et comptez 6 min. Rafraîchissez-les aussitôt dans l'eau froide, puis écalez-les.",
        temps: "6 min",
        temperature: "ébullition",
      },
      { description: "Pendant ce temps, faites griller les tranches de pain.", temps: "3 min" },
      {
        description:
          "Écrasez la chair de l'avocat à la fourchette avec le jus de citron, un peu de fleur de sel et de poivre.",
      },
      {
        description:
          "Tartinez le pain d'avocat, posez un œuf coupé en deux sur chaque tartine et parsemez de sésame et de piment d'Espelette.",
      },
    ],
    tips: [
      "Sortez les œufs du réfrigérateur à l'avance : plongés froids dans l'eau bouillante, ils risquent de se fendre.",
      "Un avocat mûr cède légèrement sous le doigt près du pédoncule.",
    ],
    variations: [
      "Remplacez l'œuf mollet par un œuf poché ou par quelques tranches de saumon fumé.",
      "Ajoutez des radis en fines rondelles et quelques pousses de roquette.",
    ],
  },
  {
    id: "pancakes",
    title: "Pancakes moelleux",
    description:
      "Des pancakes épais et légers, dorés à la poêle, à servir en pile avec du sirop d'érable et des myrtilles.",
    image: "/images/recettes/pancakes.svg",
    imageAlt:
      "Illustration : une pile de pancakes dorés sur une assiette, nappée de sirop d'érable et entourée de myrtilles.",
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 4,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "farine", quantite: 250, unite: "g" },
      { nom: "levure chimique", quantite: 1, unite: "pièce" },
      { nom: "sucre", quantite: 30, unite: "g" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "œufs", quantite: 2, unite: "pièce" },
      { nom: "lait", quantite: 30, unite: "cl" },
      { nom: "beurre", quantite: 40, unite: "g" },
      { nom: "sirop d'érable", quantite: 4, unite: "c. à soupe" },
      { nom: "myrtilles", quantite: 125, unite: "g" },
    ],
    equipment: ["Saladier", "Fouet", "Poêle antiadhésive", "Louche", "Spatule"],
    steps: [
      {
        description:
          "Faites fondre le beurre. Mélangez dans le saladier la farine, le sachet de levure, le sucre et le sel.",
      },
      {
        description:
          "Fouettez les œufs avec le lait et le beurre fondu, en gardant un peu de beurre pour la poêle. Versez sur les ingrédients secs et mélangez juste assez pour qu'il n'y ait plus de farine visible.",
      },
      {
        description:
          "Laissez reposer la pâte 5 min : la levure commence à agir et les pancakes seront plus épais.",
      },
      {
        description:
          "Graissez légèrement la poêle et versez une petite louche de pâte par pancake. Retournez-le quand des bulles apparaissent à la surface, puis laissez dorer l'autre face : comptez environ 3 min par fournée.",
        temps: "20 min",
        temperature: "feu moyen",
      },
      {
        description: "Servez en pile avec le sirop d'érable et les myrtilles.",
      },
    ],
    tips: [
      "Ne travaillez pas trop la pâte : quelques grumeaux donnent des pancakes plus moelleux.",
      "Gardez les premières fournées au chaud dans le four à 80 °C pendant que vous cuisez les suivantes.",
    ],
    variations: [
      "Ajoutez les myrtilles directement dans la pâte, ou des rondelles de banane sur chaque pancake avant de le retourner.",
      "Remplacez la moitié de la farine par de la farine de sarrasin pour des pancakes plus rustiques.",
    ],
  },
  {
    id: "granola-maison",
    title: "Granola maison aux amandes et noisettes",
    description:
      "Des flocons d'avoine, des fruits secs et des graines dorés au four avec du sirop d'érable et de l'huile de coco. Un granola croustillant et végétal, qui se garde deux semaines en bocal.",
    image: "/images/recettes/granola-maison.svg",
    imageAlt:
      "Illustration : un bocal et un bol de granola doré vus de trois quarts, avec des amandes, des noisettes et des raisins secs.",
    prepMinutes: 10,
    cookMinutes: 25,
    servings: 8,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "flocons d'avoine", quantite: 250, unite: "g" },
      { nom: "amandes", quantite: 80, unite: "g" },
      { nom: "noisettes", quantite: 50, unite: "g" },
      { nom: "graines de courge", quantite: 40, unite: "g" },
      { nom: "graines de tournesol", quantite: 30, unite: "g" },
      { nom: "sirop d'érable", quantite: 4, unite: "c. à soupe" },
      { nom: "huile de coco", quantite: 3, unite: "c. à soupe" },
      { nom: "cannelle", quantite: 1, unite: "c. à café" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "raisins secs", quantite: 60, unite: "g" },
    ],
    equipment: ["Plaque de four", "Papier cuisson", "Grand saladier", "Bocal hermétique"],
    steps: [
      {
        description: "Préchauffez le four à 160 °C et tapissez la plaque de papier cuisson.",
        temperature: "160 °C",
      },
      {
        description:
          "Concassez grossièrement les amandes et les noisettes. Mélangez-les dans le saladier avec les flocons, les graines, la cannelle et le sel.",
      },
      {
        description:
          "Faites fondre l'huile de coco, mélangez-la au sirop d'érable et versez sur les ingrédients secs. Remuez jusqu'à ce que tout soit bien enrobé.",
      },
      {
        description:
          "Étalez en couche fine sur la plaque et faites cuire en remuant toutes les 8 min, jusqu'à ce que le granola soit doré.",
        temps: "25 min",
        temperature: "160 °C",
      },
      {
        description:
          "Ajoutez les raisins secs à la sortie du four et laissez refroidir complètement sur la plaque : le granola durcit en refroidissant. Conservez-le en bocal.",
      },
    ],
    tips: [
      "Pour obtenir de gros morceaux, tassez le granola sur la plaque et ne le remuez pas pendant les 10 dernières minutes.",
      "Ajoutez les fruits secs après la cuisson seulement : au four, ils durcissent et brûlent.",
    ],
    variations: [
      "Remplacez les raisins par des abricots secs en dés et la cannelle par de la vanille.",
      "Ajoutez 2 c. à soupe de cacao en poudre pour un granola au chocolat.",
      "Servez-le avec un yaourt végétal et des fruits frais.",
    ],
  },
  {
    id: "omelette-aux-herbes",
    title: "Omelette baveuse aux fines herbes",
    description:
      "L'omelette roulée à la française, dorée à l'extérieur et tendre au cœur, parfumée de ciboulette, de persil et de cerfeuil. Pauvre en glucides et prête en dix minutes.",
    image: "/images/recettes/omelette-aux-herbes.svg",
    imageAlt:
      "Illustration : une omelette jaune roulée en forme de cigare sur une assiette blanche, parsemée d'herbes vertes.",
    prepMinutes: 5,
    cookMinutes: 5,
    servings: 2,
    difficulty: "Moyen",
    category: "Petit-déjeuner",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "œufs", quantite: 6, unite: "pièce" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "ciboulette", quantite: 10, unite: "brin" },
      { nom: "persil plat", quantite: 1, unite: "c. à soupe" },
      { nom: "cerfeuil", quantite: 1, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Poêle antiadhésive de 24 cm", "Fourchette", "Spatule souple"],
    steps: [
      { description: "Ciselez finement la ciboulette, le persil et le cerfeuil." },
      {
        description:
          "Battez les œufs à la fourchette avec le sel et le poivre, juste assez pour mélanger blancs et jaunes, puis ajoutez les trois quarts des herbes.",
      },
      {
        description:
          "Faites mousser le beurre dans la poêle, versez les œufs et remuez vivement à la fourchette en ramenant les bords vers le centre, jusqu'à ce qu'ils commencent à prendre.",
        temps: "1 min",
        temperature: "feu moyen à vif",
      },
      {
        description: "Cessez de remuer et laissez prendre le dessous, en gardant le dessus encore crémeux.",
        temps: "1 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Inclinez la poêle et roulez l'omelette sur elle-même à l'aide de la spatule, puis faites-la glisser sur l'assiette. Parsemez du reste des herbes et servez aussitôt.",
      },
    ],
    tips: [
      "Pour deux personnes, cuisez deux omelettes de trois œufs : une omelette trop épaisse ne se roule pas.",
      "Une omelette française ne doit presque pas colorer : si le beurre brunit, baissez le feu.",
    ],
    variations: [
      "Glissez une cuillerée de chèvre frais au centre avant de la rouler.",
      "Ajoutez des champignons poêlés ou quelques dés de tomate.",
    ],
  },
  {
    id: "smoothie-bowl",
    title: "Smoothie bowl banane et fruits rouges",
    description:
      "Un smoothie épais à la banane et aux framboises, à manger à la cuillère, garni de myrtilles, de graines de chia et de noix de coco. Végétal et sans gluten.",
    image: "/images/recettes/smoothie-bowl.svg",
    imageAlt:
      "Illustration : un bol rose vif vu de dessus, garni de rondelles de banane, de myrtilles, de noix de coco râpée et de graines.",
    prepMinutes: 10,
    cookMinutes: 0,
    servings: 2,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "bananes", quantite: 2, unite: "pièce" },
      { nom: "framboises surgelées", quantite: 150, unite: "g" },
      { nom: "lait d'amande", quantite: 15, unite: "cl" },
      { nom: "myrtilles", quantite: 60, unite: "g" },
      { nom: "graines de chia", quantite: 1, unite: "c. à soupe" },
      { nom: "noix de coco râpée", quantite: 1, unite: "c. à soupe" },
      { nom: "amandes effilées", quantite: 1, unite: "c. à soupe" },
    ],
    equipment: ["Blender", "Couteau", "Deux bols"],
    steps: [
      {
        description:
          "Épluchez les bananes. Coupez-en une en morceaux et l'autre en rondelles pour la garniture.",
      },
      {
        description:
          "Mixez les morceaux de banane avec les framboises surgelées et la boisson à l'amande, jusqu'à obtenir une texture épaisse et lisse. Ajoutez un peu de boisson si le blender peine.",
      },
      { description: "Versez dans les bols : le smoothie doit être assez épais pour porter la garniture." },
      {
        description:
          "Disposez en lignes les rondelles de banane, les myrtilles, les graines de chia, la noix de coco et les amandes effilées. Dégustez aussitôt.",
      },
    ],
    tips: [
      "Les fruits surgelés donnent la texture épaisse et glacée : congelez vos bananes bien mûres en rondelles.",
      "Mixez avec le moins de liquide possible ; on peut toujours en ajouter, jamais en retirer.",
    ],
    variations: [
      "Remplacez les framboises par de la mangue surgelée et garnissez de kiwi et de fruit de la passion.",
      "Ajoutez une cuillerée de beurre de cacahuète dans le blender pour plus de protéines.",
    ],
  },
  {
    id: "pain-perdu",
    title: "Pain perdu à la brioche",
    description:
      "Des tranches de brioche trempées dans un mélange de lait et d'œufs à la vanille, puis dorées au beurre. Croustillant dehors, fondant dedans.",
    image: "/images/recettes/pain-perdu.svg",
    imageAlt:
      "Illustration : des tranches de pain perdu dorées et caramélisées sur une assiette, saupoudrées de sucre et de cannelle.",
    prepMinutes: 10,
    cookMinutes: 10,
    servings: 4,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "brioche", quantite: 8, unite: "tranche" },
      { nom: "œufs", quantite: 3, unite: "pièce" },
      { nom: "lait entier", quantite: 25, unite: "cl" },
      { nom: "sucre", quantite: 40, unite: "g" },
      { nom: "sucre vanillé", quantite: 1, unite: "pièce" },
      { nom: "cannelle", quantite: 0.5, unite: "c. à café" },
      { nom: "beurre", quantite: 30, unite: "g" },
    ],
    equipment: ["Plat creux", "Fouet", "Grande poêle", "Spatule"],
    steps: [
      {
        description:
          "Fouettez dans le plat creux les œufs, le lait, 20 g de sucre, le sucre vanillé et la cannelle.",
      },
      {
        description:
          "Trempez les tranches de brioche quelques secondes de chaque côté : elles doivent s'imbiber sans se défaire.",
      },
      {
        description:
          "Faites fondre une partie du beurre dans la poêle et dorez les tranches en plusieurs fois, 2 min de chaque côté, en rajoutant du beurre entre chaque fournée.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Saupoudrez la dernière face du reste du sucre et retournez-la 30 s pour la caraméliser. Servez tiède.",
        temps: "1 min",
        temperature: "feu moyen",
      },
    ],
    tips: [
      "Une brioche ou un pain de la veille, un peu sec, absorbe mieux le mélange sans se déliter.",
      "Un feu trop vif colore le pain avant que le cœur ne soit cuit : restez à feu moyen.",
    ],
    variations: [
      "Utilisez du pain rassis : c'est la recette d'origine, qui évite de jeter le pain.",
      "Servez-le avec une compote de pommes ou des fruits rouges frais.",
    ],
  },
  {
    id: "yaourt-fruits-noix",
    title: "Yaourt grec, fruits frais et noix",
    description:
      "Un bol de yaourt grec épais, garni de fraises, de myrtilles et de noix grillées, avec un filet de miel. Riche en protéines, sans gluten et prêt en cinq minutes.",
    image: "/images/recettes/yaourt-fruits-noix.svg",
    imageAlt:
      "Illustration : un bol de yaourt blanc vu de dessus, garni de fraises coupées, de myrtilles et de cerneaux de noix, avec un filet de miel doré.",
    prepMinutes: 5,
    cookMinutes: 2,
    servings: 2,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "yaourt à la grecque", quantite: 2, unite: "pièce" },
      { nom: "fraises", quantite: 120, unite: "g" },
      { nom: "myrtilles", quantite: 60, unite: "g" },
      { nom: "cerneaux de noix", quantite: 30, unite: "g" },
      { nom: "miel", quantite: 2, unite: "c. à café" },
    ],
    equipment: ["Petite poêle", "Deux bols", "Couteau"],
    steps: [
      { description: "Lavez les fraises, équeutez-les et coupez-les en quartiers. Rincez les myrtilles." },
      {
        description: "Faites griller les noix à sec dans la poêle en remuant, puis concassez-les.",
        temps: "2 min",
        temperature: "feu moyen",
      },
      { description: "Répartissez le yaourt dans les bols et disposez les fruits par-dessus." },
      { description: "Parsemez de noix et terminez par un filet de miel." },
    ],
    tips: [
      "Griller les noix quelques minutes révèle leur goût et les rend plus croquantes.",
      "Hors saison, prenez des fruits rouges surgelés décongelés la veille au réfrigérateur.",
    ],
    variations: [
      "Remplacez le yaourt grec par du fromage blanc ou du skyr.",
      "En automne, préférez des quartiers de figue et de poire avec des noisettes.",
    ],
  },
  {
    id: "muesli-bircher",
    title: "Muesli Bircher",
    description:
      "La recette suisse du docteur Bircher-Benner : des flocons d'avoine trempés une nuit dans le lait et le yaourt, avec de la pomme râpée et des noisettes. À préparer la veille.",
    image: "/images/recettes/muesli-bircher.svg",
    imageAlt:
      "Illustration : un bocal en verre de muesli crémeux vu de trois quarts, garni de pomme râpée, de noisettes et de raisins secs.",
    prepMinutes: 10,
    cookMinutes: 0,
    servings: 4,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "flocons d'avoine", quantite: 120, unite: "g" },
      { nom: "lait", quantite: 20, unite: "cl" },
      { nom: "yaourt nature", quantite: 2, unite: "pièce" },
      { nom: "pommes", quantite: 2, unite: "pièce" },
      { nom: "jus de citron", quantite: 1, unite: "c. à soupe" },
      { nom: "noisettes", quantite: 40, unite: "g" },
      { nom: "raisins secs", quantite: 30, unite: "g" },
      { nom: "miel", quantite: 2, unite: "c. à soupe" },
    ],
    equipment: ["Saladier", "Râpe", "Film alimentaire ou bocaux"],
    steps: [
      {
        description:
          "La veille, mélangez les flocons d'avoine avec le lait, le yaourt et les raisins secs. Couvrez et laissez gonfler au réfrigérateur toute la nuit.",
        temps: "8 h",
      },
      {
        description:
          "Le matin, râpez les pommes avec leur peau et arrosez-les aussitôt de jus de citron pour qu'elles ne noircissent pas.",
      },
      { description: "Concassez grossièrement les noisettes." },
      {
        description:
          "Incorporez les pommes et le miel au muesli, puis répartissez dans des bols et parsemez de noisettes.",
      },
    ],
    tips: [
      "Le muesli se garde deux jours au réfrigérateur : préparez-le pour plusieurs matins.",
      "S'il est trop épais le matin, détendez-le avec un peu de lait.",
    ],
    variations: [
      "Remplacez le lait par une boisson à l'avoine et le yaourt par un yaourt au soja pour une version végétale.",
      "Ajoutez des fruits de saison : framboises en été, poire et cannelle en hiver.",
    ],
  },
  {
    id: "oeufs-brouilles",
    title: "Œufs brouillés crémeux à la ciboulette",
    description:
      "Des œufs brouillés à la française, cuits lentement jusqu'à une texture de crème, finis à la crème fraîche et à la ciboulette. Pauvres en glucides et sans gluten.",
    image: "/images/recettes/oeufs-brouilles.svg",
    imageAlt:
      "Illustration : une assiette d'œufs brouillés jaunes et crémeux vue de dessus, parsemée de ciboulette hachée.",
    prepMinutes: 5,
    cookMinutes: 10,
    servings: 2,
    difficulty: "Moyen",
    category: "Petit-déjeuner",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "œufs", quantite: 5, unite: "pièce" },
      { nom: "beurre", quantite: 25, unite: "g" },
      { nom: "crème fraîche", quantite: 2, unite: "c. à soupe" },
      { nom: "ciboulette", quantite: 8, unite: "brin" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Petite casserole à fond épais", "Fouet", "Spatule souple"],
    steps: [
      {
        description: "Ciselez la ciboulette. Battez les œufs avec une pincée de sel, sans les faire mousser.",
      },
      {
        description: "Faites fondre la moitié du beurre dans la casserole, puis versez les œufs.",
        temperature: "feu doux",
      },
      {
        description:
          "Remuez sans arrêt à la spatule en raclant le fond et les bords, jusqu'à ce que les œufs forment de petits grumeaux crémeux. S'ils prennent trop vite, retirez la casserole du feu quelques secondes.",
        temps: "8 min",
        temperature: "feu doux",
      },
      {
        description:
          "Hors du feu, encore un peu coulants, ajoutez le reste du beurre froid et la crème fraîche : ils arrêtent la cuisson.",
      },
      { description: "Poivrez, parsemez de ciboulette et servez aussitôt sur des assiettes chaudes." },
    ],
    tips: [
      "Le secret est la patience : à feu doux, les œufs restent onctueux au lieu de devenir secs et granuleux.",
      "Retirez les œufs du feu un peu avant qu'ils ne vous paraissent prêts : ils continuent de cuire.",
    ],
    variations: [
      "Ajoutez quelques lanières de saumon fumé au moment de servir.",
      "Remplacez la ciboulette par des copeaux de truffe ou des champignons poêlés pour un brunch de fête.",
    ],
  },
  {
    id: "tartine-chevre-figues",
    title: "Tartines de chèvre frais, figues et miel",
    description:
      "Du pain de campagne grillé, du chèvre frais, des quartiers de figue et un filet de miel parfumé au thym. Un petit-déjeuner de fin d'été, entre sucré et salé.",
    image: "/images/recettes/tartine-chevre-figues.svg",
    imageAlt:
      "Illustration : deux tartines couvertes de chèvre frais et de quartiers de figue violets, avec un filet de miel et des noix.",
    prepMinutes: 10,
    cookMinutes: 3,
    servings: 2,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "pain de campagne", quantite: 2, unite: "tranche" },
      { nom: "chèvre frais", quantite: 4, unite: "c. à soupe" },
      { nom: "figues", quantite: 3, unite: "pièce" },
      { nom: "miel", quantite: 2, unite: "c. à café" },
      { nom: "cerneaux de noix", quantite: 15, unite: "g" },
      { nom: "thym", quantite: 1, unite: "brin" },
      toTaste("poivre"),
    ],
    equipment: ["Grille-pain", "Couteau", "Petite cuillère"],
    steps: [
      { description: "Faites griller les tranches de pain.", temps: "3 min" },
      { description: "Lavez les figues, retirez le pédoncule et coupez-les en quartiers." },
      {
        description:
          "Tartinez le pain grillé de chèvre frais, puis disposez les quartiers de figue par-dessus.",
      },
      {
        description:
          "Parsemez de noix concassées et de feuilles de thym, arrosez de miel et donnez un tour de moulin à poivre.",
      },
    ],
    tips: [
      "Choisissez des figues bien mûres, souples sous le doigt : elles sont plus sucrées.",
      "Un pain aux noix ou aux céréales accompagne aussi très bien le chèvre.",
    ],
    variations: [
      "Hors saison, remplacez les figues fraîches par des figues sèches émincées ou des tranches de poire.",
      "Passez les tartines 3 min sous le gril pour faire légèrement fondre le chèvre.",
    ],
  },
  {
    id: "chia-pudding",
    title: "Chia pudding coco et mangue",
    description:
      "Des graines de chia gonflées une nuit dans le lait de coco et la boisson à l'amande, servies avec une mangue fraîche et du fruit de la passion. Végétal et sans gluten, à préparer la veille.",
    image: "/images/recettes/chia-pudding.svg",
    imageAlt:
      "Illustration : deux verrines de pudding de chia blanc moucheté vues de trois quarts, recouvertes de purée de mangue orange et de graines de fruit de la passion.",
    prepMinutes: 10,
    cookMinutes: 0,
    servings: 2,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "graines de chia", quantite: 3, unite: "c. à soupe" },
      { nom: "lait de coco", quantite: 10, unite: "cl" },
      { nom: "lait d'amande", quantite: 15, unite: "cl" },
      { nom: "sirop d'érable", quantite: 1, unite: "c. à soupe" },
      { nom: "extrait de vanille", quantite: 0.5, unite: "c. à café" },
      { nom: "mangue", quantite: 1, unite: "pièce" },
      { nom: "fruit de la passion", quantite: 1, unite: "pièce" },
      { nom: "noix de coco râpée", quantite: 1, unite: "c. à soupe" },
    ],
    equipment: ["Saladier", "Fouet", "Deux verrines ou bocaux", "Mixeur"],
    steps: [
      {
        description:
          "Fouettez le lait de coco, la boisson à l'amande, le sirop d'érable et la vanille, puis ajoutez les graines de chia en fouettant.",
      },
      {
        description:
          "Attendez 10 min et fouettez de nouveau pour défaire les grumeaux. Couvrez et laissez prendre au réfrigérateur toute la nuit, ou au moins 4 h.",
        temps: "4 h",
      },
      { description: "Le matin, épluchez la mangue, mixez la moitié de la chair et coupez l'autre en dés." },
      {
        description:
          "Répartissez le pudding dans les verrines, recouvrez de purée de mangue, puis des dés, de la pulpe du fruit de la passion et de la noix de coco râpée.",
      },
    ],
    tips: [
      "Le second coup de fouet est indispensable : sans lui, les graines s'agglutinent au fond.",
      "Le pudding se garde trois jours au réfrigérateur, sans la garniture.",
    ],
    variations: [
      "Remplacez la mangue par des fruits rouges et la noix de coco par des amandes effilées.",
      "Ajoutez une cuillerée de cacao en poudre au mélange pour un pudding au chocolat.",
    ],
  },
];
