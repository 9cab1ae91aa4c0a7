import { applyOpsShown } from "./shown-site.js";
import { SiteDocument } from "@shopwright/site";
import type { ComposeResult, ComposerProduct } from "./compose-input.js";
import { COPY_BANK } from "./copy-bank.js";
import { lintMessages } from "./site-lint.js";
import { siteWordsIn } from "./copy-languages.js";
import type { Language } from "./language-table.js";

/**
 * One description of a business, as an owner might type it as their first prompt: the kind
 * it must be read as and the owner's own words the generated site must contain.
 */
export interface CorpusEntry {
  prompt: string;
  /** The kind (`IndustryCopy.id`) the description must be read as. */
  kind: string;
  /** The owner's words (name, goods, place) that must appear in the site's text. */
  words: readonly string[];
  /** The language the description is written in, and the site too (English when absent). */
  language?: Language;
}

/**
 * The generation corpus (docs/PRODUCT.md, AI chat builder): descriptions of many kinds of business in many
 * phrasings (bare noun phrases, a name with a mood, first person, a place, a list of goods,
 * casual lower case). Each must build a whole store on an empty site.
 */
export const GENERATION_CORPUS: readonly CorpusEntry[] = [
  // Coffee
  { prompt: "Coffee roastery called Ember, warm and cozy", kind: "coffee", words: ["Ember"] },
  {
    prompt: "I roast single-origin coffee beans in Oslo",
    kind: "coffee",
    words: ["single-origin coffee beans", "Oslo"],
  },
  { prompt: "specialty coffee, small batch, Melbourne", kind: "coffee", words: ["Melbourne"] },
  {
    prompt: "We're Bean There, a coffee shop in Leeds",
    kind: "coffee",
    words: ["Bean There", "Leeds"],
  },
  // Tea
  {
    prompt: "A tea shop in Kyoto selling matcha and sencha",
    kind: "tea",
    words: ["Kyoto", "matcha and sencha"],
  },
  { prompt: "Loose leaf teas, calm and minimal", kind: "tea", words: ["Loose leaf teas"] },
  { prompt: "i blend herbal tea at home and want to sell it", kind: "tea", words: [] },
  // Bakery
  { prompt: "A bakery in Lisbon", kind: "bakery", words: ["Lisbon"] },
  {
    prompt: "Maria's Bakery — sourdough, croissants and birthday cakes",
    kind: "bakery",
    words: ["Maria's Bakery"],
  },
  {
    prompt: "We bake sourdough bread and pastries in Lyon",
    kind: "bakery",
    words: ["sourdough bread and pastries", "Lyon"],
  },
  { prompt: "cupcakes and cookies, playful", kind: "bakery", words: ["cupcakes and cookies"] },
  // Chocolate
  {
    prompt: "Chocolatier in Brussels making pralines and truffles",
    kind: "chocolate",
    words: ["Brussels", "pralines and truffles"],
  },
  { prompt: "COCOA LAB: small-batch chocolate bars", kind: "chocolate", words: ["COCOA LAB"] },
  { prompt: "I make fudge and sweets", kind: "chocolate", words: ["fudge and sweets"] },
  // Deli
  {
    prompt: "A deli in Bologna selling cheese, olive oil and pasta",
    kind: "deli",
    words: ["Bologna", "cheese, olive oil and pasta"],
  },
  { prompt: "We make small-batch hot sauces", kind: "deli", words: ["small-batch hot sauces"] },
  { prompt: "cheesemonger called The Curd Nerd", kind: "deli", words: ["The Curd Nerd"] },
  // Farm
  {
    prompt: "Family farm in Vermont selling eggs, honey and vegetables",
    kind: "farm",
    words: ["Vermont", "eggs, honey and vegetables"],
  },
  { prompt: "Organic veg boxes, natural and earthy", kind: "farm", words: ["Organic veg boxes"] },
  { prompt: "I grow microgreens in Austin", kind: "farm", words: ["microgreens", "Austin"] },
  // Wine
  {
    prompt: "Natural wine shop called Skin Contact, Paris",
    kind: "wine",
    words: ["Skin Contact", "Paris"],
  },
  { prompt: "We import wines from Portugal", kind: "wine", words: ["wines", "Portugal"] },
  { prompt: "gin and whisky bottle shop", kind: "wine", words: [] },
  // Brewery
  { prompt: "Craft brewery in Denver, bold", kind: "brewery", words: ["Denver"] },
  {
    prompt: "We brew sour beers and pale ales",
    kind: "brewery",
    words: ["sour beers and pale ales"],
  },
  { prompt: "Hopline Brewing — IPAs and lagers", kind: "brewery", words: ["Hopline Brewing"] },
  // Ceramics
  {
    prompt: "I make hand-thrown ceramic mugs in Porto",
    kind: "ceramics",
    words: ["hand-thrown ceramic mugs", "Porto"],
  },
  {
    prompt: "Pottery studio called Kiln & Co, calm and minimal",
    kind: "ceramics",
    words: ["Kiln & Co"],
  },
  { prompt: "stoneware bowls and vases", kind: "ceramics", words: ["stoneware bowls and vases"] },
  { prompt: "I'm a potter in Kyoto", kind: "ceramics", words: ["Kyoto"] },
  // Candles
  {
    prompt: "I make soy candles and wax melts",
    kind: "candles",
    words: ["soy candles and wax melts"],
  },
  { prompt: "Glow & Co — hand-poured candles, warm", kind: "candles", words: ["Glow & Co"] },
  { prompt: "candle brand in Brooklyn", kind: "candles", words: ["Brooklyn"] },
  // Soap
  { prompt: "Handmade soap and bath bombs from Cornwall", kind: "soap", words: ["Cornwall"] },
  {
    prompt: "We make shampoo bars and body butter",
    kind: "soap",
    words: ["shampoo bars and body butter"],
  },
  { prompt: "soap shop called Suds, fresh and clean", kind: "soap", words: ["Suds"] },
  // Beauty
  { prompt: "Skincare brand called Dew, serums and moisturisers", kind: "beauty", words: ["Dew"] },
  { prompt: "I sell vegan cosmetics", kind: "beauty", words: ["vegan cosmetics"] },
  { prompt: "Clean beauty products from Seoul", kind: "beauty", words: ["Seoul"] },
  // Jewellery
  {
    prompt: "I make silver rings and earrings in Lisbon",
    kind: "jewellery",
    words: ["silver rings and earrings", "Lisbon"],
  },
  { prompt: "Fine jewelry brand named Aurum, luxurious", kind: "jewellery", words: ["Aurum"] },
  {
    prompt: "handmade necklaces and bracelets",
    kind: "jewellery",
    words: ["necklaces and bracelets"],
  },
  // Leather
  { prompt: "I make handmade leather wallets", kind: "leather", words: ["leather wallets"] },
  { prompt: "Leather goods workshop in Florence", kind: "leather", words: ["Florence"] },
  {
    prompt: "Saddle & Stitch: leather bags and belts, vintage",
    kind: "leather",
    words: ["Saddle & Stitch"],
  },
  // Yarn
  { prompt: "Hand-dyed yarn shop in Edinburgh", kind: "yarn", words: ["Edinburgh"] },
  {
    prompt: "I sell knitting patterns and wool",
    kind: "yarn",
    words: ["knitting patterns and wool"],
  },
  { prompt: "fabric and sewing supplies, colourful", kind: "yarn", words: [] },
  // Stationery
  { prompt: "Stationery shop called Paper Moon", kind: "stationery", words: ["Paper Moon"] },
  {
    prompt: "We design notebooks, planners and greeting cards",
    kind: "stationery",
    words: ["notebooks, planners and greeting cards"],
  },
  { prompt: "letterpress cards from Bristol", kind: "stationery", words: ["Bristol"] },
  // Art
  {
    prompt: "I sell art prints and illustrations",
    kind: "art",
    words: ["art prints and illustrations"],
  },
  { prompt: "Abstract paintings by Lena, Berlin", kind: "art", words: ["Berlin"] },
  { prompt: "Risograph posters, bold and colourful", kind: "art", words: ["Risograph posters"] },
  // Florist
  {
    prompt: "A florist in Ghent selling bouquets and dried flowers",
    kind: "florist",
    words: ["Ghent", "bouquets and dried flowers"],
  },
  { prompt: "I run a flower shop", kind: "florist", words: [] },
  {
    prompt: "Wildflower Studio — wedding flowers in Cork",
    kind: "florist",
    words: ["Wildflower Studio", "Cork"],
  },
  { prompt: "fresh flowers delivered in amsterdam", kind: "florist", words: ["Amsterdam"] },
  // Plants
  { prompt: "Houseplant shop in Manchester", kind: "plants", words: ["Manchester"] },
  {
    prompt: "We sell succulents, cacti and pots",
    kind: "plants",
    words: ["succulents, cacti and pots"],
  },
  { prompt: "Green Room, a plant shop, natural", kind: "plants", words: ["Green Room"] },
  // Furniture
  { prompt: "Scandinavian furniture and lamps", kind: "furniture", words: ["furniture and lamps"] },
  {
    prompt: "I build oak tables and chairs in Devon",
    kind: "furniture",
    words: ["oak tables and chairs", "Devon"],
  },
  { prompt: "Home decor shop called Nook", kind: "furniture", words: ["Nook"] },
  // Kitchen
  {
    prompt: "Kitchenware shop selling knives and cast iron pans",
    kind: "kitchen",
    words: ["knives and cast iron pans"],
  },
  { prompt: "We sell cookware in Chicago", kind: "kitchen", words: ["cookware", "Chicago"] },
  { prompt: "Japanese kitchen knives, sleek", kind: "kitchen", words: ["Japanese kitchen knives"] },
  // Fashion
  {
    prompt: "We sell streetwear hoodies and tees",
    kind: "fashion",
    words: ["streetwear hoodies and tees"],
  },
  {
    prompt: "NORTHERN — menswear label from Oslo, minimal",
    kind: "fashion",
    words: ["NORTHERN", "Oslo"],
  },
  { prompt: "a boutique in Milan selling dresses", kind: "fashion", words: ["Milan", "dresses"] },
  { prompt: "i design swimwear", kind: "fashion", words: ["swimwear"] },
  // Vintage
  { prompt: "Vintage clothing shop in Camden", kind: "vintage", words: ["Camden"] },
  { prompt: "Second hand furniture and antiques, Ghent", kind: "vintage", words: ["Ghent"] },
  { prompt: "thrift store called Round Two", kind: "vintage", words: ["Round Two"] },
  // Shoes
  { prompt: "Sneaker shop called Sole Mates, bold", kind: "shoes", words: ["Sole Mates"] },
  { prompt: "We sell handmade leather boots", kind: "shoes", words: ["handmade leather boots"] },
  { prompt: "shoe store in Madrid", kind: "shoes", words: ["Madrid"] },
  // Books
  { prompt: "Independent bookshop in Hay-on-Wye", kind: "books", words: ["Hay-on-Wye"] },
  {
    prompt: "We sell second hand books and comics",
    kind: "books",
    words: ["second hand books and comics"],
  },
  { prompt: "Bookstore called Chapter One, cozy", kind: "books", words: ["Chapter One"] },
  // Records
  { prompt: "Vintage vinyl records, Berlin", kind: "records", words: ["vinyl records", "Berlin"] },
  { prompt: "Record shop called Groove Yard", kind: "records", words: ["Groove Yard"] },
  { prompt: "we sell new and used vinyl, dark", kind: "records", words: ["new and used vinyl"] },
  // Instruments
  { prompt: "Guitar shop in Nashville", kind: "instruments", words: ["Nashville"] },
  {
    prompt: "I restore vintage synthesizers",
    kind: "instruments",
    words: ["vintage synthesizers"],
  },
  {
    prompt: "Music store called Fret, selling guitars and amps",
    kind: "instruments",
    words: ["Fret", "guitars and amps"],
  },
  // Games
  { prompt: "Board games and puzzles shop", kind: "games", words: [] },
  { prompt: "Dice & Dragons — tabletop games, playful", kind: "games", words: ["Dice & Dragons"] },
  {
    prompt: "We sell retro video games in Tokyo",
    kind: "games",
    words: ["retro video games", "Tokyo"],
  },
  // Kids
  { prompt: "Toy shop called Little Owl", kind: "kids", words: ["Little Owl"] },
  { prompt: "We make wooden toys", kind: "kids", words: ["wooden toys"] },
  {
    prompt: "baby clothes and blankets, soft and pastel",
    kind: "kids",
    words: ["baby clothes and blankets"],
  },
  // Pets
  { prompt: "I sell dog treats and toys", kind: "pets", words: ["dog treats and toys"] },
  { prompt: "Pet shop in Dublin", kind: "pets", words: ["Dublin"] },
  { prompt: "Good Boy Co: collars and leashes for dogs", kind: "pets", words: ["Good Boy Co"] },
  // Electronics
  {
    prompt: "Store for headphones and smart home gadgets",
    kind: "electronics",
    words: ["headphones and smart home gadgets"],
  },
  { prompt: "We sell mechanical keyboards", kind: "electronics", words: ["mechanical keyboards"] },
  { prompt: "gadget shop called Voltage, techy", kind: "electronics", words: ["Voltage"] },
  // Skate
  { prompt: "Skate shop called REDLINE, loud and dark", kind: "skate", words: ["REDLINE"] },
  { prompt: "REDLINE — skate shop, loud and dark", kind: "skate", words: ["REDLINE"] },
  {
    prompt: "we sell skateboards and grip tape in Barcelona",
    kind: "skate",
    words: ["skateboards and grip tape", "Barcelona"],
  },
  // Bikes
  { prompt: "Bike shop in Utrecht", kind: "bikes", words: ["Utrecht"] },
  { prompt: "We build custom bicycles", kind: "bikes", words: ["custom bicycles"] },
  { prompt: "Spokes: e-bikes and cycling gear", kind: "bikes", words: ["Spokes"] },
  // Outdoor
  { prompt: "Outdoor gear shop in Boulder", kind: "outdoor", words: ["Boulder"] },
  {
    prompt: "We sell camping and hiking gear",
    kind: "outdoor",
    words: ["camping and hiking gear"],
  },
  { prompt: "Trailhead — climbing gear, earthy", kind: "outdoor", words: ["Trailhead"] },
  // Surf
  { prompt: "Landing page for surfboards", kind: "surf", words: ["surfboards"] },
  {
    prompt: "Surf shop in Ericeira selling wetsuits",
    kind: "surf",
    words: ["Ericeira", "wetsuits"],
  },
  { prompt: "I shape surfboards", kind: "surf", words: [] },
  // Sports
  { prompt: "Tennis and golf equipment shop", kind: "sports", words: [] },
  { prompt: "Running gear from Boston", kind: "sports", words: ["Boston"] },
  { prompt: "Sports shop called Pitchside", kind: "sports", words: ["Pitchside"] },
  // Restaurant
  { prompt: "We're a family-run pizzeria in Naples", kind: "restaurant", words: ["Naples"] },
  { prompt: "Ramen bar called Slurp, dark and moody", kind: "restaurant", words: ["Slurp"] },
  {
    prompt: "A taqueria serving tacos and burritos in Austin",
    kind: "restaurant",
    words: ["Austin", "tacos and burritos"],
  },
  { prompt: "bistro in paris", kind: "restaurant", words: ["Paris"] },
  // Bar
  { prompt: "Cocktail bar in Soho", kind: "bar", words: ["Soho"] },
  { prompt: "The Velvet Room — speakeasy, luxurious", kind: "bar", words: ["The Velvet Room"] },
  { prompt: "wine bar called Cork", kind: "bar", words: ["Cork"] },
  // Lodging
  { prompt: "Bed and breakfast in the Cotswolds", kind: "lodging", words: ["Cotswolds"] },
  { prompt: "We rent cabins by the lake", kind: "lodging", words: ["cabins by the lake"] },
  {
    prompt: "Guesthouse called Casa Azul in Oaxaca",
    kind: "lodging",
    words: ["Casa Azul", "Oaxaca"],
  },
  // Yoga
  { prompt: "Yoga studio in Bali", kind: "yoga", words: ["Bali"] },
  { prompt: "I teach yoga and pilates classes", kind: "yoga", words: ["yoga and pilates classes"] },
  { prompt: "Flow — a pilates studio, calm", kind: "yoga", words: ["Flow"] },
  // Fitness
  { prompt: "Landing page for my personal training business", kind: "fitness", words: [] },
  { prompt: "CrossFit gym called Iron Yard, bold", kind: "fitness", words: ["Iron Yard"] },
  { prompt: "I'm a personal trainer in Sydney", kind: "fitness", words: ["Sydney"] },
  // Wellness
  {
    prompt: "A wellness studio offering massage and reiki",
    kind: "wellness",
    words: ["massage and reiki"],
  },
  { prompt: "Day spa in Santa Fe", kind: "wellness", words: ["Santa Fe"] },
  { prompt: "Stillwater: sound baths and meditation", kind: "wellness", words: ["Stillwater"] },
  // Salon
  { prompt: "Hair salon in Brixton", kind: "salon", words: ["Brixton"] },
  { prompt: "Barbershop called Sharp & Co, vintage", kind: "salon", words: ["Sharp & Co"] },
  { prompt: "nail salon with lashes and brows", kind: "salon", words: [] },
  // Tattoo
  { prompt: "Tattoo studio called Black Anchor, dark", kind: "tattoo", words: ["Black Anchor"] },
  { prompt: "I'm a tattoo artist in Montreal", kind: "tattoo", words: ["Montreal"] },
  { prompt: "tattoos and piercings, bold", kind: "tattoo", words: [] },
  // Tutoring
  { prompt: "Maths tutoring for teenagers in Leeds", kind: "tutoring", words: ["Leeds"] },
  { prompt: "Language school called Lingo", kind: "tutoring", words: ["Lingo"] },
  { prompt: "I teach piano lessons", kind: "tutoring", words: ["piano lessons"] },
  // Pet care
  { prompt: "Dog grooming in Bristol", kind: "petcare", words: ["Bristol"] },
  {
    prompt: "Dog walking and pet sitting called Happy Paws",
    kind: "petcare",
    words: ["Happy Paws"],
  },
  { prompt: "we run a doggy daycare", kind: "petcare", words: [] },
  // Photography
  { prompt: "Wedding photographer in Tuscany", kind: "photography", words: ["Tuscany"] },
  { prompt: "Portrait photography by Ana Reyes", kind: "photography", words: [] },
  {
    prompt: "Lumen Studio — photography, dark and moody",
    kind: "photography",
    words: ["Lumen Studio"],
  },
  // Design
  { prompt: "Branding and web design studio in Leeds", kind: "design", words: ["Leeds"] },
  { prompt: "I design logos and websites", kind: "design", words: ["logos and websites"] },
  { prompt: "Creative agency called Northstar, bold", kind: "design", words: ["Northstar"] },
  // Professional services
  { prompt: "Website for my accounting services", kind: "services", words: [] },
  { prompt: "Bookkeeping and tax advice in Toronto", kind: "services", words: ["Toronto"] },
  { prompt: "Law firm called Hart & Lowe, professional", kind: "services", words: ["Hart & Lowe"] },
  // Trades
  { prompt: "Plumber in Glasgow", kind: "trades", words: ["Glasgow"] },
  { prompt: "We do kitchen and bathroom renovations", kind: "trades", words: [] },
  { prompt: "Electrician called Bright Sparks", kind: "trades", words: ["Bright Sparks"] },
  // Cleaning
  { prompt: "House cleaning service in Phoenix", kind: "cleaning", words: ["Phoenix"] },
  { prompt: "Office cleaning company called Spotless", kind: "cleaning", words: ["Spotless"] },
  { prompt: "window cleaning, fresh", kind: "cleaning", words: [] },
  // Events
  { prompt: "Wedding planner in Provence", kind: "events", words: ["Provence"] },
  { prompt: "Party planning called Confetti, playful", kind: "events", words: ["Confetti"] },
  { prompt: "We plan corporate events", kind: "events", words: [] },
  // Catering
  { prompt: "Catering company in Cape Town", kind: "catering", words: ["Cape Town"] },
  { prompt: "Private chef called Table for Two", kind: "catering", words: ["Table for Two"] },
  { prompt: "I cook vegan meal prep boxes", kind: "catering", words: ["vegan meal prep boxes"] },
  // Coaching
  { prompt: "Life coach helping women change careers", kind: "coaching", words: [] },
  { prompt: "Counselling practice in Dublin", kind: "coaching", words: ["Dublin"] },
  { prompt: "Career coaching called Next Chapter", kind: "coaching", words: ["Next Chapter"] },
  // Auto
  { prompt: "Car repair garage in Leeds", kind: "auto", words: ["Leeds"] },
  { prompt: "Mobile car detailing called Shine", kind: "auto", words: ["Shine"] },
  { prompt: "we fix classic cars", kind: "auto", words: [] },
  // Tours
  { prompt: "Walking tours of Rome", kind: "tours", words: ["Rome"] },
  {
    prompt: "Boat trips in Lisbon called Tejo Tours",
    kind: "tours",
    words: ["Tejo Tours", "Lisbon"],
  },
  { prompt: "food tours, fun", kind: "tours", words: [] },
  // Casual, lower case, typos the reading survives, details the owner typed.
  { prompt: "hey so i make candels and soap, based in leeds", kind: "candles", words: ["Leeds"] },
  { prompt: "im a florist in gent", kind: "florist", words: ["Gent"] },
  { prompt: "we do vintage clothes n stuff in glasgow", kind: "fashion", words: ["Glasgow"] },
  { prompt: "selling my paintings online", kind: "art", words: ["paintings"] },
  { prompt: "yoga clases in bali", kind: "yoga", words: ["Bali"] },
  {
    prompt: "Bakery at 12 Baker Street, Bath — sourdough and buns",
    kind: "bakery",
    words: ["12 Baker Street", "sourdough and buns"],
  },
  {
    prompt: "Plumber in Glasgow, call 0141 496 0000 or email hello@pipes.example",
    kind: "trades",
    words: ["Glasgow", "0141 496 0000", "hello@pipes.example"],
  },
  { prompt: "Gelato shop in Florence", kind: "icecream", words: ["Florence"] },
  { prompt: "ice cream parlour called Scoops", kind: "icecream", words: ["Scoops"] },
  {
    prompt: "We make frozen yogurt and sorbet",
    kind: "icecream",
    words: ["frozen yogurt and sorbet"],
  },
];

