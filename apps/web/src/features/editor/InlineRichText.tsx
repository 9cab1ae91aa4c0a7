import { createEmptyHistoryState, registerHistory } from "@lexical/history";
import { $isLinkNode, $toggleLink, LinkNode } from "@lexical/link";
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  registerList,
  REMOVE_LIST_COMMAND,
} from "@lexical/list";
import {
  $convertFromMarkdownString,
  $convertToMarkdownString,
  BOLD_ITALIC_STAR,
  BOLD_ITALIC_UNDERSCORE,
  BOLD_STAR,
  BOLD_UNDERSCORE,
  HEADING,
  INLINE_CODE,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  LINK,
  ORDERED_LIST,
  QUOTE,
  registerMarkdownShortcuts,
  UNORDERED_LIST,
  type Transformer,
} from "@lexical/markdown";
import { HeadingNode, QuoteNode, registerRichText } from "@lexical/rich-text";
import { $findMatchingParent, mergeRegister } from "@lexical/utils";
import { isSafeUrl } from "@shopwright/site";
import {
  $createRangeSelectionFromDom,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  COMMAND_PRIORITY_HIGH,
  createEditor,
  FORMAT_TEXT_COMMAND,
  KEY_ESCAPE_COMMAND,
  type LexicalEditor,
  type LexicalNode,
} from "lexical";
import { Bold, Italic, Link2, List, ListOrdered } from "lucide-react";
import { useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { EDITOR_TEXT } from "./editor.texts";
import { placeCaret, standIn, type InlineEditEnd, type ScreenPoint } from "./inline-text";

/**
 * The Markdown a text block keeps (docs/PRODUCT.md §4 "Editing on the canvas"): CommonMark's
 * emphasis, links, lists, headings, quotes and inline code, which the site renders; none of
 * Lexical's own extensions (highlight, strikethrough, check lists, code blocks).
 */
const MARKDOWN: Transformer[] = [
  HEADING,
  QUOTE,
  UNORDERED_LIST,
  ORDERED_LIST,
  INLINE_CODE,
  BOLD_ITALIC_STAR,
  BOLD_ITALIC_UNDERSCORE,
  BOLD_STAR,
  BOLD_UNDERSCORE,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  LINK,
];

const T = EDITOR_TEXT.richText;

interface Formats {
  bold: boolean;
  italic: boolean;
  link: string | null;
  list: "bullet" | "number" | null;
}

const NO_FORMATS: Formats = { bold: false, italic: false, link: null, list: null };

/** The formats at the caret, for the toolbar's pressed buttons. */
function $formatsAtCaret(): Formats {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NO_FORMATS;
  const node = selection.anchor.getNode();
  const link = $findMatchingParent(node, $isLinkNode);
  const list = $findMatchingParent(node, (n: LexicalNode) => $isListNode(n));
  return {
    bold: selection.hasFormat("bold"),
    italic: selection.hasFormat("italic"),
    link: $isLinkNode(link) ? link.getURL() : null,
    list: $isListNode(list) ? (list.getListType() === "number" ? "number" : "bullet") : null,
  };
}

/** What the owner typed as a link's address, as the link keeps it; null when it is no address. */
export function linkAddress(typed: string): string | null {
  const address = typed.trim();
  if (!address) return null;
  // "example.com/shop" is a web address, not a page of this site.
  const url = /^[\w-]+(\.[\w-]+)+([/?#].*)?$/.test(address) ? `https://${address}` : address;
  return isSafeUrl(url) ? url : null;
}

/** The Markdown of an editor's text. */
const markdownOf = (editor: LexicalEditor) =>
  editor.getEditorState().read(() => $convertToMarkdownString(MARKDOWN));

/**
 * A text block's rich text edited in place with Lexical: an editable copy stands in for the
 * rendered text (`standIn`), filled from its Markdown, with a small toolbar above it (bold,
 * italic, link, bulleted and numbered lists; Ctrl+B, Ctrl+I, Ctrl+K and Markdown shortcuts
 * such as "- " work too). Escape or the focus leaving ends it; `onEnd` gets the new Markdown,
 * or null when it did not change. Loaded on first use (EditorCanvas).
 */
export default function InlineRichText({
  element,
  markdown,
  point,
  onEnd,
}: {
  element: HTMLElement;
  markdown: string;
  point: ScreenPoint | null;
  onEnd: (markdown: string | null, how: InlineEditEnd) => void;
}) {
  const [editor] = useState(() =>
    createEditor({
      namespace: "textblock",
      nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode],
      onError: (error) => {
        throw error;
      },
    }),
  );
  const [host] = useState(() => {
    const div = document.createElement("div");
    div.className = element.className;
    div.classList.add("sw-rich");
    div.setAttribute("role", "textbox");
    div.setAttribute("aria-multiline", "true");
    div.setAttribute("aria-label", T.label);
    return div;
  });
  const [formats, setFormats] = useState<Formats>(NO_FORMATS);
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  // The words a link goes on, kept while the focus is in the link's address field.
  const linkSelection = useRef<BaseSelection | null>(null);
  const ended = useRef(false);
  const latest = useRef({ onEnd, initial: "" });
  latest.current.onEnd = onEnd;

  function end(how: InlineEditEnd) {
    if (ended.current) return;
    ended.current = true;
    const after = markdownOf(editor);
    if (how === "escape") element.closest<HTMLElement>("[data-section-id]")?.focus();
    latest.current.onEnd(after === latest.current.initial ? null : after, how);
  }

  useLayoutEffect(() => {
    const restore = standIn(element, host);
    host.contentEditable = "true";
    editor.setRootElement(host);
    editor.update(() => $convertFromMarkdownString(markdown, MARKDOWN), {
      discrete: true,
    });
    const initial = markdownOf(editor);
    latest.current.initial = initial;
    const unregister = mergeRegister(
      registerRichText(editor),
      registerList(editor),
      registerHistory(editor, createEmptyHistoryState(), 300),
      registerMarkdownShortcuts(editor, MARKDOWN),
      editor.registerUpdateListener(({ editorState }) => {
        setFormats(editorState.read($formatsAtCaret));
      }),
      editor.registerCommand(
        KEY_ESCAPE_COMMAND,
        (event) => {
          event.preventDefault();
          end("escape");
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    );
    // Lexical answers keys such as Enter, Backspace and Ctrl+K on the selection it last read,
    // which the browser reports a task after it moves the caret (Ctrl+End, Shift+Home). A key
    // pressed before that report would act on the old selection (Enter would replace the words
    // selected a moment ago), so each key first takes the caret from the page when they differ.
    function syncSelection(event: KeyboardEvent) {
      if (event.isComposing) return;
      const dom = window.getSelection();
      if (!dom || !host.contains(dom.anchorNode) || !host.contains(dom.focusNode)) return;
      // Read first: most keys find the two agreeing, and an update per key would be work for nothing.
      const $pageCaret = () => {
        const read = $createRangeSelectionFromDom(dom, editor);
        const kept = $getSelection();
        const isSame =
          $isRangeSelection(kept) &&
          read !== null &&
          read.anchor.is(kept.anchor) &&
          read.focus.is(kept.focus);
        return isSame ? null : read;
      };
      if (!editor.read($pageCaret)) return;
      editor.update(
        () => {
          const read = $pageCaret();
          if (read) $setSelection(read);
        },
        { discrete: true },
      );
    }
    function handleKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        openLinkForm();
      }
    }
    function handleFocusOut(event: FocusEvent) {
      // The toolbar (its link field) keeps the edit open.
      if (toolbar.current?.contains(event.relatedTarget as Node | null)) return;
      end("blur");
    }
    host.addEventListener("keydown", syncSelection, { capture: true });
    host.addEventListener("keydown", handleKeyDown);
    host.addEventListener("focusout", handleFocusOut);
    host.focus({ preventScroll: true });
    placeCaret(host, point);
    // The toolbar follows the text wherever the canvas moves or scales it (scrolling, a
    // narrower window, another device).
    let frame = 0;
    let last = "";
    const follow = () => {
      const next = toolbarPlace(host.getBoundingClientRect(), toolbar.current);
      const key = `${next.left},${next.top}`;
      if (key !== last) {
        last = key;
        setPlace(next);
      }
      frame = requestAnimationFrame(follow);
    };
    follow();
    return () => {
      // Unmounted mid-edit (its section re-rendered away): what was typed is still kept. Not
      // ended when nothing changed, so a remount of the same edit (StrictMode) goes on.
      if (!ended.current && markdownOf(editor) !== initial) end("blur");
      cancelAnimationFrame(frame);
      host.removeEventListener("keydown", syncSelection, { capture: true });
      host.removeEventListener("keydown", handleKeyDown);
      host.removeEventListener("focusout", handleFocusOut);
      unregister();
      editor.setRootElement(null);
      restore();
    };
    // Mounted once per edit: the canvas mounts a new one for the next.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function openLinkForm() {
    const state = editor.getEditorState();
    linkSelection.current = state.read(() => $getSelection()?.clone() ?? null);
    setLinkDraft(state.read($formatsAtCaret).link ?? "");
  }

  function applyLink(event: FormEvent) {
    event.preventDefault();
    const typed = linkDraft ?? "";
    const url = linkAddress(typed);
    if (typed.trim() && !url) return;
    editor.update(() => {
      if (linkSelection.current) $setSelection(linkSelection.current.clone());
      $toggleLink(url);
    });
    setLinkDraft(null);
    editor.focus();
  }

  function closeLinkForm() {
    setLinkDraft(null);
    editor.focus();
  }

  const linkError = linkDraft?.trim() && !linkAddress(linkDraft) ? T.linkInvalid : null;

  return createPortal(
    <div
      ref={toolbar}
      role="toolbar"
      aria-label={T.toolbar}
      data-rich-text-toolbar
      style={place ?? undefined}
      className={`fixed z-50 flex items-center gap-0.5 rounded-lg bg-slate-900 p-1 text-white shadow-lg ${place ? "" : "invisible"}`}
      // The caret stays in the text while a button is pressed.
      onMouseDown={(event) => {
        if (!(event.target instanceof HTMLInputElement)) event.preventDefault();
      }}
    >
      {linkDraft === null ? (
        <>
          <ToolButton
            label={T.bold}
            isPressed={formats.bold}
            onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold")}
          >
            <Bold className="size-4" />
          </ToolButton>
          <ToolButton
            label={T.italic}
            isPressed={formats.italic}
            onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic")}
          >
            <Italic className="size-4" />
          </ToolButton>
          <ToolButton label={T.link} isPressed={formats.link !== null} onClick={openLinkForm}>
            <Link2 className="size-4" />
          </ToolButton>
          <span aria-hidden className="mx-0.5 h-5 w-px bg-white/20" />
          <ToolButton
            label={T.bulletList}
            isPressed={formats.list === "bullet"}
            onClick={() =>
              editor.dispatchCommand(
                formats.list === "bullet" ? REMOVE_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND,
                undefined,
              )
            }
          >
            <List className="size-4" />
          </ToolButton>
          <ToolButton
            label={T.numberList}
            isPressed={formats.list === "number"}
            onClick={() =>
              editor.dispatchCommand(
                formats.list === "number" ? REMOVE_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
                undefined,
              )
            }
          >
            <ListOrdered className="size-4" />
          </ToolButton>
        </>
      ) : (
        <form onSubmit={applyLink} className="flex items-center gap-1 px-1">
          <input
            autoFocus
            type="text"
            inputMode="url"
            aria-label={T.linkAddress}
            aria-invalid={linkError ? true : undefined}
            placeholder={T.linkPlaceholder}
            value={linkDraft}
            onChange={(event) => setLinkDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                event.stopPropagation();
                closeLinkForm();
              }
            }}
            onBlur={(event) => {
              const to = event.relatedTarget;
              if (!toolbar.current?.contains(to) && !host.contains(to)) end("blur");
            }}
            className="h-7 w-56 rounded bg-white/10 px-2 text-sm text-white placeholder:text-white/50 focus:outline-none focus:ring-2 focus:ring-brand-400"
          />
          <button
            type="submit"
            disabled={Boolean(linkError)}
            className="h-7 rounded bg-brand-500 px-2 text-sm font-medium hover:bg-brand-400 disabled:opacity-50"
          >
            {linkDraft.trim() ? T.linkApply : T.linkRemove}
          </button>
          {linkError ? (
            <span role="alert" className="px-1 text-xs text-amber-200">
              {linkError}
            </span>
          ) : null}
        </form>
      )}
    </div>,
    document.body,
  );
}

/** Above the text, inside the window; below it when there is no room above. */
function toolbarPlace(box: DOMRect, toolbar: HTMLElement | null) {
  const width = toolbar?.offsetWidth ?? 200;
  const height = toolbar?.offsetHeight ?? 36;
  const left = Math.max(8, Math.min(box.left, window.innerWidth - width - 8));
  const top = box.top - height - 8 >= 8 ? box.top - height - 8 : box.bottom + 8;
  return { left, top };
}

function ToolButton({
  label,
  isPressed,
  onClick,
  children,
}: {
  label: string;
  isPressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isPressed}
      onClick={onClick}
      className={`grid size-7 place-items-center rounded ${isPressed ? "bg-white/20 text-white" : "text-white/80 hover:bg-white/10 hover:text-white"}`}
    >
      {children}
    </button>
  );
}
