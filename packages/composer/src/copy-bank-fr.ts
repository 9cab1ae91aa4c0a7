import { item, qa, review, step, type LanguageCopy } from "./copy-bank.js";
import type { EditWords } from "./copy-languages.js";

/**
 * Generated sites in French: the copy is written per group, naming the kind by its label,
 * and addresses visitors as "vous". Goods carry their article ("des fleurs", as owners type
 * them), so templates read "{brand} vend {goods}"; the label's article is stored with it.
 */
export const FRENCH_COPY: LanguageCopy = {
  words: {
    language: "fr",
    pages: {
      home: "Accueil",
      shop: "Boutique",
      services: "Services",
      about: "À propos",
      contact: "Contact",
    },
    inPlace: " à {place}",
    about: "{brand} est {aLabel}{inPlace}{goodsClause}",
    goodsClause: { selling: " qui vend {goods}", offering: " qui propose {goods}" },
    and: "et",
    hero: { story: "Notre histoire", aboutUs: "Qui sommes-nous" },
    values: "Nos valeurs",
    reviews: "Ce que disent nos clients",
    contact: { title: "Contactez-nous", button: "Envoyer le message" },
    faq: "Bon à savoir",
    offerings: "Ce que nous proposons",
    bookingButton: "Demander une réservation",
    placeholder: "vous@exemple.fr",
    closing: {
      shopHeading: "Trouvez votre nouveau coup de cœur",
      shopSubheading: "Découvrez tout ce que {brand} propose en boutique.",
      shopButton: "Voir la boutique",
      otherHeading: "Quand vous voulez",
    },
    descriptions: {
      describe: "{brand}, {aLabel}{inPlace}",
      homeGoods: "{brand}, {aLabel}{inPlace} : {goods}.",
      home: "{describe}.",
      shop: "La boutique de {brand}{inPlace} : {goods}.",
      services: "Ce que propose {brand}{inPlace}.",
      about: "À propos de {describe}.",
      contact: "Comment joindre {brand}{inPlace}.",
    },
    samples: {
      reviews: "les avis",
      answers: "les réponses",
      values: "les valeurs",
      services: "les services",
      highlights: "les points forts",
      steps: "les étapes",
      onPage: "{what} de la page {page}",
      warning:
        "Ce sont des exemples à remplacer par tes propres contenus avant de publier : {list}.",
      noProducts:
        "Ta boutique n'a pas encore de produits publiés ; les grilles de produits se rempliront dès que tu en ajouteras.",
    },
    questions: {
      vague: "Que vend ou que fait ton entreprise ? Une phrase suffit, par exemple :",
      examples: [
        "Un fleuriste à Gand qui vend des bouquets et des fleurs séchées",
        "Je fabrique des tasses en céramique tournées à la main à Porto",
        "Skateshop appelé REDLINE, sombre et percutant",
      ],
      rebuild: "Refaire le site pour {x} ? Cela remplace le contenu de tes pages principales.",
      rebuildChip: "Refaire le site : {x}",
    },
  },
  groups: {
    shop: {
      hero: ["{Goods}{inPlace}", "{Label}{inPlace}", "Bienvenue chez {brand}"],
      button: "Voir la boutique",
      line: "Choisi avec soin, emballé avec attention.",
      subtitles: [
        "{line} {brand}{inPlace} : {goods}, à découvrir en ligne.",
        "{about}. {line}",
        "{brand} vend {goods}{inPlace}, à commander en ligne. {line}",
      ],
      highlights: {
        title: "Pourquoi choisir {brand}",
        items: [
          item(
            "✨",
            "Choisi avec soin",
            "Chaque produit est sélectionné pour sa qualité et son caractère.",
          ),
          item(
            "📦",
            "Emballé avec soin",
            "Les commandes sont préparées avec attention et expédiées vite.",
          ),
          item("💬", "De vraies personnes", "Une question ? Une vraie personne vous répond."),
        ],
      },
      reviews: [
        review("Exactement ce que je cherchais.", "Camille D.", "Cliente"),
        review("Très belle qualité et un accueil adorable.", "Julien M.", "Client"),
        review("J'y reviens sans cesse.", "Élise B.", "Cliente"),
      ],
      faq: [
        qa("Comment vous contacter ?", "Écrivez-nous via le formulaire de contact."),
        qa("Livrez-vous chez moi ?", "Les options et frais de livraison s'affichent au paiement."),
        qa(
          "Puis-je retourner un article ?",
          "Écrivez-nous et nous vous aiderons pour un retour ou un échange.",
        ),
      ],
      collection: [
        { title: "La boutique", subtitle: "Ce qu'il y a en boutique en ce moment." },
        { title: "Nouveautés", subtitle: "Les dernières arrivées dans la boutique de {brand}." },
      ],
      storyHeadings: ["À propos de {brand}", "L'histoire de {brand}"],
      closing: "Parcourez la boutique, ou écrivez-nous si vous avez une question.",
      values: [
        item(
          "🤝",
          "De vraies personnes",
          "Chaque message reçoit la réponse de quelqu'un qui connaît la boutique.",
        ),
        item(
          "📦",
          "Emballé avec soin",
          "Les commandes sont emballées avec attention avant de partir.",
        ),
        item(
          "🌱",
          "Des choix réfléchis",
          "Nous préférons proposer moins, mais ce en quoi nous croyons.",
        ),
      ],
      cta: {
        heading: "Vous cherchez quelque chose en particulier ?",
        subheading: "Écrivez à {brand}, nous vous aiderons à le trouver.",
        buttonText: "Nous écrire",
      },
      newsletter: {
        title: "Les nouvelles de {brand}",
        description:
          "Nouveautés et nouvelles de temps en temps, directement dans votre boîte mail. Désinscription à tout moment.",
        ctaText: "S'abonner",
      },
      contact:
        "Une question sur un produit ou une commande ? Écrivez à {brand} avec ce formulaire, nous vous répondrons par e-mail.",
      steps: {
        title: "Comment commander",
        items: [
          step("Parcourez la boutique", "Trouvez ce qui vous plaît et ajoutez-le au panier."),
          step("Payez en ligne", "Un paiement sécurisé en quelques étapes."),
          step("Nous préparons tout", "Votre commande est préparée et expédiée."),
        ],
      },
      services: [],
      categories: ["Nouveautés", "Meilleures ventes", "Idées cadeaux"],
    },
    venue: {
      hero: ["{Label}{inPlace}", "Bienvenue chez {brand}", "Venez découvrir {brand}"],
      button: "Préparer votre visite",
      line: "Un lieu où l'on aime revenir.",
      subtitles: ["{about}. {line}", "{line} Venez voir {brand}{inPlace}."],
      highlights: {
        title: "Pourquoi venir chez {brand}",
        items: [
          item("🏡", "Un accueil chaleureux", "Venez comme vous êtes."),
          item("✨", "Le souci du détail", "Les petites choses, bien faites."),
          item("💬", "De vraies personnes", "Une question ? Une vraie personne vous répond."),
        ],
      },
      reviews: [
        review("Un endroit magnifique, nous reviendrons.", "Claire L.", "Visiteuse"),
        review("Un accueil aux petits soins.", "Antoine R.", "Visiteur"),
        review("Notre adresse préférée du quartier.", "Inès P.", "Visiteuse"),
      ],
      faq: [
        qa("Comment réserver ?", "Écrivez-nous avec le jour et l'heure qui vous conviennent."),
        qa("Comment vous contacter ?", "Écrivez-nous via le formulaire de contact."),
      ],
      collection: [
        { title: "La boutique", subtitle: "Emportez un peu de {brand} chez vous." },
        { title: "Boutique", subtitle: "Tout ce que {brand} vend en ligne." },
      ],
      storyHeadings: ["À propos de {brand}", "Bienvenue chez {brand}"],
      closing: "Une question ou envie de réserver ? Écrivez-nous.",
      values: [
        item(
          "🏡",
          "Un accueil chaleureux",
          "Venez comme vous êtes, nous sommes ravis de vous voir.",
        ),
        item("✨", "Le souci du détail", "Ce sont les petites choses dont on se souvient."),
        item("🤝", "Bonne compagnie", "Un lieu où se retrouver, s'attarder et revenir."),
      ],
      cta: {
        heading: "Venez nous voir",
        subheading: "Questions ou réservations : écrivez à {brand}.",
        buttonText: "Nous écrire",
      },
      newsletter: {
        title: "Restons en contact",
        description: "Des nouvelles de {brand} de temps en temps. Désinscription à tout moment.",
        ctaText: "S'abonner",
      },
      contact:
        "Questions ou réservations ? Écrivez à {brand} avec ce formulaire, nous vous répondrons par e-mail.",
      steps: {
        title: "Préparez votre visite",
        items: [
          step("Envoyez un message", "Indiquez-nous le jour, l'heure et le nombre de personnes."),
          step("Nous confirmons", "Vous recevez une réponse par e-mail."),
          step("À bientôt", "Venez et profitez."),
        ],
      },
      services: [],
      categories: ["Cartes cadeaux", "Produits maison"],
    },
    studio: {
      hero: ["{Label}{inPlace}", "Bienvenue chez {brand}", "Réservez votre séance chez {brand}"],
      button: "Réserver",
      line: "Un moment rien que pour vous.",
      subtitles: ["{about}. {line}", "{line} Réservez chez {brand}{inPlace}."],
      highlights: {
        title: "Pourquoi réserver chez {brand}",
        items: [
          item("🤲", "Une attention personnelle", "Ici, tout tourne autour de vous."),
          item(
            "💬",
            "Des conseils sincères",
            "Nous vous disons ce qui vous conviendra, selon nous.",
          ),
          item("🕒", "Ponctualité", "Les séances commencent à l'heure."),
        ],
      },
      reviews: [
        review("Je ressors toujours ravie.", "Manon G.", "Cliente"),
        review("Attentifs, chaleureux et très professionnels.", "Hugo V.", "Client"),
        review("Je recommande à tout le monde.", "Chloé S.", "Cliente"),
      ],
      faq: [
        qa("Comment réserver ?", "Écrivez-nous ce que vous souhaitez et quand cela vous arrange."),
        qa(
          "Est-ce adapté aux débutants ?",
          "Dites-nous d'où vous partez et nous vous conseillerons.",
        ),
      ],
      collection: [
        { title: "La boutique", subtitle: "Cartes, bons cadeaux et plus encore chez {brand}." },
        { title: "Boutique", subtitle: "Tout ce que {brand} vend en ligne." },
      ],
      storyHeadings: ["À propos de {brand}", "Découvrez {brand}"],
      closing: "Une question ou envie de réserver ? Écrivez-nous.",
      values: [
        item(
          "🤲",
          "Une attention personnelle",
          "Votre temps chez nous est pour vous, pas pour l'horloge.",
        ),
        item("💬", "Des conseils sincères", "Nous vous disons ce qui vous conviendra, selon nous."),
        item("🕒", "Votre temps compte", "Les séances commencent et finissent à l'heure."),
      ],
      cta: {
        heading: "Envie de réserver ?",
        subheading: "Écrivez à {brand} avec le moment qui vous convient.",
        buttonText: "Réserver",
      },
      newsletter: {
        title: "Restons en contact",
        description: "Des nouvelles de {brand} de temps en temps. Désinscription à tout moment.",
        ctaText: "S'abonner",
      },
      contact:
        "Une question ou envie de réserver ? Écrivez à {brand} avec ce formulaire, nous vous répondrons par e-mail.",
      steps: {
        title: "Comment réserver",
        items: [
          step("Envoyez une demande", "Dites-nous ce que vous souhaitez et quand."),
          step("Nous confirmons un horaire", "Vous recevez une réponse par e-mail."),
          step("Venez nous voir", "Nous nous occupons du reste."),
        ],
      },
      services: [
        item("✨", "Première visite", "Une première séance pour faire connaissance."),
        item("🕒", "Séances régulières", "Revenez aussi souvent que vous le souhaitez."),
        item("🎁", "Bons cadeaux", "Une séance à offrir."),
      ],
      categories: ["Séances", "Cartes cadeaux"],
    },
    service: {
      hero: [
        "{Label}{inPlace}",
        "{brand} : {goods}{inPlace}",
        "Dites-nous ce dont vous avez besoin",
      ],
      button: "Nous contacter",
      line: "Du travail bien fait, sans détours.",
      subtitles: ["{about}. {line}", "{line} Dites à {brand} ce dont vous avez besoin."],
      highlights: {
        title: "Pourquoi travailler avec {brand}",
        items: [
          item("🎯", "Des plans clairs", "Vous savez ce qui se passe ensuite."),
          item("🤝", "Franc-parler", "Des conseils honnêtes dès le départ."),
          item("✓", "Du travail soigné", "Un travail que nous signons avec fierté."),
        ],
      },
      reviews: [
        review("Rapides, clairs et très professionnels.", "Nicolas F.", "Client"),
        review("Tout nous a été expliqué avec patience.", "Sophie A.", "Cliente"),
        review("Nous referons appel à eux sans hésiter.", "Marc T.", "Client"),
      ],
      faq: [
        qa("Comment commencer ?", "Écrivez-nous et nous reviendrons vers vous."),
        qa("Combien cela coûte-t-il ?", "Cela dépend de vos besoins ; demandez-nous un devis."),
      ],
      collection: [
        { title: "La boutique", subtitle: "Ce que {brand} vend en ligne." },
        { title: "Boutique", subtitle: "Tout ce que {brand} vend en ligne." },
      ],
      storyHeadings: ["À propos de {brand}", "Qui sommes-nous"],
      closing: "Dites-nous ce dont vous avez besoin et nous reviendrons vers vous.",
      values: [
        item("🎯", "Des plans clairs", "Vous savez ce qui se passe ensuite, et quand."),
        item(
          "🤝",
          "Franc-parler",
          "Des conseils honnêtes, même quand la réponse est un petit travail.",
        ),
        item("✓", "Du travail soigné", "Un travail que nous signons avec fierté."),
      ],
      cta: {
        heading: "Parlons de votre projet",
        subheading: "Parlez-en à {brand}, nous reviendrons vers vous.",
        buttonText: "Nous contacter",
      },
      newsletter: {
        title: "Restons en contact",
        description: "Des nouvelles de {brand} de temps en temps. Désinscription à tout moment.",
        ctaText: "S'abonner",
      },
      contact:
        "Dites à {brand} ce dont vous avez besoin avec ce formulaire, nous vous répondrons par e-mail.",
      steps: {
        title: "Comment ça marche",
        items: [
          step(
            "Dites-nous ce dont vous avez besoin",
            "Quelques lignes via le formulaire suffisent.",
          ),
          step("Recevez un plan clair", "Nous proposons une approche et ce qu'elle demande."),
          step("Nous nous mettons au travail", "En vous tenant informé en cours de route."),
        ],
      },
      services: [
        item("💬", "Un premier échange", "Dites-nous ce dont vous avez besoin et parlons-en."),
        item(
          "🛠️",
          "Le travail lui-même",
          "Réalisé avec soin, avec des nouvelles en cours de route.",
        ),
        item("🤝", "Le suivi", "Nous restons là si des questions se posent ensuite."),
      ],
      categories: ["Services"],
    },
  },
  kinds: {
    coffee: ["torréfacteur", "un torréfacteur", "du café"],
    tea: ["maison de thé", "une maison de thé", "des thés"],
    bakery: ["boulangerie", "une boulangerie", "du pain et des viennoiseries"],
    chocolate: ["chocolaterie", "une chocolaterie", "des chocolats"],
    icecream: ["glacier", "un glacier", "des glaces"],
    deli: ["épicerie fine", "une épicerie fine", "des produits fins"],
    farm: ["boutique de ferme", "une boutique de ferme", "des produits de la ferme"],
    wine: ["cave à vins", "une cave à vins", "des vins"],
    brewery: ["brasserie", "une brasserie", "des bières"],
    ceramics: ["atelier de céramique", "un atelier de céramique", "des céramiques"],
    candles: ["atelier de bougies", "un atelier de bougies", "des bougies"],
    soap: ["savonnerie", "une savonnerie", "des savons"],
    beauty: ["marque de soins", "une marque de soins", "des soins"],
    jewellery: ["marque de bijoux", "une marque de bijoux", "des bijoux"],
    leather: ["atelier de maroquinerie", "un atelier de maroquinerie", "de la maroquinerie"],
    yarn: ["boutique de laine", "une boutique de laine", "de la laine"],
    stationery: ["papeterie", "une papeterie", "de la papeterie"],
    art: ["atelier d'art", "un atelier d'art", "des tirages d'art"],
    florist: ["fleuriste", "un fleuriste", "des fleurs"],
    plants: ["boutique de plantes", "une boutique de plantes", "des plantes"],
    furniture: ["boutique déco", "une boutique déco", "de la déco"],
    kitchen: [
      "boutique d'ustensiles de cuisine",
      "une boutique d'ustensiles de cuisine",
      "des ustensiles de cuisine",
    ],
    fashion: ["marque de vêtements", "une marque de vêtements", "des vêtements"],
    vintage: ["friperie", "une friperie", "des pièces vintage"],
    shoes: ["magasin de chaussures", "un magasin de chaussures", "des chaussures"],
    books: ["librairie", "une librairie", "des livres"],
    records: ["disquaire", "un disquaire", "des disques"],
    instruments: ["magasin de musique", "un magasin de musique", "des instruments"],
    games: ["boutique de jeux", "une boutique de jeux", "des jeux"],
    kids: ["magasin de jouets", "un magasin de jouets", "des jouets"],
    pets: ["animalerie", "une animalerie", "des accessoires pour animaux"],
    electronics: ["boutique de gadgets", "une boutique de gadgets", "des gadgets"],
    skate: ["skateshop", "un skateshop", "des skateboards"],
    bikes: ["magasin de vélos", "un magasin de vélos", "des vélos"],
    outdoor: ["magasin outdoor", "un magasin outdoor", "de l'équipement outdoor"],
    surf: ["surfshop", "un surfshop", "des planches de surf"],
    sports: ["magasin de sport", "un magasin de sport", "des articles de sport"],
    restaurant: ["restaurant", "un restaurant", "des plats"],
    bar: ["bar", "un bar", "des boissons"],
    lodging: ["maison d'hôtes", "une maison d'hôtes", "des chambres"],
    yoga: ["studio de yoga", "un studio de yoga", "des cours"],
    fitness: ["studio de coaching sportif", "un studio de coaching sportif", "des entraînements"],
    wellness: ["institut de bien-être", "un institut de bien-être", "des soins"],
    salon: ["salon", "un salon", "des prestations"],
    tattoo: ["salon de tatouage", "un salon de tatouage", "des tatouages"],
    tutoring: ["école de soutien scolaire", "une école de soutien scolaire", "des cours"],
    petcare: ["garde d'animaux", "un service de garde d'animaux", "la garde d'animaux"],
    photography: ["studio photo", "un studio photo", "des séances photo"],
    design: ["studio de design", "un studio de design", "du design"],
    services: ["cabinet de conseil", "un cabinet de conseil", "du conseil"],
    trades: [
      "entreprise artisanale",
      "une entreprise artisanale",
      "des réparations et installations",
    ],
    cleaning: ["entreprise de nettoyage", "une entreprise de nettoyage", "le nettoyage"],
    events: ["agence événementielle", "une agence événementielle", "des événements"],
    catering: ["traiteur", "un traiteur", "des buffets et repas"],
    coaching: ["cabinet de coaching", "un cabinet de coaching", "des séances"],
    auto: ["garage", "un garage", "des réparations auto"],
    tours: ["agence de visites guidées", "une agence de visites guidées", "des visites"],
    "generic-shop": ["boutique", "une boutique", "des produits"],
    "generic-venue": ["lieu", "un lieu", "des propositions"],
    "generic-studio": ["studio", "un studio", "des séances"],
    "generic-service": ["entreprise", "une entreprise", "des services"],
  },
};

