import { draftDescription, richTextPlain } from "@shopwright/site";
import { searchAddress, slugOf } from "../../components/search-address";
import { SearchListingFields } from "../../components/SearchListingFields";
import { FormSection } from "./FormSection";
import type { ProductFormValues } from "./product-form";

/**
 * A product's search title and description (docs/PRODUCT.md "Search engines and shared
 * links"), with the fallbacks its published page uses when they are empty.
 */
export function ProductSearchListing({
  values,
  siteName,
  siteUrl,
  isDisabled = false,
  className = "",
  onChange,
}: {
  values: ProductFormValues;
  /** The store's name, which titles its pages. */
  siteName: string;
  /** The live site's address, if it has one. */
  siteUrl?: string | null | undefined;
  isDisabled?: boolean;
  className?: string;
  onChange: (field: "seoTitle" | "seoDescription", value: string) => void;
}) {
  const name = values.name.trim();
  // The words the storefront shows, without the description's Markdown marks.
  const description = richTextPlain(values.description).trim();
  return (
    <FormSection
      title="Search engine listing"
      description="How this product shows in search results and shared links. Leave empty to use its name and description."
      className={className}
    >
      <SearchListingFields
        title={values.seoTitle}
        description={values.seoDescription}
        fallbackTitle={name ? `${name} – ${siteName}` : siteName}
        fallbackDescription={
          description.slice(0, 160) ||
          (name ? `${name} from ${siteName}.` : `A product of ${siteName}.`)
        }
        address={searchAddress(siteUrl, siteName, ["products", slugOf(name)])}
        draft={() => draftDescription([description])}
        isDisabled={isDisabled}
        onChange={onChange}
      />
    </FormSection>
  );
}