/**
 * Descriptions in Spanish, German and French (PRODUCT.md, AI chat builder): each builds a
 * whole store written in its language, in every group of kinds.
 */
export const FOREIGN_GENERATION_CORPUS: readonly CorpusEntry[] = [
  // Spanish
  {
    prompt: "Una floristería en Gante que vende ramos y flores secas",
    kind: "florist",
    words: ["ramos y flores secas", "Gante"],
    language: "es",
  },
  {
    prompt: "Hago tazas de cerámica a mano en Oporto",
    kind: "ceramics",
    words: ["tazas de cerámica a mano", "Oporto"],
    language: "es",
  },
  {
    prompt: "Tienda de skate llamada REDLINE, atrevida y oscura",
    kind: "skate",
    words: ["REDLINE"],
    language: "es",
  },
  {
    prompt: "Una panadería en Sevilla llamada La Espiga",
    kind: "bakery",
    words: ["La Espiga", "Sevilla"],
    language: "es",
  },
  { prompt: "Un restaurante en Valencia", kind: "restaurant", words: ["Valencia"], language: "es" },
  {
    prompt: "Un estudio de yoga en Madrid llamado Prana",
    kind: "yoga",
    words: ["Prana", "Madrid"],
    language: "es",
  },
  {
    prompt: "Una peluquería en Bilbao llamada Tijeras",
    kind: "salon",
    words: ["Tijeras", "Bilbao"],
    language: "es",
  },
  {
    prompt: "Somos una empresa de limpieza en Málaga",
    kind: "cleaning",
    words: ["Málaga"],
    language: "es",
  },
  {
    prompt: "Soy fotógrafa de bodas en Granada",
    kind: "photography",
    words: ["Granada"],
    language: "es",
  },
  // German
  {
    prompt: "Ein Blumenladen in Gent, der Sträuße und Trockenblumen verkauft",
    kind: "florist",
    words: ["Sträuße und Trockenblumen", "Gent"],
    language: "de",
  },
  {
    prompt: "Ich mache handgedrehte Keramikbecher in Porto",
    kind: "ceramics",
    words: ["handgedrehte Keramikbecher", "Porto"],
    language: "de",
  },
  {
    prompt: "Skateshop namens REDLINE, laut und dunkel",
    kind: "skate",
    words: ["REDLINE"],
    language: "de",
  },
  {
    prompt: "Eine Bäckerei in Hamburg namens Kornblume",
    kind: "bakery",
    words: ["Kornblume", "Hamburg"],
    language: "de",
  },
  {
    prompt: "Ein Restaurant in München namens Zur Linde",
    kind: "restaurant",
    words: ["Zur Linde", "München"],
    language: "de",
  },
  { prompt: "Ein Yogastudio in Berlin", kind: "yoga", words: ["Berlin"], language: "de" },
  {
    prompt: "Ein Friseursalon in Köln namens Schnittpunkt",
    kind: "salon",
    words: ["Schnittpunkt", "Köln"],
    language: "de",
  },
  {
    prompt: "Eine Reinigungsfirma in Wien",
    kind: "cleaning",
    words: ["Wien"],
    language: "de",
  },
  {
    prompt: "Wir verkaufen Kerzen und Seifen in Leipzig",
    kind: "candles",
    words: ["Kerzen und Seifen", "Leipzig"],
    language: "de",
  },
  // French
  {
    prompt: "Un fleuriste à Gand qui vend des bouquets et des fleurs séchées",
    kind: "florist",
    words: ["des bouquets et des fleurs séchées", "Gand"],
    language: "fr",
  },
  {
    prompt: "Je fabrique des tasses en céramique tournées à la main à Porto",
    kind: "ceramics",
    words: ["des tasses en céramique tournées à la main", "Porto"],
    language: "fr",
  },
  {
    prompt: "Skateshop appelé REDLINE, sombre et percutant",
    kind: "skate",
    words: ["REDLINE"],
    language: "fr",
  },
  {
    prompt: "Une boulangerie à Lyon appelée Le Fournil",
    kind: "bakery",
    words: ["Le Fournil", "Lyon"],
    language: "fr",
  },
  {
    prompt: "Un restaurant à Marseille appelé Chez Marius",
    kind: "restaurant",
    words: ["Chez Marius", "Marseille"],
    language: "fr",
  },
  {
    prompt: "Un studio de yoga à Nantes",
    kind: "yoga",
    words: ["Nantes"],
    language: "fr",
  },
  {
    prompt: "Un salon de coiffure à Bordeaux appelé Mèches",
    kind: "salon",
    words: ["Mèches", "Bordeaux"],
    language: "fr",
  },
  {
    prompt: "Une entreprise de nettoyage à Lille",
    kind: "cleaning",
    words: ["Lille"],
    language: "fr",
  },
  {
    prompt: "Nous vendons du vin naturel à Dijon",
    kind: "wine",
    words: ["du vin naturel", "Dijon"],
    language: "fr",
  },
];

