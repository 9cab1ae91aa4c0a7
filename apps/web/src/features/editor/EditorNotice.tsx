import { useEffect } from "react";
import { Alert } from "../../components/Alert";

/** A toast-like banner under the toolbar; success notes hide by themselves. */
export function EditorNotice({
  tone,
  text,
  onClose,
}: {
  tone: "error" | "success" | "info";
  text: string;
  onClose: () => void;
}) {
  useEffect(() => {
    if (tone !== "success") return;
    const timer = setTimeout(onClose, 4000);
    return () => clearTimeout(timer);
  }, [tone, text, onClose]);
  return (
    <Alert
      tone={tone}
      onClose={onClose}
      className="pointer-events-auto w-full max-w-md shadow-lg animate-fade-in"
    >
      {text}
    </Alert>
  );
}
