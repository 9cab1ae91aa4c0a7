import { ShoppingBag } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { CollectionSection } from "./CollectionSection.js";
import { collectionSection } from "./collection.section.js";

/** The collection section type: definition, renderer and icon. */
export const collection = sectionEntry(collectionSection, CollectionSection, ShoppingBag);
