import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { unsafeMarkup } from "../inert-markup.test.js";
import {
  SECTION_DEFINITIONS,
  SECTION_TYPES,
  getSectionDefinition,
  type SectionType,
} from "../registry.js";
import { initialsOf } from "../render/SafeImage.js";
import { SectionView } from "../render/SitePage.js";
import type { SectionMode, SiteContext } from "../render/section-renderer.js";
import { DEFAULT_THEME } from "../theme/theme.js";

const site: SiteContext = {
  name: "Bean There",
  pages: [
    { name: "Home", path: "/" },
    { name: "About Us", path: "/about-us" },
  ],
};

function render(type: string, props: unknown, mode: SectionMode = "preview", context = site) {
  return renderToStaticMarkup(
    <SectionView
      section={{ id: `${type}-1`, type, props: props as Record<string, unknown> }}
      theme={DEFAULT_THEME}
      site={context}
      mode={mode}
    />,
  );
}

const count = (html: string, part: string) => html.split(part).length - 1;

/** Key text each type shows with its defaults (PRODUCT.md §9 and our default copy). */
const DEFAULT_TEXT: Record<SectionType, string[]> = {
  navbar: ["Bean There", ">Home<", ">Contact<"],
  hero: ["Made with care, delivered to your door", "Shop now"],
  features: ["Why shop with us", "Free shipping over $50", "30-day returns", "Secure checkout"],
  textblock: ["Our story", "Thank you for supporting an independent business."],
  footer: ["Bean There", "Thoughtfully made goods, shipped with care.", "Privacy"],
  faq: ["Frequently asked questions", "How long does shipping take?", "<details"],
  gallery: ["Gallery", "sw-cols-3"],
  newsletter: ["Join our newsletter", "Subscribe", 'type="email"'],
  signup: ["Create your account", 'type="password"', "Create account"],
  login: ["Welcome back", "Sign in"],
  waitlist: ["Be the first to know", "Join the waitlist"],
  contact: ["Get in touch", "Send message", "<textarea"],
  collection: ["Featured products", "Sample cards"],
  testimonials: ["What our customers say", "Maya R.", "Rated 5 out of 5"],
  pricing: ["Simple, honest pricing", "$19/mo", "Most popular"],
  cta: ["Ready to find your new favourite?", "Shop the collection"],
  divider: ["<hr", "border-top-width:2px", "#e5e7eb"],
  spacer: ["--sw-h:32px"],
  image: ["Image placeholder"],
  video: ["Paste a YouTube or Vimeo link"],
  button: ["Shop now", "sw-btn-primary"],
};

const HOSTILE = `<script>alert(1)</script>"><img src=x onerror=alert(1)>`;
const HOSTILE_URLS = [
  "javascript:alert(1)",
  " JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "java\tscript:alert(1)",
];
const HOSTILE_COLOR = "red;}</style><script>alert(1)</script>";

