import {
  Blocks,
  Columns3,
  Images,
  LayoutTemplate,
  LogIn,
  Mail,
  Megaphone,
  Minus,
  MousePointerClick,
  MessageCircleQuestion,
  MoveVertical,
  PanelBottom,
  PanelTop,
  Play,
  Quote,
  ShoppingBag,
  Sparkles,
  Tags,
  Type,
  UserPlus,
  Image as ImageIcon,
  ListChecks,
  type LucideIcon,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  navbar: PanelTop,
  hero: LayoutTemplate,
  features: Columns3,
  textblock: Type,
  footer: PanelBottom,
  faq: MessageCircleQuestion,
  gallery: Images,
  newsletter: Mail,
  signup: UserPlus,
  login: LogIn,
  waitlist: ListChecks,
  contact: Megaphone,
  collection: ShoppingBag,
  testimonials: Quote,
  pricing: Tags,
  cta: Sparkles,
  divider: Minus,
  spacer: MoveVertical,
  image: ImageIcon,
  video: Play,
  button: MousePointerClick,
};

/** The palette and canvas icon of a section type (a generic block for unknown types). */
export function sectionIcon(type: string): LucideIcon {
  return ICONS[type] ?? Blocks;
}
