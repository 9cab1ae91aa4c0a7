import { EDITOR_MESSAGES } from "@shopwright/sdk";

/** SPEC 2, 5, 8 texts of the visual editor; dictated, so keep them exactly. */
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
} as const;
