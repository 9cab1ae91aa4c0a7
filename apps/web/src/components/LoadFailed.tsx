import { Button } from "./Button";

/** A list or card that could not load: what failed, and a button to try again. */
export function LoadFailed({
  message,
  onRetry,
  retryLabel = "Retry",
  className = "px-5 py-6",
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
  className?: string;
}) {
  return (
    <div role="alert" className={`text-center text-sm ${className}`}>
      <p className="text-red-700">{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
