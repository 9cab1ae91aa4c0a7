import { EDITOR_MESSAGES } from "@shopwright/sdk";

/** PRODUCT.md §2, §5, §8 texts of the visual editor; dictated, so keep them exactly. */
export const EDITOR_TEXT = {
  ...EDITOR_MESSAGES,
  exitConfirm: "Are you sure you want to exit? Unsaved changes will be lost.",
  renamePrompt: "Rename page",
  paletteTitle: "Components",
  paletteHint: "Drag components to the canvas",
  canvasEmptyTitle: "Canvas is empty",
  canvasEmptyHint: "Drag components from the left sidebar to get started",
  noSelectionTitle: "No component selected",
  noSelectionHint: "Click on a component to edit its properties",
  previewFailed: "Failed to load preview",
  switchToLegacy: "Switch to Legacy Preview",
  /** Why Save and Publish are off while the stored site has not loaded. */
  notLoaded:
    "The store's site did not load, so saving now could replace it. Retry loading it first.",
  notLoadedHint: "Saving and publishing are off until it loads, so nothing replaces the live site.",
  retry: "Retry",
  retryDiscards: "Retry loading the store's site?",
  retryDiscardsHint: "The changes made here since the failed load are replaced by the saved site.",
  deletePageTitle: (name: string) => `Delete the page “${name}”?`,
  deletePageHint: "Its sections are deleted with it.",
  viewSite: "View site",
  draftHidden: "Draft: hidden on the live site",
  /** The product grid's collection field: no collection chosen, and a store without any. */
  allProducts: "All products",
  noCollections: "Make a collection under Collections to show it here",
  /** The site's header and footer (docs/PRODUCT.md §4 "Site header and footer"). */
  sitePart: { header: "Site header", footer: "Site footer" },
  sitePartHint: "On every page: edit it once",
  sitePartOnPage: "The site's own is on this page: select it on the canvas to edit it",
  hideSitePart: "Hide on this page",
  showSitePart: "Show",
  sitePartHidden: (label: string) => `${label} hidden on this page`,
  sitePartSetting: (label: string) => `Show the ${label.toLowerCase()}`,
  removeSitePartTitle: (label: string) => `Remove the ${label.toLowerCase()} from every page?`,
  removeSitePartHint: "Every page loses it. Undo brings it back, from any page.",
  /** Editing a text block's rich text on the canvas (docs/PRODUCT.md §4 "Editing on the canvas"). */
  richText: {
    label: "Text",
    toolbar: "Text formatting",
    bold: "Bold (Ctrl+B)",
    italic: "Italic (Ctrl+I)",
    link: "Link (Ctrl+K)",
    bulletList: "Bulleted list",
    numberList: "Numbered list",
    linkAddress: "Link address",
    linkPlaceholder: "https://… or /page",
    linkApply: "Apply",
    linkRemove: "Remove link",
    linkInvalid: "Use a web address, a page path such as /about, or mailto:",
    notLoaded: "The text editor did not load. Check your connection and try again.",
  },
  /** A layout setting edited for one device (docs/PRODUCT.md §3 "Per-device settings"). */
  perDevice: {
    device: { tablet: "Tablet", mobile: "Mobile", desktop: "Desktop" },
    own: (device: "tablet" | "mobile") => `Set for ${device === "tablet" ? "tablets" : "phones"}.`,
    reset: (wider: "tablet" | "desktop") => `Use the ${wider}'s`,
    same: (wider: "tablet" | "desktop") =>
      `Same as on ${wider}: a change applies to this device only.`,
  },
  /** The left panel's structure tab (docs/PRODUCT.md §2 "Visual editor"). */
  layers: {
    tab: "Layers",
    addTab: "Add",
    title: (page: string) => `Sections of ${page}`,
    hint: "Click to select. Drag, or Alt+↑ / Alt+↓, to move a section.",
    emptyTitle: "No sections yet",
    emptyHint: "Add one from the Add tab, or drag it to the canvas.",
    moveUp: (label: string) => `Move ${label} up`,
    moveDown: (label: string) => `Move ${label} down`,
    hide: (label: string, device: string) => `Hide ${label} on ${device}`,
    show: (label: string, device: string) => `Show ${label} on ${device}`,
    hiddenOn: (devices: readonly string[]) => `Hidden on ${devices.join(", ").toLowerCase()}`,
    lastDevice: "It shows on this device only: delete it instead",
  },
  /** Sections saved for reuse (docs/PRODUCT.md §3 "Saved blocks"). */
  blocks: {
    group: "Saved blocks",
    save: "Save as block",
    saveTitle: "Save as a block",
    saveLabel: "Block name",
    saveMessage: "Insert it on any page from the palette. Editing one copy changes every copy.",
    saveConfirm: "Save block",
    add: (name: string) => `Add ${name}`,
    remove: (name: string) => `Delete the saved block ${name}`,
    removeTitle: (name: string) => `Delete the saved block “${name}”?`,
    removeMessage: "Its copies stay on their pages, no longer linked.",
    linked: (name: string, copies: number) =>
      `Saved block “${name}”: editing it changes ${copies === 1 ? "its only copy" : `all ${copies} copies`}.`,
    detach: "Detach",
    failed: "The block was not saved",
    rename: (name: string) => `Rename the saved block ${name}`,
    renameTitle: "Rename the saved block",
    renameConfirm: "Rename",
    renameFailed: "The block was not renamed",
    badgeHint: (name: string) => `A copy of the saved block “${name}”: edits change every copy`,
  },
  /** 'Add page' and its templates (docs/PRODUCT.md §2 "Visual editor"). */
  addPage: {
    title: "Add a page",
    blank: "Blank page",
    blankHint: "An empty page with the site's header and footer",
    templates: "Pages every shop needs",
    sampleHint: "Templates come with sample text, flagged until you make it yours.",
  },
  visibility: "Show on",
  showOn: (device: string) => `Show on ${device.toLowerCase()}`,
  lastDevice: "A section shows on one device at least",
  hiddenOnNote: (devices: string) =>
    `Hidden on ${devices}: the canvas shows it faded there, visitors do not see it.`,
} as const;
