import type { MoodId } from "./moods.js";

/** A feature-like item: icon (emoji), title, one sentence. */
export type CopyItem = readonly [icon: string, title: string, description: string];
/** A hero: headline, subtitle, button label. */
export type HeroCopy = readonly [title: string, subtitle: string, buttonText: string];
/** A sample review: quote, author, role. Written by the composer, so always flagged sample. */
export type ReviewCopy = readonly [quote: string, author: string, role: string];

/** Where an industry's home page differs from the shared plan. */
export type HomeExtra = "categories" | "steps";

/**
 * The words of one industry, keyed by section and field (a template bank keyed
 * by industry × section × field). `{brand}` becomes the store's name and `{noun}` the
 * user's own word for what they sell. Copy makes no factual claims a store would have to
 * correct (no dates, places, prices or figures); reviews are flagged as samples.
 */
export interface IndustryCopy {
  id: string;
  /** How the reply names the business ("coffee roastery"). */
  label: string;
  /** Words that identify the industry in a prompt; longer phrases win. */
  keywords: readonly string[];
  mood: MoodId;
  /** Two more moods that suit it, for theme variations. */
  altMoods: readonly [MoodId, MoodId];
  /** Whether it sells products (a Shop page and product grids) or a service. */
  sells: boolean;
  hero: readonly HeroCopy[];
  taglines: readonly string[];
  features: { title: string; subtitle: string; items: readonly CopyItem[] };
  collection: readonly (readonly [title: string, subtitle: string])[];
  story: readonly { heading: string; content: string }[];
  values: readonly CopyItem[];
  reviews: readonly ReviewCopy[];
  faq: readonly (readonly [question: string, answer: string])[];
  cta: readonly [heading: string, subheading: string, buttonText: string];
  newsletter: readonly [title: string, description: string, ctaText: string];
  contact: string;
  categories: readonly string[];
  steps: { title: string; items: readonly (readonly [title: string, description: string])[] };
  homeExtras: readonly HomeExtra[];
}