/** Edits on a French site: pages, titles and texts its kinds' copy does not hold (copy-languages.ts). */
export const FRENCH_EDIT_WORDS: EditWords = {
  pageNames: {
    FAQ: "FAQ",
    Pricing: "Tarifs",
    Gallery: "Galerie",
    "Sign up": "Inscription",
    Login: "Connexion",
    Team: "Équipe",
    Book: "Réserver",
    "Visit us": "Nous trouver",
  },
  titles: {
    aboutUs: "À propos de nous",
    howItWorks: "Comment ça marche",
    faq: "Questions fréquentes",
    categories: "Acheter par catégorie",
    stats: "En chiffres",
    team: "Notre équipe",
    teamSubtitle: "Les personnes derrière {brand}.",
    prices: "Tarifs",
    pricing: "Formules et tarifs",
    pricingSubtitle: "Choisissez ce qui vous convient. Modifiable ou résiliable à tout moment.",
    gallery: "Galerie",
    social: "Suivez-nous",
    location: "Venez nous voir",
    video: "Notre histoire",
    waitlist: "Soyez les premiers informés",
    booking: "Prendre rendez-vous",
  },
  texts: {
    teamMember: "Membre de l'équipe {n}",
    founder: "Fondateur·rice",
    coFounder: "Cofondateur·rice",
    choose: "Choisir {name}",
    photo: "Photo {n}",
    locationDetails: "Venez voir {brand} en personne. Nous serons ravis de vous accueillir.",
    locationForm:
      "Écrivez à {brand} via le formulaire de contact pour savoir comment nous trouver.",
    waitlist:
      "{brand} ouvre bientôt. Inscrivez-vous sur la liste d'attente pour un accès anticipé.",
    waitlistButton: "Rejoindre la liste",
    booking: "Dites-nous ce qui vous convient et {brand} vous confirmera par e-mail.",
    shopNow: "Acheter maintenant",
  },
  extraSteps: [
    step("Restons en contact", "Nous sommes là si vous avez des questions en chemin."),
    step("Revenez nous voir", "Il y a régulièrement des nouveautés."),
  ],
  topics: {
    shipping: {
      name: "Livraison et retours",
      words: /\b(?:livraisons?|expeditions?|envois?|retours?|remboursements?|echanges?)\b/,
      intro:
        "Chaque commande chez {brand} est préparée avec soin et envoyée avec un suivi, pour que vous sachiez toujours où elle se trouve.\n\nSi quelque chose ne va pas, prévenez-nous sous 30 jours et nous arrangeons cela par un remboursement ou un échange.",
      title: "Livraison et retours",
      items: [
        qa(
          "Quels sont les délais de livraison ?",
          "Les commandes partent sous 1 à 2 jours ouvrés et arrivent généralement 2 à 5 jours plus tard.",
        ),
        qa(
          "Combien coûte la livraison ?",
          "Les frais de livraison sont calculés au paiement, et offerts sur les grosses commandes.",
        ),
        qa(
          "Puis-je retourner un article ?",
          "Oui : renvoyez-le inutilisé sous 30 jours et nous le remboursons ou l'échangeons.",
        ),
      ],
    },
    privacy: {
      name: "Confidentialité",
      words: /\b(?:confidentialite|vie privee|cookies?|donnees personnelles)\b/,
      intro:
        "Cette page explique quelles données personnelles {brand} collecte lors de votre visite ou de votre commande, pourquoi nous en avons besoin et combien de temps nous les gardons.\n\nNous utilisons vos nom, e-mail et adresse uniquement pour traiter et livrer vos commandes et répondre à vos messages. Nous ne vendons jamais vos données. Écrivez-nous pour consulter, corriger ou supprimer ce que nous conservons sur vous.",
    },
    terms: {
      name: "Conditions générales",
      words: /\b(?:conditions|cgv|mentions legales|legal|politiques?)\b/,
      intro:
        "Ces conditions s'appliquent à toute commande passée chez {brand}. Merci de les lire avant d'acheter.\n\nLes prix incluent les taxes applicables. Une commande est confirmée à réception du paiement. Les articles peuvent être retournés inutilisés sous 30 jours. Pour tout le reste, écrivez-nous et nous vous aiderons.",
    },
    about: {
      name: "À propos",
      words: /\b(?:a propos|histoire|qui sommes nous|mission|fondat\w*)\b/,
    },
    wholesale: {
      name: "Vente en gros",
      words: /\b(?:en gros|grossistes?|revendeurs?|professionnels|partenaires?)\b/,
      intro:
        "Proposez {brand} dans votre boutique, votre café ou votre bureau. Nous fournissons des commerces indépendants, avec des prix professionnels sur les commandes régulières et un interlocuteur unique pour votre compte.",
      title: "Pourquoi travailler avec nous",
      items: [
        item(
          "📦",
          "Prix professionnels",
          "Des prix dégressifs pour les commandes régulières et importantes.",
        ),
        item(
          "🤝",
          "Un interlocuteur dédié",
          "Une personne qui connaît votre compte et répond vite.",
        ),
        item("🚚", "Livraisons fiables", "Des livraisons régulières selon votre calendrier."),
      ],
      form: {
        title: "Demander un compte professionnel",
        description: "Parlez-nous de votre commerce et de ce que vous aimeriez proposer.",
      },
    },
    faq: { name: "FAQ", words: /\b(?:questions|aide)\b/ },
    blog: {
      name: "Blog",
      words: /\b(?:blog|journal|actualites|nouvelles|articles|histoires)\b/,
      intro:
        "Les carnets de {brand} : nouveautés, coulisses et idées pour profiter au mieux de {noun}.",
    },
    careers: {
      name: "Recrutement",
      words: /\b(?:recrutement|emplois?|carrieres?|rejoignez nous|offres)\b/,
      intro:
        "{brand} est une petite équipe qui tient à bien faire les choses. Nous n'avons pas de poste ouvert pour le moment, mais nous sommes toujours heureux d'entendre des personnes qui aimeraient nous rejoindre.",
      form: {
        title: "Présentez-vous",
        description: "Envoyez-nous quelques lignes sur vous et ce que vous aimeriez faire.",
      },
    },
    events: {
      name: "Événements",
      words: /\b(?:evenements?|ateliers?|cours|degustations?|rencontres?)\b/,
      intro:
        "Retrouvez {brand} en personne : des séances en petit groupe pour apprendre, goûter et poser toutes vos questions sur {noun}.\n\nLes dates sont annoncées d'abord dans notre newsletter.",
    },
    visit: {
      name: "Nous trouver",
      words: /\b(?:nous trouver|adresse|acces|horaires|visite)\b/,
    },
    gifts: {
      name: "Cadeaux",
      words: /\b(?:cadeaux?|cartes? cadeaux?|bons? d'achat)\b/,
      intro:
        "Vous cherchez un cadeau ? Tout ce que propose {brand} peut être emballé avec un mot écrit à la main, et nous l'envoyons directement à la personne de votre choix.",
    },
    sustainability: {
      name: "Engagements",
      words: /\b(?:durab\w*|engagements?|valeurs|impact|ethique|environnement)\b/,
      intro:
        "La façon dont {brand} fabrique et expédie {noun} compte autant pour nous que ce que nous vendons. Voici ce que nous faisons aujourd'hui, et ce sur quoi nous travaillons encore.",
    },
  },
  namedIntro:
    "C'est ici que {brand} présente {name} : ce que c'est, à qui cela s'adresse et comment en profiter au mieux.",
};
