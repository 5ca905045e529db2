import type { CatalogueRecipe } from "~/domain/catalogue/types";
import { toTaste } from "./to-taste";

/**
 * Breakfasts the meal planner draws on: recipes of Toque's own, without a wine.
 * They cover the planner's diets (recipes.test.ts checks it): all but the eggs and bacon
 * are vegetarian, and some are vegan, gluten-free or low in carbohydrates (keto).
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
      "L'omelette roulée à la française, dorée à l'extérieur et tendre au cœur, parfumée de ciboulette, de persil et de cerfeuil. Prête en dix minutes.",
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
      "Un bol de yaourt grec épais, garni de fraises, de myrtilles et de noix grillées, avec un filet de miel. Sans gluten et prêt en cinq minutes.",
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
      { nom: "pommes", quantite: 3, unite: "pièce" },
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
      "Des œufs brouillés à la française, cuits lentement jusqu'à une texture de crème, finis à la crème fraîche et à la ciboulette. Sans gluten.",
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
  {
    id: "crepes-de-froment",
    title: "Crêpes de froment",
    description:
      "Les crêpes sucrées de Bretagne, fines et dentelées sur les bords, faites d'une pâte à la farine de blé reposée et parfumée au beurre noisette.",
    image: "/images/recettes/crepes-de-froment.svg",
    imageAlt:
      "Illustration : une pile de crêpes fines et dorées pliées en quatre sur une assiette, saupoudrées de sucre, avec un quartier de citron.",
    prepMinutes: 10,
    cookMinutes: 25,
    servings: 4,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    region: "Bretagne",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "farine de froment", quantite: 250, unite: "g" },
      { nom: "sucre", quantite: 20, unite: "g" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "œufs", quantite: 3, unite: "pièce" },
      { nom: "lait entier", quantite: 50, unite: "cl" },
      { nom: "beurre demi-sel", quantite: 40, unite: "g" },
    ],
    equipment: ["Saladier", "Fouet", "Poêle à crêpes ou crêpière", "Louche", "Spatule"],
    steps: [
      {
        description:
          "Mélangez la farine, le sucre et le sel dans le saladier. Ajoutez les œufs et la moitié du lait, et fouettez du centre vers les bords jusqu'à obtenir une pâte épaisse et lisse.",
      },
      {
        description:
          "Faites fondre 30 g de beurre jusqu'à ce qu'il sente la noisette, puis versez-le dans la pâte avec le reste du lait.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description: "Couvrez le saladier et laissez reposer la pâte à crêpes à température ambiante.",
        temps: "1 h",
      },
      {
        description:
          "Graissez la poêle bien chaude d'un papier imbibé du beurre restant. Versez une petite louche de pâte en tournant la poêle pour la répartir en couche fine.",
      },
      {
        description:
          "Faites cuire chaque crêpe jusqu'à ce que les bords se soulèvent et dorent, retournez-la à la spatule et laissez cuire l'autre face.",
        temps: "20 min",
        temperature: "feu vif",
      },
      {
        description:
          "Empilez les crêpes sur une assiette couverte d'un torchon pour qu'elles restent moelleuses.",
      },
    ],
    tips: [
      "La première crêpe est souvent ratée : elle sert à régler le feu et la quantité de pâte.",
      "Si la pâte épaissit au repos, détendez-la d'un peu de lait : elle doit couler comme une crème liquide.",
    ],
    variations: [
      "Garnissez-les d'un filet de jus de citron et de sucre, de confiture ou de caramel au beurre salé.",
      "Parfumez la pâte d'une cuillerée de rhum ou d'eau de fleur d'oranger.",
    ],
  },
  {
    id: "gaufres-maison",
    title: "Gaufres maison",
    description:
      "Des gaufres croustillantes dehors et légères dedans, grâce à des blancs montés en neige incorporés à la pâte juste avant la cuisson.",
    image: "/images/recettes/gaufres-maison.svg",
    imageAlt:
      "Illustration : deux gaufres carrées et dorées à gros carreaux sur une planche en bois, saupoudrées de sucre glace, avec quelques fraises.",
    prepMinutes: 15,
    cookMinutes: 25,
    servings: 4,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "farine", quantite: 250, unite: "g" },
      { nom: "levure chimique", quantite: 1, unite: "pièce" },
      { nom: "sucre", quantite: 30, unite: "g" },
      { nom: "sucre vanillé", quantite: 1, unite: "pièce" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "œufs", quantite: 3, unite: "pièce" },
      { nom: "lait", quantite: 40, unite: "cl" },
      { nom: "beurre", quantite: 80, unite: "g" },
      { nom: "sucre glace", quantite: 1, unite: "c. à soupe" },
    ],
    equipment: ["Gaufrier", "2 saladiers", "Fouet", "Batteur électrique", "Pinceau"],
    steps: [
      {
        description:
          "Faites fondre le beurre en gardant une noix pour le gaufrier. Séparez les blancs des jaunes.",
        temps: "2 min",
        temperature: "feu doux",
      },
      {
        description:
          "Mélangez la farine, le sachet de levure, le sucre, le sucre vanillé et le sel. Ajoutez les jaunes et le lait en fouettant, puis le beurre fondu.",
      },
      {
        description:
          "Montez les blancs en neige ferme et incorporez-les délicatement à la pâte, en soulevant la masse à la spatule.",
      },
      {
        description: "Faites chauffer le gaufrier et badigeonnez ses plaques de beurre au pinceau.",
        temps: "5 min",
      },
      {
        description:
          "Versez une louche de pâte au centre, refermez et laissez cuire jusqu'à ce que la vapeur cesse de s'échapper et que la gaufre soit dorée.",
        temps: "20 min",
        temperature: "gaufrier chaud",
      },
      {
        description:
          "Posez les gaufres sur une grille plutôt que les unes sur les autres, et saupoudrez-les de sucre glace au moment de servir.",
      },
    ],
    tips: [
      "Sur une grille, les gaufres gardent leur croustillant ; empilées, elles ramollissent dans leur vapeur.",
      "N'ouvrez pas le gaufrier trop tôt : une gaufre pas assez cuite se déchire en deux.",
    ],
    variations: [
      "Servez-les avec de la chantilly et des fruits rouges, ou une pâte à tartiner aux noisettes.",
      "Remplacez 10 cl de lait par de la bière blonde pour des gaufres plus légères, à la manière du Nord.",
    ],
  },
  {
    id: "oeufs-a-la-coque-et-mouillettes",
    title: "Œufs à la coque et mouillettes",
    description:
      "Des œufs plongés juste le temps que le blanc prenne et que le jaune reste liquide, avec des bâtonnets de pain grillé beurrés à tremper dedans.",
    image: "/images/recettes/oeufs-a-la-coque-et-mouillettes.svg",
    imageAlt:
      "Illustration : deux œufs dans des coquetiers rouges, décalottés sur un jaune orangé, entourés de mouillettes de pain grillé alignées sur une assiette.",
    prepMinutes: 5,
    cookMinutes: 5,
    servings: 2,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "pain de campagne", quantite: 3, unite: "tranche" },
      { nom: "beurre demi-sel", quantite: 15, unite: "g" },
      toTaste("fleur de sel"),
      toTaste("poivre"),
    ],
    equipment: ["Petite casserole", "Écumoire", "Grille-pain", "4 coquetiers"],
    steps: [
      {
        description:
          "Sortez les œufs du réfrigérateur un quart d'heure avant et portez une casserole d'eau à ébullition.",
        temps: "5 min",
        temperature: "feu vif",
      },
      {
        description:
          "Déposez les œufs dans l'eau bouillante à l'aide de l'écumoire et comptez 3 min précises à la reprise de l'ébullition.",
        temps: "3 min",
        temperature: "ébullition",
      },
      {
        description:
          "Pendant ce temps, faites griller le pain, beurrez-le et coupez-le en bâtonnets d'un doigt de large.",
        temps: "3 min",
      },
      {
        description:
          "Posez les œufs dans les coquetiers, décalottez-les d'un coup sec de couteau, salez et poivrez, et servez aussitôt avec les mouillettes.",
      },
    ],
    tips: [
      "Un œuf extra-frais, pondu depuis moins de neuf jours, est indispensable pour un jaune que l'on mange presque cru.",
      "Pour de gros œufs, comptez 30 secondes de plus.",
    ],
    variations: [
      "Remplacez le pain par des asperges vertes cuites à la vapeur, en saison.",
      "Trempez des mouillettes de pain grillé frottées d'ail et garnies d'une lamelle de comté.",
    ],
  },
  {
    id: "oeufs-au-plat-et-bacon",
    title: "Œufs au plat et bacon",
    description:
      "Des tranches de bacon grillées jusqu'à être croustillantes, puis des œufs cuits dans la même poêle, blanc net et jaune brillant, avec des tomates cerises poêlées.",
    image: "/images/recettes/oeufs-au-plat-et-bacon.svg",
    imageAlt:
      "Illustration : une poêle noire vue de dessus avec deux œufs au plat, des tranches de bacon ondulées et quelques tomates cerises rouges.",
    prepMinutes: 5,
    cookMinutes: 10,
    servings: 2,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "bacon", quantite: 6, unite: "tranche" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "tomates cerises", quantite: 8, unite: "pièce" },
      { nom: "huile d'olive", quantite: 1, unite: "c. à café" },
      { nom: "ciboulette", quantite: 4, unite: "brin" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande poêle", "Spatule", "Papier absorbant"],
    steps: [
      {
        description:
          "Posez les tranches de bacon à plat dans la poêle froide, puis allumez le feu : la graisse fond doucement et le bacon devient croustillant. Retournez-le une fois.",
        temps: "4 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Égouttez le bacon sur du papier absorbant. Faites sauter les tomates cerises entières dans la graisse restante.",
        temps: "2 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez l'huile d'olive, cassez les œufs un à un dans la poêle et laissez cuire jusqu'à ce que le blanc soit pris et le jaune encore coulant.",
        temps: "4 min",
        temperature: "feu doux",
      },
      {
        description:
          "Salez le blanc seulement, poivrez, parsemez de ciboulette ciselée et servez avec le bacon et les tomates.",
      },
    ],
    tips: [
      "Salez le blanc et non le jaune : le sel y laisse de petites taches blanches.",
      "Couvrez la poêle 30 secondes en fin de cuisson si vous aimez le jaune voilé.",
    ],
    variations: [
      "Remplacez le bacon par de fines tranches de poitrine fumée ou de jambon cru.",
      "Ajoutez quelques champignons de Paris émincés poêlés dans la graisse du bacon.",
    ],
  },
  {
    id: "tofu-brouille-aux-legumes",
    title: "Tofu brouillé aux légumes",
    description:
      "Du tofu ferme émietté et doré à la poêle avec poivron, champignons et épinards, coloré au curcuma : l'équivalent végétal des œufs brouillés.",
    image: "/images/recettes/tofu-brouille-aux-legumes.svg",
    imageAlt:
      "Illustration : une poêle de tofu émietté jaune d'or vue de dessus, mêlé de dés de poivron rouge, de lamelles de champignon et de feuilles d'épinard.",
    prepMinutes: 10,
    cookMinutes: 10,
    servings: 2,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "tofu ferme", quantite: 200, unite: "g" },
      { nom: "huile d'olive", quantite: 1, unite: "c. à soupe" },
      { nom: "oignon nouveau", quantite: 2, unite: "pièce" },
      { nom: "poivron rouge", quantite: 0.5, unite: "pièce" },
      { nom: "champignons de Paris", quantite: 100, unite: "g" },
      { nom: "jeunes pousses d'épinards", quantite: 50, unite: "g" },
      { nom: "curcuma", quantite: 0.5, unite: "c. à café" },
      { nom: "paprika", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Poêle", "Spatule en bois", "Planche à découper"],
    steps: [
      {
        description:
          "Égouttez le tofu, pressez-le entre deux feuilles de papier absorbant, puis émiettez-le à la fourchette en morceaux irréguliers.",
      },
      {
        description:
          "Émincez les oignons nouveaux, coupez le poivron en petits dés et les champignons en lamelles.",
      },
      {
        description:
          "Faites revenir les oignons, le poivron et les champignons dans l'huile d'olive jusqu'à ce que les champignons aient rendu leur eau.",
        temps: "4 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez le tofu, le curcuma et le paprika, et faites sauter en remuant jusqu'à ce que le tofu soit chaud et légèrement doré.",
        temps: "4 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Incorporez les épinards hors du feu, laissez-les tomber une minute dans la chaleur de la poêle, salez, poivrez et servez.",
      },
    ],
    tips: [
      "Le tofu n'a presque pas de goût : c'est l'assaisonnement qui fait tout, n'hésitez pas sur le poivre.",
      "Une pointe de sel noir de l'Himalaya, soufré, lui donne un goût d'œuf étonnant.",
    ],
    variations: [
      "Ajoutez une tomate en dés et une poignée de coriandre fraîche à la fin.",
      "Servez-le sur une tranche de pain de campagne grillée pour un petit-déjeuner plus copieux.",
    ],
  },
  {
    id: "fromage-blanc-aux-fruits-rouges",
    title: "Fromage blanc aux fruits rouges",
    description:
      "Un fromage blanc battu jusqu'à être mousseux, couvert de framboises, de myrtilles et de groseilles, avec un filet de miel et des noix concassées.",
    image: "/images/recettes/fromage-blanc-aux-fruits-rouges.svg",
    imageAlt:
      "Illustration : une coupe en verre de fromage blanc vue de dessus, couverte de framboises, de myrtilles bleues et de grappes de groseilles rouges.",
    prepMinutes: 5,
    cookMinutes: 0,
    servings: 2,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "fromage blanc", quantite: 300, unite: "g" },
      { nom: "framboises", quantite: 100, unite: "g" },
      { nom: "myrtilles", quantite: 60, unite: "g" },
      { nom: "groseilles", quantite: 40, unite: "g" },
      { nom: "miel", quantite: 2, unite: "c. à café" },
      { nom: "cerneaux de noix", quantite: 20, unite: "g" },
    ],
    equipment: ["Saladier", "Fouet", "2 coupes"],
    steps: [
      { description: "Fouettez le fromage blanc quelques secondes pour le rendre lisse et aérien." },
      {
        description:
          "Rincez rapidement les myrtilles et les groseilles, égrappez ces dernières à la fourchette ; les framboises ne se lavent pas.",
      },
      {
        description:
          "Répartissez le fromage blanc battu dans les coupes et couvrez-le des trois fruits rouges.",
      },
      { description: "Arrosez de miel et parsemez de noix grossièrement concassées juste avant de servir." },
    ],
    tips: [
      "Choisissez un fromage blanc à 3 % de matière grasse au moins : il est plus onctueux et rassasie davantage.",
      "Hors saison, des fruits rouges surgelés décongelés une nuit au réfrigérateur font très bien l'affaire.",
    ],
    variations: [
      "Remplacez le miel par un coulis de framboises mixées avec un peu de sucre.",
      "Ajoutez deux cuillerées de granola pour le croquant.",
    ],
  },
  {
    id: "salade-de-fruits-a-la-menthe",
    title: "Salade de fruits frais à la menthe",
    description:
      "Melon, pêches, abricots et framboises de l'été coupés au dernier moment, liés d'un filet de citron et de sirop d'érable et parfumés de menthe fraîche.",
    image: "/images/recettes/salade-de-fruits-a-la-menthe.svg",
    imageAlt:
      "Illustration : un grand saladier en verre de fruits colorés vu de dessus, billes de melon orange, quartiers de pêche, framboises et feuilles de menthe.",
    prepMinutes: 20,
    cookMinutes: 0,
    servings: 4,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "melon", quantite: 1, unite: "pièce" },
      { nom: "pêches", quantite: 3, unite: "pièce" },
      { nom: "abricots", quantite: 6, unite: "pièce" },
      { nom: "framboises", quantite: 250, unite: "g" },
      { nom: "jus de citron", quantite: 2, unite: "c. à soupe" },
      { nom: "sirop d'érable", quantite: 2, unite: "c. à soupe" },
      { nom: "menthe", quantite: 12, unite: "pièce" },
    ],
    equipment: ["Grand saladier", "Cuillère parisienne", "Couteau d'office"],
    steps: [
      {
        description:
          "Coupez le melon en deux, retirez les graines et prélevez la chair en billes à la cuillère parisienne.",
      },
      { description: "Dénoyautez les pêches et les abricots et coupez-les en quartiers sans les peler." },
      {
        description:
          "Mélangez le jus de citron et le sirop d'érable dans le saladier, ajoutez les fruits coupés et remuez délicatement.",
      },
      {
        description:
          "Ciselez la menthe, ajoutez-la avec les framboises, et laissez reposer au frais avant de servir.",
        temps: "15 min",
      },
    ],
    tips: [
      "Le jus de citron empêche les fruits de noircir et réveille leur goût sans qu'on le sente.",
      "Ajoutez les framboises en dernier, sans remuer : elles s'écrasent au moindre choc.",
    ],
    variations: [
      "En hiver, prenez des clémentines, un kiwi, une poire et quelques grains de grenade.",
      "Remplacez la menthe par du basilic ciselé, qui va très bien avec le melon et la pêche.",
    ],
  },
  {
    id: "smoothie-banane-epinards",
    title: "Smoothie banane et épinards",
    description:
      "Un smoothie vert onctueux où la banane bien mûre adoucit les jeunes pousses d'épinard, lié au beurre de cacahuète et à la boisson d'amande.",
    image: "/images/recettes/smoothie-banane-epinards.svg",
    imageAlt:
      "Illustration : deux grands verres de smoothie vert pâle avec une paille, à côté d'une banane jaune et de quelques feuilles d'épinard.",
    prepMinutes: 5,
    cookMinutes: 0,
    servings: 2,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "bananes", quantite: 3, unite: "pièce" },
      { nom: "jeunes pousses d'épinards", quantite: 60, unite: "g" },
      { nom: "lait d'amande", quantite: 20, unite: "cl" },
      { nom: "beurre de cacahuète", quantite: 1, unite: "c. à soupe" },
      { nom: "jus de citron", quantite: 1, unite: "c. à café" },
      { nom: "graines de chia", quantite: 1, unite: "c. à café" },
    ],
    equipment: ["Blender", "2 grands verres"],
    steps: [
      { description: "Épluchez les bananes et coupez-les en tronçons ; rincez et essorez les épinards." },
      {
        description:
          "Versez d'abord la boisson d'amande dans le bol du blender, puis les épinards, les bananes, le beurre de cacahuète et le jus de citron.",
      },
      {
        description:
          "Mixez à pleine puissance jusqu'à ce qu'il ne reste plus aucun fragment de feuille et que le smoothie soit parfaitement lisse.",
        temps: "1 min",
      },
      {
        description:
          "Versez le smoothie vert dans les verres, parsemez de graines de chia et buvez-le aussitôt.",
      },
    ],
    tips: [
      "Congelez des tronçons de banane mûre à l'avance : le smoothie sera frais et plus épais, sans glaçons.",
      "Les liquides au fond du blender aident les lames à entraîner les feuilles.",
    ],
    variations: [
      "Remplacez les épinards par du chou kale sans ses côtes, et le beurre de cacahuète par de la purée d'amande.",
      "Ajoutez une demi-mangue pour un smoothie plus tropical.",
    ],
  },
  {
    id: "muffins-aux-myrtilles",
    title: "Muffins aux myrtilles",
    description:
      "Des muffins bombés et moelleux, à la pâte au yaourt à peine mélangée, généreusement piqués de myrtilles qui éclatent à la cuisson.",
    image: "/images/recettes/muffins-aux-myrtilles.svg",
    imageAlt:
      "Illustration : trois muffins dorés et bombés dans des caissettes en papier rayé, parsemés de myrtilles bleu foncé, vus de face.",
    prepMinutes: 15,
    cookMinutes: 22,
    servings: 6,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "farine", quantite: 250, unite: "g" },
      { nom: "sucre", quantite: 120, unite: "g" },
      { nom: "levure chimique", quantite: 1, unite: "pièce" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "œufs", quantite: 2, unite: "pièce" },
      { nom: "yaourt nature", quantite: 1, unite: "pièce" },
      { nom: "lait", quantite: 10, unite: "cl" },
      { nom: "beurre", quantite: 90, unite: "g" },
      { nom: "myrtilles", quantite: 150, unite: "g" },
    ],
    equipment: ["Moule à 12 muffins", "12 caissettes en papier", "2 saladiers", "Fouet", "Cuillère à glace"],
    steps: [
      {
        description:
          "Préchauffez le four à 200 °C et garnissez le moule de caissettes. Faites fondre le beurre.",
        temps: "2 min",
        temperature: "200 °C",
      },
      {
        description:
          "Dans un saladier, mélangez la farine, le sucre, le sachet de levure et le sel, et prélevez-en une cuillerée pour y rouler les myrtilles.",
      },
      {
        description: "Dans l'autre, fouettez les œufs avec le yaourt, le lait et le beurre fondu tiédi.",
      },
      {
        description:
          "Versez le liquide sur les ingrédients secs et mélangez en quelques tours de spatule seulement, puis ajoutez les myrtilles farinées.",
      },
      {
        description:
          "Remplissez les caissettes aux trois quarts et enfournez 5 min à 200 °C, puis baissez à 180 °C jusqu'à ce qu'une pique en ressorte sèche.",
        temps: "22 min",
        temperature: "200 °C puis 180 °C",
      },
      { description: "Laissez tiédir les muffins 5 min dans le moule, puis posez-les sur une grille." },
    ],
    tips: [
      "Une pâte trop travaillée donne des muffins plats et caoutchouteux : quelques traces de farine doivent rester.",
      "Roulées dans la farine, les myrtilles ne tombent pas toutes au fond.",
      "Ils se congèlent très bien : 20 secondes au four à micro-ondes les réchauffent le matin.",
    ],
    variations: [
      "Remplacez les myrtilles par des framboises, ou des pépites de chocolat et une banane écrasée.",
      "Parsemez-les avant cuisson d'un crumble de sucre roux, de farine et de beurre.",
    ],
  },
  {
    id: "tartine-ricotta-miel",
    title: "Tartine de pain complet, ricotta et miel",
    description:
      "Du pain complet grillé couvert de ricotta fraîche, de fines lamelles de poire, de noix et d'un filet de miel, relevé d'un tour de poivre.",
    image: "/images/recettes/tartine-ricotta-miel.svg",
    imageAlt:
      "Illustration : deux tartines de pain complet brun sur une planche en bois, couvertes de ricotta blanche, de lamelles de poire et de cerneaux de noix, avec un filet de miel doré.",
    prepMinutes: 10,
    cookMinutes: 3,
    servings: 2,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "pain complet", quantite: 4, unite: "tranche" },
      { nom: "ricotta", quantite: 150, unite: "g" },
      { nom: "poire", quantite: 1, unite: "pièce" },
      { nom: "miel", quantite: 2, unite: "c. à soupe" },
      { nom: "cerneaux de noix", quantite: 20, unite: "g" },
      toTaste("poivre"),
    ],
    equipment: ["Grille-pain", "Couteau d'office", "Planche en bois"],
    steps: [
      {
        description:
          "Faites griller les tranches de pain complet jusqu'à ce qu'elles soient croustillantes au bord.",
        temps: "3 min",
      },
      { description: "Coupez la poire en quatre, retirez le cœur et émincez-la en lamelles fines." },
      {
        description:
          "Étalez une couche généreuse de ricotta sur le pain chaud et disposez les lamelles de poire en éventail.",
      },
      {
        description:
          "Parsemez de noix concassées, arrosez d'un filet de miel et terminez par un tour de moulin à poivre.",
      },
    ],
    tips: [
      "Si la ricotta est liquide, égouttez-la quelques minutes dans une passoire fine avant de tartiner.",
      "Un miel de châtaignier, un peu amer, tient tête au pain complet ; un miel d'acacia reste plus discret.",
    ],
    variations: [
      "Remplacez la poire par des figues fraîches en été ou des quartiers de pêche.",
      "Ajoutez quelques feuilles de thym frais ou un zeste de citron sur la ricotta.",
    ],
  },
  {
    id: "porridge-de-sarrasin",
    title: "Porridge de sarrasin",
    description:
      "Des grains de sarrasin décortiqués cuits dans une boisson à l'amande jusqu'à devenir crémeux, sans gluten, garnis de poire, de noisettes et de cardamome.",
    image: "/images/recettes/porridge-de-sarrasin.svg",
    imageAlt:
      "Illustration : un bol gris-vert de porridge de sarrasin brun clair vu de dessus, garni de lamelles de poire, de noisettes et d'un filet de sirop.",
    prepMinutes: 5,
    cookMinutes: 15,
    servings: 2,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "graines de sarrasin", quantite: 80, unite: "g" },
      { nom: "lait d'amande", quantite: 40, unite: "cl" },
      { nom: "eau", quantite: 10, unite: "cl" },
      { nom: "cardamome", quantite: 1, unite: "pincée" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "poire", quantite: 1, unite: "pièce" },
      { nom: "noisettes", quantite: 20, unite: "g" },
      { nom: "sirop d'érable", quantite: 1, unite: "c. à soupe" },
    ],
    equipment: ["Passoire fine", "Casserole", "Cuillère en bois", "Mixeur plongeant"],
    steps: [
      {
        description:
          "Rincez les grains de sarrasin sous l'eau froide dans une passoire fine jusqu'à ce que l'eau devienne claire.",
      },
      {
        description:
          "Mettez-les dans la casserole avec la boisson à l'amande, l'eau, la cardamome et le sel, puis portez à frémissement.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Laissez cuire à couvert en remuant de temps en temps, jusqu'à ce que les grains soient tendres et aient absorbé presque tout le liquide.",
        temps: "12 min",
        temperature: "feu doux",
      },
      {
        description:
          "Donnez quelques impulsions de mixeur plongeant pour rendre le porridge crémeux tout en gardant des grains entiers.",
      },
      {
        description:
          "Servez dans les bols, garni de lamelles de poire, de noisettes concassées et d'un filet de sirop d'érable.",
      },
    ],
    tips: [
      "Achetez du sarrasin décortiqué cru, vert pâle : le kasha, déjà torréfié, a un goût beaucoup plus fort.",
      "Le sarrasin ne contient pas de gluten, contrairement à l'avoine vendue en France, rarement certifiée.",
    ],
    variations: [
      "Faites tremper le sarrasin la veille dans la boisson d'amande : la cuisson ne prend plus que 5 min.",
      "Remplacez la poire par une pomme râpée et la cardamome par de la cannelle.",
    ],
  },
  {
    id: "oeufs-cocotte-aux-epinards",
    title: "Œufs cocotte aux épinards",
    description:
      "Un œuf cuit au bain-marie dans un ramequin, sur un lit d'épinards fondus à l'ail et de crème épaisse, le jaune encore coulant sous une pointe de parmesan.",
    image: "/images/recettes/oeufs-cocotte-aux-epinards.svg",
    imageAlt:
      "Illustration : quatre ramequins blancs vus de dessus, chacun avec un jaune d'œuf orange entouré de blanc, de crème et d'épinards vert foncé.",
    prepMinutes: 10,
    cookMinutes: 15,
    servings: 4,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "épinards", quantite: 250, unite: "g" },
      { nom: "beurre", quantite: 15, unite: "g" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      { nom: "crème fraîche épaisse", quantite: 4, unite: "c. à soupe" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "parmesan", quantite: 20, unite: "g" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["4 ramequins", "Plat à four pour le bain-marie", "Poêle"],
    steps: [
      {
        description: "Préchauffez le four à 180 °C et portez de l'eau à frémissement pour le bain-marie.",
        temps: "5 min",
        temperature: "180 °C",
      },
      {
        description:
          "Faites tomber les épinards avec le beurre et l'ail écrasé dans la poêle jusqu'à ce qu'ils aient rendu leur eau. Salez, poivrez, ajoutez la muscade.",
        temps: "4 min",
        temperature: "feu vif",
      },
      {
        description:
          "Répartissez les épinards dans les ramequins, creusez un nid au centre, déposez une cuillerée de crème et cassez un œuf par-dessus.",
      },
      {
        description:
          "Parsemez de parmesan râpé, posez les ramequins dans le plat et versez l'eau chaude jusqu'à mi-hauteur.",
      },
      {
        description: "Enfournez jusqu'à ce que le blanc soit pris et que le jaune tremble encore.",
        temps: "10 min",
        temperature: "180 °C",
      },
    ],
    tips: [
      "Sortez les ramequins un peu avant la fin : la chaleur de la céramique continue de cuire l'œuf.",
      "Pressez bien les épinards cuits dans vos mains pour qu'ils ne rendent pas d'eau dans le ramequin.",
    ],
    variations: [
      "Remplacez les épinards par des champignons poêlés ou des dés de saumon fumé.",
      "Servez-les avec des mouillettes de pain grillé si vous ne suivez pas un régime pauvre en glucides.",
    ],
  },
  {
    id: "cake-a-la-banane",
    title: "Cake à la banane",
    description:
      "Un cake moelleux fait de bananes très mûres écrasées, de sucre roux et de noix, qui se tranche au petit-déjeuner et se garde plusieurs jours.",
    image: "/images/recettes/cake-a-la-banane.svg",
    imageAlt:
      "Illustration : un cake rectangulaire brun doré vu de trois quarts, fendu sur le dessus et décoré d'une demi-banane, avec deux tranches coupées devant.",
    prepMinutes: 15,
    cookMinutes: 50,
    servings: 8,
    difficulty: "Facile",
    category: "Petit-déjeuner",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "bananes", quantite: 3, unite: "pièce" },
      { nom: "farine", quantite: 200, unite: "g" },
      { nom: "sucre roux", quantite: 100, unite: "g" },
      { nom: "œufs", quantite: 2, unite: "pièce" },
      { nom: "beurre", quantite: 80, unite: "g" },
      { nom: "levure chimique", quantite: 1, unite: "c. à café" },
      { nom: "bicarbonate", quantite: 0.5, unite: "c. à café" },
      { nom: "cannelle", quantite: 1, unite: "c. à café" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "cerneaux de noix", quantite: 50, unite: "g" },
    ],
    equipment: ["Moule à cake de 25 cm", "Saladier", "Fourchette", "Fouet"],
    steps: [
      {
        description: "Préchauffez le four à 180 °C, beurrez le moule et faites fondre le beurre restant.",
        temps: "2 min",
        temperature: "180 °C",
      },
      {
        description:
          "Écrasez les bananes à la fourchette en purée grossière, puis fouettez-les avec le sucre roux, les œufs et le beurre fondu.",
      },
      {
        description:
          "Ajoutez la farine, la levure, le bicarbonate, la cannelle et le sel, mélangez juste assez pour les incorporer, puis ajoutez les noix concassées.",
      },
      {
        description:
          "Versez dans le moule et enfournez jusqu'à ce qu'une pique plantée au centre ressorte sèche. Couvrez d'aluminium à mi-cuisson si le dessus brunit trop.",
        temps: "50 min",
        temperature: "180 °C",
      },
      {
        description:
          "Laissez tiédir 10 min dans le moule, puis démoulez et laissez refroidir sur une grille.",
      },
    ],
    tips: [
      "Plus les bananes sont tachées de noir, plus le cake est sucré et parfumé.",
      "Bien emballé, il se garde quatre jours et devient même plus moelleux le lendemain.",
    ],
    variations: [
      "Remplacez les noix par des pépites de chocolat noir.",
      "Pour une version végétale, remplacez les œufs par deux cuillerées de graines de lin moulues et le beurre par de l'huile de coco.",
    ],
  },
];
