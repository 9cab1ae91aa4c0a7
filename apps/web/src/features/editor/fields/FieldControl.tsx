import {
  deviceKey,
  type AnyField,
  type OverrideDevice,
  type ProductsField,
} from "@shopwright/site";
import { useEditorState } from "../editor-context";
import { EDITOR_TEXT } from "../editor.texts";
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

/**
 * The control of one field of a section definition, chosen by its kind. A layout setting
 * that may differ per device edits the value of the device the canvas shows
 * (docs/PRODUCT.md §3 "Per-device settings").
 */
export function FieldControl(props: ControlProps<AnyField>) {
  const device = useEditorState((state) => state.session.device);
  if (device !== "desktop" && "perDevice" in props.field && props.field.perDevice) {
    return <DeviceSettingControl {...props} device={device} />;
  }
  return <KindControl {...props} />;
}

/** A layout setting's control on tablet or phone: its own value, or the wider device's. */
function DeviceSettingControl({
  field,
  values,
  onPatch,
  context,
  device,
}: ControlProps<AnyField> & { device: OverrideDevice }) {
  const key = deviceKey(field.key, device);
  const own = values[key];
  const hasOwn = own !== undefined && own !== null;
  const tabletKey = deviceKey(field.key, "tablet");
  const widerHasOwn = device === "mobile" && values[tabletKey] != null;
  const wider = widerHasOwn ? "tablet" : "desktop";
  const inherited = widerHasOwn ? values[tabletKey] : values[field.key];
  const T = EDITOR_TEXT.perDevice;
  return (
    <div className="space-y-1" data-device-setting={device}>
      <KindControl
        field={{ ...field, key, label: `${field.label} · ${T.device[device]}` } as AnyField}
        values={{ ...values, [key]: hasOwn ? own : inherited }}
        onPatch={onPatch}
        context={context}
      />
      <p className="flex items-center gap-1.5 text-xs text-slate-500">
        {hasOwn ? (
          <>
            <span>{T.own(device)}</span>
            <button
              type="button"
              className="font-medium text-brand-600 hover:text-brand-700 hover:underline"
              onClick={() => onPatch({ [key]: null }, key)}
            >
              {T.reset(wider)}
            </button>
          </>
        ) : (
          <span>{T.same(wider)}</span>
        )}
      </p>
    </div>
  );
}

function KindControl({ field, ...rest }: ControlProps<AnyField>) {
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
