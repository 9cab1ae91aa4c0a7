import { profileUrl, type LayoutPage, type LayoutSection, type OpInput } from "@shopwright/site";
import { normalizePrompt } from "../prompt-text.js";
import { findSectionMentions } from "../section-words.js";
import * as content from "../section-content.js";
import { copyContext, plan, sameName, type ClausePlan, type EditState } from "./state.js";
import { labelOf } from "./targets.js";

/** A contact detail the owner gives, by the prop that holds it on contact and location sections. */
type DetailKey = "email" | "phone" | "address" | "hours";

const DETAIL_NAMES: Record<DetailKey, string> = {
  email: "email address",
  phone: "phone number",
  address: "address",
  hours: "opening hours",
};

// Section types that show contact details, and which of them each holds.
const HOLDERS: Record<string, readonly DetailKey[]> = {
  contact: ["email", "phone", "address"],
  location: ["email", "phone", "address", "hours"],
};

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE_WORDS =
  /\b(?:phone|telephone|tel|number|mobile|cell|whatsapp|call us|ring us|text us)\b/i;
const PHONE = /\+?\(?\d[\d\s()./-]{4,}\d/;
const ADDRESS =
  /\b(?:address\s+(?:is|to|as|should be|:)|(?:we're|we are|we've moved|we moved|our (?:shop|store|studio|place) is|the (?:shop|store|studio) is|located|find us|visit us)\s+(?:now\s+)?(?:at|on|to))\s*:?\s+(.+?)\s*\.?$/i;
const HOURS =
  /\b(?:(?:we're|we are|we're now|the (?:shop|store|studio) is|open(?:ing)? hours (?:are|to|:)|hours (?:are|to|:)|set (?:the |our )?(?:opening )?hours to)\s+)?(open\s+)?((?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h)?\s*(?:-|–|to|until|till)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h)?)(?:\s*,?\s*(?:on\s+)?[a-z]+(?:\s+(?:to|-|–|through|and)\s+[a-z]+)?)?|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*(?:-|–|to|through)\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*,?\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h)?\s*(?:-|–|to|until)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h)?)/i;
const DAYS =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)\b/gi;

/** The details the prompt gives, as typed. */
function detailsIn(original: string): Partial<Record<DetailKey, string>> {
  const found: Partial<Record<DetailKey, string>> = {};
  const email = EMAIL.exec(original)?.[0];
  if (email) found.email = email;
  const phone = PHONE_WORDS.test(original)
    ? PHONE.exec(original.replace(EMAIL, " "))?.[0]
    : undefined;
  if (phone && phone.replace(/\D/g, "").length >= 6) found.phone = phone.trim();
  const hours = /\b(?:open|hours)\b/i.test(original) ? HOURS.exec(original)?.[2] : undefined;
  if (hours)
    found.hours = hours
      .trim()
      .replace(DAYS, (day) => day.charAt(0).toUpperCase() + day.slice(1).toLowerCase());
  const address = ADDRESS.exec(original)?.[1];
  if (address && !found.email && !found.phone)
    found.address = address.replace(/\s*,?\s+(?:please|thanks)$/i, "");
  return found;
}

