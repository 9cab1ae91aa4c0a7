import { FORM_LIMITS, FORM_MESSAGES, MESSAGES } from "@shopwright/sdk";
import type { ShopTexts } from "@shopwright/site/server";

/**
 * A storefront form's answers in the store's language (PRODUCT.md "Storefront languages"):
 * each English message of the contract names its text in the catalogue. A message not listed
 * here is answered as the contract wrote it.
 */
export const FORM_TEXTS: ReadonlyMap<string, (t: ShopTexts) => string> = new Map([
  [FORM_MESSAGES.invalidEmail, (t) => t("formInvalidEmail")],
  [FORM_MESSAGES.nameRequired, (t) => t("formNameRequired")],
  [FORM_MESSAGES.messageRequired, (t) => t("formMessageRequired")],
  [
    `Name must be at most ${FORM_LIMITS.name} characters`,
    (t) => t("formNameTooLong", { max: FORM_LIMITS.name }),
  ],
  [
    `Message must be at most ${FORM_LIMITS.message} characters`,
    (t) => t("formMessageTooLong", { max: String(FORM_LIMITS.message) }),
  ],
  [FORM_MESSAGES.sent, (t) => t("formSent")],
  [FORM_MESSAGES.subscribed, (t) => t("formSubscribed")],
  [FORM_MESSAGES.accountsUnavailable, (t) => t("formAccountsUnavailable")],
  [FORM_MESSAGES.unknownForm, (t) => t("formUnknown")],
  [FORM_MESSAGES.tooLarge, (t) => t("formTooLarge")],
  [FORM_MESSAGES.notSent, (t) => t("formNotSent")],
  [MESSAGES.tooManyAttempts, (t) => t("errorTooManyAttempts")],
]);

/** A form answer of the contract in the store's language. */
export const formText = (message: string, t: ShopTexts): string =>
  FORM_TEXTS.get(message)?.(t) ?? message;