export const COPY_BANK: readonly IndustryCopy[] = [
  {
    id: "coffee",
    label: "coffee roastery",
    keywords: [
      "coffee",
      "coffee brand",
      "coffee shop",
      "coffee roaster",
      "roastery",
      "roaster",
      "espresso",
      "cafe",
      "barista",
      "coffee beans",
      "beans",
      "cold brew",
    ],
    mood: "warm",
    altMoods: ["dark", "vintage"],
    sells: true,
    hero: [
      [
        "Coffee worth getting up for",
        "Small-batch beans, roasted with care and sent out fresh, so every cup tastes the way the farm intended.",
        "Shop the roasts",
      ],
      [
        "Freshly roasted. Honestly sourced.",
        "Single origins and house blends from {brand}, roasted in small batches and packed the moment they cool.",
        "Find your roast",
      ],
      [
        "Your morning ritual, upgraded",
        "Bright, sweet, chocolatey or bold: beans chosen for flavour, roasted for balance, delivered to your door.",
        "Browse the coffee",
      ],
    ],
    taglines: [
      "Small-batch coffee, roasted with care.",
      "Freshly roasted coffee for slow mornings.",
      "Honest beans, roasted fresh.",
    ],
    features: {
      title: "Why it tastes different",
      subtitle: "A few habits we never skip.",
      items: [
        [
          "☕",
          "Roasted in small batches",
          "Each roast is watched from first crack to cooling tray.",
        ],
        ["🌍", "Traceable beans", "We tell you where every coffee comes from and who grew it."],
        ["📦", "Packed fresh", "Sealed in valve bags right after roasting to lock in aroma."],
      ],
    },
    collection: [
      [
        "This week's roasts",
        "Light, medium and dark, each with tasting notes from our cupping table.",
      ],
      ["Fresh from the roaster", "Single origins, house blends and decaf, ready to brew."],
    ],
    story: [
      {
        heading: "Roasted by people who love coffee",
        content:
          "{brand} started with a simple belief: great coffee should be fresh, traceable and a little bit special every single morning.\n\nWe choose beans for flavour, roast them in small batches and send them out quickly, so what reaches your cup is sweet, balanced and full of character.",
      },
      {
        heading: "From green bean to your cup",
        content:
          "Every coffee at {brand} is chosen at the cupping table, roasted in small batches and packed while it is still fresh.\n\nWe keep our range small on purpose, so each roast gets the attention it deserves.",
      },
    ],
    values: [
      ["🤝", "Fair sourcing", "We buy from partners who pay growers fairly for quality."],
      ["🔥", "Careful roasting", "Gentle profiles bring out sweetness rather than bitterness."],
      ["♻️", "Less waste", "Recyclable packaging and nothing roasted just to sit on a shelf."],
    ],
    reviews: [
      [
        "Fruity, sweet and nothing like supermarket coffee. My mornings have changed.",
        "Maya R.",
        "Home brewer",
      ],
      [
        "The espresso blend is rich and chocolatey. I reorder before I run out.",
        "Tom H.",
        "Espresso lover",
      ],
      [
        "Arrives fresh every time, and the tasting notes are spot on.",
        "Priya S.",
        "Regular customer",
      ],
    ],
    faq: [
      [
        "Should I buy whole bean or ground?",
        "Whole bean stays fresh longest. If you need it ground, tell us your brewing method at checkout.",
      ],
      [
        "How should I store my coffee?",
        "Keep it sealed in its bag, away from light and heat. Skip the fridge.",
      ],
      [
        "When is my coffee roasted?",
        "We roast in small batches and pack soon after, so your beans arrive fresh.",
      ],
    ],
    cta: [
      "Never run out of good coffee",
      "Pick your favourite roast and we'll keep your cupboard stocked.",
      "Start brewing",
    ],
    newsletter: [
      "First sip of every new roast",
      "New origins, brewing tips and subscriber-only offers. No spam.",
      "Join the list",
    ],
    contact:
      "Questions about a roast, grind size or wholesale? Send us a message and we'll get back to you soon.",
    categories: ["Single origin", "Espresso blends", "Decaf", "Brewing gear"],
    steps: {
      title: "From farm to cup",
      items: [
        ["Sourced with care", "We choose beans for flavour and from growers we trust."],
        ["Roasted in small batches", "Each roast is profiled to bring out the bean's sweetness."],
        ["Shipped fresh", "Packed right after roasting and sent straight to your door."],
      ],
    },
    homeExtras: ["steps"],
  },
  {
    id: "bakery",
    label: "bakery",
    keywords: [
      "bakery",
      "bake",
      "baker",
      "baked goods",
      "bread",
      "sourdough",
      "pastry",
      "pastries",
      "patisserie",
      "cake",
      "cakes",
      "cupcake",
      "cookie",
      "cookies",
      "croissant",
      "brownie",
      "donut",
      "doughnut",
    ],
    mood: "warm",
    altMoods: ["vintage", "romantic"],
    sells: true,
    hero: [
      [
        "Baked this morning, gone by tonight",
        "Slow-fermented loaves, buttery pastries and cakes worth celebrating, baked from scratch at {brand}.",
        "See what's fresh",
      ],
      [
        "Real bread, made slowly",
        "Long fermentation, good flour and patient hands. Order today's bakes for pickup or delivery.",
        "Order fresh bakes",
      ],
      [
        "The good stuff, straight from the oven",
        "Crackly sourdough, flaky croissants and celebration cakes, made by hand with ingredients we can pronounce.",
        "Browse the bakes",
      ],
    ],
    taglines: [
      "Baked from scratch, every day.",
      "Slow bread and sweet things, made by hand.",
      "Fresh from our oven to your table.",
    ],
    features: {
      title: "Made the slow way",
      subtitle: "No shortcuts between the flour and your table.",
      items: [
        [
          "🥖",
          "Long fermentation",
          "Our doughs rest for hours, for flavour you can taste and bread that keeps.",
        ],
        ["🧈", "Real ingredients", "Butter, flour, eggs and sugar. Nothing you can't pronounce."],
        ["🌅", "Baked daily", "Everything on the shelf came out of the oven today."],
      ],
    },
    collection: [
      ["Fresh from the oven", "Today's loaves, pastries and sweet treats."],
      ["Our bakes", "Breads, pastries and cakes, baked from scratch."],
    ],
    story: [
      {
        heading: "Flour on our hands since day one",
        content:
          "{brand} began with a sourdough starter, a small oven and a love of bread that takes its time.\n\nWe still bake the way we started: by hand, in small batches, with good ingredients and plenty of patience. Come for a loaf, stay for a pastry.",
      },
      {
        heading: "Baking is how we say hello",
        content:
          "At {brand} we believe the best things are made slowly and shared generously.\n\nEvery loaf, bun and cake is made from scratch, so what you take home tastes like it came from a kitchen, because it did.",
      },
    ],
    values: [
      ["🌾", "Good flour", "We bake with flour chosen for flavour, not speed."],
      ["🤲", "Made by hand", "Shaped, folded and finished by people, not machines."],
      ["🥐", "Nothing wasted", "What doesn't sell today finds a good home tonight."],
    ],
    reviews: [
      [
        "The sourdough has the perfect crust. It's become our weekend ritual.",
        "Emma L.",
        "Weekend regular",
      ],
      [
        "Ordered a birthday cake and it was the star of the party.",
        "James P.",
        "Celebration order",
      ],
      ["Best croissants in town, flaky all the way through.", "Sofia M.", "Pastry fan"],
    ],
    faq: [
      [
        "Can I order a custom cake?",
        "Yes. Send us a message with the date, size and what you have in mind, and we'll plan it together.",
      ],
      [
        "Do you have allergen information?",
        "Ask us about any bake and we'll tell you exactly what goes into it.",
      ],
      [
        "How do I keep bread fresh?",
        "Store it cut side down on a board, or in a paper bag. Slice and freeze what you won't eat in two days.",
      ],
    ],
    cta: [
      "Planning a celebration?",
      "Custom cakes and pastry boxes, made to order for your big day.",
      "Ask about custom orders",
    ],
    newsletter: [
      "Hear what's coming out of the oven",
      "Seasonal bakes, pre-order days and the occasional recipe. No spam.",
      "Sign me up",
    ],
    contact:
      "Custom cake, a big order or a question about ingredients? Send us a message and we'll get back to you.",
    categories: ["Bread", "Pastries", "Cakes", "Cookies"],
    steps: {
      title: "How ordering works",
      items: [
        ["Choose your bakes", "Pick from today's breads, pastries and cakes."],
        ["Pick a time", "Choose pickup or delivery at checkout."],
        ["Enjoy it fresh", "We bake it, box it and have it ready on time."],
      ],
    },
    homeExtras: ["categories"],
  },
  {
    id: "ceramics",
    label: "ceramics studio",
    keywords: [
      "ceramic",
      "ceramics",
      "pottery",
      "potter",
      "mugs",
      "mug",
      "stoneware",
      "porcelain",
      "clay",
      "handmade",
      "hand made",
      "handcrafted",
      "crafts",
      "craft",
      "bowls",
      "vases",
    ],
    mood: "calm",
    altMoods: ["natural", "warm"],
    sells: true,
    hero: [
      [
        "Made by hand, for everyday rituals",
        "Wheel-thrown {noun} in quiet glazes, each piece a little different from the last.",
        "Shop the collection",
      ],
      [
        "Objects to slow down with",
        "Handmade {noun} from the {brand} studio, shaped, glazed and fired in small batches.",
        "See the pieces",
      ],
    ],
    taglines: ["Handmade ceramics for everyday use.", "Small-batch pottery, made by hand."],
    features: {
      title: "Made slowly, meant to last",
      subtitle: "What goes into every piece.",
      items: [
        ["🏺", "Thrown by hand", "Every piece is shaped on the wheel, so no two are quite alike."],
        [
          "🔥",
          "Fired for daily use",
          "Durable, food-safe glazes made to be used, not just admired.",
        ],
        ["📦", "Packed with care", "Wrapped by hand in recycled materials to arrive in one piece."],
      ],
    },
    collection: [
      [
        "From the studio",
        "Mugs, bowls and vases in small batches. When they're gone, they're gone.",
      ],
      ["The latest firing", "Fresh from the kiln, in glazes we love right now."],
    ],
    story: [
      {
        heading: "A studio, a wheel and a lot of clay",
        content:
          "{brand} is a small ceramics studio making pieces for the everyday: the morning coffee, the shared dinner, the flowers on the table.\n\nEach piece is thrown, trimmed and glazed by hand, and every small variation is part of its character.",
      },
    ],
    values: [
      ["🤲", "Handmade", "Shaped by hand from start to finish."],
      ["🌿", "Considered materials", "Clay and glazes chosen to last and to be used daily."],
      ["🐢", "Slow production", "Small batches, so nothing is made in a hurry."],
    ],
    reviews: [
      [
        "The mug feels perfect in the hand. I use it every single morning.",
        "Hannah W.",
        "Collector",
      ],
      ["Even more beautiful in person, and beautifully packed.", "Leo F.", "Gift buyer"],
      [
        "I love that each bowl is slightly different. They feel personal.",
        "Amara O.",
        "Repeat customer",
      ],
    ],
    faq: [
      [
        "Are your pieces dishwasher safe?",
        "Most are. Each product page says so, and handwashing keeps glazes at their best.",
      ],
      [
        "Why does my piece look different from the photo?",
        "Every piece is handmade, so glaze and shape vary slightly. That's the charm.",
      ],
      ["Do you take commissions?", "Sometimes. Send us a message with what you have in mind."],
    ],
    cta: [
      "Looking for something special?",
      "Ask about commissions and sets made for your table.",
      "Get in touch",
    ],
    newsletter: [
      "Be first to the next studio drop",
      "Small batches sell out quickly. Hear about new pieces before anyone else.",
      "Notify me",
    ],
    contact:
      "Questions about a piece, care or commissions? Send us a message and we'll reply soon.",
    categories: ["Mugs", "Bowls", "Plates", "Vases"],
    steps: {
      title: "How a piece is made",
      items: [
        ["Thrown", "Shaped on the wheel and left to firm up."],
        ["Glazed", "Trimmed, dipped and finished by hand."],
        ["Fired", "Fired in the kiln, then checked piece by piece."],
      ],
    },
    homeExtras: ["steps"],
  },
  {
    id: "fashion",
    label: "fashion label",
    keywords: [
      "fashion",
      "streetwear",
      "street wear",
      "clothing",
      "clothes",
      "apparel",
      "t shirts",
      "tshirts",
      "tees",
      "hoodies",
      "sneakers",
      "boutique",
      "denim",
      "menswear",
      "womenswear",
      "garments",
      "wear",
      "outfits",
    ],
    mood: "bold",
    altMoods: ["dark", "calm"],
    sells: true,
    hero: [
      [
        "Made for the streets you run",
        "Heavyweight tees, boxy hoodies and everyday fits from {brand}. Limited drops, no restocks.",
        "Shop the drop",
      ],
      [
        "Built different. Worn daily.",
        "Graphic tees, hoodies and essentials cut for comfort and made to take a beating.",
        "Shop new arrivals",
      ],
      [
        "Less noise. Better fits.",
        "Wardrobe staples in heavy fabrics and clean cuts, designed to be worn on repeat.",
        "Explore the collection",
      ],
    ],
    taglines: [
      "Limited drops. Heavy fabrics. Everyday fits.",
      "Streetwear made to be worn hard.",
      "Clothes built for real life.",
    ],
    features: {
      title: "What goes into every piece",
      subtitle: "Details you feel after the hundredth wash.",
      items: [
        ["🧵", "Heavyweight fabrics", "Dense cotton that holds its shape, wash after wash."],
        ["📐", "Considered fits", "Boxy, relaxed and cut to layer, without guesswork."],
        ["🔥", "Limited drops", "Small runs, so what you wear stays rare."],
      ],
    },
    collection: [
      ["Latest drop", "Fresh pieces, limited quantities. When they're gone, they're gone."],
      ["New arrivals", "The newest fits, ready to wear."],
    ],
    story: [
      {
        heading: "Made by people who live in it",
        content:
          "{brand} started with one idea: clothes should look sharp, feel heavy and last longer than a season.\n\nWe design in small runs, obsess over fabric weight and fit, and only put out what we'd wear ourselves.",
      },
      {
        heading: "From sketchbook to street",
        content:
          "{brand} is a small label designing everyday pieces with attitude.\n\nEvery drop is limited, every fit is tested on real people, and every graphic starts as a sketch on the studio wall.",
      },
    ],
    values: [
      ["🧵", "Quality first", "Fabrics and stitching that outlast trends."],
      ["🌱", "Small runs", "We make less, so less goes to waste."],
      ["✊", "Community", "Designed with the people who wear it."],
    ],
    reviews: [
      [
        "The hoodie is heavy in the best way. Fits exactly how I wanted.",
        "Marcus J.",
        "Verified buyer",
      ],
      [
        "Quality is way above the price. Already eyeing the next drop.",
        "Aisha K.",
        "Repeat customer",
      ],
      ["Washed it ten times and the print still looks new.", "Diego R.", "Verified buyer"],
    ],
    faq: [
      [
        "How do your sizes run?",
        "Our fits are relaxed. Check the size guide on each product, or size down for a closer fit.",
      ],
      [
        "Will you restock sold-out items?",
        "Most drops are limited. Join the newsletter to hear about new releases first.",
      ],
      [
        "Can I exchange for a different size?",
        "Yes, unworn items can be exchanged. Send us a message to start.",
      ],
    ],
    cta: [
      "Don't miss the next drop",
      "Limited runs sell out fast. Be first in line.",
      "Get early access",
    ],
    newsletter: [
      "Get early access to drops",
      "New releases, restocks and members-only offers, before anyone else.",
      "I'm in",
    ],
    contact: "Questions about sizing, an order or collaborations? Send us a message.",
    categories: ["Tees", "Hoodies", "Bottoms", "Accessories"],
    steps: {
      title: "How a drop happens",
      items: [
        ["Designed", "Sketched, sampled and tested on real people."],
        ["Made", "Produced in small runs with the fabrics we trust."],
        ["Dropped", "Released in limited quantities, announced to subscribers first."],
      ],
    },
    homeExtras: ["categories"],
  },
  {
    id: "jewellery",
    label: "jewellery brand",
    keywords: [
      "jewellery",
      "jewelry",
      "jeweler",
      "jeweller",
      "rings",
      "necklaces",
      "earrings",
      "bracelets",
      "silver",
      "gold jewelry",
      "gemstones",
      "engagement rings",
      "pendants",
    ],
    mood: "luxury",
    altMoods: ["romantic", "calm"],
    sells: true,
    hero: [
      [
        "Pieces made to be kept",
        "Fine jewellery from {brand}, crafted by hand in precious metals and designed to be worn every day.",
        "Discover the collection",
      ],
      [
        "Quiet luxury, made to last",
        "Rings, necklaces and earrings with clean lines and lasting shine, finished by hand.",
        "Shop fine jewellery",
      ],
    ],
    taglines: ["Fine jewellery, made to be kept.", "Everyday heirlooms, finished by hand."],
    features: {
      title: "The details matter",
      subtitle: "What makes each piece worth keeping.",
      items: [
        ["💎", "Precious materials", "Solid metals and carefully chosen stones."],
        ["🔨", "Finished by hand", "Every piece is polished and checked by a jeweller."],
        ["🎁", "Gift-ready", "Delivered in a keepsake box, ready to give."],
      ],
    },
    collection: [
      ["The collection", "Everyday pieces and statement designs, made to be worn for years."],
      ["Most loved", "The pieces our customers keep coming back for."],
    ],
    story: [
      {
        heading: "Jewellery with a story",
        content:
          "{brand} makes jewellery for the moments that matter and the days in between.\n\nEach piece is designed to be worn, not saved for best, and finished by hand so it lasts long enough to be passed on.",
      },
    ],
    values: [
      ["✨", "Craftsmanship", "Traditional techniques, finished with care."],
      ["🌍", "Responsible sourcing", "Materials chosen with their origin in mind."],
      ["♾️", "Made to last", "Designed to be worn every day and kept for years."],
    ],
    reviews: [
      [
        "I haven't taken the ring off since it arrived. Beautifully made.",
        "Claire D.",
        "Verified buyer",
      ],
      ["Bought a necklace as a gift and the packaging alone made her cry.", "Sam T.", "Gift buyer"],
      [
        "Delicate, but it has survived daily wear without a scratch.",
        "Nadia B.",
        "Repeat customer",
      ],
    ],
    faq: [
      [
        "How do I find my ring size?",
        "Use our size guide, or send us a message and we'll help you measure at home.",
      ],
      [
        "How should I care for my jewellery?",
        "Store pieces separately, keep them away from perfume and water, and polish with a soft cloth.",
      ],
      [
        "Do you offer gift wrapping?",
        "Every order arrives in a gift box. Add a note at checkout and we'll include it.",
      ],
    ],
    cta: [
      "Looking for something one of a kind?",
      "Tell us about the piece you have in mind.",
      "Start a conversation",
    ],
    newsletter: [
      "Be first to see new pieces",
      "New collections, care tips and private previews. No spam.",
      "Subscribe",
    ],
    contact: "Questions about a piece, sizing or a custom design? Send us a message.",
    categories: ["Rings", "Necklaces", "Earrings", "Bracelets"],
    steps: {
      title: "How a piece is made",
      items: [
        ["Designed", "Every piece starts as a sketch."],
        ["Crafted", "Formed and set by hand."],
        ["Finished", "Polished, checked and boxed for you."],
      ],
    },
    homeExtras: ["categories"],
  },
  {
    id: "beauty",
    label: "skincare brand",
    keywords: [
      "beauty",
      "skincare",
      "skin care",
      "cosmetics",
      "makeup",
      "make up",
      "serums",
      "serum",
      "moisturizer",
      "moisturiser",
      "soap",
      "soaps",
      "lotion",
      "self care",
      "haircare",
      "hair care",
      "spa",
    ],
    mood: "fresh",
    altMoods: ["romantic", "calm"],
    sells: true,
    hero: [
      [
        "Skincare that keeps it simple",
        "Gentle, effective formulas from {brand} with ingredients you can read and routines you'll actually keep.",
        "Shop skincare",
      ],
      [
        "Your skin, only happier",
        "Thoughtful formulas for everyday care, made in small batches and kind to sensitive skin.",
        "Find your routine",
      ],
    ],
    taglines: ["Simple skincare, honest ingredients.", "Everyday care for happy skin."],
    features: {
      title: "Good for your skin",
      subtitle: "What we put in, and what we leave out.",
      items: [
        ["🌿", "Clear ingredients", "Every ingredient listed, and why it's there."],
        ["🐰", "Kind formulas", "Gentle on skin and never tested on animals."],
        ["♻️", "Thoughtful packaging", "Recyclable where we can, refillable where it counts."],
      ],
    },
    collection: [
      ["Bestsellers", "The products our customers reach for every day."],
      ["Build your routine", "Cleansers, serums and moisturisers that work together."],
    ],
    story: [
      {
        heading: "Skincare without the noise",
        content:
          "{brand} was created for people who want skincare that works without a twelve-step routine.\n\nWe make a small range of thoughtful formulas, list every ingredient clearly and keep improving them with feedback from the people who use them.",
      },
    ],
    values: [
      ["🔬", "Formulated with care", "Every product is made to do one job well."],
      ["🐰", "Cruelty free", "We never test on animals."],
      ["🌱", "Less waste", "Packaging chosen to be reused or recycled."],
    ],
    reviews: [
      ["My skin has never felt this calm. The serum is a keeper.", "Lena K.", "Verified buyer"],
      [
        "Finally a routine I can stick to. Three products and I'm done.",
        "Rosa P.",
        "Repeat customer",
      ],
      ["Gentle enough for my sensitive skin and smells lovely.", "Grace N.", "Verified buyer"],
    ],
    faq: [
      [
        "Which products suit sensitive skin?",
        "Each product page lists who it's for. Unsure? Send us a message and we'll help you choose.",
      ],
      ["Are your products cruelty free?", "Yes, our products are never tested on animals."],
      [
        "How long does a bottle last?",
        "Used daily, most products last several weeks. Each product page has the details.",
      ],
    ],
    cta: [
      "Not sure where to start?",
      "Tell us about your skin and we'll suggest a simple routine.",
      "Get a recommendation",
    ],
    newsletter: [
      "Skincare notes, not spam",
      "Routine tips, new launches and subscriber-only offers.",
      "Subscribe",
    ],
    contact: "Questions about a product or your routine? Send us a message and we'll help.",
    categories: ["Cleansers", "Serums", "Moisturisers", "Body care"],
    steps: {
      title: "A routine in three steps",
      items: [
        ["Cleanse", "Start with a gentle cleanser that respects your skin."],
        ["Treat", "Add a serum for what your skin needs most."],
        ["Moisturise", "Seal it in and protect your skin barrier."],
      ],
    },
    homeExtras: ["steps"],
  },
  {
    id: "candles",
    label: "home fragrance shop",
    keywords: [
      "candles",
      "candle",
      "home fragrance",
      "diffusers",
      "home decor",
      "homeware",
      "homewares",
      "interiors",
      "home goods",
      "wax melts",
      "soy candles",
      "furniture",
      "decor",
    ],
    mood: "warm",
    altMoods: ["calm", "romantic"],
    sells: true,
    hero: [
      [
        "Make home feel like home",
        "Hand-poured candles and home fragrance from {brand}, made in small batches for slow evenings.",
        "Shop candles",
      ],
      [
        "Light something lovely",
        "Clean-burning candles in scents that feel like a deep breath. Poured by hand, made to be enjoyed.",
        "Find your scent",
      ],
    ],
    taglines: ["Hand-poured candles for slow evenings.", "Scents and objects for a calmer home."],
    features: {
      title: "Poured by hand",
      subtitle: "Why our candles burn better.",
      items: [
        ["🕯️", "Clean burn", "Natural wax and cotton wicks for an even, steady flame."],
        ["🌸", "Layered scents", "Blended to fill a room without overwhelming it."],
        ["♻️", "Reusable vessels", "Jars made to live on as planters, pots or glasses."],
      ],
    },
    collection: [
      ["Our scents", "From fresh and green to warm and woody."],
      ["Made for your home", "Candles and home fragrance, poured in small batches."],
    ],
    story: [
      {
        heading: "It started with one candle",
        content:
          "{brand} began at a kitchen table with a pot of wax and a wish for a home that smelled like calm.\n\nToday we still pour every candle by hand, in small batches, and test every scent in our own homes before it reaches yours.",
      },
    ],
    values: [
      ["🤲", "Hand-poured", "Every candle is poured and finished by hand."],
      ["🌿", "Natural wax", "A cleaner burn for your home."],
      ["🫙", "Made to be reused", "Vessels worth keeping when the candle is done."],
    ],
    reviews: [
      [
        "The scent fills the room without being too much. Perfect for evenings.",
        "Olivia G.",
        "Verified buyer",
      ],
      ["Burns so evenly, right to the bottom of the jar.", "Ben A.", "Repeat customer"],
      ["Bought three as gifts and kept one for myself.", "Chloe V.", "Gift buyer"],
    ],
    faq: [
      ["How long do your candles burn?", "Burn time depends on size; each product page lists it."],
      [
        "How do I get an even burn?",
        "Let the wax melt to the edges on the first burn and trim the wick before each use.",
      ],
      ["Can I reuse the jar?", "Yes. Remove leftover wax with warm water and use it again."],
    ],
    cta: ["Looking for the perfect gift?", "Candle sets, wrapped and ready to give.", "Shop gifts"],
    newsletter: [
      "New scents, first",
      "Seasonal launches and candle-care tips, straight to your inbox.",
      "Subscribe",
    ],
    contact: "Questions about a scent, an order or wholesale? Send us a message.",
    categories: ["Candles", "Diffusers", "Gift sets", "Home"],
    steps: {
      title: "How we make them",
      items: [
        ["Blend", "We develop each scent until it's just right."],
        ["Pour", "Every candle is poured by hand in small batches."],
        ["Cure", "Candles rest before shipping for a stronger throw."],
      ],
    },
    homeExtras: [],
  },
  {
    id: "plants",
    label: "plant shop",
    keywords: [
      "plants",
      "plant",
      "plant shop",
      "houseplants",
      "house plants",
      "florist",
      "flowers",
      "flower shop",
      "bouquets",
      "bouquet",
      "succulents",
      "garden",
      "gardening",
      "nursery",
      "botanicals",
    ],
    mood: "natural",
    altMoods: ["romantic", "fresh"],
    sells: true,
    hero: [
      [
        "Bring a little green home",
        "Healthy, happy {noun} from {brand}, grown with care and delivered ready to thrive.",
        "Shop plants",
      ],
      [
        "Fresh stems, arranged with love",
        "Seasonal flowers and plants, hand-picked and arranged to make someone's day.",
        "Send flowers",
      ],
    ],
    taglines: ["Plants and flowers, grown with care.", "A little green for every home."],
    features: {
      title: "Grown with care",
      subtitle: "From our greenhouse to your windowsill.",
      items: [
        ["🌱", "Healthy from day one", "Every plant is checked before it leaves us."],
        ["📦", "Packed to travel", "Secure, plastic-light packaging that keeps plants safe."],
        [
          "💬",
          "Care advice included",
          "Simple care notes with every order, and help when you need it.",
        ],
      ],
    },
    collection: [
      ["Plants we love right now", "Easy-going favourites and statement plants for every room."],
      ["In season", "Fresh stems and plants at their best this week."],
    ],
    story: [
      {
        heading: "Rooted in a love of green things",
        content:
          "{brand} grew from a windowsill full of cuttings and a wish to share them.\n\nWe choose every plant and stem for health and character, pack it with care and help you keep it thriving long after it arrives.",
      },
    ],
    values: [
      ["🌿", "Healthy plants", "Chosen and checked by people who love them."],
      ["♻️", "Plastic-light", "Packaging that's kind to the planet."],
      ["🤝", "Lifelong help", "Ask us anything about your plant, any time."],
    ],
    reviews: [
      [
        "Arrived perfectly packed and looks even better than the photo.",
        "Isla M.",
        "Verified buyer",
      ],
      ["The care notes saved my fiddle leaf fig. Thank you!", "Noah B.", "Plant parent"],
      [
        "Sent a bouquet to my mum and she hasn't stopped talking about it.",
        "Zara H.",
        "Gift buyer",
      ],
    ],
    faq: [
      [
        "How do you ship plants?",
        "In sturdy, plastic-light packaging designed to keep them upright and safe.",
      ],
      [
        "What if my plant arrives damaged?",
        "Send us a photo within a few days of delivery and we'll make it right.",
      ],
      [
        "Which plants are pet friendly?",
        "Look for the pet-friendly note on each product, or ask us.",
      ],
    ],
    cta: [
      "Need help choosing?",
      "Tell us about your light and space and we'll suggest the right plant.",
      "Ask a plant expert",
    ],
    newsletter: [
      "Care tips and new arrivals",
      "Seasonal plants, care guides and subscriber offers.",
      "Subscribe",
    ],
    contact: "Questions about a plant, care or an order? Send us a message.",
    categories: ["Easy care", "Statement plants", "Flowers", "Pots and care"],
    steps: {
      title: "From us to your windowsill",
      items: [
        ["Pick your plant", "Choose by size, light or how much care you can give."],
        ["We pack it with care", "Secure packaging keeps it safe on the way."],
        ["Watch it thrive", "Follow the care notes, and ask us anything."],
      ],
    },
    homeExtras: ["steps"],
  },
  {
    id: "tea",
    label: "tea shop",
    keywords: [
      "tea",
      "teas",
      "loose leaf",
      "matcha",
      "chai",
      "herbal tea",
      "tea shop",
      "teahouse",
      "tea house",
      "oolong",
      "sencha",
    ],
    mood: "natural",
    altMoods: ["calm", "vintage"],
    sells: true,
    hero: [
      [
        "A better cup of tea",
        "Whole-leaf teas from {brand}, chosen for flavour and packed fresh so every cup is worth slowing down for.",
        "Shop teas",
      ],
      [
        "Steep, sip, slow down",
        "Loose-leaf greens, blacks, oolongs and herbal blends for every moment of the day.",
        "Find your tea",
      ],
    ],
    taglines: ["Whole-leaf tea for slow moments.", "Loose-leaf teas, chosen for flavour."],
    features: {
      title: "Why loose leaf",
      subtitle: "More flavour, less waste.",
      items: [
        ["🍃", "Whole leaves", "Room to unfurl means a fuller, rounder cup."],
        ["🌍", "Carefully chosen", "Teas selected from growers we trust."],
        ["♻️", "Plastic-free", "Compostable pouches and tins made to refill."],
      ],
    },
    collection: [
      ["Our teas", "Green, black, oolong and herbal, each with brewing notes."],
      ["Fresh leaves", "Seasonal teas and everyday favourites."],
    ],
    story: [
      {
        heading: "A small shop for good tea",
        content:
          "{brand} started with a simple wish: to make great loose-leaf tea easy to discover and easy to love.\n\nWe taste everything we sell, write honest brewing notes and pack our teas fresh, so your cup is always worth the wait.",
      },
    ],
    values: [
      ["🍵", "Flavour first", "Every tea is tasted before it joins the range."],
      ["🤝", "Trusted growers", "We work with partners who care about quality."],
      ["🌱", "Low waste", "Packaging that composts, refills or recycles."],
    ],
    reviews: [
      ["The jasmine green is floral and smooth. I'm hooked.", "Mei L.", "Verified buyer"],
      ["Brewing notes are so helpful. My tea has never tasted better.", "Oscar D.", "Tea convert"],
      ["Beautiful tins and even better tea.", "Ruth A.", "Repeat customer"],
    ],
    faq: [
      [
        "How do I brew loose-leaf tea?",
        "Each tea comes with water temperature and steeping time. Most leaves can be steeped more than once.",
      ],
      ["How should I store tea?", "Keep it airtight, away from light, heat and strong smells."],
      ["Do you sell tea gifts?", "Yes, tins and sampler sets make lovely gifts."],
    ],
    cta: ["New to loose leaf?", "Start with a sampler and find your favourite.", "Try a sampler"],
    newsletter: [
      "Steeped in good news",
      "New harvests, brewing guides and subscriber offers.",
      "Subscribe",
    ],
    contact: "Questions about a tea or brewing? Send us a message.",
    categories: ["Green tea", "Black tea", "Herbal", "Teaware"],
    steps: {
      title: "The perfect cup",
      items: [
        ["Measure", "About a teaspoon of leaves per cup."],
        ["Steep", "Use the temperature and time on the pouch."],
        ["Sip and repeat", "Good leaves give more than one cup."],
      ],
    },
    homeExtras: ["steps"],
  },
  {
    id: "electronics",
    label: "electronics store",
    keywords: [
      "electronics",
      "gadgets",
      "gadget",
      "tech accessories",
      "headphones",
      "speakers",
      "phone cases",
      "chargers",
      "computers",
      "laptops",
      "gaming",
      "keyboards",
      "audio",
      "smart home",
      "devices",
      "cameras",
    ],
    mood: "tech",
    altMoods: ["professional", "bold"],
    sells: true,
    hero: [
      [
        "Tech that just works",
        "Hand-picked gadgets and accessories from {brand}, tested by us so you don't have to.",
        "Shop the latest",
      ],
      [
        "Upgrade your everyday",
        "Smart, reliable gear for work, play and everything in between.",
        "Browse gear",
      ],
    ],
    taglines: ["Gear we've tested and trust.", "Smart tech for everyday life."],
    features: {
      title: "Why buy from us",
      subtitle: "Less guesswork, better gear.",
      items: [
        ["🧪", "Tested by us", "We use what we sell before it goes on the shelf."],
        ["🛡️", "Warranty support", "Help with claims and repairs when something goes wrong."],
        ["⚡", "Fast dispatch", "Orders packed quickly and tracked to your door."],
      ],
    },
    collection: [
      ["Latest gear", "New arrivals and the accessories everyone's asking for."],
      ["Top picks", "Gadgets we use every day."],
    ],
    story: [
      {
        heading: "Built by people who love gear",
        content:
          "{brand} started because finding good tech shouldn't mean reading a hundred reviews.\n\nWe test the products we sell, keep the range focused and give straight answers when you need help.",
      },
    ],
    values: [
      ["🔍", "Curated range", "Only products we'd recommend to a friend."],
      ["💬", "Straight answers", "Real help from people who know the gear."],
      ["♻️", "Built to last", "We favour repairable, durable products."],
    ],
    reviews: [
      [
        "Great headphones and even better support when I had a question.",
        "Arjun P.",
        "Verified buyer",
      ],
      ["Fast delivery and exactly as described.", "Kate S.", "Verified buyer"],
      ["Their recommendations are spot on. I trust their picks.", "Felix W.", "Repeat customer"],
    ],
    faq: [
      [
        "Do products come with a warranty?",
        "Yes. Each product page lists its warranty, and we help with any claim.",
      ],
      [
        "Is this compatible with my device?",
        "Check the compatibility notes on the product page, or ask us before you buy.",
      ],
      [
        "Can I return an item?",
        "Unused items in original packaging can be returned. Send us a message to start.",
      ],
    ],
    cta: [
      "Not sure what you need?",
      "Tell us what you're trying to do and we'll recommend the right gear.",
      "Ask us",
    ],
    newsletter: [
      "New gear, first",
      "Launches, deals and honest buying guides. No spam.",
      "Subscribe",
    ],
    contact: "Questions about compatibility, an order or a warranty? Send us a message.",
    categories: ["Audio", "Charging", "Accessories", "Smart home"],
    steps: {
      title: "How we choose",
      items: [
        ["Research", "We shortlist products with a real track record."],
        ["Test", "We use them day to day."],
        ["Recommend", "Only the best make it to the shop."],
      ],
    },
    homeExtras: ["categories"],
  },
  {
    id: "fitness",
    label: "fitness brand",
    keywords: [
      "fitness",
      "gym",
      "personal trainer",
      "personal training",
      "workout",
      "workouts",
      "yoga",
      "pilates",
      "crossfit",
      "athletic",
      "sportswear",
      "activewear",
      "training",
      "supplements",
      "protein",
      "running",
    ],
    mood: "bold",
    altMoods: ["fresh", "tech"],
    sells: true,
    hero: [
      [
        "Stronger starts today",
        "Training, gear and support from {brand} to help you move better, feel stronger and keep showing up.",
        "Get started",
      ],
      [
        "Move more. Feel better.",
        "Everything you need to train with purpose, whether it's your first session or your hundredth.",
        "Start training",
      ],
    ],
    taglines: ["Train with purpose.", "Move better, feel stronger."],
    features: {
      title: "Built for real progress",
      subtitle: "What you get with us.",
      items: [
        ["💪", "Programmes that work", "Structured plans that build strength step by step."],
        ["🧑‍🏫", "Expert guidance", "Coaching and advice you can trust."],
        ["📈", "Track your progress", "See how far you've come and what's next."],
      ],
    },
    collection: [
      ["Train with us", "Gear and essentials for every workout."],
      ["Shop essentials", "Kit that keeps up with your training."],
    ],
    story: [
      {
        heading: "Fitness for real people",
        content:
          "{brand} exists to make training simple, effective and something you look forward to.\n\nNo gimmicks, no shortcuts: just good coaching, honest advice and gear that works as hard as you do.",
      },
    ],
    values: [
      ["🎯", "Results", "Every plan is built around progress you can measure."],
      ["🤝", "Support", "A community that keeps you going."],
      ["🧠", "Honesty", "Clear advice, no gimmicks."],
    ],
    reviews: [
      [
        "I've never stuck with training this long. The plans just make sense.",
        "Chris M.",
        "Member",
      ],
      ["Stronger than ever and actually enjoying it.", "Jade T.", "Member"],
      ["Great coaching, great energy, real results.", "Ahmed S.", "Member"],
    ],
    faq: [
      [
        "I'm a beginner. Is this for me?",
        "Yes. Every plan starts where you are and builds from there.",
      ],
      ["Do I need equipment?", "Many sessions need none. Each plan lists what you'll use."],
      [
        "Can I cancel anytime?",
        "Memberships can be paused or cancelled. Send us a message for help.",
      ],
    ],
    cta: [
      "Ready to start?",
      "Your first session is the hardest. We'll help you through it.",
      "Start today",
    ],
    newsletter: [
      "Training tips in your inbox",
      "Workouts, nutrition tips and member offers.",
      "Subscribe",
    ],
    contact: "Questions about training, memberships or gear? Send us a message.",
    categories: ["Strength", "Cardio", "Recovery", "Gear"],
    steps: {
      title: "How it works",
      items: [
        ["Tell us your goal", "Strength, fitness or just feeling better."],
        ["Get your plan", "A clear programme built around your week."],
        ["Show up and progress", "Train, track and watch yourself get stronger."],
      ],
    },
    homeExtras: ["steps"],
  },
  {
    id: "pets",
    label: "pet shop",
    keywords: [
      "pets",
      "pet",
      "pet shop",
      "dog",
      "dogs",
      "cat",
      "cats",
      "puppy",
      "pet supplies",
      "dog treats",
      "pet food",
      "grooming",
      "dog walking",
    ],
    mood: "playful",
    altMoods: ["natural", "fresh"],
    sells: true,
    hero: [
      [
        "Happy pets, happy homes",
        "Treats, toys and everyday essentials from {brand}, chosen by pet lovers for the ones who rule the house.",
        "Shop for your pet",
      ],
      [
        "Good things for good boys (and girls)",
        "Tasty treats, tough toys and comfy beds, all picked with tails and whiskers in mind.",
        "Treat them",
      ],
    ],
    taglines: ["Good things for happy pets.", "Made for the ones who rule the house."],
    features: {
      title: "Pet-approved",
      subtitle: "Why pets and their people love us.",
      items: [
        ["🦴", "Tasty and wholesome", "Treats made with ingredients you can trust."],
        ["🧸", "Built to last", "Toys tough enough for serious play."],
        ["🐾", "Chosen by pet lovers", "Everything is tried by our own furry testers."],
      ],
    },
    collection: [
      ["Pet favourites", "Treats, toys and essentials our furry testers approved."],
      ["New for your pet", "Fresh arrivals for play, rest and snack time."],
    ],
    story: [
      {
        heading: "Run by pet people",
        content:
          "{brand} started with a very demanding dog and a search for better treats and tougher toys.\n\nWe still test everything with our own pets first, so you can shop knowing it's been tail-wag approved.",
      },
    ],
    values: [
      ["🐶", "Pets first", "Everything is chosen with their health and happiness in mind."],
      ["🌿", "Good ingredients", "Simple, wholesome and easy to read."],
      ["💛", "Community", "We love hearing about your pets. Send us photos!"],
    ],
    reviews: [
      ["My dog goes wild for these treats. Ordering again!", "Lucy B.", "Dog parent"],
      ["Finally a toy that survived more than a day.", "Mark E.", "Puppy parent"],
      ["My cats approve, which says everything.", "Hiro N.", "Cat parent"],
    ],
    faq: [
      [
        "Are your treats suitable for puppies?",
        "Each product page says which ages it suits. Ask us if you're unsure.",
      ],
      [
        "What if my pet doesn't like it?",
        "Send us a message and we'll help find something they'll love.",
      ],
      [
        "Do you have products for sensitive stomachs?",
        "Yes, look for the gentle label or ask us for recommendations.",
      ],
    ],
    cta: [
      "Spoil them a little",
      "New treats and toys every month for your best friend.",
      "Shop treats",
    ],
    newsletter: ["Join the pack", "New treats, pet care tips and member-only offers.", "Join"],
    contact: "Questions about a product or your pet's needs? Send us a message.",
    categories: ["Treats", "Toys", "Beds", "Grooming"],
    steps: {
      title: "How it works",
      items: [
        ["Pick their favourites", "Treats, toys and essentials for every pet."],
        ["We pack it fast", "Orders are packed with care and sent quickly."],
        ["Happy pet", "Tails wag, purrs happen. Guaranteed smiles."],
      ],
    },
    homeExtras: ["categories"],
  },
  {
    id: "kids",
    label: "toy shop",
    keywords: [
      "kids",
      "toys",
      "toy",
      "toy shop",
      "children",
      "baby",
      "babies",
      "nursery decor",
      "games",
      "puzzles",
      "wooden toys",
      "kidswear",
      "baby clothes",
    ],
    mood: "playful",
    altMoods: ["fresh", "warm"],
    sells: true,
    hero: [
      [
        "Toys made for big imaginations",
        "Playful, well-made toys and games from {brand}, chosen to spark curiosity and last through years of play.",
        "Shop toys",
      ],
      [
        "Play that grows with them",
        "Thoughtful toys, books and games for every age and stage.",
        "Find the perfect toy",
      ],
    ],
    taglines: ["Toys for big imaginations.", "Play that lasts."],
    features: {
      title: "Made for play",
      subtitle: "What parents love about us.",
      items: [
        ["🧩", "Sparks curiosity", "Toys that invite building, pretending and discovering."],
        ["🛡️", "Safety first", "Chosen with child safety standards in mind."],
        ["🌳", "Built to last", "Sturdy toys that can be handed down."],
      ],
    },
    collection: [
      ["Playtime favourites", "Toys and games kids keep coming back to."],
      ["New toys", "Fresh finds for every age."],
    ],
    story: [
      {
        heading: "Play is serious business",
        content:
          "{brand} was started by parents who wanted fewer, better toys: ones that spark imagination and survive real play.\n\nEvery toy we sell is chosen with care, tried by real children and made to be loved for years.",
      },
    ],
    values: [
      ["🎨", "Imagination", "Open-ended toys for endless play."],
      ["🛡️", "Safety", "Chosen with care for little hands."],
      ["🌍", "Sustainability", "Durable materials and less plastic."],
    ],
    reviews: [
      ["My daughter plays with this every day. Worth every penny.", "Anna S.", "Parent"],
      ["Beautiful quality and arrived gift-wrapped.", "Paul R.", "Grandparent"],
      ["Finally toys that don't break in a week!", "Fatima Z.", "Parent"],
    ],
    faq: [
      ["What ages are your toys for?", "Each product page shows a recommended age range."],
      ["Do you offer gift wrapping?", "Yes, choose gift wrapping at checkout and add a note."],
      [
        "Are your toys safe?",
        "We choose toys with child safety standards in mind. Check each product's details.",
      ],
    ],
    cta: [
      "Looking for a gift?",
      "Tell us the age and interests, and we'll suggest something special.",
      "Get gift ideas",
    ],
    newsletter: [
      "Playtime ideas, delivered",
      "New toys, gift guides and parent-friendly offers.",
      "Subscribe",
    ],
    contact: "Questions about a toy, ages or gifts? Send us a message.",
    categories: ["Baby", "Toddler", "Games", "Outdoor play"],
    steps: {
      title: "Gifting made easy",
      items: [
        ["Choose by age", "Browse toys by age and interest."],
        ["Add a gift wrap", "We wrap it and add your note."],
        ["Watch them play", "Delivered ready to unwrap."],
      ],
    },
    homeExtras: ["categories"],
  },
  {
    id: "books",
    label: "books and art shop",
    keywords: [
      "books",
      "book",
      "bookshop",
      "bookstore",
      "art",
      "artist",
      "art prints",
      "prints",
      "posters",
      "paintings",
      "illustration",
      "illustrations",
      "gallery",
      "stationery",
      "zines",
      "comics",
      "photography",
    ],
    mood: "vintage",
    altMoods: ["calm", "dark"],
    sells: true,
    hero: [
      [
        "Stories and art worth keeping",
        "Carefully chosen {noun} from {brand}, for shelves and walls that say something about you.",
        "Browse the shop",
      ],
      [
        "Made to be looked at, read and loved",
        "Prints, books and one-off pieces chosen with care and shipped flat, safe and ready to enjoy.",
        "Explore the collection",
      ],
    ],
    taglines: ["Books and art worth keeping.", "For shelves and walls with stories."],
    features: {
      title: "Chosen with care",
      subtitle: "Why people come back.",
      items: [
        ["📚", "Curated selection", "Every title and print is picked by hand."],
        ["🖼️", "Quality printing", "Archival papers and inks that last."],
        ["📦", "Safe delivery", "Packed flat and protected on the way to you."],
      ],
    },
    collection: [
      ["New in", "Fresh titles and prints, chosen this season."],
      ["From the collection", "Pieces to read, frame and keep."],
    ],
    story: [
      {
        heading: "A small shop with big stories",
        content:
          "{brand} is a small, independent shop for people who love to read, collect and surround themselves with art.\n\nWe choose every piece ourselves and pack each order by hand, as if it were going onto our own shelf.",
      },
    ],
    values: [
      ["🖋️", "Independent", "Supporting makers, writers and artists."],
      ["🔎", "Curated", "Quality over quantity, always."],
      ["🌱", "Considered", "Recycled packaging and archival materials."],
    ],
    reviews: [
      [
        "The print is even more beautiful in person. Packed perfectly.",
        "Elena C.",
        "Verified buyer",
      ],
      ["Their recommendations led me to my favourite book this year.", "George W.", "Reader"],
      ["A shop with real taste. I always find something special.", "Yuki T.", "Repeat customer"],
    ],
    faq: [
      [
        "Do prints come framed?",
        "Prints are sold unframed unless the product page says otherwise.",
      ],
      ["How are prints shipped?", "Flat or rolled in sturdy packaging to keep them safe."],
      ["Can you help me find a book?", "Send us a message and we'll do our best to track it down."],
    ],
    cta: [
      "Looking for something special?",
      "Tell us what you love and we'll help you find it.",
      "Ask us",
    ],
    newsletter: [
      "New arrivals, first",
      "New titles, prints and studio news, once in a while.",
      "Subscribe",
    ],
    contact: "Questions about a print, a book or commissions? Send us a message.",
    categories: ["Books", "Art prints", "Originals", "Stationery"],
    steps: {
      title: "From studio to wall",
      items: [
        ["Chosen", "Each piece is picked or created with care."],
        ["Printed", "Reproduced on archival paper and inks."],
        ["Packed", "Protected and sent flat to your door."],
      ],
    },
    homeExtras: ["categories"],
  },
  {
    id: "wine",
    label: "wine and spirits shop",
    keywords: [
      "wine",
      "wines",
      "winery",
      "vineyard",
      "spirits",
      "whisky",
      "whiskey",
      "gin",
      "rum",
      "beer",
      "brewery",
      "craft beer",
      "liquor",
      "cocktails",
      "cider",
      "sake",
      "distillery",
      "mezcal",
    ],
    mood: "dark",
    altMoods: ["luxury", "vintage"],
    sells: true,
    hero: [
      [
        "Bottles worth opening",
        "Characterful {noun} from {brand}, chosen by people who taste everything first.",
        "Shop the cellar",
      ],
      [
        "Pour something memorable",
        "Small producers, honest bottles and tasting notes that actually help you choose.",
        "Explore bottles",
      ],
    ],
    taglines: ["Bottles worth opening.", "Small producers, big character."],
    features: {
      title: "Chosen by taste",
      subtitle: "How we fill our shelves.",
      items: [
        ["🍷", "Tasted first", "Every bottle is tasted before it's stocked."],
        ["🏡", "Small producers", "We favour makers who do things properly."],
        ["📝", "Honest notes", "Tasting notes written to help you choose."],
      ],
    },
    collection: [
      ["From the cellar", "Bottles we're excited about right now."],
      ["Staff picks", "Our favourites for tonight and for keeping."],
    ],
    story: [
      {
        heading: "Good bottles, honestly chosen",
        content:
          "{brand} started with a simple rule: only sell what we'd happily open ourselves.\n\nWe taste widely, favour small producers and write notes that help you find the right bottle for the moment.",
      },
    ],
    values: [
      ["🍇", "Character", "Bottles with a sense of place and purpose."],
      ["🤝", "Makers first", "Supporting independent producers."],
      ["🎓", "Knowledge", "Friendly advice, no snobbery."],
    ],
    reviews: [
      [
        "Their recommendation was perfect for our anniversary dinner.",
        "Laura F.",
        "Verified buyer",
      ],
      [
        "Great selection and the tasting notes are genuinely useful.",
        "Henry M.",
        "Repeat customer",
      ],
      ["Found a new favourite gin thanks to their picks.", "Nina R.", "Verified buyer"],
    ],
    faq: [
      [
        "Do you check age on delivery?",
        "Yes. Alcohol is only delivered to adults of legal drinking age, and ID may be required.",
      ],
      [
        "Can you recommend a bottle for a dinner?",
        "Send us the menu and budget, and we'll suggest something.",
      ],
      ["Do you offer gift packaging?", "Yes, choose gift packaging at checkout."],
    ],
    cta: [
      "Need a pairing?",
      "Tell us what's on the menu and we'll find the bottle.",
      "Ask for a pairing",
    ],
    newsletter: [
      "New bottles, first pour",
      "New arrivals, tasting notes and member offers. Adults only.",
      "Subscribe",
    ],
    contact: "Questions about a bottle, a pairing or an event order? Send us a message.",
    categories: ["Red", "White", "Sparkling", "Spirits"],
    steps: {
      title: "How we choose",
      items: [
        ["Taste widely", "We try far more bottles than we stock."],
        ["Meet the makers", "We favour producers with care and character."],
        ["Share the best", "Only the standouts make it to the shelf."],
      ],
    },
    homeExtras: ["categories"],
  },
  {
    id: "services",
    label: "service business",
    keywords: [
      "services",
      "consulting",
      "consultant",
      "consultancy",
      "agency",
      "freelance",
      "freelancer",
      "coaching",
      "coach",
      "accountant",
      "accounting",
      "lawyer",
      "law firm",
      "cleaning",
      "plumber",
      "plumbing",
      "photographer",
      "salon",
      "barber",
      "therapist",
      "therapy",
      "tutoring",
      "tutor",
      "design studio",
      "marketing",
      "web design",
      "repairs",
      "landscaping",
      "wedding planner",
      "cleaner",
    ],
    mood: "professional",
    altMoods: ["fresh", "calm"],
    sells: false,
    hero: [
      [
        "Expert help, without the hassle",
        "{brand} offers expert help that fits around you: clear advice, honest quotes and work done properly.",
        "Book a consultation",
      ],
      [
        "Let's get it done, properly",
        "Reliable, friendly service from people who care about doing good work.",
        "Get in touch",
      ],
    ],
    taglines: ["Good work, done properly.", "Expert help, made simple."],
    features: {
      title: "What we do",
      subtitle: "Services shaped around what you need.",
      items: [
        ["🧭", "Consultation", "We start by listening and understanding what you need."],
        ["🛠️", "Delivery", "Careful, reliable work with clear communication throughout."],
        ["🤝", "Ongoing support", "We're here after the job is done, too."],
      ],
    },
    collection: [["Our services", "What we offer and how we can help."]],
    story: [
      {
        heading: "Who we are",
        content:
          "{brand} was built on a simple idea: people deserve expert help that's clear, reliable and easy to work with.\n\nWe take time to understand what you need, explain our approach in plain words and do the work properly the first time.",
      },
    ],
    values: [
      ["🎯", "Clarity", "Plain words, clear plans and no surprises."],
      ["⏱️", "Reliability", "We show up and deliver when we say we will."],
      ["💬", "Care", "Every client gets our full attention."],
    ],
    reviews: [
      ["Professional, friendly and the result exceeded what we hoped for.", "Rachel G.", "Client"],
      ["Clear communication from start to finish. Highly recommended.", "Omar F.", "Client"],
      ["They took the stress out of the whole process.", "Beth C.", "Client"],
    ],
    faq: [
      [
        "How do I get started?",
        "Send us a message with what you need and we'll arrange a first conversation.",
      ],
      [
        "How much does it cost?",
        "Every project is different. We'll give you a clear quote before any work begins.",
      ],
      ["Which areas do you cover?", "Get in touch with your location and we'll let you know."],
    ],
    cta: [
      "Let's talk about your project",
      "Tell us what you need and we'll get back to you with next steps.",
      "Get in touch",
    ],
    newsletter: [
      "Useful tips, now and then",
      "Practical advice and news from our team. No spam.",
      "Subscribe",
    ],
    contact: "Tell us a little about what you need and we'll get back to you to arrange a time.",
    categories: ["Consultation", "Projects", "Support", "Packages"],
    steps: {
      title: "How it works",
      items: [
        ["Get in touch", "Tell us what you need, in your own words."],
        ["Get a clear plan", "We suggest an approach and a quote, with no obligation."],
        ["We get to work", "Careful, reliable delivery with updates along the way."],
      ],
    },
    homeExtras: ["steps"],
  },
];

