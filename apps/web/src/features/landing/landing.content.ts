import {
  BarChart3,
  CreditCard,
  LayoutTemplate,
  MessageSquareText,
  MousePointerClick,
  Palette,
  PencilRuler,
  Rocket,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import { LINKS } from "../../lib/links";

export interface SiteLink {
  label: string;
  to: string;
}

export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
  points: string[];
}

export interface Step {
  number: number;
  icon: LucideIcon;
  title: string;
  description: string;
}

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export interface Plan {
  name: string;
  price: string;
  cadence: string;
  description: string;
  features: string[];
  isFeatured: boolean;
}

export interface FooterColumn {
  title: string;
  links: { label: string; to: string; isExternal?: boolean }[];
}

/** PRODUCT.md §2: the header links, in order; the source link is added beside them. */
export const HEADER_LINKS: SiteLink[] = [
  { label: "About", to: "/about" },
  // The API reference; it links to the getting-started guide at /docs.
  { label: "Docs", to: "/docs/api" },
  { label: "Contact", to: "/contact" },
];

/** PRODUCT.md §1: exactly four features; payments names two providers. */
export const FEATURES: Feature[] = [
  {
    icon: Sparkles,
    title: "AI store builder",
    description:
      "Describe your brand in a sentence. Get a complete store with pages, sections and copy, then refine it by chatting.",
    points: ["Scoped edits you can undo", "Starts from your products and tone"],
  },
  {
    icon: MousePointerClick,
    title: "Drag and drop editor",
    description:
      "Rearrange sections, edit text in place and preview on mobile and desktop, with undo for every change.",
    points: ["20+ ready-made sections", "Multi-page stores"],
  },
  {
    icon: CreditCard,
    title: "Payments",
    description:
      "Take cards and wallets with Stripe and PayPal, connected in minutes rather than days.",
    points: ["Stripe and PayPal built in", "More gateways via apps"],
  },
  {
    icon: BarChart3,
    title: "Analytics dashboard",
    description:
      "Revenue, orders and conversion at a glance, so you know what to change next without a spreadsheet.",
    points: ["Revenue and orders over time", "Top products at a glance"],
  },
];

/** PRODUCT.md §1: the how-it-works steps and their order. */
export const STEPS: Step[] = [
  {
    number: 1,
    icon: MessageSquareText,
    title: "Prompt",
    description: "Tell the AI what you sell, who it is for and how it should feel.",
  },
  {
    number: 2,
    icon: Palette,
    title: "Theme Preview",
    description: "See a complete theme generated in seconds and pick the direction you like.",
  },
  {
    number: 3,
    icon: PencilRuler,
    title: "Editor",
    description: "Fine-tune every section in the visual editor. Drag, type, undo, repeat.",
  },
  {
    number: 4,
    icon: Rocket,
    title: "Launch Store",
    description: "Publish to a shareable address or your own domain with one click.",
  },
];

/** The snippets of the developer section (PRODUCT.md §1): a CLI scaffold and an SDK call. */
export const CLI_SNIPPET = "npx shopwright init my-store\ncd my-store && npx shopwright publish";

export const SDK_SNIPPET = `import { createClient } from "@shopwright/sdk";

const shop = createClient({ baseUrl: "http://localhost:3000/api", token: process.env.SHOPWRIGHT_TOKEN });
const product = await shop.products.create({ storeId, title: "Ethiopia Guji", price: 18, stock: 40 });`;

export const DEVELOPER_POINTS: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: LayoutTemplate,
    title: "React components",
    description: "Every section is a plain React component you can read, fork and extend.",
  },
  {
    icon: Sparkles,
    title: "Typed SDK and REST API",
    description: "One contract for the server, the SDK and the web app. No drift.",
  },
  {
    icon: Rocket,
    title: "Webhooks",
    description: "React to orders and publishes in your own services.",
  },
];

/** Made-up wordmarks for the marquee, each with its own lettering. */
export const BRANDS: { name: string; className: string }[] = [
  { name: "Northwind Roasters", className: "font-serif italic" },
  { name: "LUMEN & CO", className: "tracking-[0.25em] font-semibold text-sm" },
  { name: "fernbrook", className: "font-bold lowercase tracking-tight" },
  { name: "Atlas Outfitters", className: "font-mono uppercase text-sm" },
  { name: "Kinfolk Ceramics", className: "font-serif" },
  { name: "marigold tea", className: "font-light lowercase tracking-wide" },
  { name: "TIDEPOOL", className: "font-black tracking-tight" },
  { name: "Ember Supply", className: "font-semibold italic" },
];

