import type { MoodId } from "./moods.js";

/** A feature-like item: icon (emoji), title, one sentence. */
export interface CopyItem {
  readonly icon: string;
  readonly title: string;
  readonly description: string;
}
/** A hero: headline, subtitle, button label. */
export interface HeroCopy {
  readonly title: string;
  readonly subtitle: string;
  readonly buttonText: string;
}
/** A sample review: quote, author, role. Written by the composer, so always flagged sample. */
export interface ReviewCopy {
  readonly quote: string;
  readonly author: string;
  readonly role: string;
}
/** A product grid's heading. */
export interface CollectionCopy {
  readonly title: string;
  readonly subtitle: string;
}
/** A question and its answer. */
export interface FaqCopy {
  readonly question: string;
  readonly answer: string;
}
/** A call to action: heading, subheading, button label. */
export interface CtaCopy {
  readonly heading: string;
  readonly subheading: string;
  readonly buttonText: string;
}
/** A newsletter sign-up: title, description, button label. */
export interface NewsletterCopy {
  readonly title: string;
  readonly description: string;
  readonly ctaText: string;
}
/** One step of "how it works". */
export interface StepCopy {
  readonly title: string;
  readonly description: string;
}

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
  collection: readonly CollectionCopy[];
  story: readonly { heading: string; content: string }[];
  values: readonly CopyItem[];
  reviews: readonly ReviewCopy[];
  faq: readonly FaqCopy[];
  cta: CtaCopy;
  newsletter: NewsletterCopy;
  contact: string;
  categories: readonly string[];
  steps: { title: string; items: readonly StepCopy[] };
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
      {
        title: "Coffee worth getting up for",
        subtitle:
          "Small-batch beans, roasted with care and sent out fresh, so every cup tastes the way the farm intended.",
        buttonText: "Shop the roasts",
      },
      {
        title: "Freshly roasted. Honestly sourced.",
        subtitle:
          "Single origins and house blends from {brand}, roasted in small batches and packed the moment they cool.",
        buttonText: "Find your roast",
      },
      {
        title: "Your morning ritual, upgraded",
        subtitle:
          "Bright, sweet, chocolatey or bold: beans chosen for flavour, roasted for balance, delivered to your door.",
        buttonText: "Browse the coffee",
      },
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
        {
          icon: "☕",
          title: "Roasted in small batches",
          description: "Each roast is watched from first crack to cooling tray.",
        },
        {
          icon: "🌍",
          title: "Traceable beans",
          description: "We tell you where every coffee comes from and who grew it.",
        },
        {
          icon: "📦",
          title: "Packed fresh",
          description: "Sealed in valve bags right after roasting to lock in aroma.",
        },
      ],
    },
    collection: [
      {
        title: "This week's roasts",
        subtitle: "Light, medium and dark, each with tasting notes from our cupping table.",
      },
      {
        title: "Fresh from the roaster",
        subtitle: "Single origins, house blends and decaf, ready to brew.",
      },
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
      {
        icon: "🤝",
        title: "Fair sourcing",
        description: "We buy from partners who pay growers fairly for quality.",
      },
      {
        icon: "🔥",
        title: "Careful roasting",
        description: "Gentle profiles bring out sweetness rather than bitterness.",
      },
      {
        icon: "♻️",
        title: "Less waste",
        description: "Recyclable packaging and nothing roasted just to sit on a shelf.",
      },
    ],
    reviews: [
      {
        quote: "Fruity, sweet and nothing like supermarket coffee. My mornings have changed.",
        author: "Maya R.",
        role: "Home brewer",
      },
      {
        quote: "The espresso blend is rich and chocolatey. I reorder before I run out.",
        author: "Tom H.",
        role: "Espresso lover",
      },
      {
        quote: "Arrives fresh every time, and the tasting notes are spot on.",
        author: "Priya S.",
        role: "Regular customer",
      },
    ],
    faq: [
      {
        question: "Should I buy whole bean or ground?",
        answer:
          "Whole bean stays fresh longest. If you need it ground, tell us your brewing method at checkout.",
      },
      {
        question: "How should I store my coffee?",
        answer: "Keep it sealed in its bag, away from light and heat. Skip the fridge.",
      },
      {
        question: "When is my coffee roasted?",
        answer: "We roast in small batches and pack soon after, so your beans arrive fresh.",
      },
    ],
    cta: {
      heading: "Never run out of good coffee",
      subheading: "Pick your favourite roast and we'll keep your cupboard stocked.",
      buttonText: "Start brewing",
    },
    newsletter: {
      title: "First sip of every new roast",
      description: "New origins, brewing tips and subscriber-only offers. No spam.",
      ctaText: "Join the list",
    },
    contact:
      "Questions about a roast, grind size or wholesale? Send us a message and we'll get back to you soon.",
    categories: ["Single origin", "Espresso blends", "Decaf", "Brewing gear"],
    steps: {
      title: "From farm to cup",
      items: [
        {
          title: "Sourced with care",
          description: "We choose beans for flavour and from growers we trust.",
        },
        {
          title: "Roasted in small batches",
          description: "Each roast is profiled to bring out the bean's sweetness.",
        },
        {
          title: "Shipped fresh",
          description: "Packed right after roasting and sent straight to your door.",
        },
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
      {
        title: "Baked this morning, gone by tonight",
        subtitle:
          "Slow-fermented loaves, buttery pastries and cakes worth celebrating, baked from scratch at {brand}.",
        buttonText: "See what's fresh",
      },
      {
        title: "Real bread, made slowly",
        subtitle:
          "Long fermentation, good flour and patient hands. Order today's bakes for pickup or delivery.",
        buttonText: "Order fresh bakes",
      },
      {
        title: "The good stuff, straight from the oven",
        subtitle:
          "Crackly sourdough, flaky croissants and celebration cakes, made by hand with ingredients we can pronounce.",
        buttonText: "Browse the bakes",
      },
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
        {
          icon: "🥖",
          title: "Long fermentation",
          description: "Our doughs rest for hours, for flavour you can taste and bread that keeps.",
        },
        {
          icon: "🧈",
          title: "Real ingredients",
          description: "Butter, flour, eggs and sugar. Nothing you can't pronounce.",
        },
        {
          icon: "🌅",
          title: "Baked daily",
          description: "Everything on the shelf came out of the oven today.",
        },
      ],
    },
    collection: [
      { title: "Fresh from the oven", subtitle: "Today's loaves, pastries and sweet treats." },
      { title: "Our bakes", subtitle: "Breads, pastries and cakes, baked from scratch." },
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
      {
        icon: "🌾",
        title: "Good flour",
        description: "We bake with flour chosen for flavour, not speed.",
      },
      {
        icon: "🤲",
        title: "Made by hand",
        description: "Shaped, folded and finished by people, not machines.",
      },
      {
        icon: "🥐",
        title: "Nothing wasted",
        description: "What doesn't sell today finds a good home tonight.",
      },
    ],
    reviews: [
      {
        quote: "The sourdough has the perfect crust. It's become our weekend ritual.",
        author: "Emma L.",
        role: "Weekend regular",
      },
      {
        quote: "Ordered a birthday cake and it was the star of the party.",
        author: "James P.",
        role: "Celebration order",
      },
      {
        quote: "Best croissants in town, flaky all the way through.",
        author: "Sofia M.",
        role: "Pastry fan",
      },
    ],
    faq: [
      {
        question: "Can I order a custom cake?",
        answer:
          "Yes. Send us a message with the date, size and what you have in mind, and we'll plan it together.",
      },
      {
        question: "Do you have allergen information?",
        answer: "Ask us about any bake and we'll tell you exactly what goes into it.",
      },
      {
        question: "How do I keep bread fresh?",
        answer:
          "Store it cut side down on a board, or in a paper bag. Slice and freeze what you won't eat in two days.",
      },
    ],
    cta: {
      heading: "Planning a celebration?",
      subheading: "Custom cakes and pastry boxes, made to order for your big day.",
      buttonText: "Ask about custom orders",
    },
    newsletter: {
      title: "Hear what's coming out of the oven",
      description: "Seasonal bakes, pre-order days and the occasional recipe. No spam.",
      ctaText: "Sign me up",
    },
    contact:
      "Custom cake, a big order or a question about ingredients? Send us a message and we'll get back to you.",
    categories: ["Bread", "Pastries", "Cakes", "Cookies"],
    steps: {
      title: "How ordering works",
      items: [
        {
          title: "Choose your bakes",
          description: "Pick from today's breads, pastries and cakes.",
        },
        { title: "Pick a time", description: "Choose pickup or delivery at checkout." },
        { title: "Enjoy it fresh", description: "We bake it, box it and have it ready on time." },
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
      {
        title: "Made by hand, for everyday rituals",
        subtitle:
          "Wheel-thrown {noun} in quiet glazes, each piece a little different from the last.",
        buttonText: "Shop the collection",
      },
      {
        title: "Objects to slow down with",
        subtitle:
          "Handmade {noun} from the {brand} studio, shaped, glazed and fired in small batches.",
        buttonText: "See the pieces",
      },
    ],
    taglines: ["Handmade ceramics for everyday use.", "Small-batch pottery, made by hand."],
    features: {
      title: "Made slowly, meant to last",
      subtitle: "What goes into every piece.",
      items: [
        {
          icon: "🏺",
          title: "Thrown by hand",
          description: "Every piece is shaped on the wheel, so no two are quite alike.",
        },
        {
          icon: "🔥",
          title: "Fired for daily use",
          description: "Durable, food-safe glazes made to be used, not just admired.",
        },
        {
          icon: "📦",
          title: "Packed with care",
          description: "Wrapped by hand in recycled materials to arrive in one piece.",
        },
      ],
    },
    collection: [
      {
        title: "From the studio",
        subtitle: "Mugs, bowls and vases in small batches. When they're gone, they're gone.",
      },
      { title: "The latest firing", subtitle: "Fresh from the kiln, in glazes we love right now." },
    ],
    story: [
      {
        heading: "A studio, a wheel and a lot of clay",
        content:
          "{brand} is a small ceramics studio making pieces for the everyday: the morning coffee, the shared dinner, the flowers on the table.\n\nEach piece is thrown, trimmed and glazed by hand, and every small variation is part of its character.",
      },
    ],
    values: [
      { icon: "🤲", title: "Handmade", description: "Shaped by hand from start to finish." },
      {
        icon: "🌿",
        title: "Considered materials",
        description: "Clay and glazes chosen to last and to be used daily.",
      },
      {
        icon: "🐢",
        title: "Slow production",
        description: "Small batches, so nothing is made in a hurry.",
      },
    ],
    reviews: [
      {
        quote: "The mug feels perfect in the hand. I use it every single morning.",
        author: "Hannah W.",
        role: "Collector",
      },
      {
        quote: "Even more beautiful in person, and beautifully packed.",
        author: "Leo F.",
        role: "Gift buyer",
      },
      {
        quote: "I love that each bowl is slightly different. They feel personal.",
        author: "Amara O.",
        role: "Repeat customer",
      },
    ],
    faq: [
      {
        question: "Are your pieces dishwasher safe?",
        answer: "Most are. Each product page says so, and handwashing keeps glazes at their best.",
      },
      {
        question: "Why does my piece look different from the photo?",
        answer: "Every piece is handmade, so glaze and shape vary slightly. That's the charm.",
      },
      {
        question: "Do you take commissions?",
        answer: "Sometimes. Send us a message with what you have in mind.",
      },
    ],
    cta: {
      heading: "Looking for something special?",
      subheading: "Ask about commissions and sets made for your table.",
      buttonText: "Get in touch",
    },
    newsletter: {
      title: "Be first to the next studio drop",
      description: "Small batches sell out quickly. Hear about new pieces before anyone else.",
      ctaText: "Notify me",
    },
    contact:
      "Questions about a piece, care or commissions? Send us a message and we'll reply soon.",
    categories: ["Mugs", "Bowls", "Plates", "Vases"],
    steps: {
      title: "How a piece is made",
      items: [
        { title: "Thrown", description: "Shaped on the wheel and left to firm up." },
        { title: "Glazed", description: "Trimmed, dipped and finished by hand." },
        { title: "Fired", description: "Fired in the kiln, then checked piece by piece." },
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
      {
        title: "Made for the streets you run",
        subtitle:
          "Heavyweight tees, boxy hoodies and everyday fits from {brand}. Limited drops, no restocks.",
        buttonText: "Shop the drop",
      },
      {
        title: "Built different. Worn daily.",
        subtitle:
          "Graphic tees, hoodies and essentials cut for comfort and made to take a beating.",
        buttonText: "Shop new arrivals",
      },
      {
        title: "Less noise. Better fits.",
        subtitle:
          "Wardrobe staples in heavy fabrics and clean cuts, designed to be worn on repeat.",
        buttonText: "Explore the collection",
      },
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
        {
          icon: "🧵",
          title: "Heavyweight fabrics",
          description: "Dense cotton that holds its shape, wash after wash.",
        },
        {
          icon: "📐",
          title: "Considered fits",
          description: "Boxy, relaxed and cut to layer, without guesswork.",
        },
        {
          icon: "🔥",
          title: "Limited drops",
          description: "Small runs, so what you wear stays rare.",
        },
      ],
    },
    collection: [
      {
        title: "Latest drop",
        subtitle: "Fresh pieces, limited quantities. When they're gone, they're gone.",
      },
      { title: "New arrivals", subtitle: "The newest fits, ready to wear." },
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
      {
        icon: "🧵",
        title: "Quality first",
        description: "Fabrics and stitching that outlast trends.",
      },
      { icon: "🌱", title: "Small runs", description: "We make less, so less goes to waste." },
      { icon: "✊", title: "Community", description: "Designed with the people who wear it." },
    ],
    reviews: [
      {
        quote: "The hoodie is heavy in the best way. Fits exactly how I wanted.",
        author: "Marcus J.",
        role: "Verified buyer",
      },
      {
        quote: "Quality is way above the price. Already eyeing the next drop.",
        author: "Aisha K.",
        role: "Repeat customer",
      },
      {
        quote: "Washed it ten times and the print still looks new.",
        author: "Diego R.",
        role: "Verified buyer",
      },
    ],
    faq: [
      {
        question: "How do your sizes run?",
        answer:
          "Our fits are relaxed. Check the size guide on each product, or size down for a closer fit.",
      },
      {
        question: "Will you restock sold-out items?",
        answer: "Most drops are limited. Join the newsletter to hear about new releases first.",
      },
      {
        question: "Can I exchange for a different size?",
        answer: "Yes, unworn items can be exchanged. Send us a message to start.",
      },
    ],
    cta: {
      heading: "Don't miss the next drop",
      subheading: "Limited runs sell out fast. Be first in line.",
      buttonText: "Get early access",
    },
    newsletter: {
      title: "Get early access to drops",
      description: "New releases, restocks and members-only offers, before anyone else.",
      ctaText: "I'm in",
    },
    contact: "Questions about sizing, an order or collaborations? Send us a message.",
    categories: ["Tees", "Hoodies", "Bottoms", "Accessories"],
    steps: {
      title: "How a drop happens",
      items: [
        { title: "Designed", description: "Sketched, sampled and tested on real people." },
        { title: "Made", description: "Produced in small runs with the fabrics we trust." },
        {
          title: "Dropped",
          description: "Released in limited quantities, announced to subscribers first.",
        },
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
      {
        title: "Pieces made to be kept",
        subtitle:
          "Fine jewellery from {brand}, crafted by hand in precious metals and designed to be worn every day.",
        buttonText: "Discover the collection",
      },
      {
        title: "Quiet luxury, made to last",
        subtitle:
          "Rings, necklaces and earrings with clean lines and lasting shine, finished by hand.",
        buttonText: "Shop fine jewellery",
      },
    ],
    taglines: ["Fine jewellery, made to be kept.", "Everyday heirlooms, finished by hand."],
    features: {
      title: "The details matter",
      subtitle: "What makes each piece worth keeping.",
      items: [
        {
          icon: "💎",
          title: "Precious materials",
          description: "Solid metals and carefully chosen stones.",
        },
        {
          icon: "🔨",
          title: "Finished by hand",
          description: "Every piece is polished and checked by a jeweller.",
        },
        {
          icon: "🎁",
          title: "Gift-ready",
          description: "Delivered in a keepsake box, ready to give.",
        },
      ],
    },
    collection: [
      {
        title: "The collection",
        subtitle: "Everyday pieces and statement designs, made to be worn for years.",
      },
      { title: "Most loved", subtitle: "The pieces our customers keep coming back for." },
    ],
    story: [
      {
        heading: "Jewellery with a story",
        content:
          "{brand} makes jewellery for the moments that matter and the days in between.\n\nEach piece is designed to be worn, not saved for best, and finished by hand so it lasts long enough to be passed on.",
      },
    ],
    values: [
      {
        icon: "✨",
        title: "Craftsmanship",
        description: "Traditional techniques, finished with care.",
      },
      {
        icon: "🌍",
        title: "Responsible sourcing",
        description: "Materials chosen with their origin in mind.",
      },
      {
        icon: "♾️",
        title: "Made to last",
        description: "Designed to be worn every day and kept for years.",
      },
    ],
    reviews: [
      {
        quote: "I haven't taken the ring off since it arrived. Beautifully made.",
        author: "Claire D.",
        role: "Verified buyer",
      },
      {
        quote: "Bought a necklace as a gift and the packaging alone made her cry.",
        author: "Sam T.",
        role: "Gift buyer",
      },
      {
        quote: "Delicate, but it has survived daily wear without a scratch.",
        author: "Nadia B.",
        role: "Repeat customer",
      },
    ],
    faq: [
      {
        question: "How do I find my ring size?",
        answer: "Use our size guide, or send us a message and we'll help you measure at home.",
      },
      {
        question: "How should I care for my jewellery?",
        answer:
          "Store pieces separately, keep them away from perfume and water, and polish with a soft cloth.",
      },
      {
        question: "Do you offer gift wrapping?",
        answer: "Every order arrives in a gift box. Add a note at checkout and we'll include it.",
      },
    ],
    cta: {
      heading: "Looking for something one of a kind?",
      subheading: "Tell us about the piece you have in mind.",
      buttonText: "Start a conversation",
    },
    newsletter: {
      title: "Be first to see new pieces",
      description: "New collections, care tips and private previews. No spam.",
      ctaText: "Subscribe",
    },
    contact: "Questions about a piece, sizing or a custom design? Send us a message.",
    categories: ["Rings", "Necklaces", "Earrings", "Bracelets"],
    steps: {
      title: "How a piece is made",
      items: [
        { title: "Designed", description: "Every piece starts as a sketch." },
        { title: "Crafted", description: "Formed and set by hand." },
        { title: "Finished", description: "Polished, checked and boxed for you." },
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
      {
        title: "Skincare that keeps it simple",
        subtitle:
          "Gentle, effective formulas from {brand} with ingredients you can read and routines you'll actually keep.",
        buttonText: "Shop skincare",
      },
      {
        title: "Your skin, only happier",
        subtitle:
          "Thoughtful formulas for everyday care, made in small batches and kind to sensitive skin.",
        buttonText: "Find your routine",
      },
    ],
    taglines: ["Simple skincare, honest ingredients.", "Everyday care for happy skin."],
    features: {
      title: "Good for your skin",
      subtitle: "What we put in, and what we leave out.",
      items: [
        {
          icon: "🌿",
          title: "Clear ingredients",
          description: "Every ingredient listed, and why it's there.",
        },
        {
          icon: "🐰",
          title: "Kind formulas",
          description: "Gentle on skin and never tested on animals.",
        },
        {
          icon: "♻️",
          title: "Thoughtful packaging",
          description: "Recyclable where we can, refillable where it counts.",
        },
      ],
    },
    collection: [
      { title: "Bestsellers", subtitle: "The products our customers reach for every day." },
      {
        title: "Build your routine",
        subtitle: "Cleansers, serums and moisturisers that work together.",
      },
    ],
    story: [
      {
        heading: "Skincare without the noise",
        content:
          "{brand} was created for people who want skincare that works without a twelve-step routine.\n\nWe make a small range of thoughtful formulas, list every ingredient clearly and keep improving them with feedback from the people who use them.",
      },
    ],
    values: [
      {
        icon: "🔬",
        title: "Formulated with care",
        description: "Every product is made to do one job well.",
      },
      { icon: "🐰", title: "Cruelty free", description: "We never test on animals." },
      {
        icon: "🌱",
        title: "Less waste",
        description: "Packaging chosen to be reused or recycled.",
      },
    ],
    reviews: [
      {
        quote: "My skin has never felt this calm. The serum is a keeper.",
        author: "Lena K.",
        role: "Verified buyer",
      },
      {
        quote: "Finally a routine I can stick to. Three products and I'm done.",
        author: "Rosa P.",
        role: "Repeat customer",
      },
      {
        quote: "Gentle enough for my sensitive skin and smells lovely.",
        author: "Grace N.",
        role: "Verified buyer",
      },
    ],
    faq: [
      {
        question: "Which products suit sensitive skin?",
        answer:
          "Each product page lists who it's for. Unsure? Send us a message and we'll help you choose.",
      },
      {
        question: "Are your products cruelty free?",
        answer: "Yes, our products are never tested on animals.",
      },
      {
        question: "How long does a bottle last?",
        answer: "Used daily, most products last several weeks. Each product page has the details.",
      },
    ],
    cta: {
      heading: "Not sure where to start?",
      subheading: "Tell us about your skin and we'll suggest a simple routine.",
      buttonText: "Get a recommendation",
    },
    newsletter: {
      title: "Skincare notes, not spam",
      description: "Routine tips, new launches and subscriber-only offers.",
      ctaText: "Subscribe",
    },
    contact: "Questions about a product or your routine? Send us a message and we'll help.",
    categories: ["Cleansers", "Serums", "Moisturisers", "Body care"],
    steps: {
      title: "A routine in three steps",
      items: [
        { title: "Cleanse", description: "Start with a gentle cleanser that respects your skin." },
        { title: "Treat", description: "Add a serum for what your skin needs most." },
        { title: "Moisturise", description: "Seal it in and protect your skin barrier." },
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
      {
        title: "Make home feel like home",
        subtitle:
          "Hand-poured candles and home fragrance from {brand}, made in small batches for slow evenings.",
        buttonText: "Shop candles",
      },
      {
        title: "Light something lovely",
        subtitle:
          "Clean-burning candles in scents that feel like a deep breath. Poured by hand, made to be enjoyed.",
        buttonText: "Find your scent",
      },
    ],
    taglines: ["Hand-poured candles for slow evenings.", "Scents and objects for a calmer home."],
    features: {
      title: "Poured by hand",
      subtitle: "Why our candles burn better.",
      items: [
        {
          icon: "🕯️",
          title: "Clean burn",
          description: "Natural wax and cotton wicks for an even, steady flame.",
        },
        {
          icon: "🌸",
          title: "Layered scents",
          description: "Blended to fill a room without overwhelming it.",
        },
        {
          icon: "♻️",
          title: "Reusable vessels",
          description: "Jars made to live on as planters, pots or glasses.",
        },
      ],
    },
    collection: [
      { title: "Our scents", subtitle: "From fresh and green to warm and woody." },
      {
        title: "Made for your home",
        subtitle: "Candles and home fragrance, poured in small batches.",
      },
    ],
    story: [
      {
        heading: "It started with one candle",
        content:
          "{brand} began at a kitchen table with a pot of wax and a wish for a home that smelled like calm.\n\nToday we still pour every candle by hand, in small batches, and test every scent in our own homes before it reaches yours.",
      },
    ],
    values: [
      {
        icon: "🤲",
        title: "Hand-poured",
        description: "Every candle is poured and finished by hand.",
      },
      { icon: "🌿", title: "Natural wax", description: "A cleaner burn for your home." },
      {
        icon: "🫙",
        title: "Made to be reused",
        description: "Vessels worth keeping when the candle is done.",
      },
    ],
    reviews: [
      {
        quote: "The scent fills the room without being too much. Perfect for evenings.",
        author: "Olivia G.",
        role: "Verified buyer",
      },
      {
        quote: "Burns so evenly, right to the bottom of the jar.",
        author: "Ben A.",
        role: "Repeat customer",
      },
      {
        quote: "Bought three as gifts and kept one for myself.",
        author: "Chloe V.",
        role: "Gift buyer",
      },
    ],
    faq: [
      {
        question: "How long do your candles burn?",
        answer: "Burn time depends on size; each product page lists it.",
      },
      {
        question: "How do I get an even burn?",
        answer:
          "Let the wax melt to the edges on the first burn and trim the wick before each use.",
      },
      {
        question: "Can I reuse the jar?",
        answer: "Yes. Remove leftover wax with warm water and use it again.",
      },
    ],
    cta: {
      heading: "Looking for the perfect gift?",
      subheading: "Candle sets, wrapped and ready to give.",
      buttonText: "Shop gifts",
    },
    newsletter: {
      title: "New scents, first",
      description: "Seasonal launches and candle-care tips, straight to your inbox.",
      ctaText: "Subscribe",
    },
    contact: "Questions about a scent, an order or wholesale? Send us a message.",
    categories: ["Candles", "Diffusers", "Gift sets", "Home"],
    steps: {
      title: "How we make them",
      items: [
        { title: "Blend", description: "We develop each scent until it's just right." },
        { title: "Pour", description: "Every candle is poured by hand in small batches." },
        { title: "Cure", description: "Candles rest before shipping for a stronger throw." },
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
      {
        title: "Bring a little green home",
        subtitle:
          "Healthy, happy {noun} from {brand}, grown with care and delivered ready to thrive.",
        buttonText: "Shop plants",
      },
      {
        title: "Fresh stems, arranged with love",
        subtitle: "Seasonal flowers and plants, hand-picked and arranged to make someone's day.",
        buttonText: "Send flowers",
      },
    ],
    taglines: ["Plants and flowers, grown with care.", "A little green for every home."],
    features: {
      title: "Grown with care",
      subtitle: "From our greenhouse to your windowsill.",
      items: [
        {
          icon: "🌱",
          title: "Healthy from day one",
          description: "Every plant is checked before it leaves us.",
        },
        {
          icon: "📦",
          title: "Packed to travel",
          description: "Secure, plastic-light packaging that keeps plants safe.",
        },
        {
          icon: "💬",
          title: "Care advice included",
          description: "Simple care notes with every order, and help when you need it.",
        },
      ],
    },
    collection: [
      {
        title: "Plants we love right now",
        subtitle: "Easy-going favourites and statement plants for every room.",
      },
      { title: "In season", subtitle: "Fresh stems and plants at their best this week." },
    ],
    story: [
      {
        heading: "Rooted in a love of green things",
        content:
          "{brand} grew from a windowsill full of cuttings and a wish to share them.\n\nWe choose every plant and stem for health and character, pack it with care and help you keep it thriving long after it arrives.",
      },
    ],
    values: [
      {
        icon: "🌿",
        title: "Healthy plants",
        description: "Chosen and checked by people who love them.",
      },
      { icon: "♻️", title: "Plastic-light", description: "Packaging that's kind to the planet." },
      {
        icon: "🤝",
        title: "Lifelong help",
        description: "Ask us anything about your plant, any time.",
      },
    ],
    reviews: [
      {
        quote: "Arrived perfectly packed and looks even better than the photo.",
        author: "Isla M.",
        role: "Verified buyer",
      },
      {
        quote: "The care notes saved my fiddle leaf fig. Thank you!",
        author: "Noah B.",
        role: "Plant parent",
      },
      {
        quote: "Sent a bouquet to my mum and she hasn't stopped talking about it.",
        author: "Zara H.",
        role: "Gift buyer",
      },
    ],
    faq: [
      {
        question: "How do you ship plants?",
        answer: "In sturdy, plastic-light packaging designed to keep them upright and safe.",
      },
      {
        question: "What if my plant arrives damaged?",
        answer: "Send us a photo within a few days of delivery and we'll make it right.",
      },
      {
        question: "Which plants are pet friendly?",
        answer: "Look for the pet-friendly note on each product, or ask us.",
      },
    ],
    cta: {
      heading: "Need help choosing?",
      subheading: "Tell us about your light and space and we'll suggest the right plant.",
      buttonText: "Ask a plant expert",
    },
    newsletter: {
      title: "Care tips and new arrivals",
      description: "Seasonal plants, care guides and subscriber offers.",
      ctaText: "Subscribe",
    },
    contact: "Questions about a plant, care or an order? Send us a message.",
    categories: ["Easy care", "Statement plants", "Flowers", "Pots and care"],
    steps: {
      title: "From us to your windowsill",
      items: [
        {
          title: "Pick your plant",
          description: "Choose by size, light or how much care you can give.",
        },
        {
          title: "We pack it with care",
          description: "Secure packaging keeps it safe on the way.",
        },
        { title: "Watch it thrive", description: "Follow the care notes, and ask us anything." },
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
      {
        title: "A better cup of tea",
        subtitle:
          "Whole-leaf teas from {brand}, chosen for flavour and packed fresh so every cup is worth slowing down for.",
        buttonText: "Shop teas",
      },
      {
        title: "Steep, sip, slow down",
        subtitle:
          "Loose-leaf greens, blacks, oolongs and herbal blends for every moment of the day.",
        buttonText: "Find your tea",
      },
    ],
    taglines: ["Whole-leaf tea for slow moments.", "Loose-leaf teas, chosen for flavour."],
    features: {
      title: "Why loose leaf",
      subtitle: "More flavour, less waste.",
      items: [
        {
          icon: "🍃",
          title: "Whole leaves",
          description: "Room to unfurl means a fuller, rounder cup.",
        },
        {
          icon: "🌍",
          title: "Carefully chosen",
          description: "Teas selected from growers we trust.",
        },
        {
          icon: "♻️",
          title: "Plastic-free",
          description: "Compostable pouches and tins made to refill.",
        },
      ],
    },
    collection: [
      { title: "Our teas", subtitle: "Green, black, oolong and herbal, each with brewing notes." },
      { title: "Fresh leaves", subtitle: "Seasonal teas and everyday favourites." },
    ],
    story: [
      {
        heading: "A small shop for good tea",
        content:
          "{brand} started with a simple wish: to make great loose-leaf tea easy to discover and easy to love.\n\nWe taste everything we sell, write honest brewing notes and pack our teas fresh, so your cup is always worth the wait.",
      },
    ],
    values: [
      {
        icon: "🍵",
        title: "Flavour first",
        description: "Every tea is tasted before it joins the range.",
      },
      {
        icon: "🤝",
        title: "Trusted growers",
        description: "We work with partners who care about quality.",
      },
      {
        icon: "🌱",
        title: "Low waste",
        description: "Packaging that composts, refills or recycles.",
      },
    ],
    reviews: [
      {
        quote: "The jasmine green is floral and smooth. I'm hooked.",
        author: "Mei L.",
        role: "Verified buyer",
      },
      {
        quote: "Brewing notes are so helpful. My tea has never tasted better.",
        author: "Oscar D.",
        role: "Tea convert",
      },
      { quote: "Beautiful tins and even better tea.", author: "Ruth A.", role: "Repeat customer" },
    ],
    faq: [
      {
        question: "How do I brew loose-leaf tea?",
        answer:
          "Each tea comes with water temperature and steeping time. Most leaves can be steeped more than once.",
      },
      {
        question: "How should I store tea?",
        answer: "Keep it airtight, away from light, heat and strong smells.",
      },
      {
        question: "Do you sell tea gifts?",
        answer: "Yes, tins and sampler sets make lovely gifts.",
      },
    ],
    cta: {
      heading: "New to loose leaf?",
      subheading: "Start with a sampler and find your favourite.",
      buttonText: "Try a sampler",
    },
    newsletter: {
      title: "Steeped in good news",
      description: "New harvests, brewing guides and subscriber offers.",
      ctaText: "Subscribe",
    },
    contact: "Questions about a tea or brewing? Send us a message.",
    categories: ["Green tea", "Black tea", "Herbal", "Teaware"],
    steps: {
      title: "The perfect cup",
      items: [
        { title: "Measure", description: "About a teaspoon of leaves per cup." },
        { title: "Steep", description: "Use the temperature and time on the pouch." },
        { title: "Sip and repeat", description: "Good leaves give more than one cup." },
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
      {
        title: "Tech that just works",
        subtitle:
          "Hand-picked gadgets and accessories from {brand}, tested by us so you don't have to.",
        buttonText: "Shop the latest",
      },
      {
        title: "Upgrade your everyday",
        subtitle: "Smart, reliable gear for work, play and everything in between.",
        buttonText: "Browse gear",
      },
    ],
    taglines: ["Gear we've tested and trust.", "Smart tech for everyday life."],
    features: {
      title: "Why buy from us",
      subtitle: "Less guesswork, better gear.",
      items: [
        {
          icon: "🧪",
          title: "Tested by us",
          description: "We use what we sell before it goes on the shelf.",
        },
        {
          icon: "🛡️",
          title: "Warranty support",
          description: "Help with claims and repairs when something goes wrong.",
        },
        {
          icon: "⚡",
          title: "Fast dispatch",
          description: "Orders packed quickly and tracked to your door.",
        },
      ],
    },
    collection: [
      { title: "Latest gear", subtitle: "New arrivals and the accessories everyone's asking for." },
      { title: "Top picks", subtitle: "Gadgets we use every day." },
    ],
    story: [
      {
        heading: "Built by people who love gear",
        content:
          "{brand} started because finding good tech shouldn't mean reading a hundred reviews.\n\nWe test the products we sell, keep the range focused and give straight answers when you need help.",
      },
    ],
    values: [
      {
        icon: "🔍",
        title: "Curated range",
        description: "Only products we'd recommend to a friend.",
      },
      {
        icon: "💬",
        title: "Straight answers",
        description: "Real help from people who know the gear.",
      },
      {
        icon: "♻️",
        title: "Built to last",
        description: "We favour repairable, durable products.",
      },
    ],
    reviews: [
      {
        quote: "Great headphones and even better support when I had a question.",
        author: "Arjun P.",
        role: "Verified buyer",
      },
      {
        quote: "Fast delivery and exactly as described.",
        author: "Kate S.",
        role: "Verified buyer",
      },
      {
        quote: "Their recommendations are spot on. I trust their picks.",
        author: "Felix W.",
        role: "Repeat customer",
      },
    ],
    faq: [
      {
        question: "Do products come with a warranty?",
        answer: "Yes. Each product page lists its warranty, and we help with any claim.",
      },
      {
        question: "Is this compatible with my device?",
        answer: "Check the compatibility notes on the product page, or ask us before you buy.",
      },
      {
        question: "Can I return an item?",
        answer: "Unused items in original packaging can be returned. Send us a message to start.",
      },
    ],
    cta: {
      heading: "Not sure what you need?",
      subheading: "Tell us what you're trying to do and we'll recommend the right gear.",
      buttonText: "Ask us",
    },
    newsletter: {
      title: "New gear, first",
      description: "Launches, deals and honest buying guides. No spam.",
      ctaText: "Subscribe",
    },
    contact: "Questions about compatibility, an order or a warranty? Send us a message.",
    categories: ["Audio", "Charging", "Accessories", "Smart home"],
    steps: {
      title: "How we choose",
      items: [
        { title: "Research", description: "We shortlist products with a real track record." },
        { title: "Test", description: "We use them day to day." },
        { title: "Recommend", description: "Only the best make it to the shop." },
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
      {
        title: "Stronger starts today",
        subtitle:
          "Training, gear and support from {brand} to help you move better, feel stronger and keep showing up.",
        buttonText: "Get started",
      },
      {
        title: "Move more. Feel better.",
        subtitle:
          "Everything you need to train with purpose, whether it's your first session or your hundredth.",
        buttonText: "Start training",
      },
    ],
    taglines: ["Train with purpose.", "Move better, feel stronger."],
    features: {
      title: "Built for real progress",
      subtitle: "What you get with us.",
      items: [
        {
          icon: "💪",
          title: "Programmes that work",
          description: "Structured plans that build strength step by step.",
        },
        { icon: "🧑‍🏫", title: "Expert guidance", description: "Coaching and advice you can trust." },
        {
          icon: "📈",
          title: "Track your progress",
          description: "See how far you've come and what's next.",
        },
      ],
    },
    collection: [
      { title: "Train with us", subtitle: "Gear and essentials for every workout." },
      { title: "Shop essentials", subtitle: "Kit that keeps up with your training." },
    ],
    story: [
      {
        heading: "Fitness for real people",
        content:
          "{brand} exists to make training simple, effective and something you look forward to.\n\nNo gimmicks, no shortcuts: just good coaching, honest advice and gear that works as hard as you do.",
      },
    ],
    values: [
      {
        icon: "🎯",
        title: "Results",
        description: "Every plan is built around progress you can measure.",
      },
      { icon: "🤝", title: "Support", description: "A community that keeps you going." },
      { icon: "🧠", title: "Honesty", description: "Clear advice, no gimmicks." },
    ],
    reviews: [
      {
        quote: "I've never stuck with training this long. The plans just make sense.",
        author: "Chris M.",
        role: "Member",
      },
      { quote: "Stronger than ever and actually enjoying it.", author: "Jade T.", role: "Member" },
      { quote: "Great coaching, great energy, real results.", author: "Ahmed S.", role: "Member" },
    ],
    faq: [
      {
        question: "I'm a beginner. Is this for me?",
        answer: "Yes. Every plan starts where you are and builds from there.",
      },
      {
        question: "Do I need equipment?",
        answer: "Many sessions need none. Each plan lists what you'll use.",
      },
      {
        question: "Can I cancel anytime?",
        answer: "Memberships can be paused or cancelled. Send us a message for help.",
      },
    ],
    cta: {
      heading: "Ready to start?",
      subheading: "Your first session is the hardest. We'll help you through it.",
      buttonText: "Start today",
    },
    newsletter: {
      title: "Training tips in your inbox",
      description: "Workouts, nutrition tips and member offers.",
      ctaText: "Subscribe",
    },
    contact: "Questions about training, memberships or gear? Send us a message.",
    categories: ["Strength", "Cardio", "Recovery", "Gear"],
    steps: {
      title: "How it works",
      items: [
        { title: "Tell us your goal", description: "Strength, fitness or just feeling better." },
        { title: "Get your plan", description: "A clear programme built around your week." },
        {
          title: "Show up and progress",
          description: "Train, track and watch yourself get stronger.",
        },
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
      {
        title: "Happy pets, happy homes",
        subtitle:
          "Treats, toys and everyday essentials from {brand}, chosen by pet lovers for the ones who rule the house.",
        buttonText: "Shop for your pet",
      },
      {
        title: "Good things for good boys (and girls)",
        subtitle:
          "Tasty treats, tough toys and comfy beds, all picked with tails and whiskers in mind.",
        buttonText: "Treat them",
      },
    ],
    taglines: ["Good things for happy pets.", "Made for the ones who rule the house."],
    features: {
      title: "Pet-approved",
      subtitle: "Why pets and their people love us.",
      items: [
        {
          icon: "🦴",
          title: "Tasty and wholesome",
          description: "Treats made with ingredients you can trust.",
        },
        { icon: "🧸", title: "Built to last", description: "Toys tough enough for serious play." },
        {
          icon: "🐾",
          title: "Chosen by pet lovers",
          description: "Everything is tried by our own furry testers.",
        },
      ],
    },
    collection: [
      {
        title: "Pet favourites",
        subtitle: "Treats, toys and essentials our furry testers approved.",
      },
      { title: "New for your pet", subtitle: "Fresh arrivals for play, rest and snack time." },
    ],
    story: [
      {
        heading: "Run by pet people",
        content:
          "{brand} started with a very demanding dog and a search for better treats and tougher toys.\n\nWe still test everything with our own pets first, so you can shop knowing it's been tail-wag approved.",
      },
    ],
    values: [
      {
        icon: "🐶",
        title: "Pets first",
        description: "Everything is chosen with their health and happiness in mind.",
      },
      { icon: "🌿", title: "Good ingredients", description: "Simple, wholesome and easy to read." },
      {
        icon: "💛",
        title: "Community",
        description: "We love hearing about your pets. Send us photos!",
      },
    ],
    reviews: [
      {
        quote: "My dog goes wild for these treats. Ordering again!",
        author: "Lucy B.",
        role: "Dog parent",
      },
      {
        quote: "Finally a toy that survived more than a day.",
        author: "Mark E.",
        role: "Puppy parent",
      },
      { quote: "My cats approve, which says everything.", author: "Hiro N.", role: "Cat parent" },
    ],
    faq: [
      {
        question: "Are your treats suitable for puppies?",
        answer: "Each product page says which ages it suits. Ask us if you're unsure.",
      },
      {
        question: "What if my pet doesn't like it?",
        answer: "Send us a message and we'll help find something they'll love.",
      },
      {
        question: "Do you have products for sensitive stomachs?",
        answer: "Yes, look for the gentle label or ask us for recommendations.",
      },
    ],
    cta: {
      heading: "Spoil them a little",
      subheading: "New treats and toys every month for your best friend.",
      buttonText: "Shop treats",
    },
    newsletter: {
      title: "Join the pack",
      description: "New treats, pet care tips and member-only offers.",
      ctaText: "Join",
    },
    contact: "Questions about a product or your pet's needs? Send us a message.",
    categories: ["Treats", "Toys", "Beds", "Grooming"],
    steps: {
      title: "How it works",
      items: [
        {
          title: "Pick their favourites",
          description: "Treats, toys and essentials for every pet.",
        },
        { title: "We pack it fast", description: "Orders are packed with care and sent quickly." },
        { title: "Happy pet", description: "Tails wag, purrs happen. Guaranteed smiles." },
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
      {
        title: "Toys made for big imaginations",
        subtitle:
          "Playful, well-made toys and games from {brand}, chosen to spark curiosity and last through years of play.",
        buttonText: "Shop toys",
      },
      {
        title: "Play that grows with them",
        subtitle: "Thoughtful toys, books and games for every age and stage.",
        buttonText: "Find the perfect toy",
      },
    ],
    taglines: ["Toys for big imaginations.", "Play that lasts."],
    features: {
      title: "Made for play",
      subtitle: "What parents love about us.",
      items: [
        {
          icon: "🧩",
          title: "Sparks curiosity",
          description: "Toys that invite building, pretending and discovering.",
        },
        {
          icon: "🛡️",
          title: "Safety first",
          description: "Chosen with child safety standards in mind.",
        },
        { icon: "🌳", title: "Built to last", description: "Sturdy toys that can be handed down." },
      ],
    },
    collection: [
      { title: "Playtime favourites", subtitle: "Toys and games kids keep coming back to." },
      { title: "New toys", subtitle: "Fresh finds for every age." },
    ],
    story: [
      {
        heading: "Play is serious business",
        content:
          "{brand} was started by parents who wanted fewer, better toys: ones that spark imagination and survive real play.\n\nEvery toy we sell is chosen with care, tried by real children and made to be loved for years.",
      },
    ],
    values: [
      { icon: "🎨", title: "Imagination", description: "Open-ended toys for endless play." },
      { icon: "🛡️", title: "Safety", description: "Chosen with care for little hands." },
      { icon: "🌍", title: "Sustainability", description: "Durable materials and less plastic." },
    ],
    reviews: [
      {
        quote: "My daughter plays with this every day. Worth every penny.",
        author: "Anna S.",
        role: "Parent",
      },
      {
        quote: "Beautiful quality and arrived gift-wrapped.",
        author: "Paul R.",
        role: "Grandparent",
      },
      { quote: "Finally toys that don't break in a week!", author: "Fatima Z.", role: "Parent" },
    ],
    faq: [
      {
        question: "What ages are your toys for?",
        answer: "Each product page shows a recommended age range.",
      },
      {
        question: "Do you offer gift wrapping?",
        answer: "Yes, choose gift wrapping at checkout and add a note.",
      },
      {
        question: "Are your toys safe?",
        answer: "We choose toys with child safety standards in mind. Check each product's details.",
      },
    ],
    cta: {
      heading: "Looking for a gift?",
      subheading: "Tell us the age and interests, and we'll suggest something special.",
      buttonText: "Get gift ideas",
    },
    newsletter: {
      title: "Playtime ideas, delivered",
      description: "New toys, gift guides and parent-friendly offers.",
      ctaText: "Subscribe",
    },
    contact: "Questions about a toy, ages or gifts? Send us a message.",
    categories: ["Baby", "Toddler", "Games", "Outdoor play"],
    steps: {
      title: "Gifting made easy",
      items: [
        { title: "Choose by age", description: "Browse toys by age and interest." },
        { title: "Add a gift wrap", description: "We wrap it and add your note." },
        { title: "Watch them play", description: "Delivered ready to unwrap." },
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
      {
        title: "Stories and art worth keeping",
        subtitle:
          "Carefully chosen {noun} from {brand}, for shelves and walls that say something about you.",
        buttonText: "Browse the shop",
      },
      {
        title: "Made to be looked at, read and loved",
        subtitle:
          "Prints, books and one-off pieces chosen with care and shipped flat, safe and ready to enjoy.",
        buttonText: "Explore the collection",
      },
    ],
    taglines: ["Books and art worth keeping.", "For shelves and walls with stories."],
    features: {
      title: "Chosen with care",
      subtitle: "Why people come back.",
      items: [
        {
          icon: "📚",
          title: "Curated selection",
          description: "Every title and print is picked by hand.",
        },
        {
          icon: "🖼️",
          title: "Quality printing",
          description: "Archival papers and inks that last.",
        },
        {
          icon: "📦",
          title: "Safe delivery",
          description: "Packed flat and protected on the way to you.",
        },
      ],
    },
    collection: [
      { title: "New in", subtitle: "Fresh titles and prints, chosen this season." },
      { title: "From the collection", subtitle: "Pieces to read, frame and keep." },
    ],
    story: [
      {
        heading: "A small shop with big stories",
        content:
          "{brand} is a small, independent shop for people who love to read, collect and surround themselves with art.\n\nWe choose every piece ourselves and pack each order by hand, as if it were going onto our own shelf.",
      },
    ],
    values: [
      { icon: "🖋️", title: "Independent", description: "Supporting makers, writers and artists." },
      { icon: "🔎", title: "Curated", description: "Quality over quantity, always." },
      {
        icon: "🌱",
        title: "Considered",
        description: "Recycled packaging and archival materials.",
      },
    ],
    reviews: [
      {
        quote: "The print is even more beautiful in person. Packed perfectly.",
        author: "Elena C.",
        role: "Verified buyer",
      },
      {
        quote: "Their recommendations led me to my favourite book this year.",
        author: "George W.",
        role: "Reader",
      },
      {
        quote: "A shop with real taste. I always find something special.",
        author: "Yuki T.",
        role: "Repeat customer",
      },
    ],
    faq: [
      {
        question: "Do prints come framed?",
        answer: "Prints are sold unframed unless the product page says otherwise.",
      },
      {
        question: "How are prints shipped?",
        answer: "Flat or rolled in sturdy packaging to keep them safe.",
      },
      {
        question: "Can you help me find a book?",
        answer: "Send us a message and we'll do our best to track it down.",
      },
    ],
    cta: {
      heading: "Looking for something special?",
      subheading: "Tell us what you love and we'll help you find it.",
      buttonText: "Ask us",
    },
    newsletter: {
      title: "New arrivals, first",
      description: "New titles, prints and studio news, once in a while.",
      ctaText: "Subscribe",
    },
    contact: "Questions about a print, a book or commissions? Send us a message.",
    categories: ["Books", "Art prints", "Originals", "Stationery"],
    steps: {
      title: "From studio to wall",
      items: [
        { title: "Chosen", description: "Each piece is picked or created with care." },
        { title: "Printed", description: "Reproduced on archival paper and inks." },
        { title: "Packed", description: "Protected and sent flat to your door." },
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
      {
        title: "Bottles worth opening",
        subtitle: "Characterful {noun} from {brand}, chosen by people who taste everything first.",
        buttonText: "Shop the cellar",
      },
      {
        title: "Pour something memorable",
        subtitle:
          "Small producers, honest bottles and tasting notes that actually help you choose.",
        buttonText: "Explore bottles",
      },
    ],
    taglines: ["Bottles worth opening.", "Small producers, big character."],
    features: {
      title: "Chosen by taste",
      subtitle: "How we fill our shelves.",
      items: [
        {
          icon: "🍷",
          title: "Tasted first",
          description: "Every bottle is tasted before it's stocked.",
        },
        {
          icon: "🏡",
          title: "Small producers",
          description: "We favour makers who do things properly.",
        },
        {
          icon: "📝",
          title: "Honest notes",
          description: "Tasting notes written to help you choose.",
        },
      ],
    },
    collection: [
      { title: "From the cellar", subtitle: "Bottles we're excited about right now." },
      { title: "Staff picks", subtitle: "Our favourites for tonight and for keeping." },
    ],
    story: [
      {
        heading: "Good bottles, honestly chosen",
        content:
          "{brand} started with a simple rule: only sell what we'd happily open ourselves.\n\nWe taste widely, favour small producers and write notes that help you find the right bottle for the moment.",
      },
    ],
    values: [
      { icon: "🍇", title: "Character", description: "Bottles with a sense of place and purpose." },
      { icon: "🤝", title: "Makers first", description: "Supporting independent producers." },
      { icon: "🎓", title: "Knowledge", description: "Friendly advice, no snobbery." },
    ],
    reviews: [
      {
        quote: "Their recommendation was perfect for our anniversary dinner.",
        author: "Laura F.",
        role: "Verified buyer",
      },
      {
        quote: "Great selection and the tasting notes are genuinely useful.",
        author: "Henry M.",
        role: "Repeat customer",
      },
      {
        quote: "Found a new favourite gin thanks to their picks.",
        author: "Nina R.",
        role: "Verified buyer",
      },
    ],
    faq: [
      {
        question: "Do you check age on delivery?",
        answer:
          "Yes. Alcohol is only delivered to adults of legal drinking age, and ID may be required.",
      },
      {
        question: "Can you recommend a bottle for a dinner?",
        answer: "Send us the menu and budget, and we'll suggest something.",
      },
      {
        question: "Do you offer gift packaging?",
        answer: "Yes, choose gift packaging at checkout.",
      },
    ],
    cta: {
      heading: "Need a pairing?",
      subheading: "Tell us what's on the menu and we'll find the bottle.",
      buttonText: "Ask for a pairing",
    },
    newsletter: {
      title: "New bottles, first pour",
      description: "New arrivals, tasting notes and member offers. Adults only.",
      ctaText: "Subscribe",
    },
    contact: "Questions about a bottle, a pairing or an event order? Send us a message.",
    categories: ["Red", "White", "Sparkling", "Spirits"],
    steps: {
      title: "How we choose",
      items: [
        { title: "Taste widely", description: "We try far more bottles than we stock." },
        { title: "Meet the makers", description: "We favour producers with care and character." },
        { title: "Share the best", description: "Only the standouts make it to the shelf." },
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
      {
        title: "Expert help, without the hassle",
        subtitle:
          "{brand} offers expert help that fits around you: clear advice, honest quotes and work done properly.",
        buttonText: "Book a consultation",
      },
      {
        title: "Let's get it done, properly",
        subtitle: "Reliable, friendly service from people who care about doing good work.",
        buttonText: "Get in touch",
      },
    ],
    taglines: ["Good work, done properly.", "Expert help, made simple."],
    features: {
      title: "What we do",
      subtitle: "Services shaped around what you need.",
      items: [
        {
          icon: "🧭",
          title: "Consultation",
          description: "We start by listening and understanding what you need.",
        },
        {
          icon: "🛠️",
          title: "Delivery",
          description: "Careful, reliable work with clear communication throughout.",
        },
        {
          icon: "🤝",
          title: "Ongoing support",
          description: "We're here after the job is done, too.",
        },
      ],
    },
    collection: [{ title: "Our services", subtitle: "What we offer and how we can help." }],
    story: [
      {
        heading: "Who we are",
        content:
          "{brand} was built on a simple idea: people deserve expert help that's clear, reliable and easy to work with.\n\nWe take time to understand what you need, explain our approach in plain words and do the work properly the first time.",
      },
    ],
    values: [
      { icon: "🎯", title: "Clarity", description: "Plain words, clear plans and no surprises." },
      {
        icon: "⏱️",
        title: "Reliability",
        description: "We show up and deliver when we say we will.",
      },
      { icon: "💬", title: "Care", description: "Every client gets our full attention." },
    ],
    reviews: [
      {
        quote: "Professional, friendly and the result exceeded what we hoped for.",
        author: "Rachel G.",
        role: "Client",
      },
      {
        quote: "Clear communication from start to finish. Highly recommended.",
        author: "Omar F.",
        role: "Client",
      },
      {
        quote: "They took the stress out of the whole process.",
        author: "Beth C.",
        role: "Client",
      },
    ],
    faq: [
      {
        question: "How do I get started?",
        answer: "Send us a message with what you need and we'll arrange a first conversation.",
      },
      {
        question: "How much does it cost?",
        answer: "Every project is different. We'll give you a clear quote before any work begins.",
      },
      {
        question: "Which areas do you cover?",
        answer: "Get in touch with your location and we'll let you know.",
      },
    ],
    cta: {
      heading: "Let's talk about your project",
      subheading: "Tell us what you need and we'll get back to you with next steps.",
      buttonText: "Get in touch",
    },
    newsletter: {
      title: "Useful tips, now and then",
      description: "Practical advice and news from our team. No spam.",
      ctaText: "Subscribe",
    },
    contact: "Tell us a little about what you need and we'll get back to you to arrange a time.",
    categories: ["Consultation", "Projects", "Support", "Packages"],
    steps: {
      title: "How it works",
      items: [
        { title: "Get in touch", description: "Tell us what you need, in your own words." },
        {
          title: "Get a clear plan",
          description: "We suggest an approach and a quote, with no obligation.",
        },
        {
          title: "We get to work",
          description: "Careful, reliable delivery with updates along the way.",
        },
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
    {
      title: "{Noun}, done properly",
      subtitle: "Carefully chosen {noun} from {brand}, made to be enjoyed and built to last.",
      buttonText: "Shop now",
    },
    {
      title: "Great {noun} start here",
      subtitle:
        "Thoughtfully made {noun} from {brand}, chosen with care and delivered to your door.",
      buttonText: "Explore the shop",
    },
  ],
  taglines: ["Thoughtfully chosen {noun}.", "{Noun} made with care."],
  features: {
    title: "Why shop with {brand}",
    subtitle: "A few things we care about.",
    items: [
      {
        icon: "✨",
        title: "Chosen with care",
        description: "Every product is picked for quality and character.",
      },
      {
        icon: "📦",
        title: "Packed with care",
        description: "Orders are packed carefully and sent quickly.",
      },
      { icon: "💬", title: "Real people", description: "Questions? A real person answers." },
    ],
  },
  collection: [
    { title: "Shop {noun}", subtitle: "Our latest and most-loved pieces." },
    { title: "Featured", subtitle: "A few favourites from the shop." },
  ],
  story: [
    {
      heading: "About {brand}",
      content:
        "{brand} started with a simple idea: find things worth owning, and share them with people who care about the details.\n\nWe keep our range focused, take care with every order and are always happy to help you find the right thing.",
    },
  ],
  values: [
    { icon: "🎯", title: "Quality", description: "We only sell what we'd be happy to own." },
    { icon: "🤝", title: "Service", description: "Friendly help before and after you buy." },
    { icon: "🌱", title: "Care", description: "Thoughtful packaging and less waste." },
  ],
  reviews: [
    {
      quote: "Exactly what I was looking for, and it arrived quickly.",
      author: "Sarah J.",
      role: "Verified buyer",
    },
    { quote: "Lovely quality and friendly service.", author: "Kenji M.", role: "Repeat customer" },
    {
      quote: "I keep coming back. Always something new to love.",
      author: "Ines L.",
      role: "Verified buyer",
    },
  ],
  faq: [
    {
      question: "How can I contact you?",
      answer: "Send us a message through the contact form and we'll reply as soon as we can.",
    },
    {
      question: "Do you ship to my area?",
      answer: "Shipping options and costs are shown at checkout.",
    },
    {
      question: "Can I return an item?",
      answer: "Get in touch and we'll help you with a return or exchange.",
    },
  ],
  cta: {
    heading: "Find something you'll love",
    subheading: "Browse the full range from {brand}.",
    buttonText: "Shop the collection",
  },
  newsletter: {
    title: "Stay in the loop",
    description: "New arrivals and occasional offers. No spam; unsubscribe anytime.",
    ctaText: "Subscribe",
  },
  contact: "Questions about a product or an order? Send us a message and we'll get back to you.",
  categories: ["New in", "Bestsellers", "Gifts", "Sale"],
  steps: {
    title: "How it works",
    items: [
      { title: "Browse", description: "Find something you love." },
      { title: "Order", description: "Check out securely in a few clicks." },
      { title: "Enjoy", description: "We pack it with care and send it your way." },
    ],
  },
  homeExtras: [],
};
