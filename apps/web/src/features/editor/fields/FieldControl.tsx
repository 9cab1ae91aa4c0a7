import type { AnyField, ProductsField } from "@shopwright/site";
import { CollectionControl } from "./CollectionControl";
import { ColorControl } from "./ColorControl";
import type { ControlProps } from "./field-types";
import { ImageControl } from "./ImageControl";
import { LinkControl } from "./LinkControl";
import { ListControl } from "./ListControl";
import { NumberControl } from "./NumberControl";
import { ProductsControl } from "./ProductsControl";
import { SelectControl } from "./SelectControl";
import { TextareaControl } from "./TextareaControl";
import { TextControl } from "./TextControl";
import { TextListControl } from "./TextListControl";
import { ToggleControl } from "./ToggleControl";

/** The control of one field of a section definition, chosen by its kind. */
export function FieldControl({ field, ...rest }: ControlProps<AnyField>) {
  switch (field.kind) {
    case "text":
      return <TextControl field={field} {...rest} />;
    case "textarea":
      return <TextareaControl field={field} {...rest} />;
    case "color":
      return <ColorControl field={field} {...rest} />;
    case "number":
      return <NumberControl field={field} {...rest} />;
    case "select":
      return <SelectControl field={field} {...rest} />;
    case "toggle":
      return <ToggleControl field={field} {...rest} />;
    case "image":
      return <ImageControl field={field} {...rest} />;
    case "link":
      return <LinkControl field={field} {...rest} />;
    case "collection":
      return <CollectionControl field={field} {...rest} />;
    case "list":
      return <ListControl field={field} {...rest} />;
    case "textList":
      return <TextListControl field={field} {...rest} />;
  }
  // `AnyField` cannot name the products picker (its key is a list of objects, which a generic
  // record has none of), but the collection definition uses it.
  const other = field as unknown as { kind: string };
  if (other.kind === "products") {
    return <ProductsControl field={other as ProductsField<string>} {...rest} />;
  }
  return null;
}
