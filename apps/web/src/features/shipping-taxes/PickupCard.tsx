import { CHECKOUT_LIMITS } from "@shopwright/sdk";
import { useId } from "react";
import { InputField } from "../../components/InputField";
import { Switch } from "../../components/Switch";
import { inputClasses } from "../../components/TextField";
import type { FormProblems, ShippingForm } from "./shipping-form";
import { SHIPPING_TEXT } from "./shipping-taxes.texts";

type Pickup = ShippingForm["pickup"];

/** Local pickup: on or off, its name at checkout and where and when to collect. */
export function PickupCard({
  pickup,
  problems,
  onChange,
}: {
  pickup: Pickup;
  problems: FormProblems;
  onChange: (pickup: Pickup) => void;
}) {
  const headingId = useId();
  const instructionsId = useId();
  const patch = (changes: Partial<Pickup>) => onChange({ ...pickup, ...changes });
  const instructionsProblem = problems.get("pickup.instructions") ?? null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-4 px-5 py-4 sm:px-6">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {SHIPPING_TEXT.pickupTitle}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">{SHIPPING_TEXT.pickupIntro}</p>
        </div>
        <Switch
          label={SHIPPING_TEXT.pickupTitle}
          checked={pickup.enabled}
          onChange={(enabled) => patch({ enabled })}
        />
      </div>
      {pickup.enabled && (
        <div className="space-y-4 border-t border-slate-100 px-5 py-5 sm:px-6">
          <InputField
            label={SHIPPING_TEXT.pickupName}
            value={pickup.name}
            maxLength={CHECKOUT_LIMITS.nameMax}
            problem={problems.get("pickup.name")}
            onChange={(name) => patch({ name })}
            className="sm:max-w-sm"
          />
          <div>
            <label
              htmlFor={instructionsId}
              className="mb-1.5 block text-sm font-medium text-slate-700"
            >
              {SHIPPING_TEXT.pickupInstructions}
            </label>
            <textarea
              id={instructionsId}
              rows={3}
              value={pickup.instructions}
              placeholder={SHIPPING_TEXT.pickupPlaceholder}
              maxLength={CHECKOUT_LIMITS.pickupInstructionsMax}
              aria-invalid={instructionsProblem ? true : undefined}
              onChange={(event) => patch({ instructions: event.target.value })}
              className={`${inputClasses} resize-y`}
            />
            <p className="mt-1.5 flex justify-between gap-4 text-xs text-slate-500">
              <span className={instructionsProblem ? "text-red-600" : ""}>
                {instructionsProblem ?? SHIPPING_TEXT.pickupHint}
              </span>
              <span className="shrink-0 tabular-nums">
                {pickup.instructions.length} / {CHECKOUT_LIMITS.pickupInstructionsMax}
              </span>
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