let urlTurn = 0;
/** Every string of the props made hostile: URLs get script schemes, colours try to break out. */
function poison(value: unknown, key = ""): unknown {
  if (typeof value === "string" || value === undefined) {
    if (/color/i.test(key)) return HOSTILE_COLOR;
    if (/url|link|src|image|avatar|photo|href/i.test(key))
      return HOSTILE_URLS[urlTurn++ % HOSTILE_URLS.length];
    return typeof value === "string" ? HOSTILE : value;
  }
  if (Array.isArray(value)) return value.map((item) => poison(item, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
  }
  return value;
}

/** Defaults plus the optional fields defaults leave empty, so every field is exercised. */
function fullProps(type: SectionType): Record<string, unknown> {
  const extra: Partial<Record<SectionType, Record<string, unknown>>> = {
    hero: {
      image: "https://cdn.example.com/hero.jpg",
      secondaryButtonText: "Learn more",
      secondaryButtonLink: "/about",
    },
    collection: {
      items: [
        {
          productId: "p1",
          title: "Mug",
          price: 18,
          image: "https://cdn.example.com/mug.jpg",
          description: "Stoneware",
        },
      ],
    },
    gallery: { images: [{ url: "https://cdn.example.com/1.jpg", caption: "One", alt: "First" }] },
    image: { src: "https://cdn.example.com/1.jpg", alt: "Alt", caption: "Caption" },
    video: { url: "https://youtu.be/dQw4w9WgXcQ", title: "Brand film", caption: "Watch" },
    contact: { email: "hello@example.com", phone: "+1 555 0100", address: "1 Main St" },
    testimonials: {
      items: [
        {
          quote: "Great",
          author: "Ann",
          role: "Buyer",
          rating: 4,
          avatar: "https://cdn.example.com/a.jpg",
        },
      ],
    },
    cta: { linkType: "page", pageName: "About Us" },
    button: { linkType: "external", link: "https://example.com" },
    navbar: { logo: "Logo", bgColor: "#111827", textColor: "#ffffff" },
  };
  return {
    ...SECTION_DEFINITIONS[type].defaults,
    bgColor: "#fef3c7",
    textColor: "#1f2937",
    ...extra[type],
  };
}

describe.each(SECTION_TYPES)("the %s section", (type) => {
  it("renders its defaults", () => {
    const html = render(type, SECTION_DEFINITIONS[type].defaults);
    for (const text of DEFAULT_TEXT[type]) expect(html).toContain(text);
    expect(unsafeMarkup(html)).toEqual([]);
  });

  it("renders every field filled in", () => {
    const html = render(type, fullProps(type));
    expect(unsafeMarkup(html)).toEqual([]);
  });

  it("renders hostile text escaped, script URLs as # or not at all, and drops unsafe colours", () => {
    for (const mode of ["edit", "preview", "publish"] as const) {
      const html = render(type, poison(fullProps(type)), mode);
      expect(unsafeMarkup(html)).toEqual([]);
      expect(html).not.toContain("<script");
      expect(html).not.toContain("red;}");
      if (!["divider", "spacer"].includes(type)) {
        expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      }
    }
  });

  it("renders anything at all as props without throwing", () => {
    for (const props of [
      undefined,
      null,
      42,
      "text",
      [],
      { items: "nope", images: 7, plans: [null, 1] },
    ]) {
      expect(unsafeMarkup(render(type, props))).toEqual([]);
    }
  });
});

describe("alternate field names (PRODUCT.md §3 Preview renderer)", () => {
  it("reads testimonial text or content and name, with a rating of 5 when none is given", () => {
    const html = render("testimonials", {
      testimonials: [
        { text: "Lovely mugs", name: "Ann" },
        { content: "Fast delivery", name: "Bo", rating: 3 },
      ],
    });
    expect(html).toContain("Lovely mugs");
    expect(html).toContain("Fast delivery");
    expect(html).toContain("Ann");
    expect(count(html, "Rated 5 out of 5")).toBe(1);
    expect(count(html, "Rated 3 out of 5")).toBe(1);
  });

  it("reads faq q or question and a or answer", () => {
    const html = render("faq", {
      faqs: [
        { q: "Do you ship?", a: "Yes, worldwide." },
        { question: "Gift wrap?", answer: "Free." },
      ],
    });
    for (const text of ["Do you ship?", "Yes, worldwide.", "Gift wrap?", "Free."])
      expect(html).toContain(text);
  });

  it("reads gallery images given as url, src or plain strings", () => {
    const html = render("gallery", {
      images: [
        { url: "https://cdn.example.com/1.jpg" },
        { src: "https://cdn.example.com/2.jpg", caption: "Two" },
        "https://cdn.example.com/3.jpg",
      ],
    });
    expect(count(html, "<img")).toBe(3);
    expect(html).toContain("Two");
    expect(count(html, "sw-ph")).toBe(0);
  });

  it("caps the placeholder gallery at 12 images", () => {
    expect(
      count(
        render("gallery", { images: Array.from({ length: 20 }, () => ({ url: "" })) }),
        'class="sw-ph ',
      ),
    ).toBe(12);
    expect(count(render("gallery", { columns: 6, images: [] }), 'class="sw-ph ')).toBe(12);
    expect(count(render("gallery", { columns: 3, images: [] }), 'class="sw-ph ')).toBe(6);
  });

  it("clamps gallery columns to 1–6 and turns a blank into 1 (PRODUCT.md §5)", () => {
    expect(render("gallery", { columns: 9 })).toContain("sw-cols-6");
    expect(render("gallery", { columns: "" })).toContain("sw-cols-1");
    expect(render("gallery", { columns: "4" })).toContain("sw-cols-4");
  });

  it("reads hero imageUrl, heading and the cta object", () => {
    const html = render("hero", {
      heading: "Roasted Mondays",
      imageUrl: "https://cdn.example.com/beans.jpg",
      cta: { text: "Shop beans", secondaryText: "Our story" },
    });
    expect(html).toContain("Roasted Mondays");
    expect(html).toContain('src="https://cdn.example.com/beans.jpg"');
    expect(html).toContain("Shop beans");
    expect(html).toContain("Our story");
    expect(html).toContain("sw-hero-split");
  });

  it("reads navbar links by text or name and href, and resolves page links to paths", () => {
    const html = render("navbar", {
      links: [
        { name: "Story", href: "/story" },
        { text: "About", type: "page", pageName: "About Us" },
        { text: "Gone", type: "page", pageName: "Missing" },
      ],
    });
    expect(html).toContain('href="/story">Story<');
    expect(html).toContain('href="/about-us">About<');
    expect(html).toContain('href="#">Gone<');
  });

  it("resolves a cta page link to the page's path", () => {
    expect(render("cta", { title: "Visit", buttonText: "Go", page: "About Us" })).toContain(
      'href="/about-us"',
    );
  });

  it("reads textblock title and text as heading and content, with paragraphs", () => {
    const html = render("textblock", {
      title: "Hello",
      text: "One\n\nTwo\nlines",
      align: "center",
    });
    expect(html).toContain(">Hello<");
    expect(html).toContain("<p>One</p><p>Two<br/>lines</p>");
    expect(html).toContain("sw-align-center");
  });

  it("reads pricing tiers with perks as lines and a popular flag", () => {
    const html = render("pricing", {
      tiers: [{ title: "Solo", price: "$5", perks: "One\nTwo", popular: "true" }],
    });
    expect(html).toContain("Solo");
    expect(html).toContain("<li>One</li><li>Two</li>");
    expect(html).toContain("Most popular");
  });

  it("reads collection products by name and shows live store data for chosen products", () => {
    const context: SiteContext = {
      ...site,
      products: [{ id: "p1", name: "Blue Mug", price: 24, image: "/uploads/mug.webp" }],
    };
    const html = render(
      "collection",
      {
        products: [
          { id: "p1", name: "Old name", price: 1 },
          { name: "Tote", price: "$12.50" },
        ],
      },
      "publish",
      context,
    );
    expect(html).toContain("Blue Mug");
    expect(html).not.toContain("Old name");
    expect(html).toContain("$24.00");
    expect(html).toContain("$12.50");
    expect(html).toContain('src="/uploads/mug.webp"');
    // A product without a photo gets a tile with its initials, not an empty box.
    expect(html).toMatch(/<span class="sw-ph-mark" aria-hidden="true">T<\/span>/);
  });

  it("makes monograms from the first letters of up to two words", () => {
    expect(initialsOf("Ethiopia Guji")).toBe("EG");
    expect(initialsOf("  single-origin   espresso blend")).toBe("SO");
    expect(initialsOf("élan")).toBe("É");
    expect(initialsOf("— !")).toBe("");
  });

  it("shows the store's products when none are chosen, and no samples on a published site", () => {
    const context: SiteContext = { ...site, products: [{ id: "a", name: "Candle", price: 9.5 }] };
    expect(render("collection", {}, "publish", context)).toContain("Candle");
    const empty = render("collection", {}, "publish");
    expect(empty).toContain("New products are on their way");
    expect(empty).not.toContain("Sample cards");
  });

  it("reads newsletter buttonText as ctaText", () => {
    expect(render("newsletter", { title: "News", buttonText: "Sign me up" })).toContain(
      "Sign me up",
    );
  });

  it("reads divider and spacer sizes with PRODUCT.md §5 blanks: thickness 1, height 0", () => {
    expect(render("divider", { thickness: "" })).toContain("border-top-width:1px");
    expect(render("divider", { thickness: 99, color: "navy" })).toContain(
      "border-top-width:16px;border-top-color:#000080",
    );
    expect(render("spacer", { height: "" })).toContain("--sw-h:0px");
    expect(render("spacer", { height: "48px" })).toContain("--sw-h:48px");
  });

  it("reads image url as src", () => {
    expect(render("image", { url: "https://cdn.example.com/x.png", alt: "A mug" })).toContain(
      'src="https://cdn.example.com/x.png" alt="A mug"',
    );
  });

  it("reads button label and href", () => {
    const html = render("button", {
      label: "Buy",
      href: "https://shop.example.com",
      style: "outline",
    });
    expect(html).toContain('href="https://shop.example.com"');
    expect(html).toContain("sw-btn-secondary");
  });
});

describe("the video section", () => {
  it.each([
    [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    [
      "https://youtu.be/dQw4w9WgXcQ?t=90",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90",
    ],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
  ])("embeds %s from the allow-list", (url, embed) => {
    const html = render("video", { url });
    expect(html).toContain(`<iframe src="${embed.replace(/&/g, "&amp;")}"`);
  });

  it.each([
    "https://evil.example.com/embed/x",
    "javascript:alert(1)",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
  ])("shows a placeholder box instead of %s", (url) => {
    const html = render("video", { src: url });
    expect(html).not.toContain("<iframe");
    expect(html).toContain("Video placeholder");
  });
});

describe("section colours", () => {
  it("writes valid colours as hex custom properties on the section", () => {
    const html = render("features", { bgColor: "forestgreen", title: "T" });
    expect(html).toContain("--sw-section-bg:#228b22");
    // Light ink is picked automatically on a dark background.
    expect(html).toContain("--sw-text:#ffffff");
  });

  it("drops colours that are not colours", () => {
    const html = render("hero", {
      title: "T",
      bgColor: HOSTILE_COLOR,
      textColor: "expression(alert(1))",
    });
    expect(html).not.toContain("--sw-section-bg");
    expect(unsafeMarkup(html)).toEqual([]);
  });
});

describe("feature icons", () => {
  it("draws known names and their emoji as SVG, and keeps other emoji as text", () => {
    const html = render(
      "features",
      {
        items: [
          { icon: "🚚", title: "Fast" },
          { icon: "Truck", title: "Also fast" },
          { icon: "🦄", title: "Magic" },
        ],
      },
      "publish",
    );
    expect(count(html, "<svg")).toBe(2);
    expect(html).toContain("🦄");
    expect(html).not.toContain("🚚");
  });
});

describe("the composer's edit facts", () => {
  it("name a list prop as a type's list, and a prop as what a new one needs filled in", () => {
    for (const type of SECTION_TYPES) {
      const { composer, props, defaults } = getSectionDefinition(type);
      if (composer?.list) expect(Array.isArray(defaults[composer.list.key])).toBe(true);
      if (composer?.fillIn) expect(props.shape).toHaveProperty(composer.fillIn.key);
    }
  });
});
