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
          "Retirez le couvercle et laissez réduire la sauce jusqu'à ce qu'elle enrobe les légumes. Goûtez, salez et servez bien chaud.",
        temps: "5 min",
        temperature: "feu moyen",
      },
    ],
    tips: [
      "Servez-le avec du riz blanc, qui boit la sauce.",
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
  {
    id: "petit-sale-aux-lentilles",
    title: "Petit salé aux lentilles",
    description:
      "La poitrine de porc demi-sel cuite doucement avec ses aromates, puis rejointe par des lentilles vertes du Puy et une saucisse fumée qui boivent tout le bouillon.",
    image: "/images/recettes/petit-sale-aux-lentilles.svg",
    imageAlt:
      "Illustration : une cocotte de lentilles vertes avec des tranches de poitrine de porc rosée, une saucisse coupée en rondelles et des carottes.",
    prepMinutes: 15,
    cookMinutes: 95,
    servings: 4,
    difficulty: "Facile",
    category: "Viande",
    region: "Auvergne",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "petit salé", quantite: 600, unite: "g" },
      { nom: "saucisse fumée", quantite: 1, unite: "pièce" },
      { nom: "lentilles vertes du Puy", quantite: 300, unite: "g" },
      { nom: "carottes", quantite: 2, unite: "pièce" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "clou de girofle", quantite: 2, unite: "pièce" },
      { nom: "thym", quantite: 3, unite: "brin" },
      { nom: "laurier", quantite: 2, unite: "pièce" },
      toTaste("poivre"),
    ],
    equipment: ["Grande cocotte", "Passoire", "Écumoire"],
    steps: [
      {
        description:
          "Mettez le petit salé dans la cocotte, couvrez d'eau froide et portez à ébullition pour le dessaler : jetez cette première eau et rincez la viande.",
        temps: "5 min",
        temperature: "feu vif",
      },
      {
        description:
          "Recouvrez d'eau fraîche, ajoutez l'oignon piqué des clous de girofle, le thym et le laurier, et laissez cuire à frémissement en écumant de temps en temps.",
        temps: "1 h",
        temperature: "feu doux",
      },
      {
        description:
          "Pendant ce temps, rincez les lentilles et coupez les carottes en rondelles épaisses. Piquez la saucisse à la fourchette pour qu'elle n'éclate pas.",
      },
      {
        description:
          "Retirez une partie du bouillon pour qu'il couvre juste la viande, ajoutez les lentilles, les carottes et la saucisse, et poursuivez la cuisson jusqu'à ce que les lentilles soient tendres mais entières.",
        temps: "30 min",
        temperature: "feu doux",
      },
      {
        description:
          "Goûtez avant de saler : la viande en donne déjà beaucoup. Poivrez, tranchez la poitrine et la saucisse, et servez sur les lentilles avec un peu de bouillon.",
      },
    ],
    tips: [
      "Posez un pot de moutarde forte sur la table.",
      "Les lentilles du Puy tiennent à la cuisson : elles restent entières là où d'autres tournent en purée.",
      "Le bouillon qui reste fait une excellente soupe le lendemain, avec un reste de lentilles mixées.",
    ],
    variations: [
      "Ajoutez un morceau de palette demi-sel avec la poitrine pour une version plus copieuse.",
      "Remplacez la saucisse fumée par une saucisse de Morteau, cuite à part 30 min dans l'eau frémissante.",
    ],
    wine: {
      wine: "Saint-Pourçain rouge",
      type: "Vin rouge",
      region: "Auvergne",
      why: "Un gamay et pinot noir de l'Allier, léger et fruité, qui accompagne la viande salée et les lentilles sans lourdeur.",
    },
  },
  {
    id: "salade-de-lentilles-a-l-echalote",
    title: "Salade de lentilles à l'échalote",
    description:
      "Des lentilles vertes cuites juste à point, assaisonnées tièdes d'une vinaigrette moutardée, avec de l'échalote, des dés de carotte et beaucoup de persil.",
    image: "/images/recettes/salade-de-lentilles-a-l-echalote.svg",
    imageAlt:
      "Illustration : un saladier de lentilles vertes mêlées de petits dés de carotte orange, d'échalote et de persil haché.",
    prepMinutes: 15,
    cookMinutes: 25,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "lentilles vertes", quantite: 250, unite: "g" },
      { nom: "carotte", quantite: 1, unite: "pièce" },
      { nom: "échalotes", quantite: 2, unite: "pièce" },
      { nom: "persil plat", quantite: 4, unite: "c. à soupe" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      { nom: "moutarde", quantite: 1, unite: "c. à soupe" },
      { nom: "vinaigre de vin rouge", quantite: 2, unite: "c. à soupe" },
      { nom: "huile de colza", quantite: 4, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Casserole", "Passoire", "Saladier"],
    steps: [
      {
        description:
          "Rincez les lentilles et mettez-les dans la casserole avec la carotte entière, le laurier et trois fois leur volume d'eau froide non salée.",
      },
      {
        description:
          "Portez à ébullition, puis laissez cuire à petit frémissement : les lentilles doivent être tendres mais garder leur forme. Salez en fin de cuisson seulement.",
        temps: "25 min",
        temperature: "feu doux",
      },
      {
        description:
          "Pendant la cuisson, ciselez les échalotes et laissez-les macérer dans le vinaigre avec une pincée de sel : elles perdent leur piquant.",
      },
      {
        description:
          "Égouttez les lentilles, coupez la carotte cuite en petits dés. Fouettez la moutarde dans le vinaigre aux échalotes, puis l'huile, et versez sur les lentilles encore tièdes.",
      },
      {
        description: "Ajoutez le persil haché, poivrez, mélangez et servez tiède ou à température ambiante.",
      },
    ],
    tips: [
      "Assaisonnées tièdes, les lentilles absorbent la vinaigrette ; froides, elles la laissent glisser.",
      "Ne salez jamais l'eau au début : le sel durcit la peau des légumineuses.",
    ],
    variations: [
      "Ajoutez des lardons dorés et un œuf mollet pour en faire un plat complet.",
      "Émiettez de la feta et quelques cerneaux de noix juste avant de servir.",
    ],
    wine: {
      wine: "Côtes-d'Auvergne rosé",
      type: "Vin rosé",
      region: "Auvergne",
      why: "Un rosé de gamay vif et fruité qui supporte la vinaigrette et garde la fraîcheur de cette entrée rustique.",
    },
  },
  {
    id: "paupiettes-de-veau",
    title: "Paupiettes de veau",
    description:
      "Des escalopes de veau roulées autour d'une farce à la chair à saucisse et au persil, dorées puis mijotées dans une sauce au vin blanc avec des carottes et des champignons.",
    image: "/images/recettes/paupiettes-de-veau.svg",
    imageAlt:
      "Illustration : une sauteuse avec quatre paupiettes dorées ficelées, entourées de rondelles de carotte et de champignons dans une sauce brune.",
    prepMinutes: 25,
    cookMinutes: 53,
    servings: 4,
    difficulty: "Moyen",
    category: "Viande",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "escalopes de veau", quantite: 4, unite: "pièce" },
      { nom: "chair à saucisse", quantite: 200, unite: "g" },
      { nom: "échalote", quantite: 1, unite: "pièce" },
      { nom: "persil", quantite: 2, unite: "c. à soupe" },
      { nom: "carottes", quantite: 2, unite: "pièce" },
      { nom: "champignons de Paris", quantite: 200, unite: "g" },
      { nom: "vin blanc sec", quantite: 10, unite: "cl" },
      { nom: "bouillon de volaille", quantite: 20, unite: "cl" },
      { nom: "concentré de tomate", quantite: 1, unite: "c. à soupe" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "huile", quantite: 1, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Sauteuse avec couvercle", "Ficelle de cuisine", "Film alimentaire", "Rouleau à pâtisserie"],
    steps: [
      {
        description:
          "Aplatissez les escalopes entre deux feuilles de film au rouleau. Mélangez la chair à saucisse avec l'échalote ciselée, le persil et un tour de poivre.",
      },
      {
        description:
          "Déposez un quart de la farce au centre de chaque escalope, rabattez les bords et roulez-la serrée, puis ficelez-la en croix comme un petit paquet.",
      },
      {
        description:
          "Chauffez le beurre et l'huile dans la sauteuse et faites dorer les paupiettes sur toutes leurs faces. Réservez-les.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Faites revenir dans la même graisse les carottes en rondelles et les champignons émincés, jusqu'à ce que les champignons aient rendu leur eau.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Déglacez au vin blanc, ajoutez le bouillon et le concentré, remettez les paupiettes, couvrez et laissez mijoter en les retournant à mi-cuisson.",
        temps: "40 min",
        temperature: "feu doux",
      },
      {
        description: "Retirez la ficelle avant de servir et nappez de sauce.",
      },
    ],
    tips: [
      "Servez-les avec du riz, des pâtes fraîches ou une purée.",
      "Chez le boucher, les paupiettes se vendent toutes prêtes : la cuisson reste la même.",
      "Si la sauce est trop liquide en fin de cuisson, retirez les paupiettes et faites-la réduire à découvert.",
    ],
    variations: [
      "Remplacez le veau par des escalopes de dinde, moins chères et tout aussi tendres.",
      "Ajoutez une cuillerée de crème fraîche dans la sauce au dernier moment.",
    ],
    wine: {
      wine: "Chinon",
      type: "Vin rouge",
      region: "Loire",
      why: "Le cabernet franc de Chinon, souple et légèrement poivré, s'accorde à la viande blanche comme aux champignons.",
    },
  },
  {
    id: "boulettes-de-boeuf-a-la-sauce-tomate",
    title: "Boulettes de bœuf à la sauce tomate",
    description:
      "Des boulettes moelleuses au parmesan et au persil, dorées à la poêle puis mijotées dans une sauce tomate à l'origan : un plat que les enfants réclament, avec des pâtes ou de la semoule.",
    image: "/images/recettes/boulettes-de-boeuf-a-la-sauce-tomate.svg",
    imageAlt:
      "Illustration : une sauteuse de boulettes de viande brunes dans une sauce tomate rouge, parsemées de persil vert.",
    prepMinutes: 20,
    cookMinutes: 28,
    servings: 4,
    difficulty: "Facile",
    category: "Viande",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "bœuf haché", quantite: 500, unite: "g" },
      { nom: "œuf", quantite: 1, unite: "pièce" },
      { nom: "chapelure", quantite: 4, unite: "c. à soupe" },
      { nom: "parmesan", quantite: 30, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "persil", quantite: 3, unite: "c. à soupe" },
      { nom: "tomates concassées", quantite: 600, unite: "g" },
      { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
      { nom: "origan", quantite: 1, unite: "c. à café" },
      { nom: "sucre", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Saladier", "Grande sauteuse", "Plaque ou plateau"],
    steps: [
      {
        description:
          "Hachez finement l'oignon et l'ail. Dans le saladier, mélangez du bout des doigts la viande, l'œuf, la chapelure, le parmesan râpé, la moitié de l'oignon et de l'ail, le persil, le sel et le poivre.",
      },
      {
        description:
          "Façonnez une vingtaine de boulettes de la taille d'une noix, les mains mouillées pour que la farce ne colle pas, et posez-les sur un plateau.",
      },
      {
        description:
          "Chauffez l'huile dans la sauteuse et faites dorer les boulettes en les roulant pour qu'elles colorent de tous côtés. Réservez-les.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Faites revenir le reste d'oignon et d'ail dans la sauteuse, puis versez les tomates, l'origan, le sucre, le sel et le poivre.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Remettez les boulettes dans la sauce, couvrez et laissez mijoter : elles finissent de cuire et la sauce prend leur goût.",
        temps: "17 min",
        temperature: "feu doux",
      },
    ],
    tips: [
      "Ne tassez pas la farce en façonnant les boulettes : serrées, elles deviennent dures à la cuisson.",
      "La pincée de sucre adoucit l'acidité des tomates en conserve.",
    ],
    variations: [
      "Mélangez moitié bœuf, moitié porc haché pour des boulettes plus fondantes.",
      "Glissez un petit dé de mozzarella au cœur de chaque boulette.",
    ],
    wine: {
      wine: "Ventoux rouge",
      type: "Vin rouge",
      region: "Vallée du Rhône",
      why: "Un rouge fruité et épicé, peu tannique, qui aime la tomate et l'origan et reste abordable pour un repas de famille.",
    },
  },
  {
    id: "filet-mignon-de-porc-a-la-moutarde",
    title: "Filet mignon de porc à la moutarde",
    description:
      "Un filet mignon saisi puis rôti au four pour rester rosé et juteux, servi en tranches avec une sauce à la crème et aux deux moutardes, montée dans la poêle.",
    image: "/images/recettes/filet-mignon-de-porc-a-la-moutarde.svg",
    imageAlt:
      "Illustration : des tranches de filet mignon rosé disposées en éventail sur une assiette, nappées d'une sauce crème aux grains de moutarde.",
    prepMinutes: 10,
    cookMinutes: 33,
    servings: 4,
    difficulty: "Facile",
    category: "Viande",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "filet mignon de porc", quantite: 700, unite: "g" },
      { nom: "moutarde à l'ancienne", quantite: 2, unite: "c. à soupe" },
      { nom: "moutarde de Dijon", quantite: 1, unite: "c. à soupe" },
      { nom: "crème fraîche", quantite: 20, unite: "cl" },
      { nom: "échalote", quantite: 1, unite: "pièce" },
      { nom: "vin blanc sec", quantite: 10, unite: "cl" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "huile", quantite: 1, unite: "c. à soupe" },
      { nom: "thym", quantite: 2, unite: "brin" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Poêle allant au four", "Planche à découper", "Papier aluminium"],
    steps: [
      {
        description:
          "Sortez la viande du réfrigérateur une demi-heure avant, ôtez la fine peau nacrée qui la couvre, salez et poivrez. Préchauffez le four.",
        temperature: "180 °C",
      },
      {
        description:
          "Dans la poêle, chauffez l'huile et le beurre et saisissez le filet sur toutes ses faces jusqu'à ce qu'il soit bien doré.",
        temps: "8 min",
        temperature: "feu vif",
      },
      {
        description:
          "Ajoutez le thym et enfournez la poêle : à cœur, la viande doit atteindre 63 °C et rester légèrement rosée.",
        temps: "20 min",
        temperature: "180 °C",
      },
      {
        description:
          "Posez le filet sur la planche sous une feuille d'aluminium. Remettez la poêle sur le feu avec l'échalote ciselée, déglacez au vin blanc, puis ajoutez la crème et les deux moutardes et laissez réduire jusqu'à ce que la sauce nappe.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Tranchez le filet en médaillons épais, versez le jus rendu par la viande dans la sauce et nappez.",
      },
    ],
    tips: [
      "Servez-le avec des haricots verts ou des tagliatelles.",
      "Attention à la poignée de la poêle qui sort du four : posez un torchon dessus pour ne pas l'oublier.",
      "Ne faites plus bouillir la sauce une fois la moutarde ajoutée : elle deviendrait amère.",
    ],
    variations: [
      "Remplacez le vin blanc par du cidre et ajoutez des quartiers de pomme dorés au beurre.",
      "Une cuillerée de miel dans la sauce donne une version sucrée-salée.",
    ],
    wine: {
      wine: "Bourgogne pinot noir",
      type: "Vin rouge",
      region: "Bourgogne",
      why: "La moutarde de Dijon appelle son voisin : un pinot noir léger, aux tanins fins, qui respecte la tendreté du porc.",
    },
  },
  {
    id: "poulet-au-curry-et-lait-de-coco",
    title: "Poulet au curry et lait de coco",
    description:
      "Des morceaux de blanc de poulet mijotés dans une sauce au curry doux, à la tomate et au lait de coco, servis sur du riz basmati : le curry des dîners de semaine, prêt en trois quarts d'heure.",
    image: "/images/recettes/poulet-au-curry-et-lait-de-coco.svg",
    imageAlt:
      "Illustration : une assiette creuse avec du riz blanc et des morceaux de poulet dans une sauce jaune orangé, parsemés de coriandre.",
    prepMinutes: 15,
    cookMinutes: 35,
    servings: 4,
    difficulty: "Facile",
    category: "Viande",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "blancs de poulet", quantite: 600, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "gingembre", quantite: 1, unite: "pièce" },
      { nom: "curry", quantite: 2, unite: "c. à soupe" },
      { nom: "tomates concassées", quantite: 200, unite: "g" },
      { nom: "lait de coco", quantite: 40, unite: "cl" },
      { nom: "huile", quantite: 2, unite: "c. à soupe" },
      { nom: "riz basmati", quantite: 250, unite: "g" },
      { nom: "coriandre", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
    ],
    equipment: ["Sauteuse", "Casserole avec couvercle", "Râpe fine"],
    steps: [
      {
        description:
          "Coupez le poulet en cubes de 3 cm. Émincez l'oignon, hachez l'ail et râpez le gingembre pelé.",
      },
      {
        description:
          "Rincez le riz jusqu'à ce que l'eau soit claire, puis faites-le cuire à couvert dans une fois et demie son volume d'eau salée. Laissez-le gonfler hors du feu, toujours couvert.",
        temps: "12 min",
        temperature: "feu doux",
      },
      {
        description:
          "Dans la sauteuse, faites revenir l'oignon dans l'huile, puis ajoutez l'ail, le gingembre et le curry et remuez jusqu'à ce que les épices embaument.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez le poulet et faites-le sauter pour qu'il s'enrobe d'épices et blanchisse sur toutes ses faces.",
        temps: "5 min",
        temperature: "feu vif",
      },
      {
        description:
          "Versez les tomates et le lait de coco, salez et laissez mijoter à découvert jusqu'à ce que la sauce épaississe.",
        temps: "13 min",
        temperature: "feu doux",
      },
      { description: "Parsemez de coriandre ciselée et servez sur le riz." },
    ],
    tips: [
      "Faire griller le curry dans l'huile réveille ses arômes : sans cette minute, la sauce a un goût de poudre.",
      "Des hauts de cuisse désossés restent plus moelleux que le blanc si la sauce mijote plus longtemps.",
    ],
    variations: [
      "Ajoutez une courgette en dés ou une poignée de pousses d'épinards avec le lait de coco.",
      "Remplacez le poulet par des pois chiches pour un curry végétarien.",
    ],
    wine: {
      wine: "Gewurztraminer",
      type: "Vin blanc",
      region: "Alsace",
      why: "Ses arômes de litchi et d'épices et sa rondeur répondent au curry et au lait de coco sans s'y perdre.",
    },
  },
  {
    id: "porc-au-caramel",
    title: "Porc au caramel",
    description:
      "L'échine de porc confite dans un caramel brun relevé de nuoc-mâm, d'ail et de gingembre, jusqu'à ce que la sauce laque la viande : le plat vietnamien des cantines familiales.",
    image: "/images/recettes/porc-au-caramel.svg",
    imageAlt:
      "Illustration : un bol de morceaux de porc laqués brun ambré, parsemés d'oignon nouveau, à côté d'un bol de riz blanc.",
    prepMinutes: 15,
    cookMinutes: 65,
    servings: 4,
    difficulty: "Moyen",
    category: "Viande",
    cuisine: "vietnamienne",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "échine de porc", quantite: 800, unite: "g" },
      { nom: "sucre", quantite: 80, unite: "g" },
      { nom: "nuoc-mâm", quantite: 4, unite: "c. à soupe" },
      { nom: "échalotes", quantite: 3, unite: "pièce" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "gingembre", quantite: 1, unite: "pièce" },
      { nom: "eau", quantite: 20, unite: "cl" },
      { nom: "oignons nouveaux", quantite: 2, unite: "pièce" },
      toTaste("poivre"),
    ],
    equipment: ["Cocotte à fond épais", "Planche et couteau"],
    steps: [
      {
        description:
          "Coupez l'échine en cubes de 3 cm en gardant un peu de gras. Émincez les échalotes, hachez l'ail, taillez le gingembre en fins bâtonnets.",
      },
      {
        description:
          "Faites fondre le sucre à sec dans la cocotte, sans remuer, jusqu'à obtenir un caramel brun foncé mais pas brûlé.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Hors du feu, ajoutez les échalotes, l'ail et le gingembre (attention aux projections), puis le porc. Remettez sur le feu et faites sauter pour enrober chaque morceau.",
        temps: "5 min",
        temperature: "feu vif",
      },
      {
        description:
          "Versez le nuoc-mâm et l'eau, poivrez généreusement, couvrez et laissez mijoter jusqu'à ce que la viande soit fondante.",
        temps: "45 min",
        temperature: "feu doux",
      },
      {
        description:
          "Retirez le couvercle et faites réduire la sauce en remuant jusqu'à ce qu'elle devienne sirupeuse et laque le porc. Parsemez d'oignon nouveau et servez aussitôt.",
        temps: "10 min",
        temperature: "feu moyen",
      },
    ],
    tips: [
      "Servez-le avec du riz blanc pour adoucir la sauce.",
      "Un caramel trop clair donne un plat sucré ; trop foncé, amer : arrêtez-le à la couleur d'un thé fort.",
      "Le plat est encore meilleur réchauffé le lendemain, quand la sauce a pénétré la viande.",
    ],
    variations: [
      "Ajoutez des œufs durs écalés pendant le mijotage : ils se colorent dans la sauce, comme au Viêt Nam.",
      "Remplacez l'échine par de la poitrine de porc pour une version plus fondante.",
    ],
    wine: {
      wine: "Pinot gris",
      type: "Vin blanc",
      region: "Alsace",
      why: "Un pinot gris ample, à peine tendre, épouse le caramel et arrondit le sel du nuoc-mâm.",
    },
  },
  {
    id: "escalopes-milanaises",
    title: "Escalopes milanaises",
    description:
      "Des escalopes de veau très fines, panées à la chapelure et au parmesan, dorées au beurre jusqu'à être croustillantes, servies avec un quartier de citron et de la roquette.",
    image: "/images/recettes/escalopes-milanaises.svg",
    imageAlt:
      "Illustration : deux escalopes panées dorées sur une assiette, avec des quartiers de citron jaune et une poignée de roquette.",
    prepMinutes: 20,
    cookMinutes: 12,
    servings: 4,
    difficulty: "Facile",
    category: "Viande",
    cuisine: "italienne",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "escalopes de veau", quantite: 4, unite: "pièce" },
      { nom: "farine", quantite: 3, unite: "c. à soupe" },
      { nom: "œufs", quantite: 2, unite: "pièce" },
      { nom: "chapelure", quantite: 80, unite: "g" },
      { nom: "parmesan", quantite: 30, unite: "g" },
      { nom: "beurre", quantite: 40, unite: "g" },
      { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "roquette", quantite: 80, unite: "g" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Trois assiettes creuses", "Grande poêle", "Rouleau à pâtisserie", "Papier absorbant"],
    steps: [
      {
        description:
          "Aplatissez les escalopes au rouleau entre deux feuilles de papier cuisson jusqu'à 5 mm d'épaisseur. Salez et poivrez.",
      },
      {
        description:
          "Disposez la farine dans une assiette, les œufs battus dans la deuxième, et la chapelure mêlée au parmesan râpé dans la troisième.",
      },
      {
        description:
          "Passez chaque escalope dans la farine en tapotant l'excédent, puis dans l'œuf, puis dans la chapelure en appuyant pour qu'elle adhère bien.",
      },
      {
        description:
          "Chauffez la moitié du beurre et de l'huile et faites cuire deux escalopes, 3 min de chaque côté, jusqu'à ce qu'elles soient dorées. Égouttez-les sur du papier absorbant, puis recommencez avec le reste.",
        temps: "12 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Servez aussitôt avec la roquette assaisonnée d'un filet d'huile d'olive et le citron coupé en quartiers, à presser sur la viande.",
      },
    ],
    tips: [
      "Le mélange beurre et huile permet de dorer sans que le beurre brûle.",
      "Une panure qui se décolle vient d'une escalope humide : épongez-la bien avant de la fariner.",
    ],
    variations: [
      "Remplacez le veau par des escalopes de dinde ou de poulet, aplaties de la même façon.",
      "Servez-les avec des spaghetti à la sauce tomate, comme dans les trattorias.",
    ],
    wine: {
      wine: "Chablis",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Sa tension minérale et ses notes d'agrumes font écho au citron et allègent la panure dorée au beurre.",
    },
  },
  {
    id: "pates-au-thon-a-la-tomate",
    title: "Pâtes au thon à la tomate",
    description:
      "Le dîner des placards : des penne dans une sauce tomate à l'ail et aux olives noires, où l'on émiette du thon au naturel au dernier moment. Vingt-cinq minutes, une casserole et une sauteuse.",
    image: "/images/recettes/pates-au-thon-a-la-tomate.svg",
    imageAlt:
      "Illustration : une assiette de penne nappées de sauce tomate avec des miettes de thon rosé, des olives noires et du basilic.",
    prepMinutes: 5,
    cookMinutes: 26,
    servings: 4,
    difficulty: "Facile",
    category: "Plats",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "penne", quantite: 400, unite: "g" },
      { nom: "thon au naturel", quantite: 280, unite: "g" },
      { nom: "tomates concassées", quantite: 400, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "olives noires", quantite: 50, unite: "g" },
      { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
      { nom: "basilic", quantite: 8, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande casserole", "Sauteuse", "Passoire"],
    steps: [
      {
        description:
          "Émincez l'oignon et l'ail, faites-les revenir dans l'huile d'olive sans les laisser brunir.",
        temps: "4 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez les tomates concassées et les olives coupées en deux, salez légèrement, poivrez et laissez mijoter pendant que l'eau des pâtes chauffe.",
        temps: "10 min",
        temperature: "feu doux",
      },
      {
        description:
          "Faites cuire les penne al dente dans une grande casserole d'eau bouillante salée, puis égouttez-les en gardant un fond d'eau de cuisson.",
        temps: "11 min",
        temperature: "ébullition",
      },
      {
        description:
          "Égouttez le thon, émiettez-le dans la sauce et réchauffez 1 min seulement, pour qu'il reste moelleux.",
        temps: "1 min",
      },
      {
        description:
          "Mélangez les pâtes à la sauce avec un peu d'eau de cuisson si besoin, et servez avec le basilic déchiré.",
      },
    ],
    tips: [
      "Le thon ne doit pas mijoter : il sécherait et deviendrait filandreux.",
      "Un thon à l'huile d'olive, bien égoutté, donne une sauce plus ronde que le thon au naturel.",
    ],
    variations: [
      "Ajoutez une pincée de piment et le zeste d'un citron pour une version plus vive.",
      "Remplacez les olives par une courgette en petits dés, revenue avec l'oignon.",
    ],
    wine: {
      wine: "Côtes-de-Provence rosé",
      type: "Vin rosé",
      region: "Provence",
      why: "Un rosé sec et fruité est l'ami des plats à la tomate et aux olives, et son acidité accompagne le thon.",
    },
  },
  {
    id: "sole-meuniere",
    title: "Sole meunière",
    description:
      "Des filets de sole farinés et dorés au beurre, arrosés au moment de servir d'un beurre noisette au citron et au persil : le grand classique des brasseries, prêt en dix minutes.",
    image: "/images/recettes/sole-meuniere.svg",
    imageAlt:
      "Illustration : des filets de poisson dorés sur une assiette ovale, nappés de beurre mousseux et de persil, avec une rondelle de citron.",
    prepMinutes: 10,
    cookMinutes: 10,
    servings: 4,
    difficulty: "Moyen",
    category: "Poisson",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "filets de sole", quantite: 600, unite: "g" },
      { nom: "farine", quantite: 3, unite: "c. à soupe" },
      { nom: "beurre", quantite: 80, unite: "g" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "persil", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande poêle antiadhésive", "Assiette creuse", "Spatule souple", "Plat de service chaud"],
    steps: [
      {
        description:
          "Épongez les filets, salez-les, poivrez-les et passez-les dans la farine en les secouant : il ne doit en rester qu'un voile.",
      },
      {
        description:
          "Faites fondre la moitié du beurre et, dès qu'il mousse, posez les filets côte à côte. Faites-les dorer 2 min de chaque côté, en deux fois si la poêle est petite.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Déposez-les sur le plat chaud. Essuyez la poêle, mettez-y le reste du beurre et laissez-le prendre une couleur de noisette et une odeur de biscuit.",
        temps: "2 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Hors du feu, ajoutez le jus d'un demi-citron et le persil haché : le beurre crépite. Versez-le aussitôt sur les filets et servez avec le reste du citron en quartiers.",
      },
    ],
    tips: [
      "Le beurre noisette passe au brûlé en quelques secondes : retirez la poêle du feu dès qu'il blondit.",
      "Des pommes vapeur et quelques haricots verts suffisent : le beurre fait la sauce.",
    ],
    variations: [
      "Pour une sole entière, comptez 5 min de chaque côté et levez les filets à table.",
      "La même recette convient aux filets de limande, de carrelet ou de merlan, bien moins chers.",
    ],
    wine: {
      wine: "Meursault",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Le chardonnay beurré et noisetté de Meursault répond exactement au beurre noisette, sans couvrir la finesse de la sole.",
    },
  },
  {
    id: "truite-aux-amandes",
    title: "Truite aux amandes",
    description:
      "Des truites entières cuites à la poêle, la peau croustillante et la chair rosée, couvertes d'amandes effilées dorées au beurre et d'un trait de citron.",
    image: "/images/recettes/truite-aux-amandes.svg",
    imageAlt:
      "Illustration : une truite entière dorée sur une assiette, couverte d'amandes effilées blondes, avec une rondelle de citron et du persil.",
    prepMinutes: 10,
    cookMinutes: 15,
    servings: 4,
    difficulty: "Facile",
    category: "Poisson",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "truites", quantite: 4, unite: "pièce" },
      { nom: "amandes effilées", quantite: 60, unite: "g" },
      { nom: "beurre", quantite: 60, unite: "g" },
      { nom: "farine", quantite: 2, unite: "c. à soupe" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "persil plat", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Deux grandes poêles ou une poêle à poisson", "Spatule large", "Petite poêle"],
    steps: [
      {
        description:
          "Rincez les truites vidées, épongez-les à l'intérieur comme à l'extérieur, salez et poivrez le ventre, puis farinez-les légèrement.",
      },
      {
        description:
          "Faites chauffer 40 g de beurre et posez les truites. Laissez-les dorer sans les bouger, retournez-les délicatement à la spatule et terminez la cuisson : la chair se détache de l'arête.",
        temps: "12 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Dans la petite poêle, faites blondir les amandes dans le reste du beurre en remuant sans cesse.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Versez le jus d'un demi-citron sur les amandes, puis répartissez-les avec leur beurre sur les truites. Parsemez de persil et servez aussitôt.",
      },
    ],
    tips: [
      "Une poêle trop chaude brûle la farine avant que la chair soit cuite : restez sur un feu moyen.",
      "Les amandes passent du blond au brûlé très vite : surveillez-les sans vous éloigner.",
    ],
    variations: [
      "Remplacez les truites entières par des filets de truite, cuits 3 min côté peau et 1 min côté chair.",
      "Les noisettes concassées remplacent très bien les amandes.",
    ],
    wine: {
      wine: "Arbois savagnin ouillé",
      type: "Vin blanc",
      region: "Jura",
      why: "Les truites de rivière du Jura et le savagnin aux notes de noix et d'amande se répondent naturellement.",
    },
  },
  {
    id: "poisson-pane-maison",
    title: "Poisson pané maison, sauce tartare",
    description:
      "Des bâtonnets de colin panés à la chapelure et dorés à la poêle, avec une sauce tartare rapide aux cornichons : le poisson que les enfants mangent sans discuter.",
    image: "/images/recettes/poisson-pane-maison.svg",
    imageAlt:
      "Illustration : des bâtonnets de poisson panés dorés sur une assiette, avec un petit bol de sauce blanche aux herbes et un quartier de citron.",
    prepMinutes: 20,
    cookMinutes: 12,
    servings: 4,
    difficulty: "Facile",
    category: "Poisson",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "filets de colin", quantite: 600, unite: "g" },
      { nom: "farine", quantite: 50, unite: "g" },
      { nom: "œufs", quantite: 2, unite: "pièce" },
      { nom: "chapelure", quantite: 100, unite: "g" },
      { nom: "huile de tournesol", quantite: 4, unite: "c. à soupe" },
      { nom: "mayonnaise", quantite: 4, unite: "c. à soupe" },
      { nom: "cornichons", quantite: 4, unite: "pièce" },
      { nom: "ciboulette", quantite: 1, unite: "c. à soupe" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Trois assiettes creuses", "Grande poêle", "Papier absorbant", "Petit bol"],
    steps: [
      {
        description:
          "Coupez les filets en bâtonnets de 2 cm de large, épongez-les et salez-les. Mettez la farine, les œufs battus et la chapelure dans trois assiettes.",
      },
      {
        description:
          "Passez chaque bâtonnet dans la farine, l'œuf puis la chapelure, en appuyant pour former une croûte régulière. Laissez-les sur une grille le temps de préparer la sauce.",
      },
      {
        description:
          "Hachez les cornichons et la ciboulette, mélangez-les à la mayonnaise avec un filet de jus de citron et un tour de poivre.",
      },
      {
        description:
          "Chauffez l'huile dans la poêle et faites dorer les bâtonnets en deux fois, 3 min de chaque côté. Égouttez-les sur du papier absorbant.",
        temps: "12 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Servez aussitôt avec la sauce tartare, des quartiers de citron et une salade ou des frites au four.",
      },
    ],
    tips: [
      "Pour une panure plus croustillante, mélangez moitié chapelure, moitié corn-flakes écrasés.",
      "Ne surchargez pas la poêle : l'huile refroidirait et la panure boirait le gras.",
    ],
    variations: [
      "Enfournez les bâtonnets huilés 15 min à 220 °C sur une plaque au lieu de les poêler.",
      "Utilisez du cabillaud ou du merlu, ou des blancs de poulet pour des nuggets maison.",
    ],
    wine: {
      wine: "Entre-deux-mers",
      type: "Vin blanc",
      region: "Bordeaux",
      why: "Un blanc de sauvignon frais et simple, qui rafraîchit la friture et s'accorde à la sauce tartare acidulée.",
    },
  },
  {
    id: "tagliatelle-au-saumon",
    title: "Tagliatelle au saumon",
    description:
      "Des cubes de saumon frais saisis, une sauce à la crème relevée de zeste de citron et d'aneth, et des tagliatelle qui l'enrobent : un plat de fête qui se fait en un quart d'heure.",
    image: "/images/recettes/tagliatelle-au-saumon.svg",
    imageAlt:
      "Illustration : un nid de tagliatelle crémeuses vu de dessus, avec des morceaux de saumon rose, de l'aneth et un zeste de citron.",
    prepMinutes: 10,
    cookMinutes: 15,
    servings: 4,
    difficulty: "Facile",
    category: "Plats",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "tagliatelle", quantite: 400, unite: "g" },
      { nom: "saumon", quantite: 300, unite: "g" },
      { nom: "crème liquide", quantite: 20, unite: "cl" },
      { nom: "échalote", quantite: 1, unite: "pièce" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "aneth", quantite: 4, unite: "brin" },
      { nom: "huile d'olive", quantite: 1, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande casserole", "Sauteuse", "Râpe fine", "Passoire"],
    steps: [
      {
        description:
          "Retirez la peau du saumon et coupez-le en cubes. Ciselez l'échalote, prélevez le zeste du citron et pressez-en la moitié.",
      },
      {
        description:
          "Faites cuire les tagliatelle dans une grande casserole d'eau bouillante salée, en gardant un verre d'eau de cuisson.",
        temps: "10 min",
        temperature: "ébullition",
      },
      {
        description:
          "Pendant ce temps, faites fondre l'échalote dans l'huile, puis saisissez les cubes de saumon sur deux faces : ils doivent rester roses au cœur.",
        temps: "3 min",
        temperature: "feu vif",
      },
      {
        description:
          "Versez la crème, le zeste et le jus de citron, poivrez et laissez frémir juste le temps que la sauce nappe.",
        temps: "2 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez les pâtes égouttées et un peu d'eau de cuisson, mélangez délicatement pour ne pas briser le saumon, et servez avec l'aneth ciselé.",
      },
    ],
    tips: [
      "Le saumon continue de cuire dans la sauce chaude : saisissez-le à peine.",
      "Le zeste de citron allège la crème bien plus que le jus, qui peut la faire trancher.",
    ],
    variations: [
      "Remplacez la moitié du saumon frais par des lanières de saumon fumé ajoutées hors du feu.",
      "Ajoutez une poignée de pousses d'épinards qui fondent dans la sauce.",
    ],
    wine: {
      wine: "Pouilly-fumé",
      type: "Vin blanc",
      region: "Loire",
      why: "Sa fraîcheur et ses notes d'agrumes répondent au zeste de citron et coupent la crème.",
    },
  },
  {
    id: "sardines-grillees-en-persillade",
    title: "Sardines grillées en persillade",
    description:
      "Des sardines fraîches entières grillées à feu vif, la peau craquante, servies avec une persillade à l'huile d'olive et beaucoup de citron : le repas des soirs d'été, au barbecue ou à la plancha.",
    image: "/images/recettes/sardines-grillees-en-persillade.svg",
    imageAlt:
      "Illustration : des sardines argentées marquées de traits de grill, alignées sur un plat avec du persil haché et des demi-citrons.",
    prepMinutes: 15,
    cookMinutes: 6,
    servings: 4,
    difficulty: "Facile",
    category: "Poisson",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "sardines", quantite: 16, unite: "pièce" },
      { nom: "huile d'olive", quantite: 4, unite: "c. à soupe" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "persil plat", quantite: 4, unite: "c. à soupe" },
      { nom: "citrons", quantite: 2, unite: "pièce" },
      toTaste("fleur de sel"),
      toTaste("poivre"),
    ],
    equipment: ["Barbecue, plancha ou poêle-gril", "Pinceau", "Bol"],
    steps: [
      {
        description:
          "Écaillez les sardines sous un filet d'eau froide en passant le pouce de la queue vers la tête, videz-les par une petite incision sous le ventre et épongez-les.",
      },
      {
        description:
          "Hachez l'ail et le persil et mélangez-les à 3 cuillerées d'huile d'olive et au jus d'un citron.",
      },
      {
        description:
          "Chauffez fortement le gril. Badigeonnez les sardines du reste d'huile et faites-les griller sans les toucher, puis retournez-les une seule fois : la peau doit être dorée et cloquée.",
        temps: "6 min",
        temperature: "feu vif",
      },
      {
        description:
          "Disposez-les sur le plat, arrosez de persillade, parsemez de fleur de sel et servez avec le second citron coupé en quartiers.",
      },
    ],
    tips: [
      "Une sardine fraîche a l'œil bombé et brillant et la peau qui brille comme un miroir.",
      "Sur un gril bien chaud et propre, huilé au dernier moment, la peau n'attache pas.",
    ],
    variations: [
      "Servez-les sur une tranche de pain de campagne grillée frottée d'ail et de tomate.",
      "Remplacez la persillade par une sauce vierge aux tomates et au basilic.",
    ],
    wine: {
      wine: "Bandol rosé",
      type: "Vin rosé",
      region: "Provence",
      why: "Un rosé de mourvèdre, structuré et salin, tient face au goût puissant de la sardine grillée.",
    },
  },
  {
    id: "parmentier-de-poisson",
    title: "Parmentier de poisson",
    description:
      "Du cabillaud poché dans le lait, émietté sous une purée maison montée avec ce même lait, puis gratiné : une façon douce de faire aimer le poisson à toute la famille.",
    image: "/images/recettes/parmentier-de-poisson.svg",
    imageAlt:
      "Illustration : un plat à gratin rectangulaire, purée dorée striée à la fourchette, une part servie laissant voir le poisson blanc en dessous.",
    prepMinutes: 20,
    cookMinutes: 50,
    servings: 4,
    difficulty: "Facile",
    category: "Poisson",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "cabillaud", quantite: 600, unite: "g" },
      { nom: "pommes de terre", quantite: 1, unite: "kg" },
      { nom: "lait", quantite: 40, unite: "cl" },
      { nom: "beurre", quantite: 50, unite: "g" },
      { nom: "échalote", quantite: 1, unite: "pièce" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      { nom: "persil", quantite: 2, unite: "c. à soupe" },
      { nom: "gruyère râpé", quantite: 50, unite: "g" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Deux casseroles", "Presse-purée", "Plat à gratin", "Fourchette"],
    steps: [
      {
        description:
          "Épluchez les pommes de terre, coupez-les en morceaux et faites-les cuire dans l'eau salée jusqu'à ce qu'elles s'écrasent facilement.",
        temps: "20 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Dans l'autre casserole, portez le lait à frémissement avec le laurier, plongez-y le cabillaud et laissez pocher doucement, sans bouillir.",
        temps: "8 min",
        temperature: "feu doux",
      },
      {
        description:
          "Retirez le poisson à l'écumoire, émiettez-le en ôtant les arêtes et mêlez-le à l'échalote ciselée et au persil. Préchauffez le four.",
        temperature: "200 °C",
      },
      {
        description:
          "Écrasez les pommes de terre égouttées avec le beurre, puis détendez-les avec le lait de cuisson du poisson filtré. Salez, poivrez et ajoutez la muscade.",
      },
      {
        description:
          "Étalez le poisson au fond du plat beurré, couvrez de purée, striez à la fourchette et parsemez de gruyère. Enfournez jusqu'à ce que le dessus soit doré.",
        temps: "22 min",
        temperature: "200 °C",
      },
    ],
    tips: [
      "Le lait de pochage parfume la purée du goût du poisson : ne le jetez pas.",
      "Le colin, le merlu ou un reste de saumon conviennent tout aussi bien que le cabillaud.",
    ],
    variations: [
      "Glissez une couche d'épinards ou de poireaux fondus entre le poisson et la purée.",
      "Remplacez un tiers des pommes de terre par des patates douces pour une purée plus sucrée.",
    ],
    wine: {
      wine: "Graves blanc",
      type: "Vin blanc",
      region: "Bordeaux",
      why: "Un blanc de sémillon et sauvignon, rond et frais, qui accompagne la purée beurrée comme la chair délicate du cabillaud.",
    },
  },
  {
    id: "soupe-de-poissons-et-sa-rouille",
    title: "Soupe de poissons et sa rouille",
    description:
      "Une soupe de la côte méditerranéenne, orange et parfumée au safran, au fenouil et à l'orange, servie avec des croûtons frottés d'ail, du gruyère et une rouille montée à l'huile d'olive.",
    image: "/images/recettes/soupe-de-poissons-et-sa-rouille.svg",
    imageAlt:
      "Illustration : une assiette creuse de soupe orangée, des croûtons couverts de rouille qui flottent dessus et un petit bol de fromage râpé à côté.",
    prepMinutes: 30,
    cookMinutes: 45,
    servings: 6,
    difficulty: "Moyen",
    category: "Entrées",
    region: "Provence",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "filets de merlu", quantite: 400, unite: "g" },
      { nom: "filets de dorade", quantite: 400, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "poireau", quantite: 1, unite: "pièce" },
      { nom: "fenouil", quantite: 1, unite: "pièce" },
      { nom: "tomates", quantite: 3, unite: "pièce" },
      { nom: "ail", quantite: 4, unite: "gousse" },
      { nom: "concentré de tomate", quantite: 1, unite: "c. à soupe" },
      { nom: "safran", quantite: 2, unite: "pincée" },
      { nom: "orange", quantite: 1, unite: "pièce" },
      { nom: "huile d'olive", quantite: 15, unite: "cl" },
      { nom: "jaune d'œuf", quantite: 1, unite: "pièce" },
      { nom: "piment de Cayenne", quantite: 1, unite: "pincée" },
      { nom: "baguette", quantite: 12, unite: "tranche" },
      { nom: "gruyère râpé", quantite: 60, unite: "g" },
      toTaste("sel"),
    ],
    equipment: ["Grand faitout", "Mixeur plongeant", "Passoire fine", "Bol et fouet"],
    steps: [
      {
        description:
          "Émincez l'oignon, le poireau et le fenouil, coupez les tomates en morceaux et écrasez deux gousses d'ail. Coupez le poisson en gros morceaux.",
      },
      {
        description:
          "Dans le faitout, faites revenir les légumes dans 4 cuillerées d'huile d'olive jusqu'à ce qu'ils soient tendres, puis ajoutez le concentré de tomate.",
        temps: "10 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez le poisson, un ruban de zeste d'orange, la moitié du safran et 1,5 l d'eau. Salez et laissez cuire à petits bouillons.",
        temps: "30 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Mixez longuement, puis passez la soupe dans la passoire fine en pressant bien avec le dos d'une louche. Remettez-la à chauffer.",
        temps: "5 min",
        temperature: "feu doux",
      },
      {
        description:
          "Pour la rouille, pilez les deux dernières gousses d'ail avec une pincée de sel, ajoutez le jaune d'œuf, le reste du safran et le piment, puis montez avec le reste d'huile versé en filet, comme une mayonnaise.",
      },
      {
        description:
          "Faites griller les tranches de pain et servez la soupe très chaude : chacun tartine ses croûtons de rouille, les parsème de gruyère et les fait flotter dans son assiette.",
        temps: "3 min",
        temperature: "gril",
      },
    ],
    tips: [
      "Chez le poissonnier, demandez des têtes et des arêtes de poissons blancs : ajoutées aux filets, elles donnent une soupe plus corsée pour presque rien.",
      "Tous les ingrédients de la rouille doivent être à la même température, sinon elle tranche.",
    ],
    variations: [
      "Ajoutez quelques pommes de terre écrasées dans la rouille pour une version marseillaise plus épaisse.",
      "Remplacez la dorade par du grondin ou de la vive, plus proches de la soupe de roche.",
    ],
    wine: {
      wine: "Cassis blanc",
      type: "Vin blanc",
      region: "Provence",
      why: "Les blancs de Cassis, nés face à la mer, ont le gras qu'il faut pour la rouille et la fraîcheur qui tient tête au safran.",
    },
  },
  {
    id: "celeri-remoulade",
    title: "Céleri rémoulade",
    description:
      "Le céleri-rave cru râpé en fins bâtonnets, enrobé d'une mayonnaise maison bien moutardée et citronnée : l'entrée des bistrots et des rayons traiteur, bien meilleure faite à la maison.",
    image: "/images/recettes/celeri-remoulade.svg",
    imageAlt:
      "Illustration : un bol de fins bâtonnets de céleri blanc crémeux, parsemés de persil, à côté d'un demi-céleri-rave.",
    prepMinutes: 25,
    cookMinutes: 0,
    servings: 6,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "céleri-rave", quantite: 1, unite: "pièce" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "jaune d'œuf", quantite: 1, unite: "pièce" },
      { nom: "moutarde", quantite: 1, unite: "c. à soupe" },
      { nom: "huile de colza", quantite: 15, unite: "cl" },
      { nom: "persil", quantite: 1, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Râpe à gros trous ou mandoline à julienne", "Saladier", "Fouet", "Bol"],
    steps: [
      {
        description:
          "Pelez le céleri-rave au couteau en retirant toute la peau brune, coupez-le en quartiers et râpez-le en fins bâtonnets.",
      },
      {
        description:
          "Arrosez-le aussitôt du jus de citron et mélangez : il ne noircira pas et s'attendrit un peu.",
      },
      {
        description:
          "Dans le bol, fouettez le jaune d'œuf avec la moutarde, le sel et le poivre, puis versez l'huile en filet sans cesser de fouetter, jusqu'à obtenir une mayonnaise ferme.",
      },
      {
        description:
          "Mélangez la mayonnaise au céleri, goûtez et rectifiez en moutarde ou en citron. Parsemez de persil et servez frais.",
      },
    ],
    tips: [
      "L'œuf et la moutarde doivent être à température ambiante : c'est la meilleure garantie d'une mayonnaise qui prend.",
      "Préparé une heure à l'avance et gardé au frais, le céleri s'imprègne de la sauce et devient plus tendre.",
    ],
    variations: [
      "Allégez la sauce en remplaçant la moitié de la mayonnaise par du yaourt à la grecque.",
      "Ajoutez une pomme verte râpée et quelques cerneaux de noix.",
    ],
    wine: {
      wine: "Petit Chablis",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Un chardonnay vif et droit qui répond à la moutarde et à l'acidité du citron sans alourdir l'entrée.",
    },
  },
  {
    id: "oeufs-mimosa",
    title: "Œufs mimosa",
    description:
      "Des œufs durs coupés en deux, dont les jaunes écrasés à la mayonnaise et à la ciboulette regarnissent les blancs, puis une pluie de jaune émietté comme des fleurs de mimosa.",
    image: "/images/recettes/oeufs-mimosa.svg",
    imageAlt:
      "Illustration : six demi-œufs durs garnis d'une farce jaune sur un plat, saupoudrés de paprika et de ciboulette.",
    prepMinutes: 15,
    cookMinutes: 10,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "œufs", quantite: 6, unite: "pièce" },
      { nom: "mayonnaise", quantite: 4, unite: "c. à soupe" },
      { nom: "moutarde", quantite: 1, unite: "c. à café" },
      { nom: "ciboulette", quantite: 2, unite: "c. à soupe" },
      { nom: "paprika", quantite: 1, unite: "pincée" },
      { nom: "salade", quantite: 100, unite: "g" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Casserole", "Bol", "Fourchette", "Petite passoire"],
    steps: [
      {
        description:
          "Plongez les œufs dans l'eau bouillante avec une cuillère et faites-les cuire : au-delà, le jaune se cerne de vert.",
        temps: "10 min",
        temperature: "ébullition",
      },
      {
        description:
          "Refroidissez-les dans l'eau glacée, écalez-les et coupez-les en deux dans la longueur. Retirez délicatement les jaunes.",
      },
      {
        description:
          "Réservez deux jaunes. Écrasez les autres à la fourchette avec la mayonnaise, la moutarde, la ciboulette, le sel et le poivre, jusqu'à une farce lisse.",
      },
      {
        description:
          "Garnissez les blancs de farce à la cuillère, posez-les sur les feuilles de salade et émiettez les jaunes réservés à travers la petite passoire. Finissez d'une pincée de paprika.",
      },
    ],
    tips: [
      "Des œufs de quelques jours s'écalent bien plus facilement que des œufs du jour.",
      "Une mayonnaise maison, plus ferme, donne une farce qui se tient mieux.",
    ],
    variations: [
      "Mélangez un peu de thon émietté ou de crevettes hachées à la farce.",
      "Remplacez la ciboulette par du curry doux pour des œufs mimosa épicés.",
    ],
    wine: {
      wine: "Alsace sylvaner",
      type: "Vin blanc",
      region: "Alsace",
      why: "Le sylvaner, léger et désaltérant, est l'un des rares vins à supporter l'œuf et la mayonnaise sans paraître métallique.",
    },
  },
  {
    id: "omelette-aux-champignons",
    title: "Omelette aux champignons",
    description:
      "Des champignons de Paris dorés au beurre avec une échalote, pris dans une omelette baveuse et pliée en portefeuille : le dîner de dix minutes quand le réfrigérateur est presque vide.",
    image: "/images/recettes/omelette-aux-champignons.svg",
    imageAlt:
      "Illustration : une omelette jaune pliée en demi-lune dans une poêle, des lamelles de champignons dorés qui dépassent et du persil.",
    prepMinutes: 10,
    cookMinutes: 9,
    servings: 2,
    difficulty: "Facile",
    category: "Végétarien",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "œufs", quantite: 6, unite: "pièce" },
      { nom: "champignons de Paris", quantite: 200, unite: "g" },
      { nom: "échalote", quantite: 1, unite: "pièce" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "crème fraîche", quantite: 2, unite: "c. à soupe" },
      { nom: "persil", quantite: 1, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Poêle antiadhésive de 24 cm", "Bol", "Fourchette", "Spatule souple"],
    steps: [
      {
        description:
          "Nettoyez les champignons à l'aide d'un papier humide et émincez-les. Ciselez l'échalote.",
      },
      {
        description:
          "Faites fondre la moitié du beurre et faites sauter les champignons avec l'échalote jusqu'à ce qu'ils soient dorés et que leur eau soit évaporée. Salez, poivrez et réservez.",
        temps: "6 min",
        temperature: "feu vif",
      },
      {
        description:
          "Battez les œufs à la fourchette avec la crème, le sel et le poivre, juste assez pour mêler blancs et jaunes.",
      },
      {
        description:
          "Faites mousser le reste du beurre, versez les œufs et ramenez les bords vers le centre à la spatule. Quand le dessus est encore crémeux, répartissez les champignons et le persil, puis pliez l'omelette en deux.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      { description: "Faites-la glisser sur l'assiette et servez aussitôt avec une salade verte." },
    ],
    tips: [
      "Une omelette se juge baveuse : le centre finit de cuire dans l'assiette grâce à sa propre chaleur.",
      "Ne lavez pas les champignons à grande eau : ils la boivent et ne dorent plus.",
    ],
    variations: [
      "À l'automne, remplacez les champignons de Paris par des girolles ou des cèpes.",
      "Ajoutez une poignée de gruyère râpé ou de comté avant de plier l'omelette.",
    ],
    wine: {
      wine: "Saumur blanc",
      type: "Vin blanc",
      region: "Loire",
      why: "Un chenin sec et minéral, qui répond au goût de sous-bois des champignons et au beurre.",
    },
  },
  {
    id: "gratin-de-courgettes",
    title: "Gratin de courgettes",
    description:
      "Des rondelles de courgettes poêlées à l'ail et au thym pour leur ôter leur eau, puis prises dans un appareil aux œufs et à la crème sous une croûte de gruyère.",
    image: "/images/recettes/gratin-de-courgettes.svg",
    imageAlt:
      "Illustration : un plat à gratin ovale de rondelles de courgettes vertes, nappées de crème et couvertes de fromage doré.",
    prepMinutes: 15,
    cookMinutes: 40,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "courgettes", quantite: 1, unite: "kg" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "huile d'olive", quantite: 1, unite: "c. à soupe" },
      { nom: "œufs", quantite: 2, unite: "pièce" },
      { nom: "crème fraîche", quantite: 20, unite: "cl" },
      { nom: "gruyère râpé", quantite: 100, unite: "g" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande poêle", "Plat à gratin", "Saladier", "Fouet"],
    steps: [
      {
        description:
          "Lavez les courgettes et coupez-les en rondelles de 5 mm sans les éplucher. Hachez l'ail.",
      },
      {
        description:
          "Faites revenir les rondelles dans l'huile avec l'ail et le thym, en plusieurs fois si nécessaire, jusqu'à ce qu'elles soient tendres et aient rendu leur eau. Salez et égouttez-les.",
        temps: "10 min",
        temperature: "feu vif",
      },
      {
        description:
          "Préchauffez le four. Fouettez les œufs avec la crème, la moitié du gruyère, la muscade et le poivre.",
        temperature: "190 °C",
      },
      {
        description:
          "Étalez les courgettes dans le plat huilé, versez l'appareil, parsemez du reste de gruyère et enfournez jusqu'à ce que le dessus soit doré et la crème prise.",
        temps: "30 min",
        temperature: "190 °C",
      },
    ],
    tips: [
      "Sans ce passage à la poêle, les courgettes rendent leur eau au four et le gratin baigne dans le jus.",
      "Choisissez des courgettes petites et fermes : elles ont moins de graines et moins d'eau.",
    ],
    variations: [
      "Ajoutez des dés de feta ou de chèvre frais entre les rondelles.",
      "Mêlez quelques tomates en rondelles aux courgettes pour un gratin provençal.",
    ],
    wine: {
      wine: "Luberon blanc",
      type: "Vin blanc",
      region: "Vallée du Rhône",
      why: "Un blanc du Sud, rond et parfumé, qui s'accorde au thym et à l'ail sans écraser la douceur des courgettes.",
    },
  },
  {
    id: "courgettes-farcies",
    title: "Courgettes farcies",
    description:
      "Des courgettes coupées en barquettes, garnies de leur propre chair mêlée à la chair à saucisse, à l'ail et au persil, puis dorées au four sous le parmesan et la chapelure.",
    image: "/images/recettes/courgettes-farcies.svg",
    imageAlt:
      "Illustration : un plat à four avec huit demi-courgettes vertes garnies d'une farce dorée, parsemées de persil.",
    prepMinutes: 25,
    cookMinutes: 48,
    servings: 4,
    difficulty: "Facile",
    category: "Viande",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "courgettes", quantite: 4, unite: "pièce" },
      { nom: "chair à saucisse", quantite: 300, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "persil", quantite: 3, unite: "c. à soupe" },
      { nom: "parmesan", quantite: 30, unite: "g" },
      { nom: "chapelure", quantite: 2, unite: "c. à soupe" },
      { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Cuillère parisienne ou petite cuillère", "Poêle", "Plat à four", "Saladier"],
    steps: [
      {
        description:
          "Coupez les courgettes en deux dans la longueur et creusez-les à la cuillère en laissant 5 mm de chair. Hachez la chair retirée, l'oignon et l'ail.",
      },
      {
        description:
          "Faites revenir l'oignon, l'ail et la chair de courgette hachée dans une cuillerée d'huile jusqu'à ce que l'eau soit évaporée.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Préchauffez le four. Dans le saladier, mélangez ce hachis tiédi avec la chair à saucisse, le persil, le sel et le poivre.",
        temperature: "180 °C",
      },
      {
        description:
          "Garnissez généreusement les barquettes en bombant la farce, parsemez de parmesan râpé et de chapelure, arrosez du reste d'huile et rangez-les dans le plat.",
      },
      {
        description:
          "Enfournez jusqu'à ce que la farce soit bien cuite et dorée et que la pointe d'un couteau traverse la courgette sans résistance.",
        temps: "40 min",
        temperature: "180 °C",
      },
    ],
    tips: [
      "Versez un fond d'eau dans le plat : les courgettes cuisent à la vapeur par-dessous et n'attachent pas.",
      "La farce doit être ferme : si elle est trop humide, ajoutez une cuillerée de chapelure.",
    ],
    variations: [
      "Remplacez la chair à saucisse par un reste de viande de pot-au-feu hachée.",
      "Pour une version végétarienne, farcissez-les de riz cuit, de feta et de menthe.",
    ],
    wine: {
      wine: "Côtes-du-Rhône rosé",
      type: "Vin rosé",
      region: "Vallée du Rhône",
      why: "Un rosé de repas, fruité et un peu épicé, qui s'accorde à la farce à l'ail comme aux courgettes.",
    },
  },
  {
    id: "salade-de-pommes-de-terre-tiede",
    title: "Salade de pommes de terre tiède",
    description:
      "Des pommes de terre à chair ferme cuites dans leur peau, arrosées encore chaudes de vin blanc puis d'une vinaigrette à la moutarde, avec échalote et herbes fraîches.",
    image: "/images/recettes/salade-de-pommes-de-terre-tiede.svg",
    imageAlt:
      "Illustration : un saladier de rondelles de pommes de terre jaunes, brillantes de vinaigrette, parsemées de ciboulette et d'échalote.",
    prepMinutes: 15,
    cookMinutes: 20,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "pommes de terre", quantite: 800, unite: "g" },
      { nom: "vin blanc sec", quantite: 4, unite: "c. à soupe" },
      { nom: "échalotes", quantite: 2, unite: "pièce" },
      { nom: "moutarde", quantite: 1, unite: "c. à soupe" },
      { nom: "vinaigre", quantite: 2, unite: "c. à soupe" },
      { nom: "huile de colza", quantite: 4, unite: "c. à soupe" },
      { nom: "ciboulette", quantite: 2, unite: "c. à soupe" },
      { nom: "persil", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Casserole", "Saladier", "Petit fouet"],
    steps: [
      {
        description:
          "Lavez les pommes de terre et faites-les cuire dans leur peau, départ eau froide salée, jusqu'à ce qu'une lame les traverse sans résistance.",
        temps: "20 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Égouttez-les, pelez-les encore chaudes en les tenant dans un torchon et coupez-les en rondelles épaisses dans le saladier.",
      },
      {
        description:
          "Arrosez-les immédiatement du vin blanc, qu'elles boivent en refroidissant, et ajoutez les échalotes ciselées.",
      },
      {
        description:
          "Fouettez la moutarde avec le vinaigre, le sel et le poivre, puis l'huile. Versez sur les pommes de terre, ajoutez les herbes et mélangez délicatement. Servez tiède.",
      },
    ],
    tips: [
      "Des variétés fermes (charlotte, roseval, ratte) gardent leur forme ; les farineuses s'effritent.",
      "C'est tièdes qu'elles absorbent le mieux l'assaisonnement : ne les laissez pas refroidir avant.",
    ],
    variations: [
      "Ajoutez des harengs fumés et des rondelles d'oignon rouge, comme dans les bistrots.",
      "Remplacez la vinaigrette par de la mayonnaise allongée de yaourt, avec des cornichons.",
    ],
    wine: {
      wine: "Mâcon blanc",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Un chardonnay simple et fruité, assez frais pour la vinaigrette, qui accompagne cette entrée comme un pique-nique.",
    },
  },
  {
    id: "salade-de-pates-a-l-italienne",
    title: "Salade de pâtes à l'italienne",
    description:
      "Des fusilli froids mêlés de tomates cerises, de mozzarella, d'olives noires et de roquette, assaisonnés à l'huile d'olive et au balsamique : la salade des pique-niques et des lunchs du lendemain.",
    image: "/images/recettes/salade-de-pates-a-l-italienne.svg",
    imageAlt:
      "Illustration : un saladier de pâtes en spirale avec des tomates cerises rouges, des billes de mozzarella blanche, des olives noires et de la roquette.",
    prepMinutes: 15,
    cookMinutes: 11,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    cuisine: "italienne",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "fusilli", quantite: 300, unite: "g" },
      { nom: "tomates cerises", quantite: 250, unite: "g" },
      { nom: "mozzarella", quantite: 125, unite: "g" },
      { nom: "olives noires", quantite: 50, unite: "g" },
      { nom: "roquette", quantite: 50, unite: "g" },
      { nom: "basilic", quantite: 10, unite: "pièce" },
      { nom: "huile d'olive", quantite: 4, unite: "c. à soupe" },
      { nom: "vinaigre balsamique", quantite: 1, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande casserole", "Passoire", "Saladier"],
    steps: [
      {
        description:
          "Faites cuire les fusilli al dente dans une grande casserole d'eau bouillante bien salée.",
        temps: "11 min",
        temperature: "ébullition",
      },
      {
        description:
          "Égouttez-les, passez-les rapidement sous l'eau froide pour arrêter la cuisson et arrosez-les d'une cuillerée d'huile pour qu'ils ne collent pas.",
      },
      {
        description:
          "Coupez les tomates cerises en deux, la mozzarella en dés et les olives en rondelles. Fouettez le reste d'huile avec le balsamique, le sel et le poivre.",
      },
      {
        description:
          "Mélangez les pâtes avec la garniture et la vinaigrette. Ajoutez la roquette et le basilic déchiré au moment de servir pour qu'ils restent croquants.",
      },
    ],
    tips: [
      "Pour une salade de pâtes, et seulement pour elle, on rince les pâtes : elles restent détachées une fois froides.",
      "Préparée la veille, gardez la roquette à part : elle flétrirait dans la vinaigrette.",
    ],
    variations: [
      "Ajoutez du thon émietté et des œufs durs pour un plat complet.",
      "Remplacez la vinaigrette par deux cuillerées de pesto détendues d'un peu d'huile.",
    ],
    wine: {
      wine: "Coteaux-varois-en-provence rosé",
      type: "Vin rosé",
      region: "Provence",
      why: "Un rosé léger et frais, de pique-nique, qui s'accorde à la tomate crue et au basilic.",
    },
  },
  {
    id: "aligot",
    title: "Aligot de l'Aubrac",
    description:
      "Une purée de pommes de terre à l'ail, au beurre et à la crème, dans laquelle on fait fondre de la tomme fraîche en battant jusqu'à ce qu'elle file en longs rubans élastiques.",
    image: "/images/recettes/aligot.svg",
    imageAlt:
      "Illustration : une cuillère en bois soulevant un long ruban de purée fromagère blanche au-dessus d'une casserole.",
    prepMinutes: 20,
    cookMinutes: 38,
    servings: 6,
    difficulty: "Moyen",
    category: "Végétarien",
    region: "Auvergne",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "pommes de terre", quantite: 1, unite: "kg" },
      { nom: "tomme fraîche", quantite: 400, unite: "g" },
      { nom: "crème fraîche", quantite: 20, unite: "cl" },
      { nom: "beurre", quantite: 50, unite: "g" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande casserole à fond épais", "Presse-purée", "Cuillère en bois solide"],
    steps: [
      {
        description:
          "Épluchez les pommes de terre et faites-les cuire dans l'eau salée avec les gousses d'ail pelées, jusqu'à ce qu'elles soient très tendres.",
        temps: "25 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Coupez la tomme en fines lamelles pendant la cuisson, pour qu'elle fonde vite et régulièrement.",
      },
      {
        description:
          "Égouttez les pommes de terre et l'ail, passez-les au presse-purée et remettez-les dans la casserole avec le beurre et la crème. Mélangez jusqu'à ce que la purée soit chaude et lisse.",
        temps: "3 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez la tomme par poignées en battant énergiquement à la cuillère en bois, en décrivant des huit et en soulevant la masse, jusqu'à ce qu'elle devienne lisse, brillante et file en longs rubans.",
        temps: "10 min",
        temperature: "feu doux",
      },
      {
        description:
          "Poivrez, goûtez le sel et servez aussitôt, en faisant filer l'aligot de la cuillère à l'assiette.",
      },
    ],
    tips: [
      "Servez-le avec une saucisse grillée ou une salade verte.",
      "La tomme fraîche de l'Aubrac ou du Cantal est indispensable : un autre fromage fond sans filer.",
      "Ne laissez jamais la purée bouillir pendant que vous battez : le fromage rendrait son gras.",
    ],
    variations: [
      "Faites infuser l'ail dans la crème chaude au lieu de le cuire avec les pommes de terre, pour un goût plus doux.",
      "Servez-le en accompagnement d'une saucisse de Toulouse grillée, comme sur les marchés d'Aveyron.",
    ],
    wine: {
      wine: "Marcillac",
      type: "Vin rouge",
      region: "Sud-Ouest",
      why: "Le vin rouge de l'Aveyron, au fer-servadou frais et poivré, allège le fromage fondu et la crème.",
    },
  },
];
