import { Check } from "lucide-react";
import { Button } from "../../components/Button";

/** A card's Save button ('Saving...' while busy, PRODUCT.md §2), its error and a brief 'Saved'. */
export function SaveFooter({
  isDirty,
  isSaving,
  isSaved,
  error,
  note,
}: {
  isDirty: boolean;
  isSaving: boolean;
  isSaved: boolean;
  error: string | null;
  note?: string;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="mr-auto text-sm text-red-600">
          {error}
        </p>
      ) : isSaved && !isDirty ? (
        <p
          role="status"
          className="mr-auto inline-flex items-center gap-1.5 text-sm text-emerald-700"
        >
          <Check className="size-4" aria-hidden />
          Saved
        </p>
      ) : note ? (
        <p className="mr-auto text-sm text-slate-500">{note}</p>
      ) : null}
      <Button
        type="submit"
        size="sm"
        disabled={!isDirty || isSaving}
        aria-busy={isSaving || undefined}
      >
        {isSaving ? "Saving..." : "Save"}
      </Button>
    </>
  );
}
