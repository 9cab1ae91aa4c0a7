import { resolveSectionType, type OpInput } from "@shopwright/site";
import type { ComposerCollection } from "./compose-input.js";
import { normalizePrompt } from "./prompt-text.js";

const words = (text: string) => ` ${normalizePrompt(text).replace(/[^\p{L}\p{N}]+/gu, " ")} `;

/**
 * The store's collection a prompt names by its title or handle, speaking of a collection ("show
 * the summer collection"),
 * the longest name when several match; none when the prompt names none (grounding: never a
 * collection the store does not have).
 */
export function collectionNamedIn(
  prompt: string,
  collections: readonly ComposerCollection[],
): ComposerCollection | undefined {
  const text = words(prompt);
  // Only a prompt that speaks of a collection: "a coffee shop" is not the "Coffee" collection.
  if (!/ collections? /.test(text)) return undefined;
  let best: { collection: ComposerCollection; length: number } | undefined;
  for (const collection of collections) {
    for (const name of [collection.title, collection.handle.replace(/-/g, " ")]) {
      const wanted = words(name);
      if (wanted.trim() === "" || !text.includes(wanted)) continue;
      if (!best || wanted.length > best.length) best = { collection, length: wanted.length };
    }
  }
  return best?.collection;
}

/** Props of a product grid showing `collection`: its id, and its title as the heading. */
function showing(props: Record<string, unknown> | undefined, collection: ComposerCollection) {
  return { ...props, title: collection.title, collectionId: collection.id };
}

const isGrid = (type: string) => resolveSectionType(type) === "collection";

/**
 * The operations with every product grid they add showing the collection the prompt names
 * (PRODUCT.md §3 "Collections"); unchanged when it names none.
 */
export function withNamedCollection(
  ops: readonly OpInput[],
  prompt: string,
  collections: readonly ComposerCollection[] | undefined,
): OpInput[] {
  const collection = collections?.length ? collectionNamedIn(prompt, collections) : undefined;
  if (!collection) return [...ops];
  return ops.map((op) => {
    if (op.op === "addSection" && isGrid(op.section.type))
      return { ...op, section: { ...op.section, props: showing(op.section.props, collection) } };
    if (op.op === "replacePageSections")
      return {
        ...op,
        sections: op.sections.map((section) =>
          isGrid(section.type)
            ? { ...section, props: showing(section.props, collection) }
            : section,
        ),
      };
    return op;
  });
}