const CLAUSE_WORDS: Record<DetailKey, RegExp> = {
  email: /@|\b(?:e-?mail|mail)\b/,
  phone: /\b(?:phone|telephone|tel|number|mobile|cell|whatsapp|call|ring|text)\b/,
  address: /\b(?:address|moved|located|find us|visit us|we're at|we are at|is at|is on)\b/,
  hours: /\b(?:open|hours)\b/,
};

/** The clause is about the store's contact details, not a section's look or copy. */
function isAboutDetails(text: string): boolean {
  return (
    (/@|\b(?:email|e-mail|mail|phone|telephone|number|mobile|whatsapp|address|hours|open|located|find us|visit us|we're at|we are at|moved to|call us|ring us|text us)\b/.test(
      text,
    ) ||
      SOCIAL.test(text)) &&
    !/\b(?:newsletter|signup|sign up|subscribe)\b/.test(text)
  );
}

/**
 * "Change our phone number to …", "our email is …", "we're open 9-5 Monday to Saturday":
 * the detail as typed, on every contact and location section that shows it; a location
 * section on the Contact page (else this page) when no section can hold it.
 */
export function planContactDetails(text: string, state: EditState): ClausePlan | undefined {
  const clause = normalizePrompt(text);
  // "… and add that to the Contact page": the clause before said what.
  if (
    /^(?:and\s+)?(?:add|put|show|list)\s+(?:that|this|it|them|those)\b/.test(clause) &&
    state.previousText !== undefined &&
    isAboutDetails(state.previousText)
  )
    return plan({ usedPrevious: true });
  if (!isAboutDetails(text)) return undefined;
  // The details of this clause, read where the owner typed them (case and symbols kept).
  const original = state.original;
  const details = detailsIn(original);
  // Only what this clause is about: "our email is …, and our phone is …" are two clauses.
  const keys = (Object.keys(details) as DetailKey[]).filter((key) =>
    CLAUSE_WORDS[key].test(clause),
  );
  if (keys.length === 0) return planSocialLink(clause, state);
  const sections = state.site.pages.flatMap((page) =>
    page.sections.filter((section) => HOLDERS[section.type]).map((section) => ({ page, section })),
  );
  const ops: OpInput[] = [];
  const places: string[] = [];
  const missing: DetailKey[] = [];
  for (const key of keys) {
    const value = details[key]!;
    const holders = sections.filter(({ section }) => HOLDERS[section.type]!.includes(key));
    // Hours only a location shows; the others go on every section that holds them, or on
    // the contact section that has room for them.
    if (holders.length === 0) {
      missing.push(key);
      continue;
    }
    for (const { page, section } of holders) {
      ops.push({
        op: "updateSection",
        sectionId: section.id,
        props: { [key]: key === "hours" ? [{ value }] : value, sample: false },
      });
      places.push(placeOf(section, page));
    }
  }
  const notes: string[] = [];
  const said = (key: DetailKey) => `the ${DETAIL_NAMES[key]} to “${details[key]}”`;
  const shownKeys = keys.filter((key) => !missing.includes(key));
  if (shownKeys.length > 0) {
    notes.push(
      `Set ${shownKeys.map(said).join(" and ")} on ${[...new Set(places)].join(" and ")}.`,
    );
  }
  if (missing.length > 0) {
    const home =
      state.site.pages.find((p) => sameName(p.name, "Contact")) ??
      state.site.pages.find((p) => sameName(p.name, state.pageName)) ??
      state.site.pages[0]!;
    const section = content.location(copyContext(state, home), {});
    const props: Record<string, unknown> = { ...section.props, sample: false };
    for (const key of missing)
      props[key] = key === "hours" ? [{ value: details[key] }] : details[key];
    ops.push({
      op: "addSection",
      page: home.name,
      section: { ...section, props },
      position: { at: "auto" },
    });
    notes.push(
      `Added a location and hours section on the ${home.name} page with ${missing
        .map((key) => `the ${DETAIL_NAMES[key]} “${details[key]}”`)
        .join(" and ")}.`,
    );
  }
  return plan({ ops, notes });
}

const placeOf = (section: LayoutSection, page: LayoutPage) =>
  `the ${labelOf(section)} on the ${page.name} page`;

// The words owners use for a network, and how the site names it (its profile link is the
// site's `profileUrl`).
const NETWORKS: Record<string, string> = {
  instagram: "Instagram",
  insta: "Instagram",
  facebook: "Facebook",
  tiktok: "TikTok",
  pinterest: "Pinterest",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  twitter: "X",
};
const SOCIAL = new RegExp(`\\b(${Object.keys(NETWORKS).join("|")})\\b`);

/**
 * "Add our Instagram @bloemgent to the footer": a link to the profile in every footer (the
 * handle or address as typed); without a handle, one short question.
 */
function planSocialLink(clause: string, state: EditState): ClausePlan | undefined {
  const network = SOCIAL.exec(clause)?.[1];
  // Adding one ("add our Instagram @bloemgent", "our instagram is @bloemgent") to the footer;
  // a link in the menu, or one removed or renamed, is the link planner's.
  if (
    !network ||
    !(
      /^(?:please\s+)?(?:add|put|link|show|include)\b/.test(clause) ||
      /\b(?:our|my)\s+[a-z]+\s+(?:is|handle is|account is)\b/.test(clause)
    ) ||
    /\b(?:menu|navbar|nav|header|navigation)\b/.test(clause)
  )
    return undefined;
  // "Add an Instagram feed" names a section of its own.
  if (findSectionMentions(clause).some((m) => m.kind.type !== "footer" && m.phrase !== network))
    return undefined;
  const label = NETWORKS[network]!;
  const address = /\bhttps?:\/\/\S+/.exec(state.original)?.[0];
  const handle = /(?:^|[\s(])@([\w.]{2,30})\b/.exec(state.original)?.[1];
  if (address && !handle) return undefined;
  if (!address && !handle)
    return plan({
      notes: [
        `What is your ${label} handle? Say it with an @, for example “add our ${label} @yourshop to the footer”.`,
      ],
    });
  const href = address ?? profileUrl(label, handle!)!;
  const footers = state.site.pages.flatMap((page) =>
    page.sections.filter((section) => section.type === "footer"),
  );
  if (footers.length === 0)
    return plan({ notes: ["There is no footer to put the link in. Add a footer first."] });
  const ops: OpInput[] = footers
    .filter(
      (footer) =>
        !(Array.isArray(footer.props.links) ? footer.props.links : []).some(
          (link) => (link as { url?: unknown }).url === href,
        ),
    )
    .map((footer) => ({
      op: "addItem" as const,
      sectionId: footer.id,
      list: "links",
      item: { text: label, url: href },
    }));
  if (ops.length === 0) return plan({ notes: [`The footer already links to ${href}.`] });
  return plan({ ops, notes: [`Added a link to ${label} (${href}) to the footer.`] });
}
