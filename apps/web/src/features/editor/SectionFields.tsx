import type { AnySectionDefinition, LayoutSection } from "@shopwright/site";
import { DeviceVisibility } from "./DeviceVisibility";
import { FieldControl } from "./fields/FieldControl";
import type { ControlProps, FieldContext } from "./fields/field-types";
import { GenericPropsEditor } from "./fields/GenericPropsEditor";

/**
 * The body of the properties panel (PropertiesPanel.tsx): the selected section's fields, by
 * its definition (any props, for a type without one), and the devices it shows on.
 */
export function SectionFields({
  section,
  definition,
  onPatch,
  context,
}: {
  section: LayoutSection;
  definition: AnySectionDefinition | undefined;
  onPatch: ControlProps<unknown>["onPatch"];
  context: FieldContext;
}) {
  return (
    <>
      {definition ? (
        definition.fields.map((field) => (
          <FieldControl
            key={field.key}
            field={field}
            values={section.props}
            onPatch={onPatch}
            context={context}
          />
        ))
      ) : (
        <GenericPropsEditor values={section.props} onPatch={onPatch} context={context} />
      )}
      <DeviceVisibility section={section} />
    </>
  );
}
