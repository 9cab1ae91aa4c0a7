import type { ChatMessageDto } from "@shopwright/sdk";
import type { AiMessageRow } from "../../db/schema.js";

/**
 * Row → chat message DTO, the only way out; assistant turns carry what they did. `canUndo`
 * says whether Undo would take the turn back now, given the versions `undoableVersions` the
 * store's draft counts as (see `undoableVersionsOf` in the AI service); without them it is left out.
 */
export function toChatMessageDto(
  row: AiMessageRow,
  undoableVersions?: ReadonlySet<number>,
): ChatMessageDto {
  const dto: ChatMessageDto = {
    _id: row.id,
    role: row.role,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.role === "assistant") {
    const { meta } = row;
    if (meta.engine) dto.engine = meta.engine;
    if (meta.fellBack) dto.fellBack = true;
    if (meta.appliedCount !== undefined) dto.appliedCount = meta.appliedCount;
    if (meta.warnings?.length) dto.warnings = meta.warnings;
    if (meta.suggestions?.length) dto.suggestions = meta.suggestions;
    if (meta.plan) dto.plan = meta.plan;
    if (meta.isStyleStepDismissed) dto.isStyleStepDismissed = true;
    if (meta.draft) {
      dto.hasChangedSite = true;
      dto.draftVersion = meta.draft.after;
      dto.isUndone = meta.undoneVersion !== undefined;
      if (undoableVersions) {
        dto.canUndo = !dto.isUndone && undoableVersions.has(meta.draft.after);
      }
    }
  }
  return dto;
}
