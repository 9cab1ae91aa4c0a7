import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../../chromium.js";
import { CANARY_HOST } from "./xss-payloads.js";

/**
 * Real Chromium for the published-site sweep (docs/TRUST.md §4): pages are opened on their
 * own `{slug}.localhost` origin, every script path to the outside is watched, and the page's
 * markup is searched for anything a payload could have injected.
 */

/** Debian's Chromium, kept off the network (the journeys' flags). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      // Every *.localhost name is the test server, straight away (no IPv6 attempt first).
      `--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1`,
    ],
  });
}

/** What a payload could make the browser do, each with the page it happened on. */
export interface Observed {
  /** `__xss(…)` called: script ran. */
  executions: { page: string; args: string }[];
  dialogs: { page: string; message: string }[];
  /** Requests to the canary host (script, frame, image, fetch …): markup or script got through. */
  canary: { page: string; type: string; url: string }[];
  /** Requests to other hosts: images and embeds people may link, and link targets; blocked. */
  external: { type: string; url: string }[];
  /** Navigations that were not the sweep's own: link clicks, refreshes, script. Answered 204. */
  navigations: { page: string; url: string; isClick: boolean }[];
  popups: string[];
}

/** One tab of a watched context. */
export interface Tab {
  page: Page;
  /** Opens a page as a visitor would, letting only this navigation (and its redirects) through. */
  open(url: string): Promise<number>;
  /** While true, every navigation is recorded as a click and answered 204 (the page stays). */
  setClicking(isClicking: boolean): void;
}

/** A browser context that watches for script, dialogs and requests leaving the machine. */
export interface WatchedContext {
  context: BrowserContext;
  tabs: Tab[];
  observed: Observed;
  close(): Promise<void>;
}

const isLocal = (url: URL, port: number) =>
  (url.hostname === "localhost" ||
    url.hostname.endsWith(".localhost") ||
    url.hostname === "127.0.0.1") &&
  url.port === String(port);

/**
 * A fresh context on `browser` with `tabs` pages that can visit side by side. With
 * `bypassCSP` the page's own policy is switched off, so what is counted is the escaping of
 * the pages alone, not the CSP behind it.
 */
export async function watchedContext(
  browser: Browser,
  port: number,
  options: { bypassCSP: boolean; tabs?: number },
): Promise<WatchedContext> {
  const context = await browser.newContext({ bypassCSP: options.bypassCSP });
  const observed: Observed = {
    executions: [],
    dialogs: [],
    canary: [],
    external: [],
    navigations: [],
    popups: [],
  };
  const states = new Map<Page, { allowed: string | null; isClicking: boolean }>();

  await context.exposeBinding("__xss", (source, ...args: unknown[]) => {
    observed.executions.push({ page: source.frame.url(), args: JSON.stringify(args) });
  });
  await context.route("**/*", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const frame = request.frame();
    let page: Page | null = null;
    try {
      page = frame.page();
    } catch {
      // A request without a page (a worker): judged as one not clicking.
    }
    const state = (page && states.get(page)) ?? { allowed: null, isClicking: false };
    const pageUrl = page?.url() ?? "";
    if (url.hostname === CANARY_HOST || url.hostname.endsWith(`.${CANARY_HOST}`)) {
      observed.canary.push({ page: pageUrl, type: request.resourceType(), url: url.href });
      return route.fulfill({ status: 204 });
    }
    if (request.isNavigationRequest() && frame.parentFrame() === null) {
      // The sweep's own page load (and its redirects) pass; anything else stays on the page.
      const isOwn =
        !state.isClicking &&
        state.allowed !== null &&
        (url.href === state.allowed || request.redirectedFrom() !== null);
      if (isOwn) return route.continue();
      observed.navigations.push({ page: pageUrl, url: url.href, isClick: state.isClicking });
      return route.fulfill({ status: 204 });
    }
    if (!isLocal(url, port)) {
      observed.external.push({ type: request.resourceType(), url: url.href });
      return route.abort();
    }
    return route.continue();
  });

  const tabs: Tab[] = [];
  for (let i = 0; i < (options.tabs ?? 1); i++) {
    const page = await context.newPage();
    const state = { allowed: null as string | null, isClicking: false };
    states.set(page, state);
    page.on("dialog", (dialog) => {
      observed.dialogs.push({ page: page.url(), message: dialog.message() });
      void dialog.dismiss().catch(() => undefined);
    });
    tabs.push({
      page,
      async open(url: string) {
        state.allowed = new URL(url).href;
        try {
          // A navigation a click on the previous page queued may still cut in (it is held
          // with a 204): then the page is asked for again.
          for (let attempt = 1; ; attempt++) {
            const response = await page.goto(url, { waitUntil: "load" }).catch((error: Error) => {
              if (attempt < 3 && /interrupted|ERR_ABORTED/.test(error.message)) return null;
              throw error;
            });
            if (response || attempt >= 3) return response?.status() ?? 0;
          }
        } finally {
          state.allowed = null;
        }
      },
      setClicking(value: boolean) {
        state.isClicking = value;
      },
    });
  }
  // Any other page is a popup a click or a script opened: recorded and closed.
  context.on("page", (popup) => {
    observed.popups.push(popup.url());
    void popup.close();
  });

  return { context, tabs, observed, close: () => context.close() };
}

