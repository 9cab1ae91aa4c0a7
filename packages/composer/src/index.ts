export { compose, type ComposeInput, type ComposeResult, type ComposerProduct } from "./compose.js";
export { MOODS, MOOD_IDS, moodTheme, type MoodId } from "./moods.js";
export { MAX_PROMPT_LENGTH } from "./prompt-text.js";
export { lintSite } from "./site-lint.js";
