export {
  compose,
  warmComposer,
  type ComposeInput,
  type ComposeResult,
  type ComposerCollection,
  type ComposerProduct,
} from "./compose.js";
export { MOODS, MOOD_IDS, moodTheme, type MoodId } from "./moods.js";
export { MAX_PROMPT_LENGTH } from "./prompt-text.js";
export { repairOps, type RepairContext, type RepairResult } from "./repair-ops.js";
export {
  checkEdit,
  lintEdit,
  lintMessages,
  type CheckedEdit,
  type LintResult,
} from "./site-lint.js";
export {
  isUndoRequest,
  undoReply,
  undoRequestLanguage,
  type UndoLanguage,
  type UndoOutcome,
} from "./meta-prompts.js";
