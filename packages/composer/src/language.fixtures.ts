import type { Language } from "./language-table.js";
import type { FixtureSiteName } from "./compose.fixtures.js";
import { MOODS, type MoodId } from "./moods.js";

/** What a prompt must leave on the site (the page edited is Home). */
export interface SiteCheck {
  kind?: "generate" | "edit" | "reply";
  industry?: string;
  /** Section types Home has after the turn, and those it no longer has. */
  has?: string[];
  lacks?: string[];
  /** The first section type comes before the second on Home. */
  before?: [string, string];
  /** Theme values after the turn. */
  theme?: Record<string, string>;
  /** The heading font after the turn. */
  headingFont?: string;
  /** A section whose background is now dark. */
  darkSection?: string;
  /** A section's background colour. */
  sectionColour?: [type: string, hex: string];
  name?: string;
  pages?: string[];
  /** A prop of the first section of a type, exactly as typed. */
  prop?: [type: string, key: string, value: string];
  /** The length of a list prop of the first section of a type. */
  listLength?: [type: string, list: string, length: number];
  /** How many sections of a type Home has. */
  copies?: [type: string, count: number];
  noOps?: boolean;
}

/** One prompt of the language and spelling fixtures. */
export interface LanguageFixture {
  prompt: string;
  /** The language the composer must read it as. */
  language: Language;
  /** What it means in the planner's English: the composer does the same with both. */
  english: string;
  site?: FixtureSiteName;
  check: SiteCheck;
  /**
   * An intent the planner does not carry out in English either yet: only the language
   * (the same operations as the English phrasing) is checked.
   */
  awaits?: string;
}

const mood = (id: MoodId): SiteCheck => ({
  theme: { primaryColor: MOODS[id].theme.primaryColor! },
});

const intent = (
  english: string,
  check: SiteCheck,
  phrasings: [Language, string][],
  extra: Partial<LanguageFixture> = {},
): LanguageFixture[] =>
  phrasings.map(([language, prompt]) => ({ prompt, language, english, check, ...extra }));

/**
 * Prompts in Spanish, German and French and English ones with typos and chat shorthand,
 * at least five phrasings per intent, each with what the site must show afterwards.
 */
