import {
  Award,
  Check,
  Clock,
  Coffee,
  Gift,
  Globe,
  Heart,
  Leaf,
  Lock,
  Mail,
  MessageCircle,
  Phone,
  RefreshCw,
  Shield,
  Smile,
  Sparkles,
  Star,
  Tag,
  Truck,
  Undo2,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { iconGlyph } from "./icon-glyph.js";

// Icon names and the emoji older layouts and the AI use, drawn as SVG so they look the same on
// every device: an emoji depends on the visitor's fonts and shows as an empty box without one.
const ICONS: Record<string, LucideIcon> = {
  truck: Truck,
  shipping: Truck,
  delivery: Truck,
  "🚚": Truck,
  star: Star,
  "★": Star,
  heart: Heart,
  "♥": Heart,
  leaf: Leaf,
  eco: Leaf,
  "🌿": Leaf,
  shield: Shield,
  "🛡️": Shield,
  lock: Lock,
  secure: Lock,
  "🔒": Lock,
  clock: Clock,
  time: Clock,
  "🕒": Clock,
  gift: Gift,
  "🎁": Gift,
  check: Check,
  "✓": Check,
  sparkles: Sparkles,
  "✨": Sparkles,
  bolt: Zap,
  zap: Zap,
  "⚡": Zap,
  coffee: Coffee,
  "☕": Coffee,
  return: Undo2,
  "↩️": Undo2,
  "↩": Undo2,
  refresh: RefreshCw,
  "↻": RefreshCw,
  globe: Globe,
  "🌍": Globe,
  support: MessageCircle,
  chat: MessageCircle,
  "💬": MessageCircle,
  phone: Phone,
  "📞": Phone,
  mail: Mail,
  "✉️": Mail,
  "✉": Mail,
  tag: Tag,
  "🏷️": Tag,
  award: Award,
  "🏆": Award,
  smile: Smile,
  "🙂": Smile,
};

/** A feature's icon: a known name or emoji as an inline SVG, any other emoji as itself. */
export function FeatureIcon({ icon }: { icon: string | undefined }) {
  const key = (icon ?? "check")
    .trim()
    .toLowerCase()
    .replace(/^(fa-|icon-|lucide-)/, "");
  const Svg = ICONS[key];
  if (Svg) return <Svg className="sw-icon-svg" aria-hidden="true" strokeWidth={1.75} />;
  const glyph = iconGlyph(icon);
  return glyph === "✓" ? (
    <Check className="sw-icon-svg" aria-hidden="true" strokeWidth={1.75} />
  ) : (
    <>{glyph}</>
  );
}
