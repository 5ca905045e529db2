import type { CatalogueRecipe } from "~/domain/catalogue/types";
import { toTaste } from "./to-taste";

/**
 * The everyday savoury dishes a French family cooks on a weekday and expects to find on a recipe
 * site (issue 29, decision 0041): pasta bakes, purée, soups, quiches, weeknight meat and fish,
 * salads of the « traiteur » counter. Times in the header are the sums of the timed steps.
 */
export const familyClassicRecipes: readonly CatalogueRecipe[] = [
  {
    id: "lasagnes-a-la-bolognaise",
    title: "Lasagnes à la bolognaise",
    description:
      "Des couches de pâtes, de sauce bolognaise mijotée au vin rouge et de béchamel à la muscade, gratinées au parmesan : le plat familial qui se prépare la veille et se réchauffe encore mieux.",
    image: "/images/recettes/lasagnes-a-la-bolognaise.svg",
    imageAlt:
      "Illustration : un plat à four rectangulaire de lasagnes gratinées, une part coupée laissant voir les couches de sauce rouge et de béchamel.",
    prepMinutes: 30,
    cookMinutes: 101,
    servings: 6,
    difficulty: "Moyen",
    category: "Plats",
    cuisine: "italienne",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "bœuf haché", quantite: 500, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "carotte", quantite: 1, unite: "pièce" },
      { nom: "céleri branche", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "tomates concassées", quantite: 800, unite: "g" },
      { nom: "concentré de tomate", quantite: 2, unite: "c. à soupe" },
      { nom: "vin rouge", quantite: 10, unite: "cl" },
      { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
      { nom: "origan", quantite: 1, unite: "c. à café" },
      { nom: "feuilles de lasagne", quantite: 250, unite: "g" },
      { nom: "beurre", quantite: 50, unite: "g" },
      { nom: "farine", quantite: 50, unite: "g" },
      { nom: "lait", quantite: 70, unite: "cl" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      { nom: "parmesan", quantite: 80, unite: "g" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Cocotte", "Casserole", "Fouet", "Plat à four d'environ 30 × 20 cm"],
    steps: [
      {
        description:
          "Pelez l'oignon, la carotte et l'ail, effilez le céleri, puis hachez le tout très finement : c'est le soffritto qui donne son fond à la sauce.",
      },
      {
        description:
          "Chauffez l'huile dans la cocotte et faites revenir le hachis de légumes en remuant, jusqu'à ce qu'il soit tendre et translucide.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez le bœuf haché et faites-le dorer en l'émiettant à la cuillère en bois, jusqu'à ce qu'il ne reste plus de rose.",
        temps: "5 min",
        temperature: "feu vif",
      },
      {
        description:
          "Versez le vin rouge, laissez-le s'évaporer, puis ajoutez les tomates, le concentré, l'origan, le sel et le poivre. Couvrez à moitié et laissez mijoter en remuant de temps en temps : la sauce doit être épaisse.",
        temps: "45 min",
        temperature: "feu doux",
      },
      {
        description:
          "Pour la béchamel, faites fondre le beurre, ajoutez la farine et remuez 1 min, puis versez le lait en fouettant et laissez épaissir. Salez, poivrez et râpez la muscade.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Préchauffez le four. Étalez un peu de sauce au fond du plat, puis alternez feuilles de lasagne, bolognaise, béchamel et parmesan en trois étages. Finissez par la béchamel et le reste du parmesan.",
        temperature: "180 °C",
      },
      {
        description:
          "Enfournez jusqu'à ce que le dessus soit doré et que la pointe d'un couteau traverse les pâtes sans résistance. Laissez reposer quelques minutes hors du four avant de couper les parts.",
        temps: "35 min",
        temperature: "180 °C",
      },
    ],
    tips: [
      "Une bolognaise se juge à son épaisseur : trop liquide, elle détrempe les pâtes et les parts s'effondrent.",
      "Les feuilles sèches sans précuisson cuisent dans la sauce : veillez à ce qu'elles soient entièrement couvertes.",
      "Préparées la veille et réchauffées 30 min à 160 °C, les lasagnes se coupent plus proprement.",
    ],
    variations: [
      "Mélangez moitié bœuf, moitié chair à saucisse pour une sauce plus fondante.",
      "Glissez une couche d'épinards ou de courgettes grillées entre deux étages.",
    ],
    wine: {
      wine: "Côtes-du-Rhône",
      type: "Vin rouge",
      region: "Vallée du Rhône",
      why: "Un grenache-syrah fruité et souple tient tête à la tomate et à la viande sans écraser la douceur de la béchamel.",
    },
  },
  {
    id: "spaghetti-bolognaise",
    title: "Spaghetti bolognaise",
    description:
      "La version du mardi soir : un ragù de bœuf et de tomates mijoté une demi-heure, enroulé dans des spaghetti al dente et couvert de parmesan râpé.",
    image: "/images/recettes/spaghetti-bolognaise.svg",
    imageAlt:
      "Illustration : une assiette de spaghetti nappés d'une sauce à la viande rouge, parsemés de parmesan et d'une feuille de basilic.",
    prepMinutes: 10,
    cookMinutes: 50,
    servings: 4,
    difficulty: "Facile",
    category: "Plats",
    cuisine: "italienne",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "spaghetti", quantite: 400, unite: "g" },
      { nom: "bœuf haché", quantite: 400, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "carotte", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      { nom: "tomates pelées", quantite: 400, unite: "g" },
      { nom: "concentré de tomate", quantite: 1, unite: "c. à soupe" },
      { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      { nom: "parmesan", quantite: 40, unite: "g" },
      { nom: "basilic", quantite: 6, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Sauteuse", "Grande casserole", "Passoire", "Râpe"],
    steps: [
      {
        description:
          "Hachez l'oignon et l'ail, râpez la carotte. Dans la sauteuse, faites revenir le tout dans l'huile d'olive jusqu'à ce que l'oignon s'attendrisse.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Montez le feu, ajoutez la viande et laissez-la colorer sans trop y toucher avant de l'émietter : les sucs qui attachent au fond font le goût de la sauce.",
        temps: "5 min",
        temperature: "feu vif",
      },
      {
        description:
          "Écrasez les tomates pelées à la main dans la sauteuse, ajoutez le concentré, le thym et le laurier, salez et poivrez. Laissez mijoter à petits bouillons, à demi couvert.",
        temps: "30 min",
        temperature: "feu doux",
      },
      {
        description:
          "Portez une grande casserole d'eau salée à ébullition et faites cuire les spaghetti en remuant les premières minutes. Gardez une louche d'eau de cuisson avant de les égoutter.",
        temps: "10 min",
        temperature: "ébullition",
      },
      {
        description:
          "Retirez le thym et le laurier, versez les pâtes dans la sauce avec un peu d'eau de cuisson et mélangez sur le feu éteint. Servez avec le parmesan râpé et le basilic déchiré.",
      },
    ],
    tips: [
      "Ne rincez jamais les pâtes : l'amidon qui les enrobe aide la sauce à s'y accrocher.",
      "Faites une double dose de sauce : elle se congèle trois mois et devient un dîner en dix minutes.",
    ],
    variations: [
      "Remplacez le bœuf par des lentilles vertes cuites pour une bolognaise végétarienne.",
      "Servez la sauce sur des tagliatelle fraîches, comme à Bologne.",
    ],
    wine: {
      wine: "Corbières",
      type: "Vin rouge",
      region: "Languedoc",
      why: "Ce rouge gourmand aux notes de garrigue accompagne la tomate mijotée et le parmesan avec une belle franchise, à petit prix.",
    },
  },
  {
    id: "gratin-de-coquillettes-au-jambon",
    title: "Gratin de coquillettes au jambon",
    description:
      "Les coquillettes de l'enfance mêlées à des dés de jambon et à une béchamel légère, couvertes d'emmental et gratinées jusqu'à former une croûte qui croustille.",
    image: "/images/recettes/gratin-de-coquillettes-au-jambon.svg",
    imageAlt:
      "Illustration : un plat à gratin ovale rempli de petites pâtes en coquille, de dés de jambon rose et d'une croûte de fromage dorée.",
    prepMinutes: 15,
    cookMinutes: 33,
    servings: 4,
    difficulty: "Facile",
    category: "Plats",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "coquillettes", quantite: 300, unite: "g" },
      { nom: "jambon blanc", quantite: 4, unite: "tranche" },
      { nom: "beurre", quantite: 30, unite: "g" },
      { nom: "farine", quantite: 30, unite: "g" },
      { nom: "lait", quantite: 50, unite: "cl" },
      { nom: "emmental râpé", quantite: 120, unite: "g" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande casserole", "Petite casserole", "Fouet", "Plat à gratin"],
    steps: [
      {
        description:
          "Faites cuire les coquillettes dans une grande casserole d'eau bouillante salée, 2 min de moins que le temps du paquet : elles finiront de gonfler dans la béchamel. Égouttez-les.",
        temps: "7 min",
        temperature: "ébullition",
      },
      {
        description:
          "Faites fondre le beurre dans la petite casserole, ajoutez la farine, remuez 1 min, puis versez le lait froid en fouettant. Laissez épaissir, salez, poivrez et ajoutez la muscade.",
        temps: "6 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Préchauffez le four. Coupez le jambon en petits carrés et mélangez-le aux coquillettes, à la béchamel et à la moitié de l'emmental.",
        temperature: "200 °C",
      },
      {
        description:
          "Versez dans le plat beurré, couvrez du reste de fromage et enfournez jusqu'à ce que le dessus soit bien doré et bouillonnant.",
        temps: "20 min",
        temperature: "200 °C",
      },
    ],
    tips: [
      "La béchamel doit rester coulante : les pâtes en boivent une partie au four.",
      "Un passage de 2 min sous le gril à la fin donne la croûte que tout le monde se dispute.",
    ],
    variations: [
      "Ajoutez des champignons de Paris poêlés ou des petits pois avec le jambon.",
      "Remplacez l'emmental par du comté, ou par un reste de raclette coupé en dés.",
    ],
    wine: {
      wine: "Bourgogne aligoté",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Sa vivacité citronnée coupe la richesse de la béchamel et du fromage, et il reste léger pour un dîner de semaine.",
    },
  },
  {
    id: "puree-de-pommes-de-terre-maison",
    title: "Purée de pommes de terre maison",
    description:
      "La vraie purée, écrasée au presse-purée, montée au beurre froid puis détendue au lait chaud : lisse, légère, et bien meilleure que celle en flocons.",
    image: "/images/recettes/puree-de-pommes-de-terre-maison.svg",
    imageAlt:
      "Illustration : un bol de purée crémeuse vue de dessus, creusée de sillons, avec une noisette de beurre qui fond au centre.",
    prepMinutes: 15,
    cookMinutes: 24,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "pommes de terre", quantite: 1, unite: "kg" },
      { nom: "lait entier", quantite: 25, unite: "cl" },
      { nom: "beurre", quantite: 80, unite: "g" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      { nom: "gros sel", quantite: 1, unite: "c. à soupe" },
      toTaste("poivre"),
    ],
    equipment: ["Grande casserole", "Petite casserole", "Presse-purée ou moulin à légumes", "Passoire"],
    steps: [
      {
        description:
          "Épluchez les pommes de terre, coupez-les en gros morceaux égaux et mettez-les dans la casserole d'eau froide avec le gros sel.",
      },
      {
        description:
          "Portez à ébullition, puis laissez cuire à petits frémissements jusqu'à ce qu'une lame de couteau s'y enfonce sans aucune résistance.",
        temps: "20 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Égouttez-les, remettez-les dans la casserole vide et faites-les sécher en secouant, pour chasser l'eau qui rendrait la purée collante.",
        temps: "2 min",
        temperature: "feu doux",
      },
      {
        description:
          "Chauffez le lait sans le faire bouillir. Passez les pommes de terre encore brûlantes au presse-purée, jamais au mixeur.",
        temps: "2 min",
      },
      {
        description:
          "Incorporez le beurre froid en dés à la spatule, puis le lait chaud petit à petit, jusqu'à la texture voulue. Rectifiez le sel, poivrez et ajoutez la muscade.",
      },
    ],
    tips: [
      "Choisissez une variété à chair farineuse (bintje, agria) : les pommes de terre fermes donnent une purée élastique.",
      "Le mixeur casse l'amidon et rend la purée gluante : le presse-purée ou la fourchette, rien d'autre.",
    ],
    variations: [
      "Remplacez un tiers des pommes de terre par du céleri-rave ou des carottes.",
      "Infusez une gousse d'ail écrasée dans le lait chaud pour une purée à l'ail doux.",
      "Ajoutez une poignée de comté râpé à la fin pour une purée façon aligot.",
    ],
    wine: {
      wine: "Touraine sauvignon",
      type: "Vin blanc",
      region: "Loire",
      why: "Servie seule ou avec un œuf au plat, la purée appelle un blanc frais et simple, dont l'acidité allège le beurre.",
    },
  },
  {
    id: "soupe-de-potiron",
    title: "Soupe de potiron",
    description:
      "Un velouté d'automne orange vif, du potiron et une pomme de terre pour le velouté, un trait de crème et une pointe de muscade.",
    image: "/images/recettes/soupe-de-potiron.svg",
    imageAlt:
      "Illustration : un bol de soupe orange vue de dessus avec une spirale de crème blanche, des graines de courge et un petit potiron à côté.",
    prepMinutes: 15,
    cookMinutes: 30,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "potiron", quantite: 1, unite: "kg" },
      { nom: "pommes de terre", quantite: 2, unite: "pièce" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "bouillon de légumes", quantite: 1, unite: "l" },
      { nom: "crème fraîche", quantite: 4, unite: "c. à soupe" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      { nom: "graines de courge", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grand couteau", "Faitout", "Mixeur plongeant"],
    steps: [
      {
        description:
          "Coupez le potiron en tranches, retirez les graines et l'écorce au grand couteau, puis taillez la chair en cubes. Épluchez les pommes de terre et l'oignon, coupez-les en morceaux.",
      },
      {
        description:
          "Faites fondre le beurre dans le faitout et faites suer l'oignon sans qu'il prenne couleur.",
        temps: "5 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez le potiron et les pommes de terre, versez le bouillon chaud et laissez cuire à couvert jusqu'à ce que les légumes s'écrasent sous la cuillère.",
        temps: "25 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Mixez longuement jusqu'à obtenir un velouté bien lisse. Ajoutez la crème, la muscade, salez et poivrez ; allongez d'un peu d'eau chaude si la soupe est trop épaisse.",
      },
      {
        description:
          "Servez dans des bols chauds, avec un filet de crème et quelques graines de courge torréfiées à sec.",
      },
    ],
    tips: [
      "L'écorce du potiron est dure : posez chaque tranche à plat sur la planche avant de la peler, la lame vers le bas.",
      "Le potimarron, lui, se cuisine avec sa peau : il suffit de bien le laver, ce qui fait gagner dix minutes.",
    ],
    variations: [
      "Remplacez la crème par du lait de coco et ajoutez une cuillerée de curry avec l'oignon.",
      "Servez avec des croûtons frottés d'ail et des copeaux de parmesan.",
    ],
    wine: {
      wine: "Vouvray demi-sec",
      type: "Vin blanc",
      region: "Loire",
      why: "Le chenin tendre de Vouvray répond à la douceur du potiron, et sa fraîcheur équilibre la crème.",
    },
  },
  {
    id: "quiche-aux-poireaux-et-au-saumon",
    title: "Quiche aux poireaux et au saumon",
    description:
      "Une quiche de tous les jours : des poireaux fondus au beurre, des morceaux de saumon frais et un appareil aux œufs et à la crème dans une pâte brisée précuite.",
    image: "/images/recettes/quiche-aux-poireaux-et-au-saumon.svg",
    imageAlt:
      "Illustration : une quiche ronde dorée garnie de rondelles de poireau vert pâle et de morceaux de saumon rose, une part posée à côté.",
    prepMinutes: 20,
    cookMinutes: 55,
    servings: 6,
    difficulty: "Facile",
    category: "Plats",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "pâte brisée", quantite: 1, unite: "pièce" },
      { nom: "poireaux", quantite: 3, unite: "pièce" },
      { nom: "saumon", quantite: 250, unite: "g" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "œufs", quantite: 3, unite: "pièce" },
      { nom: "crème fraîche", quantite: 20, unite: "cl" },
      { nom: "lait", quantite: 10, unite: "cl" },
      { nom: "emmental râpé", quantite: 60, unite: "g" },
      { nom: "aneth", quantite: 2, unite: "brin" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Moule à tarte de 26 cm", "Sauteuse", "Saladier", "Papier cuisson et billes de cuisson"],
    steps: [
      {
        description:
          "Fendez les poireaux en deux, rincez-les entre les feuilles et émincez-les, vert tendre compris. Retirez la peau du saumon et coupez-le en cubes de 2 cm.",
      },
      {
        description:
          "Faites fondre les poireaux dans le beurre avec une pincée de sel, à couvert, en remuant de temps en temps : ils doivent être tendres sans colorer.",
        temps: "15 min",
        temperature: "feu doux",
      },
      {
        description:
          "Préchauffez le four. Foncez le moule avec la pâte, piquez le fond à la fourchette, couvrez de papier cuisson et de billes, et faites cuire à blanc.",
        temps: "10 min",
        temperature: "200 °C",
      },
      {
        description:
          "Battez les œufs avec la crème, le lait, l'aneth ciselé, le sel et le poivre. Étalez les poireaux sur le fond de tarte, répartissez le saumon, versez l'appareil et parsemez d'emmental.",
      },
      {
        description:
          "Enfournez jusqu'à ce que l'appareil soit pris et doré : il doit encore trembler légèrement au centre quand vous secouez le moule.",
        temps: "30 min",
        temperature: "180 °C",
      },
    ],
    tips: [
      "Des poireaux bien égouttés évitent un fond de tarte détrempé : laissez s'évaporer leur eau avant de les étaler.",
      "Le saumon cru cuit dans l'appareil et reste moelleux ; déjà cuit, il sécherait.",
    ],
    variations: [
      "Remplacez le saumon par 150 g de lardons dorés à la poêle.",
      "Pour une version végétarienne, doublez les poireaux et ajoutez 100 g de chèvre frais émietté.",
    ],
    wine: {
      wine: "Muscadet sèvre-et-maine",
      type: "Vin blanc",
      region: "Loire",
      why: "Le muscadet, sec et légèrement iodé, va au saumon comme aux poireaux et rafraîchit la crème.",
    },
  },
  {
    id: "cake-sale-jambon-olives",
    title: "Cake salé jambon-olives",
    description:
      "Le cake des pique-niques et des apéritifs : une pâte moelleuse au fromage, piquée de dés de jambon et d'olives vertes, qui se tranche froid ou tiède.",
    image: "/images/recettes/cake-sale-jambon-olives.svg",
    imageAlt:
      "Illustration : un cake doré en forme de pain, dont trois tranches sont coupées et montrent des dés de jambon rose et des olives vertes.",
    prepMinutes: 15,
    cookMinutes: 45,
    servings: 8,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "farine", quantite: 180, unite: "g" },
      { nom: "levure chimique", quantite: 1, unite: "pièce" },
      { nom: "œufs", quantite: 3, unite: "pièce" },
      { nom: "huile de tournesol", quantite: 10, unite: "cl" },
      { nom: "lait", quantite: 12, unite: "cl" },
      { nom: "emmental râpé", quantite: 100, unite: "g" },
      { nom: "jambon blanc", quantite: 150, unite: "g" },
      { nom: "olives vertes dénoyautées", quantite: 100, unite: "g" },
      { nom: "beurre", quantite: 10, unite: "g" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Moule à cake de 26 cm", "Saladier", "Fouet", "Grille"],
    steps: [
      {
        description:
          "Préchauffez le four et beurrez le moule. Coupez le jambon en dés et les olives en rondelles ; roulez-les dans une cuillerée de farine pour qu'ils ne tombent pas au fond.",
        temperature: "180 °C",
      },
      {
        description:
          "Dans le saladier, fouettez les œufs avec l'huile et le lait. Ajoutez la farine mélangée à la levure, en une fois, et mélangez juste assez pour obtenir une pâte lisse.",
      },
      {
        description:
          "Incorporez l'emmental, le jambon et les olives, poivrez et salez à peine : le jambon, les olives et le fromage sont déjà salés.",
      },
      {
        description:
          "Versez dans le moule et enfournez : la lame d'un couteau plantée au centre doit ressortir sèche.",
        temps: "45 min",
        temperature: "180 °C",
      },
      {
        description:
          "Laissez tiédir dans le moule avant de démouler sur une grille. Servez tiède ou froid, coupé en tranches ou en cubes.",
      },
    ],
    tips: [
      "Ne travaillez pas trop la pâte une fois la farine ajoutée : le cake resterait compact.",
      "Enveloppé dans du film, il se garde deux jours au frais et se tranche encore mieux le lendemain.",
    ],
    variations: [
      "Remplacez le jambon par des lardons dorés, ou par des tomates séchées et du chèvre pour un cake végétarien.",
      "Ajoutez une poignée de pistaches ou de noix concassées à la pâte.",
    ],
    wine: {
      wine: "Crémant de Loire",
      type: "Vin effervescent",
      region: "Loire",
      why: "À l'apéritif, ses bulles fines et sa fraîcheur nettoient le palais entre deux tranches de cake au fromage.",
    },
  },
  {
    id: "poulet-basquaise",
    title: "Poulet basquaise",
    description:
      "Des morceaux de poulet dorés puis mijotés dans une piperade de poivrons, d'oignons et de tomates, relevée de piment d'Espelette : le plat mijoté du Pays basque qui se sert avec du riz.",
    image: "/images/recettes/poulet-basquaise.svg",
    imageAlt:
      "Illustration : une cocotte vue de dessus avec des morceaux de poulet dorés dans une sauce de poivrons rouges et verts et de tomates.",
    prepMinutes: 20,
    cookMinutes: 65,
    servings: 4,
    difficulty: "Facile",
    category: "Viande",
    region: "Pays basque",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "cuisses de poulet", quantite: 4, unite: "pièce" },
      { nom: "poivrons rouges", quantite: 2, unite: "pièce" },
      { nom: "poivrons verts", quantite: 1, unite: "pièce" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "tomates", quantite: 500, unite: "g" },
      { nom: "vin blanc sec", quantite: 10, unite: "cl" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      { nom: "piment d'Espelette", quantite: 1, unite: "c. à café" },
      { nom: "thym", quantite: 3, unite: "brin" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      toTaste("sel"),
    ],
    equipment: ["Cocotte", "Planche et couteau", "Assiette"],
    steps: [
      {
        description:
          "Coupez chaque cuisse en deux à la jointure. Épépinez les poivrons et taillez-les en lanières, émincez les oignons, écrasez l'ail. Incisez les tomates en croix, ébouillantez-les 30 s, pelez-les et concassez-les.",
      },
      {
        description:
          "Salez le poulet et faites-le dorer dans l'huile sur toutes les faces, peau d'abord. Réservez-le sur une assiette.",
        temps: "10 min",
        temperature: "feu vif",
      },
      {
        description:
          "Dans la graisse de la cocotte, faites revenir les oignons et les poivrons en remuant, jusqu'à ce qu'ils soient souples.",
        temps: "10 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez l'ail, les tomates, le vin blanc, le thym, le laurier et le piment. Remettez le poulet et son jus, couvrez et laissez mijoter en retournant les morceaux à mi-cuisson.",
        temps: "40 min",
        temperature: "feu doux",
      },
      {
        description:
          "Retirez le couvercle et laissez réduire la sauce jusqu'à ce qu'elle enrobe les légumes. Goûtez, salez, et servez avec du riz blanc.",
        temps: "5 min",
        temperature: "feu moyen",
      },
    ],
    tips: [
      "Le piment d'Espelette se met en fin de cuisson ou se saupoudre à table : sa saveur fruitée s'éteint s'il cuit trop longtemps.",
      "Des cuisses restent plus moelleuses que des blancs dans un plat mijoté.",
    ],
    variations: [
      "Ajoutez quelques tranches de jambon de Bayonne poêlées au moment de servir.",
      "Hors saison, remplacez les tomates fraîches par 400 g de tomates pelées en conserve.",
    ],
    wine: {
      wine: "Irouléguy rouge",
      type: "Vin rouge",
      region: "Sud-Ouest",
      why: "Le vin du Pays basque, au tannat charpenté et épicé, partage le caractère du piment d'Espelette et des poivrons.",
    },
  },
];
