/**
 * User-facing validation texts. Those marked PRODUCT.md are dictated by its §5 and must
 * stay exactly as written; the others are ours where PRODUCT.md is silent.
 */
export const MESSAGES = {
  /** PRODUCT.md §5: registration and login, any required field blank. */
  fillAllFields: "Please fill in all fields",
  /** PRODUCT.md §5: registration, password under the minimum length. */
  passwordTooShort: "Password must be at least 6 characters long",
  /** PRODUCT.md §5: registration, confirmation differs. */
  passwordsDoNotMatch: "Passwords do not match",
  /** PRODUCT.md §5: create store, name or domain blank. */
  storeNameAndDomainRequired: "Please provide store name and domain",
  invalidEmail: "Please enter a valid email address",
  invalidDomain: "Enter a valid domain, like mystore.com",
  emailTaken: "An account with this email already exists",
  domainTaken: "A store with this domain already exists",
  invalidCredentials: "Invalid email or password",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  logoutWithApiKey:
    "An API key cannot sign out. Revoke it in the team's settings to stop it from working.",
} as const;

/** PRODUCT.md §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

/** Length caps applied to every stored string. */
export const LIMITS = {
  name: 100,
  email: 254,
  password: 200,
  storeName: 100,
  domain: 253,
  description: 1000,
  productDescription: 5000,
} as const;