/** A product catalogue with photos, for checking that heroes and grids use the store's own. */
export const CORPUS_PRODUCTS: readonly ComposerProduct[] = [
  { id: "p1", name: "First product", priceMinor: 1200, images: ["https://cdn.example.com/p1.jpg"] },
  {
    id: "p2",
    name: "Second product",
    priceMinor: 2400,
    images: ["https://cdn.example.com/p2.jpg"],
  },
  { id: "p3", name: "Third product", priceMinor: 3600, images: ["https://cdn.example.com/p3.jpg"] },
  { id: "p4", name: "Fourth product", priceMinor: 4800, images: [] },
];

/** Every string in a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The text of a site: its name, page names and descriptions, and every string of its sections. */
export function siteText(site: SiteDocument): string {
  return [
    site.name,
    ...site.pages.flatMap((page) => [page.name, page.description ?? "", ...strings(page.sections)]),
  ].join("\n");
}

// Sections whose content states facts: the composer may write them only as samples.
const INVENTED = new Set(["testimonials", "team", "stats", "services", "steps", "categories"]);

/**
 * What is wrong with a generated site, as sentences (none when it holds): the structure of
 * a store, the owner's words, no unmarked invented content, the store's own photos.
 */
export function generationProblems(
  entry: CorpusEntry,
  result: ComposeResult,
  site: SiteDocument,
  products: readonly ComposerProduct[],
): string[] {
  const problems: string[] = [];
  if (result.kind !== "generate") return [`answered "${result.message}" instead of building`];
  const applied = applyOpsShown(site, result.ops);
  if (applied.rejected.length > 0)
    problems.push(`rejected ops: ${applied.rejected.map((r) => r.message).join("; ")}`);
  const built = applied.site;
  if (!SiteDocument.safeParse(built).success) problems.push("the site does not parse");
  // Readable as generated: nothing the lint had to repair, and nothing left to repair.
  const repaired = (result.warnings ?? []).filter((warning) => warning.startsWith("Repaired"));
  problems.push(...repaired, ...lintMessages(built));
  if (result.plan?.industry !== entry.kind)
    problems.push(`read as ${result.plan?.industry}, not ${entry.kind}`);
  const kind = COPY_BANK.find((k) => k.id === entry.kind);
  const names = built.pages.map((page) => page.name);
  const { pages } = siteWordsIn(entry.language ?? "en");
  for (const name of [
    pages.home,
    pages.about,
    pages.contact,
    ...(kind?.sells ? [pages.shop] : []),
  ]) {
    if (!names.includes(name)) problems.push(`no ${name} page`);
  }
  for (const page of built.pages) {
    const types = page.sections.map((section) => section.type);
    if (types[0] !== "navbar") problems.push(`${page.name}: navbar not first`);
    if (types.at(-1) !== "footer") problems.push(`${page.name}: footer not last`);
  }
  const home = built.pages.find((page) => page.path === "/");
  const homeTypes = home?.sections.map((section) => section.type) ?? [];
  if (!homeTypes.includes("hero")) problems.push("home has no hero");
  if (products.length > 0 && !homeTypes.includes("collection"))
    problems.push("home shows no products");
  if (homeTypes.length < 5) problems.push(`home is thin: ${homeTypes.join(", ")}`);
  // The store's own photos: the hero shows one whenever the catalogue has any.
  const photos = new Set(products.flatMap((product) => product.images.slice(0, 1)));
  const hero = home?.sections.find((section) => section.type === "hero");
  if (photos.size > 0 && !photos.has(String(hero?.props.image)))
    problems.push("hero has no product photo");
  const text = siteText(built).toLowerCase();
  for (const word of entry.words) {
    if (!text.includes(word.toLowerCase())) problems.push(`the site never says "${word}"`);
  }
  for (const page of built.pages) {
    for (const section of page.sections) {
      const props = section.props;
      if (section.type === "pricing")
        problems.push(`${page.name}: a pricing table nobody asked for`);
      if ((INVENTED.has(section.type) || section.type === "faq") && props.sample !== true)
        problems.push(`${page.name}: unmarked ${section.type}`);
      if (strings(props).some((value) => /verified (?:buyer|customer|purchase)/i.test(value)))
        problems.push(`${page.name}: a sample presented as verified`);
      if (section.type === "location" && !props.address && props.sample !== true)
        problems.push(`${page.name}: an empty location box`);
      for (const value of strings(props)) {
        if (/^https?:\/\//.test(value) && !photos.has(value))
          problems.push(`${page.name}: an invented image ${value}`);
      }
    }
  }
  return problems;
}

/**
 * A site's look as a visitor would tell it apart: the theme's colours, fonts and shapes, the
 * sections of each page in order, the hero's layout and the colours sections wear.
 */
export function lookSignature(site: SiteDocument): string {
  const { primaryColor, secondaryColor, accentColor, backgroundColor, textColor } = site.theme;
  const { stylePreset, borderRadius, shadow, fonts } = site.theme;
  const pages = site.pages.map((page) =>
    page.sections
      .map((section) => {
        const layout = section.type === "hero" ? `/${String(section.props.variant)}` : "";
        const colors = typeof section.props.bgColor === "string" ? `@${section.props.bgColor}` : "";
        return `${section.type}${layout}${colors.toUpperCase()}`;
      })
      .join(","),
  );
  return JSON.stringify({
    colors: [primaryColor, secondaryColor, accentColor, backgroundColor, textColor].map((color) =>
      color?.toUpperCase(),
    ),
    stylePreset,
    borderRadius,
    shadow,
    fonts,
    pages,
  });
}
