import type { Layout, LayoutPage, LayoutSection } from "../layout/layout.js";
import { hoistSiteParts } from "../layout/site-parts.js";
import type { Theme } from "../theme/theme.js";

/**
 * A designed starting point: theme tokens plus Home, About and Contact pages with real copy,
 * under the site's header and footer.
 */
export interface StarterTheme {
  id: string;
  name: string;
  description: string;
  /** The sample brand its copy is written for; replaced by the store's name when chosen. */
  brand: string;
  theme: Theme;
  layout: Layout;
}

/** The words one starter theme fills into the shared page plan. */
interface StarterCopy {
  brand: string;
  tagline: string;
  hero: { title: string; subtitle: string; buttonText: string; secondaryButtonText: string };
  features: { title: string; subtitle: string; items: [string, string, string][] };
  collection: { title: string; subtitle: string };
  testimonials: { title: string; items: { quote: string; author: string; role: string }[] };
  newsletter: { title: string; description: string; ctaText: string };
  cta: { heading: string; subheading: string; buttonText: string };
  about: { heading: string; story: string; values: [string, string, string][] };
  contact: { title: string; description: string; email: string; phone: string; address: string };
  faq: { question: string; answer: string }[];
}

const section = (type: string, n: number, props: Record<string, unknown>): LayoutSection => ({
  id: `${type}-${n}`,
  type,
  props,
});

/** Home, About and Contact, built from one plan so every theme has the same sound structure. */
function starterPages(copy: StarterCopy): LayoutPage[] {
  const navbar = (n: number) =>
    section("navbar", n, {
      logo: copy.brand,
      links: [
        { text: "Home", type: "page", pageName: "Home" },
        { text: "About", type: "page", pageName: "About" },
        { text: "Contact", type: "page", pageName: "Contact" },
      ],
    });
  const footer = (n: number) =>
    section("footer", n, {
      companyName: copy.brand,
      tagline: copy.tagline,
      links: [
        { text: "About", url: "/about" },
        { text: "Contact", url: "/contact" },
        { text: `Email ${copy.brand}`, url: `mailto:${copy.contact.email}` },
      ],
    });
  const items = ([icon, title, description]: [string, string, string]) => ({
    icon,
    title,
    description,
  });
  return [
    {
      name: "Home",
      path: "/",
      description: copy.tagline,
      sections: [
        navbar(1),
        section("hero", 1, {
          title: copy.hero.title,
          subtitle: copy.hero.subtitle,
          buttonText: copy.hero.buttonText,
          buttonLink: "#collection-1",
          secondaryButtonText: copy.hero.secondaryButtonText,
          secondaryButtonLink: "#features-1",
          variant: "centered",
        }),
        section("features", 1, {
          title: copy.features.title,
          subtitle: copy.features.subtitle,
          items: copy.features.items.map(items),
        }),
        section("collection", 1, {
          title: copy.collection.title,
          subtitle: copy.collection.subtitle,
          limit: 6,
        }),
        // Invented reviews: sample content until the owner replaces them (PRODUCT.md §4).
        section("testimonials", 1, {
          title: copy.testimonials.title,
          items: copy.testimonials.items.map((item) => ({ ...item, rating: 5 })),
          sample: true,
        }),
        section("newsletter", 1, {
          title: copy.newsletter.title,
          description: copy.newsletter.description,
          placeholder: "you@example.com",
          ctaText: copy.newsletter.ctaText,
        }),
        footer(1),
      ],
    },
    {
      name: "About",
      path: "/about",
      description: `The story behind ${copy.brand}.`,
      sections: [
        navbar(2),
        section("textblock", 1, {
          heading: copy.about.heading,
          content: copy.about.story,
          alignment: "left",
        }),
        section("features", 2, {
          title: "What we stand for",
          items: copy.about.values.map(items),
        }),
        section("cta", 1, {
          heading: copy.cta.heading,
          subheading: copy.cta.subheading,
          buttonText: copy.cta.buttonText,
          linkType: "page",
          pageName: "Contact",
        }),
        footer(2),
      ],
    },
    {
      name: "Contact",
      path: "/contact",
      description: `Questions, orders and visits: how to reach ${copy.brand}.`,
      sections: [
        navbar(3),
        section("contact", 1, {
          title: copy.contact.title,
          description: copy.contact.description,
          email: copy.contact.email,
          phone: copy.contact.phone,
          address: copy.contact.address,
          buttonText: "Send message",
        }),
        section("faq", 1, { title: "Good to know", items: copy.faq }),
        footer(3),
      ],
    },
  ];
}

