import { ArrowRight, KeyRound } from "lucide-react";
import { Button, ButtonLink } from "../../components/Button";
import { getToken } from "../../lib/session";

/**
 * The page's main call to action: 'Get Started' once the invite is verified, else the code
 * prompt (PRODUCT.md §2); a signed-in visitor goes back to their dashboard instead.
 */
export function StartButton({
  isVerified,
  onEnterCode,
  size = "lg",
  variant = "primary",
  className = "",
}: {
  isVerified: boolean;
  onEnterCode: () => void;
  size?: "md" | "lg";
  variant?: "primary" | "secondary";
  className?: string;
}) {
  if (getToken()) {
    return (
      <ButtonLink to="/dashboard" size={size} variant={variant} className={className}>
        Go to Dashboard
        <ArrowRight className="size-4" aria-hidden />
      </ButtonLink>
    );
  }
  if (isVerified) {
    return (
      <ButtonLink to="/signup" size={size} variant={variant} className={className}>
        Get Started
        <ArrowRight className="size-4" aria-hidden />
      </ButtonLink>
    );
  }
  return (
    <Button
      size={size}
      variant={variant}
      onClick={onEnterCode}
      icon={<KeyRound className="size-4" aria-hidden />}
      className={className}
    >
      Enter invite code
    </Button>
  );
}