export const LANGUAGE_FIXTURES: readonly LanguageFixture[] = [
  ...intent("remove the faq", { lacks: ["faq"] }, [
    ["es", "Quita las preguntas frecuentes"],
    ["es", "Elimina la sección de preguntas frecuentes"],
    ["es", "Borra el FAQ, por favor"],
    ["de", "Entferne die FAQ"],
    ["de", "Lösche die häufigen Fragen"],
    ["de", "Die FAQ bitte entfernen"],
    ["de", "Nimm die FAQ raus"],
    ["fr", "Supprime la FAQ"],
    ["fr", "Enlève la foire aux questions"],
    ["fr", "Retirez les questions fréquentes s'il vous plaît"],
    ["en", "remvoe the faq"],
    ["en", "delte the faq"],
    ["en", "pls get rid of teh faq"],
  ]),
  ...intent("remove the reviews", { lacks: ["testimonials"] }, [
    ["es", "Quita las reseñas"],
    ["es", "Elimina las opiniones de clientes"],
    ["es", "Borra los testimonios"],
    ["de", "Entferne die Bewertungen"],
    ["de", "Lösche die Kundenstimmen"],
    ["de", "Bewertungen entfernen"],
    ["fr", "Supprime les avis"],
    ["fr", "Enlève les témoignages"],
    ["fr", "Retirez les avis clients"],
    ["en", "remove the reveiws"],
    ["en", "delete the testimonails"],
  ]),
  ...intent("remove the newsletter", { lacks: ["newsletter"] }, [
    ["es", "Quita el boletín"],
    ["de", "Entferne den Newsletter"],
    ["fr", "Supprime la newsletter"],
    ["fr", "Enlève l'infolettre"],
    ["en", "remove the newsleter"],
  ]),
  ...intent("remove the pricing", { lacks: ["pricing"] }, [
    ["es", "Quita los precios"],
    ["es", "Oculta la tabla de precios"],
    ["de", "Entferne die Preise"],
    ["fr", "Supprime les tarifs"],
    ["en", "remove the prcing"],
  ]),
  ...intent("add a gallery", { has: ["gallery"] }, [
    ["es", "Añade una galería"],
    ["es", "Agrega una galería de fotos"],
    ["es", "Incluye una galería"],
    ["de", "Füge eine Galerie hinzu"],
    ["de", "Bildergalerie hinzufügen"],
    ["de", "Fügen Sie bitte eine Galerie hinzu"],
    ["fr", "Ajoute une galerie"],
    ["fr", "Ajoutez une galerie photo"],
    ["fr", "Insère une galerie"],
    ["en", "ad a galery"],
    ["en", "add a gallary pls"],
  ]),
  ...intent("add a contact form", { has: ["contact"] }, [
    ["es", "Añade un formulario de contacto"],
    ["es", "Agrega un formulario de contacto al final"],
    ["de", "Füge ein Kontaktformular hinzu"],
    ["de", "Kontaktformular hinzufügen"],
    ["fr", "Ajoute un formulaire de contact"],
    ["en", "add a contcat form"],
  ]),
  ...intent("add a team section", { has: ["team"] }, [
    ["es", "Añade una sección de equipo"],
    ["de", "Füge einen Team-Bereich hinzu"],
    ["fr", "Ajoute une section équipe"],
    ["fr", "Ajoute l'équipe"],
    ["en", "add a taem section"],
  ]),
  ...intent("make the footer dark", { darkSection: "footer" }, [
    ["es", "Haz el pie de página oscuro"],
    ["es", "Pon el pie de página en negro"],
    ["es", "Pie de página oscuro"],
    ["de", "Mach die Fußzeile dunkel"],
    ["de", "Die Fußzeile schwarz machen"],
    ["fr", "Rends le pied de page sombre"],
    ["fr", "Mets le pied de page en noir"],
    ["fr", "Pied de page foncé"],
    ["en", "make the foter dark"],
    ["en", "chnage the footer to black"],
  ]),
  ...intent("make the header dark", { darkSection: "navbar" }, [
    ["es", "Cambia la cabecera a negro"],
    ["es", "Haz el encabezado oscuro"],
    ["de", "Mach die Kopfzeile schwarz"],
    ["fr", "Mets l'en-tête en noir"],
    ["fr", "Rends l'en-tête sombre"],
    ["en", "chnage the heder to dark"],
    ["en", "make the headr black"],
  ]),
  ...intent("make the footer green", { sectionColour: ["footer", "#16A34A"] }, [
    ["es", "Haz el pie de página verde"],
    ["de", "Mach die Fußzeile grün"],
    ["fr", "Rends le pied de page vert"],
    ["en", "make the footer gren"],
    ["en", "make teh footer green"],
  ]),
  ...intent("change the brand colour to red", { theme: { primaryColor: "#DC2626" } }, [
    ["es", "Cambia el color principal a rojo"],
    ["es", "Usa el rojo como color principal"],
    ["de", "Ändere die Markenfarbe auf Rot"],
    ["de", "Hauptfarbe rot bitte"],
    ["fr", "Change la couleur principale en rouge"],
    ["en", "change the brand colur to red"],
  ]),
  ...intent("use forest green for the buttons", { theme: { primaryColor: "#2F5D3A" } }, [
    ["es", "Usa verde bosque para los botones"],
    ["de", "Verwende Waldgrün für die Buttons"],
    ["fr", "Utilise le vert forêt pour les boutons"],
    ["en", "use forest green for the butons"],
    ["en", "use forrest green for the buttons"],
  ]),
  ...intent("make the background white", { theme: { backgroundColor: "#FFFFFF" } }, [
    ["es", "Cambia el fondo a blanco"],
    ["es", "Fondo blanco, por favor"],
    ["de", "Ändere den Hintergrund auf Weiß"],
    ["de", "Hintergrundfarbe weiss"],
    ["fr", "Change le fond en blanc"],
    ["en", "make the backgorund white"],
  ]),
  ...intent("make it more playful", mood("playful"), [
    ["es", "Hazlo más divertido"],
    ["es", "Haz la web más alegre"],
    ["de", "Mach es verspielter"],
    ["de", "Gestalte die Seite fröhlicher"],
    ["fr", "Rends le site plus ludique"],
    ["fr", "Un style plus amusant"],
    ["en", "make it more playfull"],
    ["en", "make it more plaful"],
  ]),
  ...intent("make it luxurious", mood("luxury"), [
    ["es", "Hazlo más elegante"],
    ["es", "Quiero un aspecto de lujo"],
    ["de", "Mach die Website luxuriöser"],
    ["de", "Mach es edler"],
    ["fr", "Rends le site plus élégant"],
    ["fr", "Un look plus luxueux"],
    ["en", "make it more luxurios"],
  ]),
  ...intent("make it calm and minimal", mood("calm"), [
    ["es", "Haz la web más minimalista"],
    ["de", "Mach es ruhiger"],
    ["de", "Gestalte es minimalistisch"],
    ["fr", "Rends le site plus épuré"],
    ["fr", "Un design calme et minimaliste"],
    ["en", "make it more minimalst"],
  ]),
  ...intent("switch to dark mode", { theme: { stylePreset: "dark" } }, [
    ["es", "Activa el modo oscuro"],
    ["es", "Pon toda la web en modo oscuro"],
    ["de", "Dunkler Modus bitte"],
    ["de", "Aktiviere den dunklen Modus"],
    ["fr", "Passe en mode sombre"],
    ["en", "swich to dark mode"],
  ]),
  ...intent("move the faq above the reviews", { before: ["faq", "testimonials"] }, [
    ["es", "Mueve las preguntas frecuentes encima de las reseñas"],
    ["es", "Pon la FAQ antes de las reseñas"],
    ["de", "Verschiebe die FAQ über die Bewertungen"],
    ["de", "Setze die FAQ vor die Bewertungen"],
    ["fr", "Déplace la FAQ au-dessus des avis"],
    ["fr", "Mets la FAQ avant les avis"],
    ["en", "mvoe the faq above the reviews"],
    ["en", "move the faq abvoe the reviews"],
  ]),
  ...intent("move the newsletter below the hero", { before: ["hero", "newsletter"] }, [
    ["es", "Mueve el boletín debajo de la portada"],
    ["de", "Verschiebe den Newsletter unter den Hero-Bereich"],
    ["fr", "Déplace la newsletter sous la bannière"],
    ["fr", "Place la newsletter après la bannière"],
    ["en", "move the newsleter below the hero"],
  ]),
  ...intent("move the faq to the top", { before: ["faq", "hero"] }, [
    ["es", "Mueve la FAQ al principio"],
    ["de", "Schiebe die FAQ ganz nach oben"],
    ["fr", "Déplace la FAQ tout en haut"],
    ["fr", "Mets la FAQ en haut"],
    ["en", "move the faq to teh top"],
  ]),
  ...intent("rename the store to Flor de Lis", { name: "Flor de Lis" }, [
    ["es", "Cambia el nombre de la tienda a Flor de Lis"],
    ["es", "Renombra la tienda a Flor de Lis"],
    ["de", "Benenne den Shop in Flor de Lis um"],
    ["de", "Ändere den Namen des Shops zu Flor de Lis"],
    ["fr", "Renomme la boutique en Flor de Lis"],
    ["fr", "Change le nom de la boutique en Flor de Lis"],
    ["en", "renmae the store to Flor de Lis"],
    ["en", "rename the stroe to Flor de Lis"],
  ]),
  ...intent(
    "change the hero title to Bienvenidos a casa",
    { prop: ["hero", "title", "Bienvenidos a casa"] },
    [
      ["es", "Cambia el título de la portada a Bienvenidos a casa"],
      ["es", "Cambia el titular a «Bienvenidos a casa»"],
      ["de", "Ändere die Überschrift zu „Bienvenidos a casa“"],
      ["de", "Ändere den Titel des Hero-Bereichs zu Bienvenidos a casa"],
      ["fr", "Change le titre en « Bienvenidos a casa »"],
      ["fr", "Modifie le titre de la bannière en Bienvenidos a casa"],
      ["en", "chnage the hero title to Bienvenidos a casa"],
      ["en", "change the hero titel to Bienvenidos a casa"],
    ],
  ),
  ...intent(
    "change the hero title to Fresh bakd daily",
    { prop: ["hero", "title", "Fresh bakd daily"] },
    [
      ["en", "change the hero title to Fresh bakd daily"],
      ["en", "chnage the hero title to Fresh bakd daily"],
      ["en", "pls change the hero title to “Fresh bakd daily”"],
      ["es", "Cambia el título de la portada a Fresh bakd daily"],
      ["fr", "Change le titre de la bannière en Fresh bakd daily"],
    ],
  ),
  ...intent("add a contact page", { pages: ["Home", "Contact"] }, [
    ["es", "Añade una página de contacto"],
    ["es", "Crea una página de contacto"],
    ["de", "Füge eine Kontaktseite hinzu"],
    ["fr", "Ajoute une page de contact"],
    ["fr", "Crée une page contact"],
    ["en", "add a contcat page"],
  ]),
  ...intent("add a page called Eventos", { pages: ["Home", "Eventos"] }, [
    ["es", "Crea una página llamada Eventos"],
    ["es", "Añade una página que se llama Eventos"],
    ["de", "Erstelle eine Seite namens Eventos"],
    ["fr", "Crée une page appelée Eventos"],
    ["en", "ad a page called Eventos"],
  ]),
  ...intent("remove the third feature", { listLength: ["features", "items", 2] }, [
    ["es", "Quita la tercera característica"],
    ["de", "Entferne den dritten Vorteil"],
    ["fr", "Supprime le troisième avantage"],
    ["en", "remove the thrid feature"],
    ["en", "delete teh third feature"],
  ]),
  ...intent("duplicate the faq", { copies: ["faq", 2] }, [
    ["es", "Duplica las preguntas frecuentes"],
    ["de", "Dupliziere die FAQ"],
    ["fr", "Duplique la FAQ"],
    ["fr", "Duplique la foire aux questions"],
    ["en", "duplicat the faq"],
  ]),
  ...intent("use a serif font for the headings", { headingFont: "Playfair Display" }, [
    ["es", "Usa una fuente serif para los títulos"],
    ["de", "Verwende eine Serifenschrift für die Überschriften"],
    ["fr", "Utilise une police avec empattement pour les titres"],
    ["en", "use a serif font for the headngs"],
    ["en", "use a serif fnot for the headings"],
  ]),
  ...intent("add a gallery and remove the faq", { has: ["gallery"], lacks: ["faq"] }, [
    ["es", "Añade una galería y quita las preguntas frecuentes"],
    ["de", "Füge eine Galerie hinzu und entferne die FAQ"],
    ["de", "Galerie hinzufügen und FAQ entfernen"],
    ["fr", "Ajoute une galerie et supprime la FAQ"],
    ["en", "ad a galery and remvoe the faq"],
  ]),
  ...intent("thanks", { kind: "reply", noOps: true }, [
    ["es", "gracias"],
    ["de", "danke"],
    ["fr", "merci"],
    ["en", "thx"],
    ["en", "ty"],
  ]),
  ...intent("undo", { kind: "reply", noOps: true }, [
    ["es", "deshacer"],
    ["es", "deshaz eso"],
    ["de", "Mach das rückgängig"],
    ["fr", "annule"],
    ["fr", "Annuler"],
  ]),
  ...intent("swap the reviews and the faq", { before: ["faq", "testimonials"] }, [
    ["es", "Intercambia las reseñas y la FAQ"],
    ["de", "Tausche die Bewertungen und die FAQ"],
    ["fr", "Échange les avis et la FAQ"],
    ["en", "pls swap teh reviews and faq"],
    ["en", "swpa the reviews and the faq"],
  ]),
  ...intent(
    "a store selling flowers in Ghent",
    { kind: "generate", industry: "florist", pages: ["Home", "Shop", "About", "Contact"] },
    [
      ["es", "una tienda de flores en Gante"],
      ["es", "Vendo flores en Gante"],
      ["de", "Ich betreibe einen Blumenladen in Gent"],
      ["fr", "Crée un site pour ma fleuriste à Gand"],
      ["en", "a flowr shop in Ghent"],
    ],
    { site: "empty" },
  ),
  ...intent(
    "a store for coffee in Berlin",
    { kind: "generate", industry: "coffee" },
    [
      ["de", "Ein Laden für Kaffee in Berlin"],
      ["de", "Wir rösten Kaffee in Berlin"],
      ["es", "Una tienda de café en Berlín"],
      ["fr", "Une boutique de café à Berlin"],
      ["en", "landing page for a cofee shop in Berlin"],
    ],
    { site: "empty" },
  ),
  ...intent(
    "a bakery in Lyon",
    { kind: "generate", industry: "bakery" },
    [
      ["fr", "Une boulangerie à Lyon"],
      ["es", "Crea una tienda online para mi panadería llamada Pan y Sal"],
      ["de", "Erstelle eine Website für meine Bäckerei"],
      ["de", "Wir backen Brot in Lyon"],
      ["en", "websit for my bakry called Sweet Crumb"],
    ],
    { site: "empty" },
  ),
  ...intent(
    "i sell handmade candles",
    { kind: "generate", industry: "candles" },
    [
      ["es", "Vendo velas artesanales"],
      ["de", "Ich verkaufe handgemachte Kerzen"],
      ["fr", "Je vends des bougies artisanales"],
      ["fr", "Nous fabriquons des bougies"],
      ["en", "i sell handmade candels"],
    ],
    { site: "empty" },
  ),
];
