import { ArrowLeft, SearchX } from "lucide-react";
import { ButtonLink } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";

/** What a store screen shows for a store that does not exist or is out of reach. */
export function StoreNotFound() {
  return (
    <div className="mx-auto max-w-xl pt-8">
      <EmptyState
        icon={<SearchX className="size-6" aria-hidden />}
        title="Store not found"
        description="It may have been deleted, or you no longer have access to it."
        action={
          <ButtonLink
            to="/dashboard"
            variant="secondary"
            icon={<ArrowLeft className="size-4" aria-hidden />}
          >
            Back to stores
          </ButtonLink>
        }
      />
    </div>
  );
}
