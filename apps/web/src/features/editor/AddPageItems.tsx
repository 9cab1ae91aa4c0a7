import { PAGE_TEMPLATES, type PageTemplate } from "@shopwright/site";
import {
  BookOpen,
  CircleHelp,
  FilePlus2,
  Mail,
  RotateCcw,
  ScrollText,
  ShieldCheck,
  Truck,
  type LucideIcon,
} from "lucide-react";
import { EDITOR_TEXT } from "./editor.texts";

const T = EDITOR_TEXT.addPage;

const ICONS: Record<string, LucideIcon> = {
  about: BookOpen,
  contact: Mail,
  faq: CircleHelp,
  shipping: Truck,
  returns: RotateCcw,
  privacy: ShieldCheck,
  terms: ScrollText,
};

/** The items of 'Add page': a blank page, then the templates (loaded with the menu). */
export function AddPageItems({ onSelect }: { onSelect: (template?: PageTemplate) => void }) {
  return (
    <>
      <MenuItem
        Icon={FilePlus2}
        label={T.blank}
        description={T.blankHint}
        onSelect={() => onSelect()}
      />
      <p className="px-4 pb-1 pt-2 text-[11px] font-semibold uppercase tracking-wider text-slate-400">
        {T.templates}
      </p>
      {PAGE_TEMPLATES.map((template) => (
        <MenuItem
          key={template.id}
          Icon={ICONS[template.id] ?? FilePlus2}
          label={template.name}
          description={template.description}
          onSelect={() => onSelect(template)}
        />
      ))}
      <p className="border-t border-slate-100 px-4 pb-1 pt-2 text-xs text-slate-500">
        {T.sampleHint}
      </p>
    </>
  );
}

function MenuItem({
  Icon,
  label,
  description,
  onSelect,
}: {
  Icon: LucideIcon;
  label: string;
  description: string;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      onClick={onSelect}
      className="flex w-full items-start gap-3 px-4 py-2 text-left outline-none hover:bg-slate-50 focus-visible:bg-brand-50"
    >
      <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-600">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        <span className="block text-xs text-slate-500">{description}</span>
      </span>
    </button>
  );
}