/** The plan for anything else: the user's own noun carries the copy. */
export const GENERIC_COPY: IndustryCopy = {
  id: "generic",
  label: "store",
  keywords: [],
  mood: "fresh",
  altMoods: ["calm", "bold"],
  sells: true,
  hero: [
    [
      "{Noun}, done properly",
      "Carefully chosen {noun} from {brand}, made to be enjoyed and built to last.",
      "Shop now",
    ],
    [
      "Great {noun} start here",
      "Thoughtfully made {noun} from {brand}, chosen with care and delivered to your door.",
      "Explore the shop",
    ],
  ],
  taglines: ["Thoughtfully chosen {noun}.", "{Noun} made with care."],
  features: {
    title: "Why shop with {brand}",
    subtitle: "A few things we care about.",
    items: [
      ["✨", "Chosen with care", "Every product is picked for quality and character."],
      ["📦", "Packed with care", "Orders are packed carefully and sent quickly."],
      ["💬", "Real people", "Questions? A real person answers."],
    ],
  },
  collection: [
    ["Shop {noun}", "Our latest and most-loved pieces."],
    ["Featured", "A few favourites from the shop."],
  ],
  story: [
    {
      heading: "About {brand}",
      content:
        "{brand} started with a simple idea: find things worth owning, and share them with people who care about the details.\n\nWe keep our range focused, take care with every order and are always happy to help you find the right thing.",
    },
  ],
  values: [
    ["🎯", "Quality", "We only sell what we'd be happy to own."],
    ["🤝", "Service", "Friendly help before and after you buy."],
    ["🌱", "Care", "Thoughtful packaging and less waste."],
  ],
  reviews: [
    ["Exactly what I was looking for, and it arrived quickly.", "Sarah J.", "Verified buyer"],
    ["Lovely quality and friendly service.", "Kenji M.", "Repeat customer"],
    ["I keep coming back. Always something new to love.", "Ines L.", "Verified buyer"],
  ],
  faq: [
    [
      "How can I contact you?",
      "Send us a message through the contact form and we'll reply as soon as we can.",
    ],
    ["Do you ship to my area?", "Shipping options and costs are shown at checkout."],
    ["Can I return an item?", "Get in touch and we'll help you with a return or exchange."],
  ],
  cta: ["Find something you'll love", "Browse the full range from {brand}.", "Shop the collection"],
  newsletter: [
    "Stay in the loop",
    "New arrivals and occasional offers. No spam; unsubscribe anytime.",
    "Subscribe",
  ],
  contact: "Questions about a product or an order? Send us a message and we'll get back to you.",
  categories: ["New in", "Bestsellers", "Gifts", "Sale"],
  steps: {
    title: "How it works",
    items: [
      ["Browse", "Find something you love."],
      ["Order", "Check out securely in a few clicks."],
      ["Enjoy", "We pack it with care and send it your way."],
    ],
  },
  homeExtras: [],
};
