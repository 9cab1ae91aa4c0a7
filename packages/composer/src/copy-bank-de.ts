import { item, qa, review, step, type LanguageCopy } from "./copy-bank.js";
import type { EditWords } from "./copy-languages.js";

/**
 * Generated sites in German: the copy is written per group, naming the kind by its label,
 * and addresses visitors as "du". Templates keep the owner's goods where any case reads
 * ("für {goods}", "{brand}: {goods}"); the label's article is stored with it.
 */
export const GERMAN_COPY: LanguageCopy = {
  words: {
    language: "de",
    pages: {
      home: "Startseite",
      shop: "Shop",
      services: "Leistungen",
      about: "Über uns",
      contact: "Kontakt",
    },
    inPlace: " in {place}",
    about: "{brand} ist {aLabel}{inPlace}{goodsClause}",
    goodsClause: { selling: " für {goods}", offering: " für {goods}" },
    and: "und",
    hero: { story: "Unsere Geschichte", aboutUs: "Über uns" },
    values: "Wofür wir stehen",
    reviews: "Das sagen unsere Kunden",
    contact: { title: "Schreib uns", button: "Nachricht senden" },
    faq: "Gut zu wissen",
    offerings: "Unser Angebot",
    bookingButton: "Termin anfragen",
    placeholder: "du@beispiel.de",
    closing: {
      shopHeading: "Finde deinen neuen Liebling",
      shopSubheading: "Stöbere durch alles, was {brand} im Shop hat.",
      shopButton: "Zum Shop",
      otherHeading: "Wir sind für dich da",
    },
    descriptions: {
      describe: "{brand} – {aLabel}{inPlace}",
      homeGoods: "{Goods} bei {brand} – {aLabel}{inPlace}.",
      home: "{describe}.",
      shop: "{Goods} bei {brand}{inPlace} kaufen.",
      services: "Das Angebot von {brand}{inPlace}.",
      about: "Über {describe}.",
      contact: "So erreichst du {brand}{inPlace}.",
    },
    samples: {
      reviews: "die Bewertungen",
      answers: "die Antworten",
      values: "die Werte",
      services: "die Leistungen",
      highlights: "die Vorteile",
      steps: "die Schritte",
      onPage: "{what} auf der Seite „{page}“",
      warning:
        "Das sind Beispiele, die du vor dem Veröffentlichen durch deine eigenen ersetzen solltest: {list}.",
      noProducts:
        "Dein Shop hat noch keine veröffentlichten Produkte; die Produktraster füllen sich, sobald du welche hinzufügst.",
    },
    questions: {
      vague: "Was verkauft oder macht dein Unternehmen? Ein Satz genügt, zum Beispiel:",
      examples: [
        "Ein Blumenladen in Gent, der Sträuße und Trockenblumen verkauft",
        "Ich mache handgedrehte Keramikbecher in Porto",
        "Skateshop namens REDLINE, laut und dunkel",
      ],
      rebuild: "Die Website für {x} neu aufbauen? Das ersetzt den Inhalt deiner Hauptseiten.",
      rebuildChip: "Website neu aufbauen: {x}",
    },
  },
  groups: {
    shop: {
      hero: ["{Goods}{inPlace}", "{Label}{inPlace}", "Willkommen bei {brand}"],
      button: "Zum Shop",
      line: "Mit Sorgfalt ausgewählt, mit Liebe verpackt.",
      subtitles: [
        "{line} Entdecke {goods} bei {brand}{inPlace}.",
        "{about}. {line}",
        "{Goods} online bei {brand}{inPlace} bestellen. {line}",
      ],
      highlights: {
        title: "Warum bei {brand} einkaufen",
        items: [
          item(
            "✨",
            "Sorgfältig ausgewählt",
            "Jedes Produkt wird nach Qualität und Charakter ausgesucht.",
          ),
          item(
            "📦",
            "Liebevoll verpackt",
            "Bestellungen werden sorgfältig gepackt und schnell verschickt.",
          ),
          item("💬", "Echte Menschen", "Fragen? Bei uns antwortet ein Mensch."),
        ],
      },
      reviews: [
        review("Genau das, was ich gesucht habe.", "Anna K.", "Kundin"),
        review("Tolle Qualität und freundlicher Service.", "Jonas W.", "Kunde"),
        review("Ich bestelle immer wieder gern.", "Lea S.", "Kundin"),
      ],
      faq: [
        qa("Wie erreiche ich euch?", "Schreib uns über das Kontaktformular."),
        qa("Liefert ihr auch zu mir?", "Versandoptionen und -kosten siehst du an der Kasse."),
        qa(
          "Kann ich etwas zurückgeben?",
          "Schreib uns, wir helfen dir bei Rückgabe oder Umtausch.",
        ),
      ],
      collection: [
        { title: "Aus dem Shop", subtitle: "Was es gerade im Shop gibt." },
        { title: "Neu eingetroffen", subtitle: "Das Neueste aus dem Shop von {brand}." },
      ],
      storyHeadings: ["Über {brand}", "Die Geschichte von {brand}"],
      closing: "Stöbere im Shop oder schreib uns, wenn du eine Frage hast.",
      values: [
        item("🤝", "Echte Menschen", "Jede Nachricht beantwortet jemand, der den Shop kennt."),
        item(
          "📦",
          "Mit Sorgfalt verpackt",
          "Bestellungen werden sorgfältig verpackt, bevor sie rausgehen.",
        ),
        item("🌱", "Bewusste Auswahl", "Lieber weniger Dinge, hinter denen wir stehen."),
      ],
      cta: {
        heading: "Suchst du etwas Bestimmtes?",
        subheading: "Schreib {brand} eine Nachricht, wir helfen dir weiter.",
        buttonText: "Kontakt aufnehmen",
      },
      newsletter: {
        title: "Neuigkeiten von {brand}",
        description:
          "Neuheiten und gelegentliche News direkt in dein Postfach. Jederzeit abbestellbar.",
        ctaText: "Abonnieren",
      },
      contact:
        "Fragen zu einem Produkt oder einer Bestellung? Schreib {brand} über dieses Formular, wir antworten per E-Mail.",
      steps: {
        title: "So bestellst du",
        items: [
          step("Im Shop stöbern", "Finde, was du suchst, und leg es in den Warenkorb."),
          step("Online bezahlen", "Sicher bezahlen in wenigen Schritten."),
          step("Wir machen es fertig", "Deine Bestellung wird vorbereitet und verschickt."),
        ],
      },
      services: [],
      categories: ["Neuheiten", "Bestseller", "Geschenke"],
    },
    venue: {
      hero: ["{Label}{inPlace}", "Willkommen bei {brand}", "Komm vorbei bei {brand}"],
      button: "Besuch planen",
      line: "Ein Ort, an den man gern zurückkommt.",
      subtitles: ["{about}. {line}", "{line} Besuch {brand}{inPlace}."],
      highlights: {
        title: "Warum {brand} besuchen",
        items: [
          item("🏡", "Herzlich willkommen", "Komm, wie du bist."),
          item("✨", "Liebe zum Detail", "Die kleinen Dinge, gut gemacht."),
          item("💬", "Echte Menschen", "Fragen? Bei uns antwortet ein Mensch."),
        ],
      },
      reviews: [
        review("Ein wunderbarer Ort, wir kommen wieder.", "Miriam H.", "Gast"),
        review("Sehr herzlich und aufmerksam.", "Lukas B.", "Gast"),
        review("Unser Lieblingsort in der Gegend.", "Sophie R.", "Gast"),
      ],
      faq: [
        qa("Wie kann ich reservieren?", "Schreib uns den Tag und die Uhrzeit, die dir passen."),
        qa("Wie erreiche ich euch?", "Schreib uns über das Kontaktformular."),
      ],
      collection: [
        { title: "Aus dem Shop", subtitle: "Ein Stück {brand} für zu Hause." },
        { title: "Shop", subtitle: "Alles, was {brand} online verkauft." },
      ],
      storyHeadings: ["Über {brand}", "Willkommen bei {brand}"],
      closing: "Hast du eine Frage oder möchtest reservieren? Schreib uns.",
      values: [
        item("🏡", "Herzlich willkommen", "Komm, wie du bist; wir freuen uns auf dich."),
        item("✨", "Liebe zum Detail", "Die kleinen Dinge bleiben in Erinnerung."),
        item("🤝", "Gute Gesellschaft", "Ein Ort zum Treffen, Bleiben und Wiederkommen."),
      ],
      cta: {
        heading: "Komm vorbei",
        subheading: "Fragen oder Reservierungen: Schreib {brand} eine Nachricht.",
        buttonText: "Kontakt aufnehmen",
      },
      newsletter: {
        title: "Bleib auf dem Laufenden",
        description: "Ab und zu Neuigkeiten von {brand}. Jederzeit abbestellbar.",
        ctaText: "Abonnieren",
      },
      contact:
        "Fragen oder Reservierungen? Schreib {brand} über dieses Formular, wir antworten per E-Mail.",
      steps: {
        title: "Plane deinen Besuch",
        items: [
          step("Schreib uns", "Nenn uns Tag, Uhrzeit und wie viele ihr seid."),
          step("Wir bestätigen", "Du bekommst eine Antwort per E-Mail."),
          step("Bis bald", "Komm vorbei und genieße es."),
        ],
      },
      services: [],
      categories: ["Gutscheine", "Merchandise"],
    },
    studio: {
      hero: ["{Label}{inPlace}", "Willkommen bei {brand}", "Buch deinen Termin bei {brand}"],
      button: "Termin buchen",
      line: "Zeit, die ganz dir gehört.",
      subtitles: ["{about}. {line}", "{line} Buch einen Termin bei {brand}{inPlace}."],
      highlights: {
        title: "Warum bei {brand} buchen",
        items: [
          item("🤲", "Persönliche Betreuung", "Bei uns geht es um dich."),
          item("💬", "Ehrliche Beratung", "Wir sagen dir, was aus unserer Sicht zu dir passt."),
          item("🕒", "Pünktlich", "Termine beginnen, wann sie sollen."),
        ],
      },
      reviews: [
        review("Ich gehe jedes Mal glücklicher raus.", "Julia M.", "Kundin"),
        review("Aufmerksam, herzlich und sehr professionell.", "Felix N.", "Kunde"),
        review("Kann ich nur weiterempfehlen.", "Hannah L.", "Kundin"),
      ],
      faq: [
        qa("Wie buche ich einen Termin?", "Schreib uns, was du möchtest und wann es dir passt."),
        qa("Ist das auch für Anfänger?", "Erzähl uns, wo du stehst, und wir beraten dich."),
      ],
      collection: [
        { title: "Aus dem Shop", subtitle: "Karten, Gutscheine und mehr von {brand}." },
        { title: "Shop", subtitle: "Alles, was {brand} online verkauft." },
      ],
      storyHeadings: ["Über {brand}", "Lerne {brand} kennen"],
      closing: "Hast du eine Frage oder möchtest einen Termin? Schreib uns.",
      values: [
        item("🤲", "Persönliche Betreuung", "Deine Zeit bei uns gehört dir, nicht der Uhr."),
        item("💬", "Ehrliche Beratung", "Wir sagen dir, was aus unserer Sicht zu dir passt."),
        item("🕒", "Deine Zeit zählt", "Termine beginnen und enden pünktlich."),
      ],
      cta: {
        heading: "Lust auf einen Termin?",
        subheading: "Schreib {brand} eine Nachricht mit einer Zeit, die dir passt.",
        buttonText: "Termin buchen",
      },
      newsletter: {
        title: "Bleib auf dem Laufenden",
        description: "Ab und zu Neuigkeiten von {brand}. Jederzeit abbestellbar.",
        ctaText: "Abonnieren",
      },
      contact:
        "Fragen oder Terminwunsch? Schreib {brand} über dieses Formular, wir antworten per E-Mail.",
      steps: {
        title: "So buchst du",
        items: [
          step("Anfrage senden", "Sag uns, was du möchtest und wann es dir passt."),
          step("Wir bestätigen einen Termin", "Du bekommst eine Antwort per E-Mail."),
          step("Vorbeikommen", "Den Rest übernehmen wir."),
        ],
      },
      services: [
        item("✨", "Erster Termin", "Ein erstes Treffen zum Kennenlernen."),
        item("🕒", "Regelmäßige Termine", "Komm so oft, wie es dir passt."),
        item("🎁", "Gutscheine", "Ein Termin zum Verschenken."),
      ],
      categories: ["Termine", "Gutscheine"],
    },
    service: {
      hero: ["{Label}{inPlace}", "{brand}: {Goods}{inPlace}", "Sag uns, was du brauchst"],
      button: "Kontakt aufnehmen",
      line: "Gute Arbeit, klare Worte.",
      subtitles: ["{about}. {line}", "{line} Sag {brand}, was du brauchst."],
      highlights: {
        title: "Warum mit {brand} arbeiten",
        items: [
          item("🎯", "Klare Pläne", "Du weißt, was als Nächstes passiert."),
          item("🤝", "Klare Worte", "Ehrliche Beratung von Anfang an."),
          item("✓", "Gründlich erledigt", "Arbeit, hinter der wir stehen."),
        ],
      },
      reviews: [
        review("Schnell, klar und sehr professionell.", "Markus T.", "Kunde"),
        review("Alles wurde geduldig erklärt.", "Katrin F.", "Kundin"),
        review("Jederzeit wieder.", "Stefan D.", "Kunde"),
      ],
      faq: [
        qa("Wie fangen wir an?", "Schreib uns eine Nachricht, wir melden uns bei dir."),
        qa("Was kostet das?", "Das hängt davon ab, was du brauchst; frag uns nach einem Angebot."),
      ],
      collection: [
        { title: "Aus dem Shop", subtitle: "Was {brand} online verkauft." },
        { title: "Shop", subtitle: "Alles, was {brand} online verkauft." },
      ],
      storyHeadings: ["Über {brand}", "Wer wir sind"],
      closing: "Sag uns, was du brauchst, und wir melden uns bei dir.",
      values: [
        item("🎯", "Klare Pläne", "Du weißt, was als Nächstes passiert und wann."),
        item("🤝", "Klare Worte", "Ehrliche Beratung, auch wenn es nur eine kleine Sache ist."),
        item("✓", "Gründlich erledigt", "Arbeit, hinter der wir mit unserem Namen stehen."),
      ],
      cta: {
        heading: "Lass uns über dein Anliegen sprechen",
        subheading: "Erzähl {brand} davon, wir melden uns bei dir.",
        buttonText: "Kontakt aufnehmen",
      },
      newsletter: {
        title: "Bleib auf dem Laufenden",
        description: "Ab und zu Neuigkeiten von {brand}. Jederzeit abbestellbar.",
        ctaText: "Abonnieren",
      },
      contact: "Sag {brand} über dieses Formular, was du brauchst, wir antworten per E-Mail.",
      steps: {
        title: "So funktioniert es",
        items: [
          step("Sag uns, was du brauchst", "Ein paar Zeilen über das Kontaktformular genügen."),
          step(
            "Du bekommst einen klaren Plan",
            "Wir schlagen ein Vorgehen vor und was es braucht.",
          ),
          step("Wir legen los", "Und halten dich unterwegs auf dem Laufenden."),
        ],
      },
      services: [
        item("💬", "Ein erstes Gespräch", "Erzähl uns, was du brauchst, und wir besprechen es."),
        item("🛠️", "Die Arbeit selbst", "Sorgfältig erledigt, mit Updates unterwegs."),
        item("🤝", "Nachbetreuung", "Wir sind da, wenn danach Fragen aufkommen."),
      ],
      categories: ["Leistungen"],
    },
  },
  kinds: {
    coffee: ["Kaffeerösterei", "eine Kaffeerösterei", "Kaffee"],
    tea: ["Teeladen", "ein Teeladen", "Tee"],
    bakery: ["Bäckerei", "eine Bäckerei", "Backwaren"],
    chocolate: ["Chocolaterie", "eine Chocolaterie", "Schokolade"],
    icecream: ["Eisdiele", "eine Eisdiele", "Eis"],
    deli: ["Feinkostladen", "ein Feinkostladen", "Feinkost"],
    farm: ["Hofladen", "ein Hofladen", "Hofprodukte"],
    wine: ["Weinhandlung", "eine Weinhandlung", "Weine"],
    brewery: ["Brauerei", "eine Brauerei", "Biere"],
    ceramics: ["Keramikatelier", "ein Keramikatelier", "Keramik"],
    candles: ["Kerzenmanufaktur", "eine Kerzenmanufaktur", "Kerzen"],
    soap: ["Seifenmanufaktur", "eine Seifenmanufaktur", "Seifen"],
    beauty: ["Kosmetikmarke", "eine Kosmetikmarke", "Hautpflege"],
    jewellery: ["Schmucklabel", "ein Schmucklabel", "Schmuck"],
    leather: ["Lederwerkstatt", "eine Lederwerkstatt", "Lederwaren"],
    yarn: ["Wollladen", "ein Wollladen", "Wolle"],
    stationery: ["Schreibwarenladen", "ein Schreibwarenladen", "Schreibwaren"],
    art: ["Kunstatelier", "ein Kunstatelier", "Kunstdrucke"],
    florist: ["Blumenladen", "ein Blumenladen", "Blumen"],
    plants: ["Pflanzenladen", "ein Pflanzenladen", "Pflanzen"],
    furniture: ["Einrichtungsladen", "ein Einrichtungsladen", "Wohnaccessoires"],
    kitchen: ["Küchenladen", "ein Küchenladen", "Küchenzubehör"],
    fashion: ["Modelabel", "ein Modelabel", "Mode"],
    vintage: ["Vintage-Laden", "ein Vintage-Laden", "Vintage-Fundstücke"],
    shoes: ["Schuhgeschäft", "ein Schuhgeschäft", "Schuhe"],
    books: ["Buchhandlung", "eine Buchhandlung", "Bücher"],
    records: ["Plattenladen", "ein Plattenladen", "Schallplatten"],
    instruments: ["Musikgeschäft", "ein Musikgeschäft", "Instrumente"],
    games: ["Spieleladen", "ein Spieleladen", "Spiele"],
    kids: ["Spielzeugladen", "ein Spielzeugladen", "Spielzeug"],
    pets: ["Tierbedarfsladen", "ein Tierbedarfsladen", "Tierbedarf"],
    electronics: ["Gadget-Shop", "ein Gadget-Shop", "Gadgets"],
    skate: ["Skateshop", "ein Skateshop", "Skateboards"],
    bikes: ["Fahrradladen", "ein Fahrradladen", "Fahrräder"],
    outdoor: ["Outdoor-Laden", "ein Outdoor-Laden", "Outdoor-Ausrüstung"],
    surf: ["Surfshop", "ein Surfshop", "Surfbretter"],
    sports: ["Sportgeschäft", "ein Sportgeschäft", "Sportartikel"],
    restaurant: ["Restaurant", "ein Restaurant", "Gerichte"],
    bar: ["Bar", "eine Bar", "Drinks"],
    lodging: ["Gästehaus", "ein Gästehaus", "Zimmer"],
    yoga: ["Yogastudio", "ein Yogastudio", "Kurse"],
    fitness: ["Personal-Training-Studio", "ein Personal-Training-Studio", "Trainings"],
    wellness: ["Wellnessstudio", "ein Wellnessstudio", "Anwendungen"],
    salon: ["Salon", "ein Salon", "Behandlungen"],
    tattoo: ["Tattoostudio", "ein Tattoostudio", "Tattoos"],
    tutoring: ["Nachhilfeschule", "eine Nachhilfeschule", "Nachhilfe"],
    petcare: ["Tierbetreuung", "eine Tierbetreuung", "Tierbetreuung"],
    photography: ["Fotostudio", "ein Fotostudio", "Fotoshootings"],
    design: ["Designstudio", "ein Designstudio", "Designprojekte"],
    services: ["Beratungsfirma", "eine Beratungsfirma", "Beratung"],
    trades: ["Handwerksbetrieb", "ein Handwerksbetrieb", "Reparaturen und Installationen"],
    cleaning: ["Reinigungsfirma", "eine Reinigungsfirma", "Reinigung"],
    events: ["Eventagentur", "eine Eventagentur", "Events"],
    catering: ["Catering-Service", "ein Catering-Service", "Catering"],
    coaching: ["Coaching-Praxis", "eine Coaching-Praxis", "Coachings"],
    auto: ["Autowerkstatt", "eine Autowerkstatt", "Autoreparaturen"],
    tours: ["Tourenanbieter", "ein Tourenanbieter", "Touren"],
    "generic-shop": ["Shop", "ein Shop", "Produkte"],
    "generic-venue": ["Lokal", "ein Lokal", "Angebote"],
    "generic-studio": ["Studio", "ein Studio", "Termine"],
    "generic-service": ["Unternehmen", "ein Unternehmen", "Leistungen"],
  },
};