/** What the markup search found on one page. */
export interface PageReport {
  /** One line per injected thing: a script, a handler, a script URL, a frame … */
  findings: string[];
  /** Element names on the page, for the allow-list the benign site defines. */
  tags: string[];
  text: string;
  links: number;
}

/** What the published pages may hold: our one script and our own kinds of links and frames. */
export interface PageRules {
  siteScript: string;
  /** Element names a benign site renders; anything else is injected. */
  allowedTags: string[] | null;
}

/** What one visit did and found. */
export interface Visit {
  status: number;
  /** The link addresses clicked on this page. */
  clicked: string[];
  report: PageReport;
}

/**
 * Opens a page, clicks every link whose address was not clicked before (`clicked` holds
 * them; navigations are answered 204, so the page stays), then searches the live DOM.
 */
export async function visitPage(
  tab: Tab,
  url: string,
  clicked: Set<string>,
  rules: PageRules,
): Promise<Visit> {
  const status = await tab.open(url);
  tab.setClicking(true);
  try {
    const { hrefs, report } = await tab.page.evaluate(clickThenInspect, {
      ...rules,
      seen: [...clicked],
    });
    for (const href of hrefs) clicked.add(href);
    return { status, clicked: hrefs, report };
  } catch (error) {
    // The page went away under the clicks: something navigated it, which no link of ours does.
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return {
      status,
      clicked: [],
      report: { findings: [`page left during clicks: ${message}`], tags: [], text: "", links: 0 },
    };
  } finally {
    tab.setClicking(false);
  }
}

/**
 * In the page: clicks the links one at a time, letting the browser run what each click
 * queues (a `javascript:` URL, a handler) before the next; then searches the DOM for what
 * no renderer writes: a script other than ours, an `on*` attribute, a script-capable URL in
 * any URL attribute, a frame that is not a YouTube or Vimeo embed, object/embed/base, a
 * meta refresh, a link to another host, a form posting anywhere but the site's form
 * endpoint, a second stylesheet, a style attribute with url() or expression(), and element
 * names a benign site never has.
 */
