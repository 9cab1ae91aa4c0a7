import { ArrowRight, KeyRound } from "lucide-react";
import { Button, ButtonLink } from "../../components/Button";

/** The page's main call to action: 'Get Started' once the invite is verified, else the code prompt (SPEC 2). */
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
