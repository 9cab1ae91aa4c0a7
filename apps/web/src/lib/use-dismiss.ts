import { useEffect, type RefObject } from "react";

type Root = RefObject<HTMLElement | null>;

/**
 * Closes a popover (menu, dropdown) while it is open: on a pointer press outside `root` (or
 * outside all of them: a portaled menu and the button that toggles it) and on Escape.
 */
export function useDismiss(root: Root | readonly Root[], isOpen: boolean, close: () => void) {
  useEffect(() => {
    if (!isOpen) return;
    const roots = Array.isArray(root) ? root : [root as Root];
    const handlePointer = (event: PointerEvent) => {
      if (!roots.some((inside) => inside.current?.contains(event.target as Node))) close();
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("pointerdown", handlePointer);
    document.addEventListener("keydown", handleKey);
    return () => {
      document.removeEventListener("pointerdown", handlePointer);
      document.removeEventListener("keydown", handleKey);
    };
  }, [root, isOpen, close]);
}