async function clickThenInspect({
  seen,
  siteScript,
  allowedTags,
}: PageRules & { seen: string[] }): Promise<{ hrefs: string[]; report: PageReport }> {
  const done = new Set(seen);
  const hrefs: string[] = [];
  for (const link of Array.from(document.querySelectorAll("a, area"))) {
    const raw = link.getAttribute("href") ?? link.getAttribute("xlink:href");
    if (raw === null) continue;
    const href =
      link instanceof HTMLAnchorElement || link instanceof HTMLAreaElement ? link.href : raw;
    if (done.has(href)) continue;
    done.add(href);
    hrefs.push(href);
    if (link instanceof HTMLElement) link.click();
    else link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  // What the last click queued gets its turn too.
  await new Promise((resolve) => setTimeout(resolve, 10));

  const findings: string[] = [];
  const tags = new Set<string>();
  const short = (text: string) => text.slice(0, 80);
  const SCRIPT_URL =
    /^((javascript|vbscript|livescript|mocha|feed):|data:(text\/html|text\/javascript|image\/svg|application\/xhtml|text\/xml|application\/xml))/i;
  const URL_ATTRIBUTES = new Set([
    "href",
    "src",
    "action",
    "formaction",
    "xlink:href",
    "data",
    "poster",
    "background",
    "srcset",
    "ping",
    "codebase",
    "lowsrc",
    "dynsrc",
    "cite",
    "values",
    "to",
    "from",
    "by",
  ]);
  const EMBED = /^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/;
  for (const element of Array.from(document.querySelectorAll("*"))) {
    const tag = element.localName.toLowerCase();
    tags.add(tag);
    if (allowedTags && !allowedTags.includes(tag)) findings.push(`element <${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers drop control characters and spaces inside a URL's scheme.
      // eslint-disable-next-line no-control-regex -- that is what is stripped here.
      const squeezed = attribute.value.replace(/[\u0000-\u0020]/g, "");
      if (name.startsWith("on")) findings.push(`<${tag}> ${name}=${short(attribute.value)}`);
      if (URL_ATTRIBUTES.has(name) && SCRIPT_URL.test(squeezed)) {
        findings.push(`<${tag}> ${name}=${short(attribute.value)}`);
      }
      if (name === "srcdoc") findings.push(`<${tag}> srcdoc`);
      if (
        name === "style" &&
        /url\s*\(|expression|javascript|@import|behavior|binding/i.test(attribute.value)
      ) {
        findings.push(`<${tag}> style=${short(attribute.value)}`);
      }
    }
  }
  /** Our structured data: a data block in the head that is JSON and nothing else, never run. */
  const isStructuredData = (script: HTMLScriptElement) => {
    if (script.attributes.length !== 1 || script.getAttribute("type") !== "application/ld+json")
      return false;
    if (script.parentElement !== document.head) return false;
    try {
      JSON.parse(script.textContent ?? "");
      return true;
    } catch {
      return false;
    }
  };
  for (const script of Array.from(document.querySelectorAll("script"))) {
    if (isStructuredData(script)) continue;
    if (script.getAttribute("src") !== null || script.textContent !== siteScript) {
      findings.push(`script ${short(script.outerHTML)}`);
    }
  }
  for (const frame of Array.from(document.querySelectorAll("iframe, frame"))) {
    const src = frame.getAttribute("src") ?? "";
    if (!EMBED.test(src)) findings.push(`frame ${short(src)}`);
  }
  for (const element of Array.from(
    document.querySelectorAll("object, embed, applet, base, portal"),
  )) {
    findings.push(`<${element.localName}>`);
  }
  for (const meta of Array.from(document.querySelectorAll("meta[http-equiv]"))) {
    findings.push(`meta http-equiv=${meta.getAttribute("http-equiv")}`);
  }
  for (const link of Array.from(document.querySelectorAll("link"))) {
    const rel = (link.getAttribute("rel") ?? "").toLowerCase();
    // An image preload with candidates (React's, for an <img srcset>) has no href: each of its
    // candidates is checked as the href would be.
    const candidates = (link.getAttribute("imagesrcset") ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
      .filter(Boolean);
    if (rel === "preload" && link.getAttribute("as") === "image" && !link.getAttribute("href")) {
      for (const candidate of candidates) {
        if (!new URL(candidate, location.href).href.startsWith(location.origin)) {
          findings.push(`link rel=preload imagesrcset ${short(candidate)}`);
        }
      }
      if (candidates.length) continue;
    }
    const href = link.href;
    const isOwn = href.startsWith(location.origin);
    // A logo as favicon, and the first image of a page preloaded, may be on another host.
    const isImage =
      (rel === "icon" || (rel === "preload" && link.getAttribute("as") === "image")) &&
      /^https?:/.test(href);
    if (!(isOwn && ["canonical", "icon", "preload"].includes(rel)) && !isImage) {
      findings.push(`link rel=${rel} ${short(href)}`);
    }
  }
  for (const form of Array.from(document.querySelectorAll("form"))) {
    const action = form.getAttribute("action") ?? "";
    // Our forms only: a storefront form's endpoint, the site's own add to cart or its search.
    if (
      !/^(\.\.\/|\.\/)*(api\/sites\/[a-z0-9-]+\/forms\/[a-z]+|cart\/items|search)$/.test(action)
    ) {
      findings.push(`form action=${short(action)}`);
    }
  }
  const styles = document.querySelectorAll("style");
  if (styles.length > 1) findings.push(`${styles.length} style elements`);
  return {
    hrefs,
    report: {
      findings,
      tags: [...tags].sort(),
      text: document.documentElement.textContent ?? "",
      links: document.querySelectorAll("a, area").length,
    },
  };
}