/** PRODUCT.md §1: Free builds and previews; paid adds domains, limits, APIs and analytics. */
export const PLANS: Plan[] = [
  {
    name: "Free",
    price: "$0",
    cadence: "forever",
    description: "Everything you need to build and preview your store.",
    features: [
      "AI store builder",
      "Drag and drop editor",
      "Unlimited previews",
      "Community support",
    ],
    isFeatured: false,
  },
  {
    name: "Pro",
    price: "Soon",
    cadence: "pricing announced at launch",
    description: "For stores that are ready to take real orders.",
    features: [
      "Custom domains with guided DNS",
      "Higher limits",
      "REST and GraphQL APIs",
      "Analytics dashboard",
    ],
    isFeatured: true,
  },
];

/** PRODUCT.md §1: exactly these five topics. */
export const FAQS: Faq[] = [
  {
    id: "free-plan",
    question: "Is there a free plan?",
    answer:
      "Yes. You can build and preview your store for free. Paid plans add custom domains, higher limits, APIs and analytics. And since Shopwright is open source, you can always host it yourself.",
  },
  {
    id: "custom-domains",
    question: "Can I use my own domain?",
    answer:
      "Yes. Connect a domain you already own and follow the guided DNS steps: we show you exactly which records to add and check them for you.",
  },
  {
    id: "payments",
    question: "Which payment providers are supported?",
    answer:
      "Stripe and PayPal are supported out of the box. More payment gateways are available via apps.",
  },
  {
    id: "migration",
    question: "Can I move my existing store?",
    answer:
      "Yes. Import your catalogue from a CSV export, or move products, collections and content over with our APIs.",
  },
  {
    id: "coding",
    question: "Do I need to know how to code?",
    answer:
      "No coding required: the AI and the visual editor cover everything. Developers get React components, webhooks and REST and GraphQL APIs when they want to go further.",
  },
];

/** PRODUCT.md §1: the community wall shows exactly nine static testimonials. */
export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "I described my candle shop in two sentences and had a storefront I was proud to share before lunch.",
    name: "Priya Nair",
    role: "Founder, Wick & Ember",
  },
  {
    quote:
      "Undo on AI edits is the feature I didn’t know I needed. I let it try bold ideas without fear.",
    name: "Marcus Lind",
    role: "Ceramicist, Lind Studio",
  },
  {
    quote: "We self-host it next to our ERP. Two commands and it was running.",
    name: "Jonas Becker",
    role: "Developer, Northbound Outdoor",
  },
  {
    quote: "Stripe and PayPal took one sitting. Our first order came in the same evening.",
    name: "Aisha Khan",
    role: "Owner, Marigold Tea",
  },
  {
    quote: "The editor is fast. Not ‘fast for a builder’. Actually fast.",
    name: "Tom Walsh",
    role: "Product designer",
  },
  {
    quote: "Finally an open-source store builder whose output I’d put in front of customers.",
    name: "Elena Rossi",
    role: "Agency lead, Forma",
  },
  {
    quote: "Imported six hundred products from a CSV and tidied everything up in the editor.",
    name: "David Okafor",
    role: "Owner, Spoke & Chain",
  },
  {
    quote: "The SDK is small and typed. I scripted our seasonal catalogue in an afternoon.",
    name: "Mei Chen",
    role: "Full-stack developer",
  },
  {
    quote: "Three of us run four stores from one dashboard without stepping on each other.",
    name: "Sam Patel",
    role: "Operations, Harbor Goods",
  },
];

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: "Product",
    links: [
      { label: "Features", to: "/#features" },
      { label: "How it works", to: "/#how-it-works" },
      { label: "Developers", to: "/#developers" },
      { label: "Pricing", to: "/#pricing" },
      { label: "FAQ", to: "/#faq" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", to: "/about" },
      { label: "Getting started", to: "/docs" },
      { label: "API reference", to: "/docs/api" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    title: "Community",
    links: [
      { label: "Source code", to: LINKS.sourceRepository, isExternal: true },
      { label: "Discussions", to: LINKS.discussions, isExternal: true },
      { label: "Chat community", to: LINKS.chatCommunity, isExternal: true },
    ],
  },
];