/** Edits on a German site: pages, titles and texts its kinds' copy does not hold (copy-languages.ts). */
export const GERMAN_EDIT_WORDS: EditWords = {
  pageNames: {
    FAQ: "FAQ",
    Pricing: "Preise",
    Gallery: "Galerie",
    "Sign up": "Registrieren",
    Login: "Anmelden",
    Team: "Team",
    Book: "Termin buchen",
    "Visit us": "Besuch uns",
  },
  titles: {
    aboutUs: "Über uns",
    howItWorks: "So funktioniert's",
    faq: "Häufige Fragen",
    categories: "Nach Kategorie einkaufen",
    stats: "In Zahlen",
    team: "Unser Team",
    teamSubtitle: "Die Menschen hinter {brand}.",
    prices: "Preise",
    pricing: "Pakete und Preise",
    pricingSubtitle: "Wähl, was passt. Jederzeit änderbar oder kündbar.",
    gallery: "Galerie",
    social: "Folge uns",
    location: "Besuch uns",
    video: "Unsere Geschichte",
    waitlist: "Als Erste:r erfahren",
    booking: "Termin anfragen",
  },
  texts: {
    teamMember: "Teammitglied {n}",
    founder: "Gründer:in",
    coFounder: "Mitgründer:in",
    choose: "{name} wählen",
    photo: "Foto {n}",
    locationDetails: "Besuch {brand} vor Ort. Wir freuen uns auf dich.",
    locationForm: "Schreib {brand} über das Kontaktformular und frag, wie du uns findest.",
    waitlist: "{brand} öffnet bald. Trag dich in die Warteliste ein und sei früh dabei.",
    waitlistButton: "Auf die Warteliste",
    booking: "Sag uns, wann es dir passt, und {brand} bestätigt per E-Mail.",
    shopNow: "Jetzt einkaufen",
  },
  extraSteps: [
    step("In Kontakt bleiben", "Wir sind da, wenn unterwegs Fragen aufkommen."),
    step("Wiederkommen", "Es gibt regelmäßig Neues."),
  ],
  topics: {
    shipping: {
      name: "Versand und Rückgabe",
      words: /\b(?:versand\w*|lieferung\w*|ruckgabe\w*|rucksendung\w*|erstattung\w*|umtausch)\b/,
      intro:
        "Jede Bestellung bei {brand} wird sorgfältig verpackt und mit Sendungsverfolgung verschickt, damit du immer weißt, wo sie ist.\n\nWenn etwas nicht stimmt, sag uns innerhalb von 30 Tagen Bescheid und wir regeln es mit einer Erstattung oder einem Umtausch.",
      title: "Versand und Rückgabe",
      items: [
        qa(
          "Wie lange dauert die Lieferung?",
          "Bestellungen verlassen uns innerhalb von 1–2 Werktagen und kommen meist 2–5 Tage später an.",
        ),
        qa(
          "Was kostet der Versand?",
          "Die Versandkosten siehst du an der Kasse; bei größeren Bestellungen ist der Versand kostenlos.",
        ),
        qa(
          "Kann ich etwas zurückgeben?",
          "Ja: Schick es innerhalb von 30 Tagen unbenutzt zurück, und wir erstatten oder tauschen es.",
        ),
      ],
    },
    privacy: {
      name: "Datenschutz",
      words: /\b(?:datenschutz\w*|cookies?|privatsphare)\b/,
      intro:
        "Diese Seite erklärt, welche personenbezogenen Daten {brand} bei deinem Besuch oder deiner Bestellung erhebt, wozu wir sie brauchen und wie lange wir sie aufbewahren.\n\nWir nutzen Name, E-Mail und Adresse nur, um Bestellungen zu bearbeiten und zu liefern und deine Nachrichten zu beantworten. Wir verkaufen deine Daten nie. Schreib uns, um einzusehen, zu berichtigen oder zu löschen, was wir über dich speichern.",
    },
    terms: {
      name: "AGB",
      words: /\b(?:agb|geschaftsbedingungen|bedingungen|rechtliches|impressum|richtlinien?)\b/,
      intro:
        "Diese Bedingungen gelten für jede Bestellung bei {brand}. Bitte lies sie vor dem Kauf.\n\nDie Preise enthalten die gesetzliche Mehrwertsteuer, wo sie anfällt. Eine Bestellung ist bestätigt, sobald die Zahlung eingegangen ist. Unbenutzte Artikel kannst du innerhalb von 30 Tagen zurückgeben. Für alles andere schreib uns, wir helfen gern.",
    },
    about: {
      name: "Über uns",
      words: /\b(?:uber uns|geschichte|wer wir sind|mission|grunder\w*)\b/,
    },
    wholesale: {
      name: "Großhandel",
      words: /\b(?:grosshandel|gro(?:ss|ß)handel|handler\w*|wiederverkaufer\w*|b2b|partner\w*)\b/,
      intro:
        "Führ {brand} in deinem Laden, Café oder Büro. Wir beliefern unabhängige Betriebe mit {noun}, mit Händlerpreisen für Nachbestellungen und einer festen Ansprechperson für dein Konto.",
      title: "Warum mit uns",
      items: [
        item("📦", "Händlerpreise", "Gestaffelte Preise für Nachbestellungen und größere Mengen."),
        item("🤝", "Feste Ansprechperson", "Jemand, der dein Konto kennt und schnell antwortet."),
        item("🚚", "Verlässliche Lieferung", "Regelmäßige Lieferungen nach deinem Zeitplan."),
      ],
      form: {
        title: "Händlerkonto beantragen",
        description: "Erzähl uns von deinem Betrieb und was du führen möchtest.",
      },
    },
    faq: { name: "FAQ", words: /\b(?:fragen|hilfe)\b/ },
    blog: {
      name: "Blog",
      words: /\b(?:blog|journal|neuigkeiten|aktuelles|artikel|geschichten)\b/,
      intro:
        "Notizen von {brand}: Neuheiten, Geschichten hinter den Kulissen und Ideen, wie du das Beste aus {noun} machst.",
    },
    careers: {
      name: "Jobs",
      words: /\b(?:jobs?|karriere|stellen\w*|arbeiten bei uns|mitmachen)\b/,
      intro:
        "{brand} ist ein kleines Team, dem gute Arbeit wichtig ist. Gerade haben wir keine offenen Stellen, aber wir freuen uns immer über Menschen, die mitmachen möchten.",
      form: {
        title: "Stell dich vor",
        description: "Schick uns ein paar Zeilen über dich und was du gern machen würdest.",
      },
    },
    events: {
      name: "Veranstaltungen",
      words: /\b(?:veranstaltung\w*|events?|workshops?|kurse?|verkostung\w*|treffen)\b/,
      intro:
        "Triff {brand} persönlich: Treffen in kleinen Gruppen, bei denen du lernen, probieren und alles fragen kannst, was du schon immer über {noun} wissen wolltest.\n\nTermine gibt es zuerst in unserem Newsletter.",
    },
    visit: {
      name: "Besuch uns",
      words: /\b(?:besuch\w*|standort\w*|anfahrt|so findest du uns|offnungszeiten)\b/,
    },
    gifts: {
      name: "Geschenke",
      words: /\b(?:geschenk\w*|gutschein\w*)\b/,
      intro:
        "Auf der Suche nach einem Geschenk? Alles von {brand} kann als Geschenk verpackt werden, mit einer handgeschriebenen Karte, und wir schicken es direkt an die Person, an die du denkst.",
    },
    sustainability: {
      name: "Nachhaltigkeit",
      words: /\b(?:nachhaltig\w*|werte|wirkung|ethik|herkunft|umwelt)\b/,
      intro:
        "Wie {brand} {noun} herstellt und verschickt, ist uns so wichtig wie das, was wir verkaufen. Hier steht, was wir heute tun und woran wir noch arbeiten.",
    },
  },
  namedIntro:
    "Hier erzählt {brand} alles über {name}: was es ist, für wen es ist und wie du das Beste daraus machst.",
};
