import type { ChangeEvent } from "react";

/** A checkbox for selecting products; `label` names what it selects for screen readers. */
export function SelectCheckbox({
  label,
  isChecked,
  isIndeterminate = false,
  isDisabled = false,
  onChange,
  className = "",
}: {
  label: string;
  isChecked: boolean;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  className?: string;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={isChecked}
      disabled={isDisabled}
      onChange={onChange}
      ref={(element) => {
        if (element) element.indeterminate = isIndeterminate && !isChecked;
      }}
      className={`size-4 shrink-0 cursor-pointer rounded accent-brand-600 disabled:cursor-default ${className}`}
    />
  );
}