/** Builds one starter theme from its tokens (the composer's mood palettes) and its copy. */
function starter(
  meta: { id: string; name: string; description: string },
  theme: Theme,
  copy: StarterCopy,
): StarterTheme {
  return {
    ...meta,
    brand: copy.brand,
    theme,
    layout: hoistSiteParts({ pages: starterPages(copy) }),
  };
}

/** Every string in a value with `from` replaced by `to`, arrays and objects copied. */
function replaceText(value: unknown, from: string, to: string): unknown {
  if (typeof value === "string") return value.split(from).join(to);
  if (Array.isArray(value)) return value.map((item) => replaceText(item, from, to));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceText(item, from, to)]),
    );
  }
  return value;
}

/**
 * A starter theme's layout written for the store: its sample brand name (header, footer,
 * page descriptions) becomes the store's name.
 */
export function starterLayoutFor(starter: StarterTheme, siteName: string): Layout {
  const name = siteName.trim();
  if (!name || name === starter.brand) return starter.layout;
  return replaceText(starter.layout, starter.brand, name) as Layout;
}

/** The designed starter themes offered by POST /store/themes/choose and /editor/{themeId}. */
export const STARTER_THEMES: readonly StarterTheme[] = [
  starter(
    {
      id: "roastery",
      name: "Roastery",
      description: "Warm and cozy, for coffee roasters, bakeries and cafés.",
    },
    {
      primaryColor: "#7a4a2a",
      secondaryColor: "#d9a066",
      accentColor: "#b5472a",
      backgroundColor: "#fff8ec",
      textColor: "#2b1d14",
      stylePreset: "gradient",
      borderRadius: "lg",
      shadow: "medium",
      fonts: { heading: "Fraunces", body: "Nunito" },
    },
    {
      brand: "Ember & Bean",
      tagline: "Small-batch coffee, roasted on Tuesdays and shipped on Wednesdays.",
      hero: {
        title: "Coffee roasted this week, in your cup next week",
        subtitle:
          "We roast single-origin beans in 12 kg batches and ship them within a day, so every bag arrives at its sweetest.",
        buttonText: "Shop the beans",
        secondaryButtonText: "How we roast",
      },
      features: {
        title: "Why it tastes different",
        subtitle: "Three habits we never skip.",
        items: [
          ["☕", "Roasted to order", "Nothing sits on a shelf: beans are roasted after you order."],
          [
            "🌍",
            "Traceable farms",
            "Every bag names the farm, the altitude and the harvest month.",
          ],
          ["🚚", "Free shipping over $35", "Delivered in 2–4 days in recyclable valve bags."],
        ],
      },
      collection: {
        title: "This week's roasts",
        subtitle: "Light, medium and dark, each with tasting notes from our cupping table.",
      },
      testimonials: {
        title: "From our regulars",
        items: [
          {
            quote: "The Ethiopian Guji tastes like blueberries and brown sugar. I reorder monthly.",
            author: "Maya R.",
            role: "Subscriber since 2021",
          },
          {
            quote: "Fresher than anything at the supermarket, and the roast dates are real.",
            author: "Tom H.",
            role: "Home barista",
          },
          {
            quote: "Our office switched to their espresso blend and nobody wants to go back.",
            author: "Priya S.",
            role: "Office manager",
          },
        ],
      },
      newsletter: {
        title: "First sip of every new roast",
        description: "One email a month with the new origins, brewing tips and a subscriber code.",
        ctaText: "Join the list",
      },
      cta: {
        heading: "Roasting for a café or office?",
        subheading: "We supply wholesale beans with free barista training for new partners.",
        buttonText: "Talk to us",
      },
      about: {
        heading: "Two roasters, one old drum",
        story:
          "Ember & Bean began in 2016 with a second-hand 5 kg drum roaster in a garage and a promise to roast nothing we would not drink ourselves.\n\nToday we buy directly from eleven farms in Ethiopia, Colombia and Guatemala, pay well above the fair-trade minimum and visit every partner at least once every two years.",
        values: [
          ["🤝", "Direct trade", "We pay farmers directly, and publish what we pay."],
          [
            "🔥",
            "Slow roasting",
            "Longer, gentler roasts bring out sweetness rather than bitterness.",
          ],
          ["♻️", "Low waste", "Chaff becomes compost for a local community garden."],
        ],
      },
      contact: {
        title: "Come say hello",
        description:
          "Questions about grind size, wholesale or a late order? We reply within a day.",
        email: "hello@emberandbean.coffee",
        phone: "+1 503 555 0142",
        address: "418 SE Alder Street, Portland, OR 97214",
      },
      faq: [
        {
          question: "Which grind should I choose?",
          answer: "Whole bean keeps best. If you need it ground, tell us your brewer at checkout.",
        },
        {
          question: "Can I pause my subscription?",
          answer: "Yes, from your account at any time, with no fee.",
        },
      ],
    },
  ),
  starter(
    {
      id: "bloom",
      name: "Bloom",
      description: "Romantic and soft, for florists, weddings and gift shops.",
    },
    {
      primaryColor: "#a3455e",
      secondaryColor: "#f4c6d0",
      accentColor: "#6f5da8",
      backgroundColor: "#fff7f8",
      textColor: "#3b1f2b",
      stylePreset: "gradient",
      borderRadius: "xl",
      shadow: "soft",
      fonts: { heading: "Playfair Display", body: "Lora" },
    },
    {
      brand: "Petal & Vine",
      tagline: "Seasonal flowers, arranged by hand and delivered the same day.",
      hero: {
        title: "Flowers that say it better than a card",
        subtitle:
          "Hand-tied bouquets of British-grown seasonal stems, delivered across the city before 6 pm when you order by noon.",
        buttonText: "Choose a bouquet",
        secondaryButtonText: "Wedding flowers",
      },
      features: {
        title: "Grown nearby, arranged with care",
        subtitle: "What makes a Petal & Vine bouquet last.",
        items: [
          [
            "🌷",
            "Seasonal stems",
            "Peonies in June, dahlias in September: whatever is at its best.",
          ],
          ["✂️", "Hand-tied daily", "Each bouquet is arranged the morning it leaves the studio."],
          ["💌", "A handwritten note", "Tell us what to say and we write it in ink."],
        ],
      },
      collection: {
        title: "This week in the studio",
        subtitle: "Bouquets, vases and dried wreaths, ready to send.",
      },
      testimonials: {
        title: "Kind words",
        items: [
          {
            quote: "My mother cried happy tears. The peonies were still opening a week later.",
            author: "Hannah L.",
            role: "Birthday bouquet",
          },
          {
            quote: "They did our whole wedding and understood the brief in one meeting.",
            author: "Amir & Jo",
            role: "Married in May",
          },
          {
            quote: "Same-day delivery that actually arrived the same day. Beautiful wrapping too.",
            author: "Clara M.",
            role: "Anniversary order",
          },
        ],
      },
      newsletter: {
        title: "Letters from the flower studio",
        description: "What is in season, care tips and early access to Mother's Day slots.",
        ctaText: "Subscribe",
      },
      cta: {
        heading: "Planning a wedding or event?",
        subheading: "Book a free consultation and we will sketch a palette for your day.",
        buttonText: "Book a consultation",
      },
      about: {
        heading: "A studio full of flowers",
        story:
          "Petal & Vine is a small studio of three florists who met at a flower market in 2018. We buy from growers within a hundred miles whenever the season allows.\n\nWe skip floral foam and plastic wrap, and every vase we sell is made by a potter we know by name.",
        values: [
          ["🌱", "Local growers", "Most of our stems travel less than a hundred miles."],
          ["🚫", "No floral foam", "Our arrangements use moss, chicken wire and patience."],
          ["🎀", "Plastic-free wrap", "Recycled paper and cotton ribbon only."],
        ],
      },
      contact: {
        title: "Send us a note",
        description: "Orders, weddings or sympathy flowers: we answer within a few hours.",
        email: "studio@petalandvine.co.uk",
        phone: "+44 20 7946 0321",
        address: "12 Columbia Road, London E2 7RG",
      },
      faq: [
        {
          question: "Until when can I order for same-day delivery?",
          answer: "Order by noon, Monday to Saturday, for delivery before 6 pm.",
        },
        {
          question: "How do I keep my flowers fresh?",
          answer: "Trim the stems at an angle and change the water every two days.",
        },
      ],
    },
  ),
  starter(
    {
      id: "atelier",
      name: "Atelier",
      description: "Calm and minimal, for ceramics, design objects and handmade goods.",
    },
    {
      primaryColor: "#3f4a3c",
      secondaryColor: "#a3b18a",
      accentColor: "#8a5a35",
      backgroundColor: "#faf9f6",
      textColor: "#1f2421",
      stylePreset: "gradient",
      borderRadius: "sm",
      shadow: "none",
      fonts: { heading: "DM Sans", body: "DM Sans" },
    },
    {
      brand: "Kiln & Clay",
      tagline: "Stoneware for everyday use, thrown by hand in small runs.",
      hero: {
        title: "Quiet objects for daily rituals",
        subtitle:
          "Mugs, bowls and vases thrown on the wheel, glazed in muted tones and fired to 1280 °C so they last for decades.",
        buttonText: "See the collection",
        secondaryButtonText: "Our process",
      },
      features: {
        title: "Made slowly",
        subtitle: "Every piece passes through our hands eleven times.",
        items: [
          ["🏺", "Thrown by hand", "No moulds: each piece is a little different from its sibling."],
          ["🔥", "High-fired", "Dishwasher and oven safe, and chip-resistant."],
          ["📦", "Carefully packed", "Wrapped in recycled paper pulp, insured to your door."],
        ],
      },
      collection: {
        title: "Current pieces",
        subtitle: "Small batches; once a glaze sells out it may not return.",
      },
      testimonials: {
        title: "In their homes",
        items: [
          {
            quote: "The oatmeal mug is the first thing I reach for every morning.",
            author: "Elin V.",
            role: "Stockholm",
          },
          {
            quote: "Beautifully understated. The weight of the bowls feels just right.",
            author: "Daniel K.",
            role: "Interior designer",
          },
          {
            quote: "Packed so well that nothing moved, and a note from the potter inside.",
            author: "Sara P.",
            role: "Gift order",
          },
        ],
      },
      newsletter: {
        title: "Kiln opening days",
        description: "Four times a year we open the kiln and release a new batch. Hear first.",
        ctaText: "Notify me",
      },
      cta: {
        heading: "Custom tableware for your restaurant",
        subheading: "We make small runs of plates and bowls for chefs, with a six-week lead time.",
        buttonText: "Start a commission",
      },
      about: {
        heading: "One studio, two wheels",
        story:
          "Kiln & Clay is the studio of potter Ines Moreau, who trained in Mashiko before opening a workshop in an old print shop in 2019.\n\nWe use locally dug clay where we can, mix our own glazes and fire with renewable electricity.",
        values: [
          ["🤲", "Handmade", "Every piece is thrown, trimmed and glazed in our studio."],
          ["🌿", "Honest materials", "Lead-free glazes and clay from within the region."],
          ["🕰️", "Made to last", "Objects meant to be used daily for decades."],
        ],
      },
      contact: {
        title: "Visit the studio",
        description: "Open Saturdays 10–4. For commissions, tell us what you have in mind.",
        email: "studio@kilnandclay.com",
        phone: "+1 617 555 0178",
        address: "27 Thayer Street, Boston, MA 02118",
      },
      faq: [
        {
          question: "Is everything food safe?",
          answer: "Yes. Our glazes are lead-free and tested for food use.",
        },
        {
          question: "Why do pieces differ from the photos?",
          answer: "Each is thrown by hand and glazes vary in the kiln; that is the charm.",
        },
      ],
    },
  ),
  starter(
    {
      id: "noir",
      name: "Noir",
      description: "Dark and luxurious, for jewellery, watches and fine fragrance.",
    },
    {
      primaryColor: "#c9a227",
      secondaryColor: "#1c1c1c",
      accentColor: "#e8d8a8",
      backgroundColor: "#0e0e0e",
      textColor: "#f5f1e6",
      stylePreset: "dark",
      borderRadius: "none",
      shadow: "soft",
      fonts: { heading: "Cormorant Garamond", body: "Inter" },
    },
    {
      brand: "Maison Oré",
      tagline: "Fine jewellery in recycled gold, made to order in Paris.",
      hero: {
        title: "Gold that carries a story",
        subtitle:
          "Rings, chains and earrings cast in 18k recycled gold and set with conflict-free stones, each finished by hand in our Marais atelier.",
        buttonText: "Discover the pieces",
        secondaryButtonText: "Our atelier",
      },
      features: {
        title: "The Oré promise",
        subtitle: "Quiet luxury, honestly made.",
        items: [
          ["✨", "18k recycled gold", "Hallmarked, and traceable back to the refinery."],
          ["💎", "Certified stones", "Every diamond comes with its origin certificate."],
          ["🛡️", "Lifetime care", "Free cleaning, polishing and resizing for life."],
        ],
      },
      collection: {
        title: "The collection",
        subtitle: "Signature pieces, made to order in four to six weeks.",
      },
      testimonials: {
        title: "Worn and loved",
        items: [
          {
            quote: "My engagement ring is exactly what we sketched together. Flawless work.",
            author: "Camille D.",
            role: "Bespoke ring",
          },
          {
            quote: "The chain has the weight of something that will outlive me.",
            author: "Julien F.",
            role: "Signature chain",
          },
          {
            quote: "Impeccable service from the first email to the velvet box.",
            author: "Sofia A.",
            role: "Gift for her sister",
          },
        ],
      },
      newsletter: {
        title: "Private previews",
        description: "Be invited to see new pieces before they are shown to anyone else.",
        ctaText: "Request an invitation",
      },
      cta: {
        heading: "Commission a bespoke piece",
        subheading: "Sit with our designer, choose your stone and see it take shape in wax.",
        buttonText: "Book an appointment",
      },
      about: {
        heading: "An atelier in the Marais",
        story:
          "Maison Oré was founded in 2014 by goldsmith Aurélie Noor after twelve years at a Place Vendôme house.\n\nSix artisans work at our benches today, using only recycled precious metals and stones we can trace to their mine.",
        values: [
          ["🔨", "Handcrafted", "Every piece is finished at the bench by one artisan."],
          ["🌍", "Responsible", "Recycled gold and traceable, conflict-free stones."],
          ["🤍", "For life", "Free lifetime care for everything we make."],
        ],
      },
      contact: {
        title: "By appointment",
        description: "Visit the atelier or arrange a video consultation at a time that suits you.",
        email: "atelier@maison-ore.fr",
        phone: "+33 1 42 55 01 87",
        address: "14 rue Vieille du Temple, 75004 Paris",
      },
      faq: [
        {
          question: "How long does a bespoke piece take?",
          answer: "Six to eight weeks from the approved design to delivery.",
        },
        {
          question: "Do you ship internationally?",
          answer: "Yes, fully insured and signed for, in discreet packaging.",
        },
      ],
    },
  ),
  starter(
    {
      id: "volt",
      name: "Volt",
      description: "Bold and energetic, for streetwear, sports and fitness brands.",
    },
    {
      primaryColor: "#dc2626",
      secondaryColor: "#111827",
      accentColor: "#facc15",
      backgroundColor: "#ffffff",
      textColor: "#111827",
      stylePreset: "bold",
      borderRadius: "md",
      shadow: "medium",
      fonts: { heading: "Montserrat", body: "Inter" },
    },
    {
      brand: "VOLTAGE",
      tagline: "Heavyweight streetwear, dropped in limited runs.",
      hero: {
        title: "Built loud. Made to last.",
        subtitle:
          "400 gsm hoodies, boxy tees and cargo pants in limited drops of 300 pieces. When they are gone, they are gone.",
        buttonText: "Shop the drop",
        secondaryButtonText: "Size guide",
      },
      features: {
        title: "Why VOLTAGE",
        subtitle: "No filler, no restocks, no compromises.",
        items: [
          ["⚡", "Limited drops", "Every design is made once, in a run of 300."],
          ["🧵", "Heavyweight cotton", "Organic cotton that keeps its shape after fifty washes."],
          ["🔁", "30-day returns", "Free returns if the fit is not right."],
        ],
      },
      collection: {
        title: "Drop 07: Static",
        subtitle: "Eight pieces. Available while stock lasts.",
      },
      testimonials: {
        title: "Crew reviews",
        items: [
          {
            quote: "Heaviest hoodie I own and it still looks new after a year.",
            author: "Marcus T.",
            role: "Drop 03 hoodie",
          },
          {
            quote: "Set an alarm for the drop. Worth it. The fit is perfect.",
            author: "Leah K.",
            role: "Cargo pants",
          },
          {
            quote: "Shipping took two days and the packaging was fire.",
            author: "Dev P.",
            role: "Boxy tee",
          },
        ],
      },
      newsletter: {
        title: "Never miss a drop",
        description: "Get the drop date 48 hours early. No spam, just heat.",
        ctaText: "Get early access",
      },
      cta: {
        heading: "Want VOLTAGE in your store?",
        subheading: "We work with a handful of independent shops worldwide.",
        buttonText: "Stock us",
      },
      about: {
        heading: "From a bedroom screen press",
        story:
          "VOLTAGE started in 2020 with a one-colour screen press and a hundred blank tees. The first drop sold out in nine minutes.\n\nWe still print every graphic in-house and design each drop as a story of eight pieces.",
        values: [
          ["🎨", "Own designs", "Every graphic is drawn and printed in-house."],
          ["🌱", "Organic cotton", "GOTS-certified cotton, produced in Portugal."],
          ["🏙️", "Community first", "Drop parties and early access for the crew."],
        ],
      },
      contact: {
        title: "Hit us up",
        description: "Order questions, collabs or press: we answer within 24 hours.",
        email: "crew@voltage.store",
        phone: "+1 213 555 0199",
        address: "820 S Los Angeles Street, Los Angeles, CA 90014",
      },
      faq: [
        {
          question: "Will sold-out pieces come back?",
          answer: "No. Every design is made once; that is the point.",
        },
        {
          question: "How does the sizing run?",
          answer: "Boxy and oversized. Size down for a regular fit.",
        },
      ],
    },
  ),
  starter(
    {
      id: "grove",
      name: "Grove",
      description: "Natural and earthy, for plants, tea, skincare and organic goods.",
    },
    {
      primaryColor: "#2f5d50",
      secondaryColor: "#cfe1b9",
      accentColor: "#a8623a",
      backgroundColor: "#f6f4ec",
      textColor: "#1e2a24",
      stylePreset: "gradient",
      borderRadius: "lg",
      shadow: "soft",
      fonts: { heading: "Lora", body: "Work Sans" },
    },
    {
      brand: "Fern & Field",
      tagline: "Houseplants and natural care, grown without peat or pesticides.",
      hero: {
        title: "Bring the forest floor indoors",
        subtitle:
          "Healthy houseplants from our own greenhouse, potted in peat-free soil and delivered with a care card written for your room.",
        buttonText: "Find your plant",
        secondaryButtonText: "Plant care",
      },
      features: {
        title: "Grown the gentle way",
        subtitle: "Good for your home and for the ground they came from.",
        items: [
          ["🌿", "Peat-free soil", "Our own mix of bark, coir and compost."],
          ["🐞", "No pesticides", "Ladybirds and patience keep pests away."],
          [
            "📬",
            "Plant-safe delivery",
            "Shipped Monday to Wednesday, so no plant waits in a depot.",
          ],
        ],
      },
      collection: {
        title: "Plants for every room",
        subtitle: "From low-light ferns to sun-loving succulents.",
      },
      testimonials: {
        title: "Happy growers",
        items: [
          {
            quote: "My monstera arrived bigger than pictured and has put out three new leaves.",
            author: "Olivia B.",
            role: "Monstera deliciosa",
          },
          {
            quote: "The care card for a north-facing room was genuinely useful.",
            author: "Kenji W.",
            role: "First plant owner",
          },
          {
            quote: "Packed without a single bit of plastic. Love that.",
            author: "Nora E.",
            role: "Fern trio",
          },
        ],
      },
      newsletter: {
        title: "Seasonal plant notes",
        description: "Monthly care reminders and first pick of rare plants from the greenhouse.",
        ctaText: "Sign me up",
      },
      cta: {
        heading: "Greening an office or café?",
        subheading: "We design, deliver and maintain plants for workplaces across the city.",
        buttonText: "Plan your greenery",
      },
      about: {
        heading: "A greenhouse on the edge of town",
        story:
          "Fern & Field grew out of an allotment shed in 2017. Today our glasshouse raises more than eighty species, all without peat or chemical sprays.\n\nWe compost every offcut, collect rainwater for irrigation and heat the greenhouse with a biomass boiler.",
        values: [
          ["💧", "Rainwater-fed", "Every plant is watered from our own rain tanks."],
          ["🌍", "Peat-free always", "Protecting the bogs that store carbon."],
          [
            "📖",
            "Honest care advice",
            "We tell you which plants suit your room, not just what sells.",
          ],
        ],
      },
      contact: {
        title: "Ask a grower",
        description: "Send a photo of your plant and we will help you work out what it needs.",
        email: "growers@fernandfield.com",
        phone: "+1 206 555 0163",
        address: "5100 Leary Avenue NW, Seattle, WA 98107",
      },
      faq: [
        {
          question: "What if my plant arrives damaged?",
          answer: "Send us a photo within seven days and we will replace it free.",
        },
        {
          question: "Are your plants pet safe?",
          answer: "Many are; each product page says clearly whether it is safe for cats and dogs.",
        },
      ],
    },
  ),
];

/** The starter theme with that id, or undefined. */
export function findStarterTheme(id: string): StarterTheme | undefined {
  return STARTER_THEMES.find((theme) => theme.id === id);
}
