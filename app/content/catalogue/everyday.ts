import type { CatalogueRecipe } from "~/domain/catalogue/types";
import { toTaste } from "./to-taste";

/** Everyday dishes ready in 30 minutes or less, and the cuisines French cooks make at home (Italian, Maghreb, Lebanese, Vietnamese, Indian, Mexican, Japanese). */
export const everydayRecipes: readonly CatalogueRecipe[] = [
  {
    id: "croque-monsieur",
    title: "Croque-monsieur",
    description:
      "Le casse-croûte des bistrots parisiens : du jambon et de l'emmental entre deux tranches de pain de mie beurrées, nappées d'une fine béchamel qui gratine au four.",
    image: "/images/recettes/croque-monsieur.svg",
    imageAlt:
      "Illustration : deux croque-monsieur coupés en triangles sur une planche en bois, le fromage doré et bouillonnant sur le dessus.",
    prepMinutes: 15,
    cookMinutes: 15,
    servings: 4,
    difficulty: "Facile",
    category: "Plats",
    region: "Paris",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "pain de mie", quantite: 16, unite: "tranche" },
      { nom: "jambon blanc", quantite: 4, unite: "tranche" },
      { nom: "emmental râpé", quantite: 150, unite: "g" },
      { nom: "beurre", quantite: 60, unite: "g" },
      { nom: "farine", quantite: 2, unite: "c. à soupe" },
      { nom: "lait", quantite: 25, unite: "cl" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Petite casserole", "Fouet", "Plaque de four", "Papier cuisson"],
    steps: [
      {
        description:
          "Préchauffez le four. Faites fondre 20 g de beurre dans la casserole, ajoutez la farine et remuez 1 min au fouet sans laisser colorer.",
        temps: "2 min",
        temperature: "220 °C",
      },
      {
        description:
          "Versez le lait froid d'un coup en fouettant, puis laissez épaissir sans cesser de remuer. Assaisonnez de sel, de poivre et de muscade, et retirez du feu.",
        temps: "4 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Beurrez finement une face de chaque tranche de pain avec le reste du beurre ramolli. Posez la moitié des tranches sur la plaque, face beurrée dessous.",
      },
      {
        description:
          "Garnissez-les d'une demi-tranche de jambon pliée et d'une petite poignée d'emmental, puis couvrez avec les tranches restantes, face beurrée dessus.",
      },
      {
        description:
          "Étalez une cuillerée de béchamel sur chaque croque et parsemez du reste de fromage. Enfournez jusqu'à ce que le dessus soit doré et que le pain croustille.",
        temps: "10 min",
        temperature: "220 °C",
      },
    ],
    tips: [
      "La béchamel doit napper la cuillère sans couler : trop liquide, elle détremperait le pain.",
      "Un pain de mie un peu rassis tient mieux à la cuisson qu'un pain tout frais.",
      "Servez avec une salade verte bien vinaigrée pour équilibrer le fromage.",
    ],
    variations: [
      "Posez un œuf au plat sur le dessus à la sortie du four : c'est un croque-madame.",
      "Remplacez l'emmental par du comté affiné et ajoutez une fine couche de moutarde sous le jambon.",
    ],
    wine: {
      wine: "Mâcon-Villages",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Un chardonnay du Mâconnais, rond et frais, accompagne le beurre et le fromage fondu sans alourdir ce repas simple.",
    },
  },
  {
    id: "salade-de-chevre-chaud",
    title: "Salade de chèvre chaud",
    description:
      "Des toasts de baguette couverts de rondelles de chèvre, passés sous le gril avec un filet de miel, servis tièdes sur un mesclun aux noix.",
    image: "/images/recettes/salade-de-chevre-chaud.svg",
    imageAlt:
      "Illustration : une assiette de salade verte avec quatre toasts de chèvre dorés, des cerneaux de noix et un filet de miel.",
    prepMinutes: 10,
    cookMinutes: 8,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "bûche de chèvre", quantite: 8, unite: "tranche" },
      { nom: "baguette", quantite: 8, unite: "tranche" },
      { nom: "mesclun", quantite: 150, unite: "g" },
      { nom: "cerneaux de noix", quantite: 40, unite: "g" },
      { nom: "miel", quantite: 1, unite: "c. à soupe" },
      { nom: "thym", quantite: 1, unite: "pincée" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      { nom: "vinaigre balsamique", quantite: 1, unite: "c. à soupe" },
      { nom: "moutarde", quantite: 1, unite: "c. à café" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Plaque de four", "Saladier", "Petit fouet"],
    steps: [
      {
        description:
          "Allumez le gril du four. Posez les tranches de baguette sur la plaque et faites-les griller d'un seul côté.",
        temps: "2 min",
        temperature: "gril",
      },
      {
        description:
          "Retournez les tranches, couvrez la face encore crue d'une rondelle de chèvre, arrosez de quelques gouttes de miel et parsemez de thym.",
      },
      {
        description:
          "Fouettez la moutarde avec le vinaigre balsamique, le sel et le poivre, puis l'huile d'olive. Mélangez le mesclun et les noix avec cette vinaigrette.",
      },
      {
        description:
          "Glissez les toasts sous le gril jusqu'à ce que le chèvre fonde sur les bords et blondisse.",
        temps: "5 min",
        temperature: "gril",
      },
      {
        description:
          "Répartissez la salade dans les assiettes et posez deux toasts brûlants sur chacune. Servez sans attendre.",
      },
    ],
    tips: [
      "Choisissez une bûche mi-affinée : trop fraîche, elle coule ; trop sèche, elle ne fond pas.",
      "Faites légèrement torréfier les noix à sec dans une poêle : elles gagnent en parfum.",
    ],
    variations: [
      "Remplacez les noix par des pignons et ajoutez quelques lamelles de poire crue.",
      "Enroulez chaque rondelle de chèvre dans une tranche de jambon cru avant de la passer au gril.",
    ],
    wine: {
      wine: "Sancerre blanc",
      type: "Vin blanc",
      region: "Loire",
      why: "Le sauvignon de Sancerre pousse à côté des chèvres du Berry : sa vivacité et ses notes d'agrumes répondent à l'acidité du fromage.",
    },
  },
  {
    id: "escalopes-de-dinde-a-la-creme-et-aux-champignons",
    title: "Escalopes de dinde à la crème et aux champignons",
    description:
      "Des escalopes dorées à la poêle puis nappées d'une sauce aux champignons de Paris et à l'échalote, liée à la crème : le plat du soir prêt en vingt-cinq minutes.",
    image: "/images/recettes/escalopes-de-dinde-a-la-creme-et-aux-champignons.svg",
    imageAlt:
      "Illustration : une poêle vue de dessus avec quatre escalopes dorées dans une sauce crémeuse, des lamelles de champignons et du persil.",
    prepMinutes: 10,
    cookMinutes: 15,
    servings: 4,
    difficulty: "Facile",
    category: "Viande",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "escalopes de dinde", quantite: 4, unite: "pièce" },
      { nom: "champignons de Paris", quantite: 300, unite: "g" },
      { nom: "échalotes", quantite: 2, unite: "pièce" },
      { nom: "crème liquide", quantite: 20, unite: "cl" },
      { nom: "vin blanc sec", quantite: 5, unite: "cl" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "huile d'olive", quantite: 1, unite: "c. à soupe" },
      { nom: "persil", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande poêle", "Assiette", "Papier aluminium"],
    steps: [
      {
        description:
          "Essuyez les champignons, coupez le pied terreux et émincez-les. Ciselez les échalotes. Salez et poivrez les escalopes.",
      },
      {
        description:
          "Chauffez l'huile et la moitié du beurre, puis saisissez les escalopes sur les deux faces. Réservez-les sur une assiette couverte de papier aluminium.",
        temps: "6 min",
        temperature: "feu vif",
      },
      {
        description:
          "Dans la même poêle, faites fondre le reste du beurre avec les échalotes, puis ajoutez les champignons et laissez-les dorer jusqu'à ce que leur eau s'évapore.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Déglacez au vin blanc, laissez réduire de moitié, puis versez la crème et laissez bouillonner jusqu'à ce que la sauce nappe la cuillère.",
        temps: "3 min",
      },
      {
        description:
          "Remettez les escalopes et leur jus dans la sauce, réchauffez-les 1 min et parsemez de persil au moment de servir.",
        temps: "1 min",
      },
    ],
    tips: [
      "Ne salez les champignons qu'une fois dorés : le sel leur ferait rendre leur eau trop tôt.",
      "Une escalope trop épaisse s'aplatit entre deux feuilles de papier cuisson avec le fond d'une casserole : elle cuira plus vite et plus régulièrement.",
    ],
    variations: [
      "Remplacez une partie des champignons de Paris par des girolles à l'automne.",
      "Ajoutez une cuillerée de moutarde à l'ancienne dans la crème pour une sauce plus relevée.",
      "La même recette se fait avec des escalopes de veau ou des blancs de poulet.",
    ],
    wine: {
      wine: "Saint-Véran",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Ce chardonnay souple et légèrement beurré épouse la crème, et sa fraîcheur relève le goût des champignons.",
    },
  },
  {
    id: "crevettes-sautees-a-l-ail-et-au-persil",
    title: "Crevettes sautées à l'ail et au persil",
    description:
      "Des crevettes crues saisies en quelques minutes à l'huile d'olive, avec beaucoup d'ail, une pointe de piment et une poignée de persil haché au dernier moment.",
    image: "/images/recettes/crevettes-sautees-a-l-ail-et-au-persil.svg",
    imageAlt:
      "Illustration : une poêle noire pleine de crevettes roses recourbées, parsemées de persil vert, avec deux quartiers de citron.",
    prepMinutes: 10,
    cookMinutes: 5,
    servings: 4,
    difficulty: "Facile",
    category: "Poisson",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "crevettes décortiquées", quantite: 800, unite: "g" },
      { nom: "ail", quantite: 6, unite: "gousse" },
      { nom: "persil plat", quantite: 1, unite: "botte" },
      { nom: "huile d'olive", quantite: 4, unite: "c. à soupe" },
      { nom: "vin blanc sec", quantite: 5, unite: "cl" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "piment de Cayenne", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande poêle ou sauteuse", "Planche et couteau", "Papier absorbant"],
    steps: [
      {
        description:
          "Épongez les crevettes dans du papier absorbant : bien sèches, elles prennent une belle couleur. Pelez l'ail et hachez-le finement, hachez le persil.",
      },
      {
        description:
          "Chauffez la poêle à vide, versez l'huile puis les crevettes en une seule couche. Saisissez-les sans les remuer, puis retournez-les dès qu'elles rosissent.",
        temps: "2 min",
        temperature: "feu vif",
      },
      {
        description:
          "Ajoutez l'ail et le piment, faites sauter en remuant jusqu'à ce que l'ail blondisse sans brûler.",
        temps: "1 min",
      },
      {
        description:
          "Versez le vin blanc, laissez-le s'évaporer presque entièrement, puis coupez le feu. Ajoutez le persil, le jus d'un demi-citron, le sel et le poivre.",
        temps: "1 min",
      },
      { description: "Servez aussitôt dans la poêle, avec le reste du citron coupé en quartiers." },
    ],
    tips: [
      "Une crevette trop cuite devient caoutchouteuse : dès qu'elle forme un C, elle est prête ; en O, c'est trop tard.",
      "Si la poêle est petite, saisissez les crevettes en deux fois pour qu'elles ne rendent pas d'eau.",
    ],
    variations: [
      "Servez-les sur des linguine cuites al dente, en gardant un peu d'eau de cuisson pour lier.",
      "Remplacez le persil par de la coriandre et le citron par du citron vert.",
    ],
    wine: {
      wine: "Picpoul de Pinet",
      type: "Vin blanc",
      region: "Languedoc",
      why: "Ce blanc tendu et salin, né au bord de l'étang de Thau, tient tête à l'ail et rafraîchit la douceur des crevettes.",
    },
  },
  {
    id: "pave-de-cabillaud-sauce-vierge",
    title: "Pavé de cabillaud, sauce vierge",
    description:
      "Un dos de cabillaud nacré, poêlé côté peau, sous une sauce vierge crue : tomates en petits dés, échalote, basilic, citron et huile d'olive tiédie.",
    image: "/images/recettes/pave-de-cabillaud-sauce-vierge.svg",
    imageAlt:
      "Illustration : une assiette blanche avec un pavé de poisson blanc couvert de petits dés de tomate rouge, de basilic et d'olives noires.",
    prepMinutes: 15,
    cookMinutes: 10,
    servings: 4,
    difficulty: "Facile",
    category: "Poisson",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "dos de cabillaud", quantite: 4, unite: "pièce" },
      { nom: "tomates", quantite: 3, unite: "pièce" },
      { nom: "échalote", quantite: 1, unite: "pièce" },
      { nom: "basilic", quantite: 12, unite: "pièce" },
      { nom: "olives noires", quantite: 40, unite: "g" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "huile d'olive", quantite: 8, unite: "c. à soupe" },
      toTaste("fleur de sel"),
      toTaste("poivre"),
    ],
    equipment: ["Poêle antiadhésive", "Petite casserole", "Bol"],
    steps: [
      {
        description:
          "Coupez les tomates en quatre, ôtez les graines et taillez la chair en petits dés. Ciselez l'échalote, hachez les olives et le basilic.",
      },
      {
        description:
          "Mélangez dans le bol les tomates, l'échalote, les olives, le jus du citron et 6 cuillerées d'huile. Tiédissez ce mélange dans la casserole, sans le laisser cuire.",
        temps: "2 min",
        temperature: "feu très doux",
      },
      {
        description:
          "Épongez le poisson et salez-le. Chauffez le reste de l'huile dans la poêle et posez les pavés côté peau, sans les déplacer, jusqu'à ce que la peau croustille.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Retournez délicatement les pavés et terminez la cuisson : la chair doit rester nacrée au cœur et se détacher en feuillets.",
        temps: "3 min",
      },
      {
        description:
          "Ajoutez le basilic à la sauce, posez les pavés dans les assiettes chaudes et nappez-les de sauce vierge. Finissez d'un tour de poivre.",
      },
    ],
    tips: [
      "La sauce vierge ne doit jamais bouillir : chauffée, la tomate perdrait sa fraîcheur et l'huile son fruité.",
      "Un cabillaud trop cuit devient sec et s'effrite : retirez-le du feu un peu avant qu'il semble prêt, il finit de cuire dans l'assiette.",
    ],
    variations: [
      "Remplacez le cabillaud par un filet de bar ou de dorade, cuit de la même façon.",
      "Ajoutez quelques câpres et une pointe de zeste de citron à la sauce.",
    ],
    wine: {
      wine: "Cassis blanc",
      type: "Vin blanc",
      region: "Provence",
      why: "Le blanc de Cassis, ample et iodé, a la rondeur qu'il faut pour l'huile d'olive et assez de fraîcheur pour la tomate crue.",
    },
  },
  {
    id: "filets-de-maquereau-a-la-moutarde",
    title: "Filets de maquereau à la moutarde",
    description:
      "Des filets de maquereau badigeonnés de moutarde à l'ancienne et de thym, rôtis quelques minutes au four et servis avec des pommes de terre vapeur : un poisson bon marché, riche et vite prêt.",
    image: "/images/recettes/filets-de-maquereau-a-la-moutarde.svg",
    imageAlt:
      "Illustration : un plat à four rectangulaire avec des filets de maquereau à la peau argentée, couverts de moutarde dorée, entourés de pommes de terre.",
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 4,
    difficulty: "Facile",
    category: "Poisson",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "filets de maquereau", quantite: 600, unite: "g" },
      { nom: "moutarde à l'ancienne", quantite: 2, unite: "c. à soupe" },
      { nom: "moutarde de Dijon", quantite: 1, unite: "c. à soupe" },
      { nom: "pommes de terre grenaille", quantite: 600, unite: "g" },
      { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
      { nom: "thym", quantite: 3, unite: "brin" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "ciboulette", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Cuit-vapeur ou casserole avec panier", "Plat allant au four", "Pinceau"],
    steps: [
      {
        description:
          "Lavez les pommes de terre sans les éplucher et faites-les cuire à la vapeur jusqu'à ce qu'une lame les traverse sans résistance.",
        temps: "20 min",
      },
      {
        description:
          "Pendant ce temps, préchauffez le four. Mélangez les deux moutardes avec une cuillerée d'huile, les feuilles de thym et un tour de poivre.",
        temperature: "210 °C",
      },
      {
        description:
          "Huilez le plat, posez les filets côté peau et badigeonnez généreusement la chair de moutarde au pinceau. Salez peu : la moutarde relève déjà.",
      },
      {
        description:
          "Enfournez à mi-hauteur jusqu'à ce que la chair soit opaque et que la moutarde commence à dorer.",
        temps: "10 min",
        temperature: "210 °C",
      },
      {
        description:
          "Servez les filets avec les pommes de terre coupées en deux, arrosées du jus de cuisson, du jus de citron et de ciboulette ciselée.",
      },
    ],
    tips: [
      "Demandez au poissonnier de lever les filets et d'ôter à la pince la rangée de petites arêtes du milieu.",
      "Le maquereau doit avoir l'œil brillant et la peau qui scintille : c'est un poisson qui ne supporte pas d'attendre.",
    ],
    variations: [
      "Remplacez la moutarde par un mélange de pesto et de chapelure pour une croûte herbacée.",
      "Servez-les froids le lendemain, émiettés sur une salade de lentilles.",
    ],
    wine: {
      wine: "Muscadet Sèvre-et-Maine sur lie",
      type: "Vin blanc",
      region: "Loire",
      why: "Sa vivacité et sa finale légèrement saline coupent le gras du maquereau et s'accordent au piquant de la moutarde.",
    },
  },
  {
    id: "spaghetti-a-la-carbonara",
    title: "Spaghetti à la carbonara",
    description:
      "La carbonara telle qu'on la fait à Rome, sans une goutte de crème : du guanciale croustillant, des jaunes d'œufs, du pecorino et beaucoup de poivre noir, liés hors du feu par l'eau des pâtes.",
    image: "/images/recettes/spaghetti-a-la-carbonara.svg",
    imageAlt:
      "Illustration : une assiette creuse de spaghetti jaune pâle enroulés en nid, avec des dés de guanciale doré et du poivre noir.",
    prepMinutes: 10,
    cookMinutes: 15,
    servings: 4,
    difficulty: "Moyen",
    category: "Plats",
    cuisine: "italienne",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "spaghetti", quantite: 400, unite: "g" },
      { nom: "guanciale", quantite: 150, unite: "g" },
      { nom: "jaunes d'œufs", quantite: 4, unite: "pièce" },
      { nom: "œufs", quantite: 2, unite: "pièce" },
      { nom: "pecorino romano", quantite: 80, unite: "g" },
      { nom: "poivre noir", quantite: 1, unite: "c. à café" },
      toTaste("gros sel"),
    ],
    equipment: ["Grande casserole", "Grande poêle", "Saladier", "Râpe fine"],
    steps: [
      {
        description:
          "Portez une grande casserole d'eau à ébullition et salez-la modérément : le guanciale et le pecorino sont déjà salés.",
        temps: "10 min",
      },
      {
        description:
          "Pendant ce temps, ôtez la couenne du guanciale et taillez-le en bâtonnets. Faites-le dorer à sec dans la poêle jusqu'à ce que le gras devienne translucide et les bords croustillants. Coupez le feu.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Dans le saladier, battez les jaunes, les œufs entiers, le pecorino râpé finement et le poivre fraîchement concassé jusqu'à obtenir une crème épaisse.",
      },
      {
        description:
          "Faites cuire les spaghetti une minute de moins qu'indiqué sur le paquet. Prélevez un verre d'eau de cuisson avant d'égoutter les pâtes.",
        temps: "10 min",
      },
      {
        description:
          "Versez les pâtes dans la poêle du guanciale hors du feu et mélangez pour les enrober de gras. Laissez tiédir 1 min.",
      },
      {
        description:
          "Ajoutez le mélange d'œufs et quelques cuillerées d'eau de cuisson en remuant vivement : la chaleur des pâtes doit épaissir la sauce en une crème brillante, sans grumeaux d'œuf.",
      },
      { description: "Servez aussitôt, avec un peu de pecorino et un dernier tour de poivre." },
    ],
    tips: [
      "Tout se joue hors du feu : sur la flamme, les œufs tournent en omelette.",
      "Si la sauce est trop épaisse, détendez-la cuillerée par cuillerée avec l'eau de cuisson, riche en amidon.",
      "Le guanciale est de la joue de porc séchée ; à défaut, prenez de la pancetta plutôt que des lardons fumés, dont le goût de fumée masque le reste.",
    ],
    variations: [
      "Remplacez la moitié du pecorino par du parmesan pour une sauce plus douce.",
      "Faites-la avec des rigatoni, dont les cannelures retiennent bien la sauce.",
    ],
    wine: {
      wine: "Crozes-Hermitage blanc",
      type: "Vin blanc",
      region: "Vallée du Rhône",
      why: "La marsanne et la roussanne donnent un blanc gras et parfumé qui tient face au jaune d'œuf et au pecorino, avec assez de fraîcheur pour le gras du guanciale.",
    },
  },
  {
    id: "penne-all-arrabbiata",
    title: "Penne all'arrabbiata",
    description:
      "Des penne dans une sauce tomate « enragée » : de l'ail et du piment doucement chauffés dans l'huile d'olive, puis des tomates pelées réduites jusqu'à devenir épaisses. Entièrement végétal.",
    image: "/images/recettes/penne-all-arrabbiata.svg",
    imageAlt:
      "Illustration : une assiette creuse de penne couvertes d'une sauce tomate rouge vif, avec des éclats de piment et du persil haché.",
    prepMinutes: 5,
    cookMinutes: 20,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    cuisine: "italienne",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "penne", quantite: 400, unite: "g" },
      { nom: "tomates pelées", quantite: 800, unite: "g" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "piment oiseau", quantite: 2, unite: "pièce" },
      { nom: "huile d'olive", quantite: 4, unite: "c. à soupe" },
      { nom: "persil plat", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
    ],
    equipment: ["Grande casserole", "Sauteuse", "Passoire"],
    steps: [
      {
        description:
          "Pelez l'ail et coupez-le en fines lamelles. Émiettez les piments entre vos doigts, en retirant les graines si vous craignez le feu.",
      },
      {
        description:
          "Versez l'huile dans la sauteuse froide avec l'ail et le piment, puis chauffez doucement : l'ail doit à peine blondir et parfumer l'huile.",
        temps: "3 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez les tomates écrasées à la main avec leur jus et une pincée de sel. Laissez mijoter à découvert jusqu'à ce que la sauce épaississe et que l'huile perle en surface.",
        temps: "15 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Pendant ce temps, faites cuire les penne al dente dans une grande quantité d'eau bouillante salée.",
        temps: "11 min",
      },
      {
        description:
          "Égouttez les pâtes en gardant un peu d'eau, versez-les dans la sauce et faites-les sauter ensemble 1 min pour qu'elles s'en imprègnent. Parsemez de persil.",
        temps: "1 min",
      },
    ],
    tips: [
      "Un ail brûlé rend la sauce amère : s'il brunit, mieux vaut recommencer que poursuivre.",
      "Goûtez la sauce avant d'ajouter les pâtes : le piment se renforce en cuisant.",
    ],
    variations: [
      "Pour les amateurs de fromage, servez avec du pecorino râpé, comme on le fait souvent à Rome.",
      "Ajoutez quelques olives noires et des câpres pour vous rapprocher d'une puttanesca.",
    ],
    wine: {
      wine: "Costières-de-Nîmes rouge",
      type: "Vin rouge",
      region: "Vallée du Rhône",
      why: "Un rouge de grenache et de syrah, fruité et peu tannique : la chaleur du piment exalterait des tanins plus durs.",
    },
  },
  {
    id: "linguine-au-pesto-genovese",
    title: "Linguine au pesto genovese",
    description:
      "Les pâtes au pesto comme à Gênes : un pesto pilé de basilic, de pignons, d'ail et de fromages affinés, et dans la même eau que les linguine, des pommes de terre et des haricots verts.",
    image: "/images/recettes/linguine-au-pesto-genovese.svg",
    imageAlt:
      "Illustration : un bol de linguine vertes de pesto, avec des dés de pomme de terre, des tronçons de haricots verts, des pignons et une feuille de basilic.",
    prepMinutes: 15,
    cookMinutes: 15,
    servings: 4,
    difficulty: "Moyen",
    category: "Végétarien",
    cuisine: "italienne",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "linguine", quantite: 400, unite: "g" },
      { nom: "basilic", quantite: 2, unite: "botte" },
      { nom: "pignons de pin", quantite: 30, unite: "g" },
      { nom: "parmesan", quantite: 40, unite: "g" },
      { nom: "pecorino", quantite: 20, unite: "g" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      { nom: "huile d'olive", quantite: 10, unite: "cl" },
      { nom: "pommes de terre", quantite: 2, unite: "pièce" },
      { nom: "haricots verts", quantite: 150, unite: "g" },
      toTaste("gros sel"),
    ],
    equipment: ["Mortier et pilon ou petit mixeur", "Grande casserole", "Râpe fine"],
    steps: [
      {
        description:
          "Effeuillez le basilic sans le laver s'il est propre : mouillées, les feuilles noircissent. Râpez finement le parmesan et le pecorino.",
      },
      {
        description:
          "Pilez l'ail avec une pincée de gros sel, puis les pignons, puis le basilic par petites poignées, en tournant le pilon contre les parois plutôt qu'en tapant. Incorporez les fromages, puis l'huile en filet.",
      },
      {
        description:
          "Épluchez les pommes de terre et taillez-les en petits dés. Équeutez les haricots verts et coupez-les en tronçons de 3 cm.",
      },
      {
        description:
          "Plongez les pommes de terre dans une grande casserole d'eau bouillante salée et faites-les cuire 5 min avant d'ajouter les linguine et les haricots, pour qu'ils soient prêts en même temps.",
        temps: "15 min",
      },
      {
        description:
          "Délayez le pesto avec deux cuillerées d'eau de cuisson. Égouttez pâtes et légumes, mélangez-les au pesto hors du feu et servez aussitôt.",
      },
    ],
    tips: [
      "Le pesto ne chauffe jamais : la chaleur ternit le basilic et lui donne un goût d'herbe cuite.",
      "Au mixeur, utilisez des impulsions brèves et un bol refroidi au congélateur pour ne pas échauffer les feuilles.",
      "Le pesto se garde trois jours au réfrigérateur sous une fine couche d'huile.",
    ],
    variations: [
      "Faites-le avec des trofie, les petites pâtes torsadées de Ligurie qui le retiennent si bien.",
      "Remplacez la moitié des pignons par des amandes émondées, moins chères et tout aussi douces.",
    ],
    wine: {
      wine: "Bellet blanc",
      type: "Vin blanc",
      region: "Provence",
      why: "Le rolle des collines de Nice, vif et légèrement amer en finale, a le caractère méditerranéen qui répond au basilic et à l'huile d'olive.",
    },
  },
  {
    id: "saltimbocca-de-veau",
    title: "Saltimbocca de veau",
    description:
      "De fines escalopes de veau couvertes d'une tranche de jambon cru et d'une feuille de sauge, dorées au beurre en deux minutes et déglacées au vin blanc : « saute en bouche », disent les Romains.",
    image: "/images/recettes/saltimbocca-de-veau.svg",
    imageAlt:
      "Illustration : une assiette ovale avec trois escalopes roulées de jambon cru rose, chacune piquée d'une feuille de sauge vert-gris, dans un jus doré.",
    prepMinutes: 10,
    cookMinutes: 10,
    servings: 4,
    difficulty: "Facile",
    category: "Viande",
    cuisine: "italienne",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "escalopes de veau", quantite: 600, unite: "g" },
      { nom: "jambon cru", quantite: 8, unite: "tranche" },
      { nom: "sauge", quantite: 8, unite: "pièce" },
      { nom: "farine", quantite: 1, unite: "c. à soupe" },
      { nom: "beurre", quantite: 40, unite: "g" },
      { nom: "huile d'olive", quantite: 1, unite: "c. à soupe" },
      { nom: "vin blanc sec", quantite: 10, unite: "cl" },
      toTaste("poivre"),
    ],
    equipment: ["Grande poêle", "Cure-dents", "Papier cuisson", "Rouleau à pâtisserie"],
    steps: [
      {
        description:
          "Coupez les escalopes en huit morceaux et aplatissez-les entre deux feuilles de papier cuisson au rouleau, jusqu'à 5 mm d'épaisseur.",
      },
      {
        description:
          "Couvrez chaque morceau d'une tranche de jambon cru, posez une feuille de sauge au centre et fixez le tout avec un cure-dents piqué à plat. Poivrez, sans saler.",
      },
      {
        description:
          "Farinez légèrement le côté sans jambon. Chauffez l'huile et la moitié du beurre, puis faites dorer les saltimbocca côté farine d'abord.",
        temps: "2 min",
        temperature: "feu vif",
      },
      {
        description:
          "Retournez-les côté jambon pour une minute seulement, puis réservez-les au chaud sur un plat.",
        temps: "1 min",
      },
      {
        description:
          "Versez le vin blanc dans la poêle, grattez les sucs et laissez réduire de moitié. Ajoutez le reste du beurre froid en remuant pour lier la sauce, et nappez-en la viande.",
        temps: "3 min",
      },
    ],
    tips: [
      "Le jambon cru est salé : un tour de poivre suffit à assaisonner la viande.",
      "Une viande aplatie cuit en un instant ; au-delà de trois minutes, elle durcit.",
    ],
    variations: [
      "Remplacez le veau par des blancs de poulet ouverts en portefeuille.",
      "Déglacez au marsala plutôt qu'au vin blanc pour une sauce plus ronde.",
    ],
    wine: {
      wine: "Chiroubles",
      type: "Vin rouge",
      region: "Beaujolais",
      why: "Un gamay léger et floral, servi frais, accompagne la finesse du veau sans écraser la sauge ni le jambon.",
    },
  },
  {
    id: "chakchouka",
    title: "Chakchouka",
    description:
      "Le plat de poivrons et de tomates du Maghreb, longuement fondus à l'huile d'olive avec du cumin et de la harissa, dans lequel on fait pocher des œufs.",
    image: "/images/recettes/chakchouka.svg",
    imageAlt:
      "Illustration : une poêle en fonte remplie d'une sauce rouge aux lanières de poivron, avec quatre œufs aux jaunes bien ronds et de la coriandre.",
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    cuisine: "maghrébine",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "poivrons rouges", quantite: 2, unite: "pièce" },
      { nom: "poivron vert", quantite: 1, unite: "pièce" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "tomates pelées", quantite: 400, unite: "g" },
      { nom: "œufs", quantite: 8, unite: "pièce" },
      { nom: "huile d'olive", quantite: 4, unite: "c. à soupe" },
      { nom: "cumin", quantite: 1, unite: "c. à café" },
      { nom: "paprika", quantite: 1, unite: "c. à café" },
      { nom: "harissa", quantite: 1, unite: "c. à café" },
      { nom: "coriandre", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
    ],
    equipment: ["Grande poêle avec couvercle", "Planche et couteau"],
    steps: [
      {
        description:
          "Épépinez les poivrons et coupez-les en fines lanières. Émincez les oignons et hachez l'ail.",
      },
      {
        description:
          "Faites revenir les oignons et les poivrons dans l'huile d'olive jusqu'à ce qu'ils soient tendres et légèrement confits.",
        temps: "10 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez l'ail, le cumin, le paprika et la harissa, remuez 1 min pour réveiller les épices, puis versez les tomates écrasées et salez. Laissez mijoter jusqu'à ce que la sauce épaississe.",
        temps: "5 min",
      },
      {
        description:
          "Creusez huit petits puits dans la sauce avec le dos d'une cuillère et cassez un œuf dans chacun. Couvrez et laissez pocher jusqu'à ce que les blancs soient pris et les jaunes encore coulants.",
        temps: "5 min",
        temperature: "feu doux",
      },
      { description: "Parsemez de coriandre et servez dans la poêle, posée au milieu de la table." },
    ],
    tips: [
      "Salez légèrement les blancs d'œufs, pas les jaunes : le sel y laisserait de petites taches blanches.",
      "Soulevez le couvercle au bout de 4 min : un blanc encore translucide autour du jaune demande une minute de plus.",
    ],
    variations: [
      "Émiettez un peu de feta sur la sauce juste avant d'y casser les œufs.",
      "Ajoutez une courgette en dés avec les poivrons pour une version plus légère en œufs.",
    ],
    wine: {
      wine: "Bandol rosé",
      type: "Vin rosé",
      region: "Provence",
      why: "Le mourvèdre donne à ce rosé la structure qu'il faut pour les épices et la chaleur de la harissa, tout en restant frais.",
    },
  },
  {
    id: "couscous-aux-legumes",
    title: "Couscous aux légumes",
    description:
      "Un couscous entièrement végétal : carottes, navets, courgettes et pois chiches mijotés dans un bouillon parfumé au cumin, au curcuma et à la cannelle, sur une semoule gonflée à l'huile d'olive.",
    image: "/images/recettes/couscous-aux-legumes.svg",
    imageAlt:
      "Illustration : un grand plat rond de semoule dorée en dôme, entouré de carottes, de courgettes, de navets et de pois chiches, avec un bol de bouillon.",
    prepMinutes: 20,
    cookMinutes: 45,
    servings: 6,
    difficulty: "Moyen",
    category: "Végétarien",
    cuisine: "maghrébine",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "semoule moyenne", quantite: 400, unite: "g" },
      { nom: "pois chiches en conserve", quantite: 400, unite: "g" },
      { nom: "carottes", quantite: 4, unite: "pièce" },
      { nom: "navets", quantite: 3, unite: "pièce" },
      { nom: "courgettes", quantite: 2, unite: "pièce" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "tomates pelées", quantite: 400, unite: "g" },
      { nom: "bouillon de légumes", quantite: 1.5, unite: "l" },
      { nom: "huile d'olive", quantite: 5, unite: "c. à soupe" },
      { nom: "cumin", quantite: 1, unite: "c. à café" },
      { nom: "curcuma", quantite: 1, unite: "c. à café" },
      { nom: "gingembre en poudre", quantite: 1, unite: "c. à café" },
      { nom: "cannelle", quantite: 0.5, unite: "c. à café" },
      { nom: "coriandre", quantite: 1, unite: "botte" },
      { nom: "raisins secs", quantite: 50, unite: "g" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grand faitout", "Saladier large", "Louche"],
    steps: [
      {
        description:
          "Épluchez les carottes et les navets et coupez-les en gros tronçons. Coupez les courgettes en quatre dans la longueur, puis en morceaux de 5 cm. Émincez les oignons.",
      },
      {
        description:
          "Dans le faitout, faites revenir les oignons dans 3 cuillerées d'huile avec le cumin, le curcuma, le gingembre et la cannelle.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez les tomates, les carottes, les navets, la moitié de la coriandre ficelée en bouquet et le bouillon. Salez, poivrez et laissez mijoter à couvert.",
        temps: "25 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez les courgettes, les pois chiches égouttés et les raisins secs, et poursuivez la cuisson jusqu'à ce que les courgettes soient fondantes.",
        temps: "15 min",
      },
      {
        description:
          "Versez la semoule dans le saladier avec une pincée de sel et le reste d'huile, frottez-la entre vos mains, puis versez dessus autant de bouillon bouillant que de semoule en volume, environ 45 cl. Couvrez et laissez gonfler 5 min.",
        temps: "5 min",
      },
      {
        description:
          "Égrenez la semoule du bout des doigts huilés. Servez-la avec les légumes, le bouillon à part dans un bol et le reste de coriandre ciselée.",
      },
    ],
    tips: [
      "Frotter la semoule avec l'huile avant de la mouiller enrobe chaque grain : elle ne colle pas en paquets.",
      "Le couscous est encore meilleur réchauffé : les légumes ont le temps de s'imprégner des épices.",
    ],
    variations: [
      "Ajoutez des morceaux de potiron en même temps que les courgettes à l'automne.",
      "Servez à part un peu de harissa délayée dans le bouillon pour ceux qui aiment le piquant.",
    ],
    wine: {
      wine: "Gris de Boulaouane",
      type: "Vin rosé",
      region: "Maroc",
      why: "Ce gris très pâle, sec et fruité, est le compagnon habituel du couscous au Maroc : il rafraîchit les épices sans couvrir les légumes.",
    },
  },
  {
    id: "tajine-de-poulet-au-citron-confit-et-aux-olives",
    title: "Tajine de poulet au citron confit et aux olives",
    description:
      "Des cuisses de poulet mijotées longuement avec des oignons fondus, du gingembre, du curcuma et du safran, relevées à la fin par l'amertume douce du citron confit et le sel des olives vertes.",
    image: "/images/recettes/tajine-de-poulet-au-citron-confit-et-aux-olives.svg",
    imageAlt:
      "Illustration : un tajine en terre cuite ouvert, son couvercle conique posé à côté, avec des cuisses de poulet dorées, des quartiers de citron jaune et des olives vertes.",
    prepMinutes: 20,
    cookMinutes: 60,
    servings: 4,
    difficulty: "Moyen",
    category: "Viande",
    cuisine: "maghrébine",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "cuisses de poulet", quantite: 4, unite: "pièce" },
      { nom: "oignons", quantite: 3, unite: "pièce" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "citrons confits", quantite: 2, unite: "pièce" },
      { nom: "olives vertes", quantite: 150, unite: "g" },
      { nom: "gingembre en poudre", quantite: 1, unite: "c. à café" },
      { nom: "curcuma", quantite: 1, unite: "c. à café" },
      { nom: "safran", quantite: 1, unite: "pincée" },
      { nom: "coriandre", quantite: 1, unite: "botte" },
      { nom: "persil plat", quantite: 0.5, unite: "botte" },
      { nom: "huile d'olive", quantite: 4, unite: "c. à soupe" },
      { nom: "eau", quantite: 30, unite: "cl" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Tajine ou cocotte en fonte", "Grand bol", "Planche et couteau"],
    steps: [
      {
        description:
          "Mélangez dans le bol l'huile, l'ail écrasé, le gingembre, le curcuma, le safran, le poivre et la moitié des herbes hachées. Enrobez-en les cuisses de poulet.",
      },
      {
        description:
          "Émincez finement les oignons et étalez-les au fond du tajine. Posez le poulet dessus avec toute sa marinade et faites-le colorer doucement sur les deux faces.",
        temps: "10 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Versez l'eau, couvrez et laissez mijoter en retournant les cuisses à mi-cuisson, jusqu'à ce que les oignons se soient réduits en une sauce épaisse.",
        temps: "40 min",
        temperature: "feu doux",
      },
      {
        description:
          "Rincez les citrons confits, ôtez la pulpe et coupez l'écorce en lanières. Rincez les olives pour en retirer l'excès de sel.",
      },
      {
        description:
          "Ajoutez l'écorce de citron et les olives, puis laissez mijoter à découvert pour que la sauce nappe la viande. Goûtez avant de saler.",
        temps: "10 min",
      },
      {
        description: "Parsemez du reste des herbes et servez dans le tajine.",
      },
    ],
    tips: [
      "Servez-le avec du pain pour saucer, ou une semoule fine.",
      "Un tajine en terre se chauffe toujours doucement, sur un diffuseur : un feu vif le ferait fendre.",
      "Le citron confit se trouve en bocal dans les épiceries orientales ; la pulpe se garde pour parfumer une vinaigrette.",
    ],
    variations: [
      "Remplacez les cuisses par un poulet fermier découpé en morceaux, avec la même cuisson.",
      "Ajoutez une poignée d'amandes émondées et dorées à sec au moment de servir.",
    ],
    wine: {
      wine: "Tavel",
      type: "Vin rosé",
      region: "Vallée du Rhône",
      why: "Le plus vineux des rosés a le corps nécessaire pour la sauce aux épices, et son fruit mûr adoucit l'amertume du citron confit.",
    },
  },
  {
    id: "harira",
    title: "Harira aux lentilles et aux pois chiches",
    description:
      "La grande soupe marocaine du soir, ici sans viande : lentilles, pois chiches, tomates, céleri et une brassée d'herbes, épaissie à la farine et relevée de citron. Un repas à elle seule.",
    image: "/images/recettes/harira.svg",
    imageAlt:
      "Illustration : un bol de soupe rouge orangé aux lentilles et pois chiches, parsemé de coriandre, avec des dattes et un quartier de citron à côté.",
    prepMinutes: 20,
    cookMinutes: 60,
    servings: 6,
    difficulty: "Moyen",
    category: "Plats",
    cuisine: "maghrébine",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "lentilles vertes", quantite: 150, unite: "g" },
      { nom: "pois chiches en conserve", quantite: 400, unite: "g" },
      { nom: "tomates pelées", quantite: 800, unite: "g" },
      { nom: "concentré de tomate", quantite: 2, unite: "c. à soupe" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "céleri", quantite: 2, unite: "brin" },
      { nom: "coriandre", quantite: 1, unite: "botte" },
      { nom: "persil plat", quantite: 1, unite: "botte" },
      { nom: "riz rond", quantite: 50, unite: "g" },
      { nom: "farine", quantite: 3, unite: "c. à soupe" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      { nom: "gingembre en poudre", quantite: 1, unite: "c. à café" },
      { nom: "curcuma", quantite: 1, unite: "c. à café" },
      { nom: "cannelle", quantite: 0.5, unite: "c. à café" },
      { nom: "eau", quantite: 2, unite: "l" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "dattes", quantite: 12, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grand faitout", "Mixeur", "Petit bol", "Fouet"],
    steps: [
      {
        description:
          "Rincez les lentilles. Hachez les oignons, le céleri, la coriandre et le persil ; mixez les tomates pelées en une purée lisse.",
      },
      {
        description:
          "Faites fondre les oignons et le céleri dans l'huile avec le gingembre, le curcuma et la cannelle, sans les colorer.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez les lentilles, les tomates mixées, le concentré, les trois quarts des herbes et l'eau. Portez à ébullition puis laissez mijoter à couvert.",
        temps: "35 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez le riz et les pois chiches égouttés, salez, poivrez et poursuivez la cuisson jusqu'à ce que le riz soit tendre.",
        temps: "15 min",
      },
      {
        description:
          "Délayez la farine dans un bol d'eau froide, versez-la en filet dans la soupe en fouettant et laissez frémir en remuant jusqu'à ce que la harira prenne une consistance veloutée.",
        temps: "5 min",
      },
      {
        description:
          "Ajoutez le reste des herbes et le jus d'un demi-citron. Servez avec des quartiers de citron et les dattes, comme au moment de rompre le jeûne du ramadan.",
      },
    ],
    tips: [
      "Versez la farine délayée peu à peu en fouettant sans arrêt : jetée d'un coup, elle ferait des grumeaux.",
      "La harira épaissit en refroidissant ; réchauffez-la avec un peu d'eau le lendemain.",
    ],
    variations: [
      "Remplacez le riz par une poignée de vermicelles cassés, comme dans de nombreuses familles.",
      "Pour une version plus riche, faites revenir des dés d'agneau avec les oignons au début de la cuisson.",
    ],
    wine: {
      wine: "Côtes-du-Rhône rouge",
      type: "Vin rouge",
      region: "Vallée du Rhône",
      why: "Un rouge de grenache, souple et épicé, accompagne les légumineuses et les épices douces sans dureté face à la tomate.",
    },
  },
  {
    id: "taboule-libanais",
    title: "Taboulé libanais",
    description:
      "Le vrai taboulé est une salade d'herbes : du persil plat haché au couteau, de la menthe, des tomates et à peine un peu de boulgour fin, le tout bien citronné. Entièrement végétal.",
    image: "/images/recettes/taboule-libanais.svg",
    imageAlt:
      "Illustration : un saladier creux rempli de persil vert haché parsemé de petits dés de tomate, entouré de feuilles de laitue romaine.",
    prepMinutes: 25,
    cookMinutes: 0,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    cuisine: "libanaise",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "persil plat", quantite: 3, unite: "botte" },
      { nom: "menthe", quantite: 1, unite: "botte" },
      { nom: "boulgour", quantite: 50, unite: "g" },
      { nom: "tomates", quantite: 4, unite: "pièce" },
      { nom: "oignons nouveaux", quantite: 3, unite: "pièce" },
      { nom: "jus de citron", quantite: 8, unite: "cl" },
      { nom: "huile d'olive", quantite: 8, unite: "c. à soupe" },
      { nom: "cannelle", quantite: 1, unite: "pincée" },
      { nom: "laitue romaine", quantite: 1, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grand couteau bien aiguisé", "Planche", "Saladier", "Torchon propre"],
    steps: [
      {
        description:
          "Rincez le boulgour, couvrez-le du jus de citron et laissez-le gonfler à froid pendant que vous préparez le reste.",
      },
      {
        description:
          "Lavez le persil et la menthe, puis séchez-les soigneusement dans un torchon. Ne gardez que les feuilles et les tiges les plus fines du persil.",
      },
      {
        description:
          "Rassemblez les herbes en petits fagots serrés et hachez-les finement au couteau, d'un geste net, sans les écraser.",
      },
      {
        description:
          "Coupez les tomates en tout petits dés en gardant leur jus, et ciselez les oignons nouveaux.",
      },
      {
        description:
          "Mélangez les herbes, les tomates, les oignons et le boulgour citronné. Assaisonnez de sel, de poivre et de cannelle, puis arrosez d'huile d'olive juste avant de servir, avec les feuilles de romaine pour piocher.",
      },
    ],
    tips: [
      "Au mixeur, le persil se transforme en purée humide : le couteau garde chaque brin distinct.",
      "Des herbes mal séchées noient la salade ; prenez le temps de bien les essorer.",
    ],
    variations: [
      "Remplacez le boulgour par du quinoa cuit et refroidi pour une version sans gluten.",
      "Ajoutez une pincée de sumac au moment de servir pour une note acidulée.",
    ],
    wine: {
      wine: "Château Musar blanc",
      type: "Vin blanc",
      region: "Vallée de la Bekaa",
      why: "Ce blanc libanais d'obaideh et de merwah, ample et légèrement oxydatif, a assez de présence pour l'acidité du citron et la vigueur des herbes.",
    },
  },
  {
    id: "houmous",
    title: "Houmous",
    description:
      "Une purée de pois chiches très lisse, montée au tahini, au citron et à l'ail, étalée en spirale dans une assiette, arrosée d'huile d'olive et poudrée de paprika, avec des bâtonnets de légumes.",
    image: "/images/recettes/houmous.svg",
    imageAlt:
      "Illustration : une assiette creuse de houmous beige crémeux, creusée d'une spirale d'huile d'olive et de paprika rouge, entourée de bâtonnets de carotte et de concombre.",
    prepMinutes: 15,
    cookMinutes: 10,
    servings: 6,
    difficulty: "Facile",
    category: "Entrées",
    cuisine: "libanaise",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "pois chiches en conserve", quantite: 500, unite: "g" },
      { nom: "bicarbonate", quantite: 0.5, unite: "c. à café" },
      { nom: "tahini", quantite: 4, unite: "c. à soupe" },
      { nom: "jus de citron", quantite: 5, unite: "cl" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      { nom: "cumin", quantite: 0.5, unite: "c. à café" },
      { nom: "eau", quantite: 6, unite: "cl" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      { nom: "paprika", quantite: 1, unite: "pincée" },
      { nom: "carottes", quantite: 3, unite: "pièce" },
      { nom: "concombre", quantite: 1, unite: "pièce" },
      toTaste("sel"),
    ],
    equipment: ["Casserole", "Mixeur ou robot", "Passoire"],
    steps: [
      {
        description:
          "Égouttez et rincez les pois chiches, couvrez-les d'eau dans la casserole avec le bicarbonate et faites-les frémir : leur peau se détache et ils s'écrasent bien plus finement.",
        temps: "10 min",
        temperature: "feu doux",
      },
      {
        description:
          "Égouttez-les, rincez-les à l'eau froide en frottant pour retirer les peaux qui flottent, et gardez-en une cuillerée entière pour le service.",
      },
      {
        description:
          "Mixez le tahini avec le jus de citron, l'ail et le cumin jusqu'à ce que le mélange pâlisse et épaississe, puis ajoutez les pois chiches et mixez longuement en versant l'eau glacée peu à peu.",
      },
      {
        description:
          "Goûtez, salez et rectifiez en citron. Le houmous doit être lisse et souple, comme une crème épaisse.",
      },
      {
        description:
          "Étalez-le dans une assiette creuse, creusez une spirale au dos d'une cuillère, arrosez d'huile d'olive, saupoudrez de paprika et posez les pois chiches réservés. Servez avec les carottes et le concombre taillés en bâtonnets.",
      },
    ],
    tips: [
      "L'eau glacée rend le houmous plus clair et plus aérien : ajoutez-la au dernier moment, moteur en marche.",
      "Remuez bien le pot de tahini avant usage : l'huile remonte à la surface et la pâte reste au fond.",
    ],
    variations: [
      "Mixez une betterave cuite avec les pois chiches pour un houmous rose vif.",
      "Servez-le tiède, couvert de pignons dorés à l'huile d'olive, comme on le fait à Beyrouth.",
      "Accompagnez-le de pain pita grillé si le gluten ne vous gêne pas.",
    ],
    wine: {
      wine: "Coteaux-d'Aix-en-Provence rosé",
      type: "Vin rosé",
      region: "Provence",
      why: "Un rosé sec et délicat, aux notes d'agrumes, accompagne la douceur du sésame et la pointe d'ail sans les couvrir.",
    },
  },
  {
    id: "fattouch",
    title: "Fattouch",
    description:
      "La salade libanaise des restes de pain : des crudités croquantes, des herbes fraîches et des morceaux de pita grillée qui boivent une vinaigrette au citron. Entièrement végétale.",
    image: "/images/recettes/fattouch.svg",
    imageAlt:
      "Illustration : un saladier évasé de crudités colorées, rondelles de radis, dés de tomate et de concombre, avec des éclats de pain grillé doré.",
    prepMinutes: 20,
    cookMinutes: 5,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    cuisine: "libanaise",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "pitas", quantite: 2, unite: "pièce" },
      { nom: "laitue romaine", quantite: 1, unite: "pièce" },
      { nom: "tomates", quantite: 3, unite: "pièce" },
      { nom: "concombre", quantite: 1, unite: "pièce" },
      { nom: "radis", quantite: 8, unite: "pièce" },
      { nom: "oignons nouveaux", quantite: 3, unite: "pièce" },
      { nom: "persil plat", quantite: 0.5, unite: "botte" },
      { nom: "menthe", quantite: 0.5, unite: "botte" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      { nom: "jus de citron", quantite: 4, unite: "cl" },
      { nom: "huile d'olive", quantite: 6, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Plaque de four", "Grand saladier", "Bocal pour la vinaigrette"],
    steps: [
      {
        description:
          "Ouvrez les pitas en deux feuilles, badigeonnez-les d'une cuillerée d'huile et coupez-les en carrés. Faites-les griller sous le gril du four jusqu'à ce qu'ils soient dorés et cassants.",
        temps: "5 min",
        temperature: "gril",
      },
      {
        description:
          "Coupez la romaine en lanières, les tomates et le concombre en dés, les radis en rondelles fines et les oignons nouveaux en biseau. Effeuillez le persil et la menthe.",
      },
      {
        description:
          "Dans le bocal, secouez le jus de citron avec l'ail écrasé, le sel, le poivre et le reste de l'huile jusqu'à obtenir une vinaigrette bien liée.",
      },
      {
        description:
          "Mélangez les légumes et les herbes avec la vinaigrette, puis ajoutez les carrés de pita au dernier moment, pour qu'ils restent croquants en partie.",
      },
    ],
    tips: [
      "Si vous trouvez du sumac dans une épicerie orientale, saupoudrez-en la salade : cette poudre pourpre et acidulée est la signature du fattouch.",
      "Le pain de la veille convient parfaitement : c'est pour lui que la recette existe.",
    ],
    variations: [
      "Ajoutez des grains de grenade et un filet de mélasse de grenade à la vinaigrette.",
      "Faites frire les carrés de pita dans un fond d'huile : plus riches, ils restent croquants plus longtemps.",
    ],
    wine: {
      wine: "Côtes-du-Roussillon blanc",
      type: "Vin blanc",
      region: "Roussillon",
      why: "Un blanc méditerranéen de grenache blanc, frais et légèrement anisé, qui s'accorde aux herbes et supporte l'acidité du citron.",
    },
  },
  {
    id: "bo-bun-au-boeuf",
    title: "Bò bún au bœuf",
    description:
      "Le bol vietnamien préféré des Français : des vermicelles de riz tièdes sur de la salade, des crudités et des herbes, couverts de bœuf mariné et sauté à l'ail, arrosés de nuoc-mâm sucré.",
    image: "/images/recettes/bo-bun-au-boeuf.svg",
    imageAlt:
      "Illustration : un bol blanc de vermicelles de riz couverts de lamelles de bœuf brun, de carottes râpées, de menthe, de cacahuètes concassées et de concombre.",
    prepMinutes: 20,
    cookMinutes: 10,
    servings: 4,
    difficulty: "Moyen",
    category: "Viande",
    cuisine: "vietnamienne",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "rumsteck de bœuf", quantite: 400, unite: "g" },
      { nom: "vermicelles de riz", quantite: 250, unite: "g" },
      { nom: "laitue", quantite: 0.5, unite: "pièce" },
      { nom: "carottes", quantite: 2, unite: "pièce" },
      { nom: "concombre", quantite: 0.5, unite: "pièce" },
      { nom: "pousses de soja", quantite: 150, unite: "g" },
      { nom: "menthe", quantite: 0.5, unite: "botte" },
      { nom: "coriandre", quantite: 0.5, unite: "botte" },
      { nom: "cacahuètes", quantite: 50, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "nuoc-mâm", quantite: 6, unite: "c. à soupe" },
      { nom: "sucre", quantite: 3, unite: "c. à soupe" },
      { nom: "jus de citron vert", quantite: 4, unite: "cl" },
      { nom: "eau", quantite: 10, unite: "cl" },
      { nom: "piment oiseau", quantite: 1, unite: "pièce" },
      { nom: "huile d'arachide", quantite: 2, unite: "c. à soupe" },
    ],
    equipment: ["Wok ou grande poêle", "Casserole", "Passoire", "4 grands bols"],
    steps: [
      {
        description:
          "Préparez la sauce : dissolvez 2 cuillerées de sucre dans l'eau tiède, puis ajoutez 5 cuillerées de nuoc-mâm, le jus de citron vert, une gousse d'ail hachée et le piment émincé.",
      },
      {
        description:
          "Taillez le bœuf en fines lamelles contre le fil et mélangez-le avec le reste d'ail haché, de sucre et de nuoc-mâm. Laissez-le mariner le temps de préparer les légumes.",
      },
      {
        description:
          "Râpez les carottes, taillez le concombre en bâtonnets, émincez la salade, effeuillez les herbes. Concassez les cacahuètes et faites-les griller à sec dans le wok.",
        temps: "2 min",
      },
      {
        description:
          "Plongez les vermicelles dans l'eau bouillante, faites-les cuire puis rincez-les à l'eau froide et égouttez-les bien.",
        temps: "4 min",
      },
      {
        description:
          "Chauffez l'huile dans le wok, faites dorer l'oignon émincé, puis saisissez le bœuf en deux fois pour qu'il ne rende pas d'eau.",
        temps: "4 min",
        temperature: "feu vif",
      },
      {
        description:
          "Garnissez chaque bol de salade et de pousses de soja, puis de vermicelles, de crudités, de bœuf chaud, d'herbes et de cacahuètes. Chacun arrose son bol de sauce et mélange.",
      },
    ],
    tips: [
      "Placez le bœuf 20 min au congélateur : à demi ferme, il se tranche bien plus finement.",
      "Les vermicelles rincés à l'eau froide restent séparés ; sans rinçage, ils collent en bloc.",
    ],
    variations: [
      "Ajoutez deux nems coupés en tronçons sur chaque bol, comme dans les restaurants.",
      "Remplacez le bœuf par du tofu ferme mariné à la sauce soja et doré à la poêle.",
    ],
    wine: {
      wine: "Alsace riesling",
      type: "Vin blanc",
      region: "Alsace",
      why: "Un riesling sec et tendu, aux notes de citron vert, épouse le sucré-salé du nuoc-mâm et la fraîcheur des herbes.",
    },
  },
  {
    id: "rouleaux-de-printemps-aux-crevettes",
    title: "Rouleaux de printemps aux crevettes",
    description:
      "Des galettes de riz translucides roulées autour de crevettes roses, de vermicelles, de salade et d'herbes fraîches, à tremper dans une sauce au nuoc-mâm et au citron vert.",
    image: "/images/recettes/rouleaux-de-printemps-aux-crevettes.svg",
    imageAlt:
      "Illustration : une planche avec quatre rouleaux translucides laissant voir des crevettes roses et des herbes vertes, à côté d'un petit bol de sauce ambrée.",
    prepMinutes: 25,
    cookMinutes: 5,
    servings: 4,
    difficulty: "Moyen",
    category: "Entrées",
    cuisine: "vietnamienne",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "feuilles de riz", quantite: 12, unite: "pièce" },
      { nom: "crevettes roses", quantite: 24, unite: "pièce" },
      { nom: "vermicelles de riz", quantite: 100, unite: "g" },
      { nom: "laitue", quantite: 0.5, unite: "pièce" },
      { nom: "carotte", quantite: 1, unite: "pièce" },
      { nom: "menthe", quantite: 1, unite: "botte" },
      { nom: "coriandre", quantite: 0.5, unite: "botte" },
      { nom: "nuoc-mâm", quantite: 3, unite: "c. à soupe" },
      { nom: "sucre", quantite: 2, unite: "c. à soupe" },
      { nom: "jus de citron vert", quantite: 3, unite: "cl" },
      { nom: "eau", quantite: 6, unite: "cl" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      { nom: "piment oiseau", quantite: 1, unite: "pièce" },
    ],
    equipment: ["Grand plat creux d'eau tiède", "Torchon humide", "Casserole", "Petits bols"],
    steps: [
      {
        description:
          "Pour la sauce, dissolvez le sucre dans l'eau, ajoutez le nuoc-mâm, le jus de citron vert, l'ail haché, le piment émincé et un peu de carotte râpée.",
      },
      {
        description:
          "Faites cuire les vermicelles dans l'eau bouillante, rincez-les à l'eau froide et égouttez-les. Décortiquez les crevettes et coupez-les en deux dans l'épaisseur.",
        temps: "4 min",
      },
      {
        description:
          "Râpez le reste de la carotte, lavez et effeuillez la salade, la menthe et la coriandre. Disposez tout devant vous, comme sur un plan de travail de restaurant.",
      },
      {
        description:
          "Trempez une galette de riz dans l'eau tiède quelques secondes et posez-la sur le torchon humide : elle finit de s'assouplir en quelques instants.",
      },
      {
        description:
          "Posez sur le tiers inférieur une feuille de salade, un peu de vermicelles, de carotte et d'herbes. Repliez le bas, puis les côtés, alignez quatre demi-crevettes côté rose vers l'extérieur et roulez serré jusqu'au bout.",
      },
      {
        description:
          "Recommencez avec les autres galettes et servez aussitôt, avec la sauce en petits bols pour y tremper les rouleaux.",
      },
    ],
    tips: [
      "Ne laissez pas tremper les galettes trop longtemps : encore un peu fermes, elles s'assouplissent sur le torchon et se déchirent moins.",
      "Couvrez les rouleaux d'un linge humide s'ils doivent attendre : à l'air, la galette durcit.",
    ],
    variations: [
      "Remplacez les crevettes par des lanières de tofu fumé et la sauce au nuoc-mâm par une sauce aux cacahuètes.",
      "Ajoutez des bâtonnets de mangue et d'avocat pour une version plus douce.",
    ],
    wine: {
      wine: "Jurançon sec",
      type: "Vin blanc",
      region: "Sud-Ouest",
      why: "Le gros manseng donne un blanc vif aux notes d'agrumes et de fruits exotiques, parfait pour les herbes fraîches et la sauce sucrée-salée.",
    },
  },
  {
    id: "poulet-tikka-masala",
    title: "Poulet tikka masala",
    description:
      "Des morceaux de poulet marinés au yaourt et aux épices, grillés puis plongés dans une sauce tomate crémeuse au garam masala, servis avec du riz basmati.",
    image: "/images/recettes/poulet-tikka-masala.svg",
    imageAlt:
      "Illustration : un bol en cuivre de sauce orange vif avec des morceaux de poulet grillé, à côté d'un tas de riz basmati blanc parsemé de coriandre.",
    prepMinutes: 45,
    cookMinutes: 30,
    servings: 4,
    difficulty: "Moyen",
    category: "Viande",
    cuisine: "indienne",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "blancs de poulet", quantite: 600, unite: "g" },
      { nom: "yaourt nature", quantite: 1, unite: "pièce" },
      { nom: "garam masala", quantite: 3, unite: "c. à café" },
      { nom: "paprika", quantite: 2, unite: "c. à café" },
      { nom: "curcuma", quantite: 1, unite: "c. à café" },
      { nom: "gingembre frais", quantite: 1, unite: "c. à soupe" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "jus de citron", quantite: 2, unite: "cl" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "coulis de tomate", quantite: 400, unite: "g" },
      { nom: "crème liquide", quantite: 15, unite: "cl" },
      { nom: "beurre", quantite: 30, unite: "g" },
      { nom: "riz basmati", quantite: 300, unite: "g" },
      { nom: "coriandre", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
    ],
    equipment: ["Grand saladier", "Plaque de four", "Sauteuse", "Casserole"],
    steps: [
      {
        description:
          "Coupez le poulet en gros cubes. Mélangez-le avec le yaourt, le jus de citron, la moitié de l'ail et du gingembre râpés, 1 cuillerée de garam masala, le paprika et du sel. Laissez mariner au frais au moins 30 min.",
        temps: "30 min",
      },
      {
        description:
          "Allumez le gril du four. Étalez le poulet sur la plaque, sans trop de marinade, et faites-le griller en le retournant une fois, jusqu'à ce que les bords noircissent par endroits.",
        temps: "12 min",
        temperature: "gril",
      },
      {
        description:
          "Pendant ce temps, faites fondre les oignons hachés dans le beurre, puis ajoutez le reste d'ail et de gingembre, le curcuma et le garam masala restant.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Versez le coulis de tomate, laissez mijoter, puis ajoutez la crème et les morceaux de poulet grillés. Laissez frémir pour que la viande s'imprègne de sauce.",
        temps: "10 min",
        temperature: "feu doux",
      },
      {
        description:
          "Rincez le riz jusqu'à ce que l'eau soit claire, puis faites-le cuire dans une fois et demie son volume d'eau salée, à couvert, sans y toucher.",
        temps: "12 min",
      },
      { description: "Parsemez le curry de coriandre et servez-le avec le riz égrené." },
    ],
    tips: [
      "Plus la marinade est longue, plus le poulet est tendre : préparez-la le matin pour le soir si vous le pouvez.",
      "Le gril apporte le goût fumé du four tandoor ; une poêle en fonte très chaude fait aussi l'affaire.",
    ],
    variations: [
      "Remplacez la crème par du lait de coco pour une sauce plus douce, aux accents du sud de l'Inde.",
      "Servez avec des naans chauds pour saucer.",
    ],
    wine: {
      wine: "Alsace gewurztraminer",
      type: "Vin blanc",
      region: "Alsace",
      why: "Ses arômes de litchi et d'épices douces et sa légère rondeur répondent au garam masala et apaisent la chaleur de la sauce.",
    },
  },
  {
    id: "chana-masala",
    title: "Chana masala",
    description:
      "Le curry de pois chiches du nord de l'Inde : une sauce d'oignons, de tomates, d'ail et de gingembre longuement revenus avec le cumin et le garam masala. Entièrement végétal.",
    image: "/images/recettes/chana-masala.svg",
    imageAlt:
      "Illustration : une marmite vue de dessus pleine de pois chiches dorés dans une sauce brun-rouge, avec des feuilles de coriandre et un quartier de citron.",
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    cuisine: "indienne",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "pois chiches en conserve", quantite: 800, unite: "g" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "tomates pelées", quantite: 400, unite: "g" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "gingembre frais", quantite: 1, unite: "c. à soupe" },
      { nom: "piment vert", quantite: 1, unite: "pièce" },
      { nom: "graines de cumin", quantite: 1, unite: "c. à café" },
      { nom: "garam masala", quantite: 2, unite: "c. à café" },
      { nom: "curcuma", quantite: 0.5, unite: "c. à café" },
      { nom: "huile", quantite: 3, unite: "c. à soupe" },
      { nom: "riz basmati", quantite: 300, unite: "g" },
      { nom: "coriandre", quantite: 0.5, unite: "botte" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      toTaste("sel"),
    ],
    equipment: ["Marmite à fond épais", "Casserole", "Râpe fine"],
    steps: [
      {
        description:
          "Hachez finement les oignons, râpez l'ail et le gingembre, émincez le piment. Égouttez et rincez les pois chiches.",
      },
      {
        description:
          "Chauffez l'huile dans la marmite et faites-y grésiller les graines de cumin quelques secondes, puis faites revenir les oignons jusqu'à ce qu'ils brunissent.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez l'ail, le gingembre, le piment, le curcuma et la moitié du garam masala, remuez 1 min, puis versez les tomates écrasées et laissez cuire jusqu'à ce que l'huile se sépare de la sauce.",
        temps: "5 min",
      },
      {
        description:
          "Pendant ce temps, faites cuire le riz rincé à couvert dans une fois et demie son volume d'eau salée.",
        temps: "12 min",
      },
      {
        description:
          "Ajoutez les pois chiches et un verre d'eau, salez et laissez mijoter en écrasant quelques pois chiches contre la paroi pour épaissir la sauce.",
        temps: "10 min",
        temperature: "feu doux",
      },
      {
        description:
          "Saupoudrez du reste de garam masala, arrosez d'un jus de demi-citron et parsemez de coriandre. Servez avec le riz et le reste du citron en quartiers.",
      },
    ],
    tips: [
      "Tout le goût vient des oignons : laissez-les brunir franchement avant d'ajouter les tomates.",
      "Ajouter une partie du garam masala à la fin préserve ses arômes les plus volatils.",
    ],
    variations: [
      "Ajoutez deux poignées de pousses d'épinards dans les dernières minutes de cuisson.",
      "Servez avec des chapatis ou des naans plutôt qu'avec du riz.",
    ],
    wine: {
      wine: "Côtes-du-Rhône rosé",
      type: "Vin rosé",
      region: "Vallée du Rhône",
      why: "Un rosé de grenache, fruité et sans tanins, rafraîchit le palais entre deux bouchées épicées et s'accorde à la douceur des pois chiches.",
    },
  },
  {
    id: "chili-con-carne",
    title: "Chili con carne",
    description:
      "Du bœuf haché et des haricots rouges mijotés longuement dans une sauce tomate au cumin, au paprika et au piment, avec un carré de chocolat noir qui arrondit le tout.",
    image: "/images/recettes/chili-con-carne.svg",
    imageAlt:
      "Illustration : une cocotte rouge vue de dessus remplie de chili brun-rouge aux haricots, avec un bol de riz blanc et une tranche de citron vert.",
    prepMinutes: 15,
    cookMinutes: 50,
    servings: 6,
    difficulty: "Facile",
    category: "Plats",
    cuisine: "mexicaine",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "bœuf haché", quantite: 600, unite: "g" },
      { nom: "haricots rouges en conserve", quantite: 500, unite: "g" },
      { nom: "tomates pelées", quantite: 800, unite: "g" },
      { nom: "concentré de tomate", quantite: 2, unite: "c. à soupe" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "poivron rouge", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "cumin", quantite: 2, unite: "c. à café" },
      { nom: "paprika fumé", quantite: 2, unite: "c. à café" },
      { nom: "piment de Cayenne", quantite: 0.5, unite: "c. à café" },
      { nom: "origan", quantite: 1, unite: "c. à café" },
      { nom: "chocolat noir", quantite: 1, unite: "pièce" },
      { nom: "huile", quantite: 2, unite: "c. à soupe" },
      { nom: "riz long", quantite: 400, unite: "g" },
      { nom: "citron vert", quantite: 1, unite: "pièce" },
      toTaste("sel"),
    ],
    equipment: ["Cocotte", "Casserole", "Cuillère en bois"],
    steps: [
      {
        description:
          "Hachez les oignons et l'ail, coupez le poivron en petits dés. Égouttez et rincez les haricots.",
      },
      {
        description:
          "Dans la cocotte, faites dorer la viande dans l'huile en l'émiettant, en plusieurs fois si besoin, jusqu'à ce qu'elle croustille par endroits. Réservez-la.",
        temps: "8 min",
        temperature: "feu vif",
      },
      {
        description:
          "Faites revenir les oignons et le poivron dans la graisse de la viande, puis ajoutez l'ail, le cumin, le paprika, le piment et l'origan et remuez jusqu'à ce que les épices embaument.",
        temps: "6 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Remettez la viande, ajoutez le concentré, les tomates et un demi-verre d'eau, salez. Couvrez à moitié et laissez mijoter en remuant de temps en temps.",
        temps: "30 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez les haricots et le carré de chocolat, et poursuivez à découvert jusqu'à ce que le chili soit épais. Faites cuire le riz pendant ce temps.",
        temps: "15 min",
      },
      { description: "Servez le chili sur le riz, avec des quartiers de citron vert à presser." },
    ],
    tips: [
      "Le chili est meilleur le lendemain : les épices se fondent et la sauce gagne en profondeur.",
      "Dosez le piment de Cayenne en deux fois : il est plus facile d'en ajouter que d'en retirer.",
    ],
    variations: [
      "Remplacez la moitié du bœuf haché par du bœuf à braiser coupé en petits dés, et prolongez la cuisson d'une heure.",
      "Servez-le avec une cuillerée de crème aigre, de l'avocat et de la coriandre.",
    ],
    wine: {
      wine: "Minervois",
      type: "Vin rouge",
      region: "Languedoc",
      why: "Un rouge solaire de syrah et de grenache, aux notes d'épices et de fruits noirs, qui tient face au cumin et au piment.",
    },
  },
  {
    id: "quesadillas-aux-haricots-noirs",
    title: "Quesadillas aux haricots noirs",
    description:
      "Des tortillas garnies de haricots noirs écrasés au cumin, de maïs, de poivron et de cheddar, dorées à la poêle jusqu'à ce que le fromage file, avec un guacamole minute.",
    image: "/images/recettes/quesadillas-aux-haricots-noirs.svg",
    imageAlt:
      "Illustration : une planche avec des quesadillas coupées en pointes, laissant voir le fromage fondu, les haricots noirs et le maïs, à côté d'un bol de guacamole vert.",
    prepMinutes: 10,
    cookMinutes: 15,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    cuisine: "mexicaine",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "tortillas de blé", quantite: 8, unite: "pièce" },
      { nom: "haricots noirs en conserve", quantite: 400, unite: "g" },
      { nom: "cheddar", quantite: 150, unite: "g" },
      { nom: "maïs doux", quantite: 150, unite: "g" },
      { nom: "poivron rouge", quantite: 1, unite: "pièce" },
      { nom: "oignon rouge", quantite: 1, unite: "pièce" },
      { nom: "cumin", quantite: 1, unite: "c. à café" },
      { nom: "coriandre", quantite: 3, unite: "c. à soupe" },
      { nom: "avocats", quantite: 2, unite: "pièce" },
      { nom: "citron vert", quantite: 1, unite: "pièce" },
      { nom: "huile", quantite: 1, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("piment de Cayenne"),
    ],
    equipment: ["Grande poêle", "Presse-purée ou fourchette", "Râpe", "Bol"],
    steps: [
      {
        description:
          "Égouttez les haricots et écrasez-les grossièrement avec le cumin, une pincée de sel et une cuillerée d'eau. Coupez le poivron en petits dés, ciselez la moitié de l'oignon et râpez le cheddar.",
      },
      {
        description:
          "Pour le guacamole, écrasez la chair des avocats avec le jus du citron vert, le reste de l'oignon finement haché, une cuillerée de coriandre, du sel et du piment.",
      },
      {
        description:
          "Étalez les haricots sur quatre tortillas, parsemez de maïs, de poivron, d'oignon, de coriandre et de cheddar, puis couvrez avec les quatre autres tortillas en appuyant.",
      },
      {
        description:
          "Huilez légèrement la poêle et faites dorer les quesadillas une à une, 3 min chacune, en les retournant à l'aide d'une assiette, jusqu'à ce que le fromage soit fondu.",
        temps: "12 min",
        temperature: "feu moyen",
      },
      { description: "Coupez chaque quesadilla en quatre pointes et servez avec le guacamole." },
    ],
    tips: [
      "Un feu trop vif brûle la tortilla avant que le fromage fonde : restez à feu moyen.",
      "Gardez les quesadillas cuites au four tiède pendant que vous faites les suivantes.",
    ],
    variations: [
      "Remplacez le cheddar par un mélange de mozzarella et de comté.",
      "Ajoutez des pousses d'épinards ou des champignons poêlés à la garniture.",
    ],
    wine: {
      wine: "Côtes-du-Rhône rouge",
      type: "Vin rouge",
      region: "Vallée du Rhône",
      why: "Un rouge gourmand et souple, aux arômes de fruits rouges et d'épices, qui accompagne le fromage fondu et le cumin sans rien écraser.",
    },
  },
  {
    id: "saumon-teriyaki",
    title: "Saumon teriyaki",
    description:
      "Des pavés de saumon saisis puis laqués dans une sauce soja, miel et gingembre réduite jusqu'à devenir brillante, servis sur du riz japonais avec des oignons nouveaux et du sésame.",
    image: "/images/recettes/saumon-teriyaki.svg",
    imageAlt:
      "Illustration : une assiette carrée noire avec un pavé de saumon orange laqué brun, parsemé de graines de sésame, à côté d'un dôme de riz blanc.",
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 4,
    difficulty: "Facile",
    category: "Poisson",
    cuisine: "japonaise",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "pavés de saumon", quantite: 4, unite: "pièce" },
      { nom: "sauce soja", quantite: 4, unite: "c. à soupe" },
      { nom: "miel", quantite: 2, unite: "c. à soupe" },
      { nom: "vinaigre de riz", quantite: 1, unite: "c. à soupe" },
      { nom: "gingembre frais", quantite: 1, unite: "c. à café" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      { nom: "huile", quantite: 1, unite: "c. à soupe" },
      { nom: "riz rond", quantite: 300, unite: "g" },
      { nom: "oignons nouveaux", quantite: 2, unite: "pièce" },
      { nom: "graines de sésame", quantite: 1, unite: "c. à soupe" },
    ],
    equipment: ["Poêle antiadhésive", "Casserole avec couvercle", "Bol"],
    steps: [
      {
        description:
          "Rincez le riz plusieurs fois jusqu'à ce que l'eau soit claire, puis faites-le cuire à couvert dans 1,2 fois son volume d'eau. Laissez-le reposer hors du feu sans ouvrir.",
        temps: "20 min",
        temperature: "feu très doux",
      },
      {
        description:
          "Mélangez la sauce soja, le miel, le vinaigre de riz, le gingembre râpé et l'ail écrasé. Émincez les oignons nouveaux.",
      },
      {
        description:
          "Épongez le saumon. Chauffez l'huile et saisissez les pavés côté peau, puis retournez-les pour colorer l'autre face.",
        temps: "6 min",
        temperature: "feu moyen à vif",
      },
      {
        description:
          "Retirez l'excès de gras de la poêle, versez la sauce et laissez-la réduire en arrosant sans cesse le saumon, jusqu'à ce qu'elle devienne sirupeuse et le laque.",
        temps: "2 min",
      },
      {
        description: "Servez sur le riz, nappé du reste de sauce, parsemé de sésame et d'oignons nouveaux.",
      },
    ],
    tips: [
      "La sauce au miel caramélise vite : dès qu'elle épaissit, coupez le feu, elle continue de réduire dans la poêle chaude.",
      "Si vous trouvez du mirin et du saké, remplacez le miel et le vinaigre par 2 cuillerées de chacun : c'est la sauce d'origine.",
    ],
    variations: [
      "Faites la même chose avec des cuisses de poulet désossées, cuites plus longtemps côté peau.",
      "Servez avec des brocolis vapeur ou des pak choï sautés.",
    ],
    wine: {
      wine: "Pinot noir d'Alsace",
      type: "Vin rouge",
      region: "Alsace",
      why: "Un rouge léger et fruité, aux tanins fins, s'accorde au saumon et au sucré-salé de la laque sans durcir sous la sauce soja.",
    },
  },
  {
    id: "soupe-miso-au-tofu",
    title: "Soupe miso au tofu",
    description:
      "Un bouillon japonais prêt en un quart d'heure : de la pâte de miso délayée hors du feu, des cubes de tofu, des champignons shiitaké, des algues wakamé et des oignons nouveaux. Entièrement végétale.",
    image: "/images/recettes/soupe-miso-au-tofu.svg",
    imageAlt:
      "Illustration : un bol laqué noir et rouge de bouillon ambré trouble, avec des cubes de tofu blanc, des lanières d'algue vert foncé et des rondelles d'oignon vert.",
    prepMinutes: 5,
    cookMinutes: 10,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    cuisine: "japonaise",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "eau", quantite: 1, unite: "l" },
      { nom: "miso", quantite: 4, unite: "c. à soupe" },
      { nom: "tofu ferme", quantite: 300, unite: "g" },
      { nom: "shiitaké", quantite: 100, unite: "g" },
      { nom: "wakamé", quantite: 6, unite: "g" },
      { nom: "oignons nouveaux", quantite: 2, unite: "pièce" },
    ],
    equipment: ["Casserole", "Petit bol", "Petit fouet", "4 bols"],
    steps: [
      {
        description:
          "Faites tremper le wakamé dans un bol d'eau froide : il gonfle et devient souple. Égouttez-le et coupez les plus grandes lanières.",
      },
      {
        description:
          "Coupez le tofu en cubes de 1 cm, émincez les shiitakés et les oignons nouveaux, en séparant le blanc du vert.",
      },
      {
        description:
          "Portez l'eau à frémissement avec les shiitakés et le blanc des oignons, et laissez frémir pour que les champignons parfument le bouillon.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez le tofu et le wakamé et laissez-les chauffer à petits frémissements, puis retirez la casserole du feu.",
        temps: "2 min",
      },
      {
        description:
          "Délayez le miso dans une louche de bouillon avec le petit fouet, puis reversez-le dans la casserole en remuant. Servez aussitôt, parsemé du vert des oignons.",
      },
    ],
    tips: [
      "Le miso ne doit jamais bouillir : la chaleur vive détruit ses arômes fermentés et le rend amer.",
      "Goûtez avant de servir : selon le miso, blanc et doux ou brun et corsé, la dose peut varier du simple au double.",
    ],
    variations: [
      "Faites infuser un carré d'algue kombu dans l'eau froide pendant une heure avant de la chauffer : c'est un dashi végétal.",
      "Ajoutez une poignée de pousses d'épinards ou quelques nouilles de riz pour en faire un repas.",
    ],
    wine: {
      wine: "Crémant de Loire brut",
      type: "Vin effervescent",
      region: "Loire",
      why: "Des bulles fines et une acidité franche nettoient le palais de la salinité du miso ; le chenin apporte une note de fruit qui répond à l'umami.",
    },
  },
  {
    id: "oyakodon",
    title: "Oyakodon",
    description:
      "Le bol japonais « parent et enfant » : du poulet et des oignons mijotés dans un bouillon soja et sucre, pris dans des œufs à peine cuits, sur du riz chaud.",
    image: "/images/recettes/oyakodon.svg",
    imageAlt:
      "Illustration : un bol profond de riz blanc couvert d'œufs jaunes à moitié pris, de morceaux de poulet doré et de lamelles d'oignon, avec des brins verts.",
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 4,
    difficulty: "Moyen",
    category: "Plats",
    cuisine: "japonaise",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "hauts de cuisse de poulet", quantite: 500, unite: "g" },
      { nom: "œufs", quantite: 6, unite: "pièce" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "riz rond", quantite: 320, unite: "g" },
      { nom: "bouillon de volaille", quantite: 30, unite: "cl" },
      { nom: "sauce soja", quantite: 4, unite: "c. à soupe" },
      { nom: "sucre", quantite: 2, unite: "c. à soupe" },
      { nom: "oignons nouveaux", quantite: 2, unite: "pièce" },
    ],
    equipment: ["Casserole avec couvercle", "Petite poêle avec couvercle", "Bol", "4 grands bols"],
    steps: [
      {
        description:
          "Rincez le riz à l'eau froide jusqu'à ce qu'elle reste claire et faites-le cuire à couvert dans 1,2 fois son volume d'eau, puis laissez-le reposer sans ouvrir.",
        temps: "20 min",
        temperature: "feu très doux",
      },
      {
        description:
          "Désossez le poulet s'il ne l'est pas et coupez-le en bouchées, sans retirer la peau. Émincez les oignons en demi-lunes. Mélangez le bouillon, la sauce soja et le sucre.",
      },
      {
        description:
          "Préparez un bol à la fois : versez un quart de la sauce dans la petite poêle avec un quart des oignons et du poulet, et laissez mijoter jusqu'à ce que le poulet soit cuit.",
        temps: "6 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Battez rapidement un œuf et demi, sans trop mélanger le blanc et le jaune. Versez-le en spirale sur le poulet, couvrez et laissez prendre jusqu'à ce que l'œuf soit juste pris en surface, encore tremblant.",
        temps: "1 min",
        temperature: "feu doux",
      },
      {
        description:
          "Faites glisser le contenu de la poêle sur un bol de riz chaud et parsemez de vert d'oignon nouveau. Recommencez pour les trois autres bols.",
      },
    ],
    tips: [
      "Le haut de cuisse reste moelleux là où le blanc sécherait : c'est le morceau de la recette d'origine.",
      "L'œuf doit rester baveux : il finit de cuire au contact du riz chaud.",
    ],
    variations: [
      "Remplacez le poulet par du porc pané et frit : c'est le katsudon.",
      "Avec du bœuf émincé au lieu du poulet, le même bol s'appelle tanindon.",
    ],
    wine: {
      wine: "Chablis",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Sa tension minérale et sa sobriété soulignent la douceur de l'œuf et du bouillon sucré-salé sans les alourdir.",
    },
  },
  {
    id: "nouilles-sautees-aux-legumes-au-wok",
    title: "Nouilles sautées aux légumes au wok",
    description:
      "Des nouilles de riz sautées à feu très vif avec des lanières de carotte, de poivron, de pak choï et des pousses de soja, laquées à la sauce soja et au gingembre. Entièrement végétales.",
    image: "/images/recettes/nouilles-sautees-aux-legumes-au-wok.svg",
    imageAlt:
      "Illustration : un wok noir vu de dessus rempli de nouilles claires mêlées de lanières orange, rouges et vertes, avec des cacahuètes et deux baguettes.",
    prepMinutes: 15,
    cookMinutes: 10,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "nouilles de riz", quantite: 300, unite: "g" },
      { nom: "carottes", quantite: 2, unite: "pièce" },
      { nom: "poivron rouge", quantite: 1, unite: "pièce" },
      { nom: "pak choï", quantite: 300, unite: "g" },
      { nom: "pousses de soja", quantite: 150, unite: "g" },
      { nom: "oignons nouveaux", quantite: 3, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "gingembre frais", quantite: 1, unite: "c. à soupe" },
      { nom: "sauce soja", quantite: 4, unite: "c. à soupe" },
      { nom: "sucre roux", quantite: 1, unite: "c. à soupe" },
      { nom: "huile d'arachide", quantite: 3, unite: "c. à soupe" },
      { nom: "huile de sésame", quantite: 1, unite: "c. à soupe" },
      { nom: "cacahuètes", quantite: 40, unite: "g" },
      { nom: "citron vert", quantite: 1, unite: "pièce" },
    ],
    equipment: ["Wok", "Saladier", "Spatule"],
    steps: [
      {
        description:
          "Faites tremper les nouilles dans un saladier d'eau très chaude jusqu'à ce qu'elles soient souples mais encore fermes, puis égouttez-les.",
      },
      {
        description:
          "Taillez les carottes et le poivron en fines lanières, coupez les pak choï en quatre, émincez les oignons nouveaux. Hachez l'ail et râpez le gingembre. Mélangez la sauce soja et le sucre.",
      },
      {
        description:
          "Chauffez le wok jusqu'à ce qu'il fume, versez l'huile d'arachide et faites sauter l'ail, le gingembre et le blanc des oignons quelques secondes, puis les carottes et le poivron.",
        temps: "3 min",
        temperature: "feu vif",
      },
      {
        description:
          "Ajoutez les pak choï et les pousses de soja et faites-les sauter en remuant sans cesse : ils doivent rester croquants.",
        temps: "2 min",
      },
      {
        description:
          "Ajoutez les nouilles et la sauce et faites sauter en soulevant le tout avec la spatule, jusqu'à ce que les nouilles soient brillantes et chaudes.",
        temps: "3 min",
      },
      {
        description:
          "Hors du feu, arrosez d'huile de sésame, parsemez de cacahuètes concassées et du vert des oignons, et servez avec des quartiers de citron vert.",
      },
    ],
    tips: [
      "Tout doit être coupé avant d'allumer le feu : au wok, la cuisson ne laisse pas le temps de préparer.",
      "Un wok trop chargé refroidit et les légumes cuisent dans leur eau : pour six personnes, faites deux tournées.",
    ],
    variations: [
      "Ajoutez des cubes de tofu ferme dorés à part avant les légumes.",
      "Prenez des nouilles de blé aux œufs si vous ne cuisinez pas végétal.",
    ],
    wine: {
      wine: "Alsace pinot gris",
      type: "Vin blanc",
      region: "Alsace",
      why: "Un pinot gris sec, ample et légèrement fumé, accompagne le gingembre, le sésame et la sauce soja sans rien perdre de son fruit.",
    },
  },
  {
    id: "poelee-de-gnocchis-aux-champignons-et-epinards",
    title: "Poêlée de gnocchis aux champignons et épinards",
    description:
      "Des gnocchis dorés directement à la poêle, sans passer par l'eau, avec des champignons, des pousses d'épinards tombées à l'ail et des copeaux de parmesan.",
    image: "/images/recettes/poelee-de-gnocchis-aux-champignons-et-epinards.svg",
    imageAlt:
      "Illustration : une poêle à manche vue de dessus pleine de gnocchis dorés, de lamelles de champignons beiges et de feuilles d'épinards vert foncé, avec des copeaux clairs.",
    prepMinutes: 10,
    cookMinutes: 15,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "gnocchi", quantite: 800, unite: "g" },
      { nom: "champignons de Paris", quantite: 300, unite: "g" },
      { nom: "pousses d'épinards", quantite: 200, unite: "g" },
      { nom: "échalote", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "parmesan", quantite: 40, unite: "g" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande poêle antiadhésive", "Éplucheur pour les copeaux"],
    steps: [
      {
        description:
          "Émincez les champignons, ciselez l'échalote et écrasez l'ail. Séparez les gnocchis qui se collent entre eux.",
      },
      {
        description:
          "Chauffez 2 cuillerées d'huile et faites dorer les gnocchis en une seule couche, en les retournant de temps en temps, jusqu'à ce qu'ils soient croustillants dehors et fondants dedans. Réservez-les.",
        temps: "7 min",
        temperature: "feu moyen à vif",
      },
      {
        description:
          "Dans la même poêle, faites sauter les champignons avec le reste d'huile, l'échalote et le thym jusqu'à ce qu'ils soient bien dorés. Salez et poivrez.",
        temps: "5 min",
        temperature: "feu vif",
      },
      {
        description:
          "Ajoutez le beurre et l'ail, puis les épinards par poignées : ils tombent en une minute.",
        temps: "2 min",
      },
      {
        description:
          "Remettez les gnocchis, mélangez 1 min pour les réchauffer et servez parsemé de copeaux de parmesan.",
        temps: "1 min",
      },
    ],
    tips: [
      "Inutile de faire bouillir les gnocchis du commerce : à la poêle, ils dorent et gardent du moelleux.",
      "Les épinards rendent de l'eau : ajoutez-les en dernier pour que les gnocchis restent croustillants.",
    ],
    variations: [
      "Remplacez une partie des champignons de Paris par des pleurotes ou des cèpes.",
      "Ajoutez une cuillerée de crème et une pincée de muscade avec les épinards pour une poêlée plus douce.",
    ],
    wine: {
      wine: "Savennières",
      type: "Vin blanc",
      region: "Loire",
      why: "Un chenin sec et ample, aux notes de coing et de champignon, qui répond au beurre, au parmesan et au sous-bois.",
    },
  },
  {
    id: "omelette-espagnole-aux-pommes-de-terre",
    title: "Omelette espagnole aux pommes de terre",
    description:
      "La tortilla de patatas : des pommes de terre et de l'oignon confits doucement dans l'huile d'olive, puis pris dans les œufs battus en une omelette épaisse, dorée dehors et moelleuse au cœur.",
    image: "/images/recettes/omelette-espagnole-aux-pommes-de-terre.svg",
    imageAlt:
      "Illustration : une omelette épaisse et ronde, dorée, posée sur une assiette en terre cuite, dont une part triangulaire découpée montre les couches de pommes de terre.",
    prepMinutes: 15,
    cookMinutes: 30,
    servings: 4,
    difficulty: "Moyen",
    category: "Végétarien",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "pommes de terre", quantite: 600, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "œufs", quantite: 6, unite: "pièce" },
      { nom: "huile d'olive", quantite: 8, unite: "c. à soupe" },
      toTaste("sel"),
    ],
    equipment: [
      "Poêle antiadhésive de 24 cm",
      "Grand bol",
      "Assiette plate plus large que la poêle",
      "Écumoire",
    ],
    steps: [
      {
        description:
          "Épluchez les pommes de terre et coupez-les en fines lamelles irrégulières. Émincez l'oignon. Salez le tout.",
      },
      {
        description:
          "Chauffez l'huile dans la poêle, ajoutez les pommes de terre et l'oignon et laissez-les confire sans dorer, en les remuant de temps en temps, jusqu'à ce qu'ils soient tendres.",
        temps: "20 min",
        temperature: "feu doux",
      },
      {
        description:
          "Battez les œufs avec une pincée de sel. Sortez les pommes de terre à l'écumoire et mélangez-les, encore chaudes, aux œufs battus. Laissez reposer 5 min.",
      },
      {
        description:
          "Videz la poêle en gardant une cuillerée d'huile, reversez-y le mélange et laissez prendre en secouant la poêle pour que l'omelette ne colle pas.",
        temps: "4 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Couvrez la poêle de l'assiette, retournez-la d'un geste franc, puis faites glisser l'omelette dans la poêle pour dorer l'autre face.",
        temps: "3 min",
      },
      {
        description: "Laissez-la tiédir quelques minutes avant de la couper en parts : elle se tient mieux.",
      },
    ],
    tips: [
      "Le repos des pommes de terre dans les œufs est le secret d'une tortilla moelleuse : elles s'en imprègnent au lieu de rester en couches séparées.",
      "L'huile de cuisson parfumée à l'oignon se garde pour une autre poêlée.",
    ],
    variations: [
      "Ajoutez un poivron vert émincé avec l'oignon, comme dans bien des bars de Madrid.",
      "Servez-la froide en petits cubes piqués sur des cure-dents, à l'apéritif.",
    ],
    wine: {
      wine: "Irouléguy rosé",
      type: "Vin rosé",
      region: "Pays basque",
      why: "Un rosé du Pays basque, frais et gourmand, qui a l'accent du sud des Pyrénées et accompagne l'huile d'olive et l'œuf sans lourdeur.",
    },
  },
  {
    id: "steak-hache-maison-salade-et-pommes-de-terre-sautees",
    title: "Steak haché maison, salade et pommes de terre sautées",
    description:
      "Des steaks façonnés à la main, épais et juteux, saisis à la poêle, avec des pommes de terre sautées à la graisse de canard, à l'ail et au persil, et une salade verte à la moutarde.",
    image: "/images/recettes/steak-hache-maison-salade-et-pommes-de-terre-sautees.svg",
    imageAlt:
      "Illustration : une assiette avec un steak haché rond et bien saisi, un tas de cubes de pommes de terre dorées persillées et quelques feuilles de salade verte.",
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 4,
    difficulty: "Facile",
    category: "Viande",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "bœuf haché", quantite: 500, unite: "g" },
      { nom: "échalote", quantite: 1, unite: "pièce" },
      { nom: "pommes de terre", quantite: 800, unite: "g" },
      { nom: "graisse de canard", quantite: 2, unite: "c. à soupe" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "persil plat", quantite: 2, unite: "c. à soupe" },
      { nom: "laitue", quantite: 1, unite: "pièce" },
      { nom: "moutarde", quantite: 1, unite: "c. à café" },
      { nom: "vinaigre de vin", quantite: 1, unite: "c. à soupe" },
      { nom: "huile", quantite: 4, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Deux grandes poêles, dont une en fonte", "Saladier", "Torchon propre"],
    steps: [
      {
        description:
          "Épluchez les pommes de terre, coupez-les en cubes de 2 cm, rincez-les pour ôter l'amidon et séchez-les bien dans le torchon.",
      },
      {
        description:
          "Chauffez la graisse de canard et faites sauter les pommes de terre en les retournant souvent, jusqu'à ce qu'elles soient dorées de toutes parts et tendres à cœur.",
        temps: "20 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Pendant ce temps, ciselez finement l'échalote. Mélangez-la au bœuf haché du bout des doigts avec du sel et du poivre, sans pétrir, puis façonnez quatre steaks de 2 cm d'épaisseur en creusant légèrement leur centre avec le pouce.",
      },
      {
        description:
          "Lavez et essorez la salade. Fouettez la moutarde, le vinaigre, le sel, le poivre et 3 cuillerées d'huile dans le saladier.",
      },
      {
        description:
          "Chauffez le reste d'huile dans la poêle en fonte jusqu'à ce qu'elle fume légèrement, puis saisissez les steaks sans les écraser, 3 min par face pour une viande rosée.",
        temps: "6 min",
        temperature: "feu vif",
      },
      {
        description:
          "Ajoutez l'ail haché et le persil aux pommes de terre pour la dernière minute de cuisson, et salez-les.",
        temps: "1 min",
      },
      {
        description:
          "Laissez reposer les steaks 2 min, puis servez-les avec les pommes de terre et la salade, assaisonnée au dernier moment.",
      },
    ],
    tips: [
      "Demandez au boucher de hacher devant vous un morceau de paleron ou de macreuse : à 15 % de matière grasse, le steak reste juteux.",
      "Le creux au centre empêche le steak de gonfler en bombe à la cuisson : il reste plat et cuit régulièrement.",
      "Ne touchez pas les steaks avant qu'ils se détachent seuls de la poêle : c'est le signe que la croûte est formée.",
    ],
    variations: [
      "Glissez un cube de comté au cœur de chaque steak en le façonnant, et refermez bien la viande autour.",
      "Servez-les dans un pain à burger grillé, avec des oignons fondus et un peu de moutarde à l'ancienne.",
    ],
    wine: {
      wine: "Saint-Nicolas-de-Bourgueil",
      type: "Vin rouge",
      region: "Loire",
      why: "Un cabernet franc gourmand, aux tanins souples et aux notes de fruits rouges, qui accompagne simplement la viande saisie et les pommes de terre.",
    },
  },
];
