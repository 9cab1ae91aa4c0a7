import type { ChatMessageDto } from "@shopwright/sdk";

/** A chat message as the API returns it (an assistant's by default); tests override what they care about. */
export function aChatMessage(overrides: Partial<ChatMessageDto> = {}): ChatMessageDto {
  return {
    _id: `m-${Math.random()}`,
    role: "assistant",
    content: "",
    createdAt: "2025-01-15T10:00:00.000Z",
    ...overrides,
  };
}
