/** ISO 3166-1 alpha-2 codes of the countries and territories a store ships to (and XK, Kosovo). */
export const COUNTRY_CODES: readonly string[] = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ
BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR
CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ
LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ
MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF
PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR
TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW`
  .trim()
  .split(/\s+/);

const CODES = new Set(COUNTRY_CODES);

/** A country as the checkout's select lists it. */
export interface CountryOption {
  code: string;
  name: string;
}

// Naming 250 countries costs a few milliseconds; a checkout page asks for the same list again.
const listsByLocale = new Map<string, readonly CountryOption[]>();

function displayNames(locale: string): Intl.DisplayNames {
  try {
    return new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "code" });
  } catch {
    return new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  }
}

/** Whether a code is one of COUNTRY_CODES ("US", not "us" or "USA"). */
export const isCountryCode = (code: string): boolean => CODES.has(code);

/** Every country, named in the locale and sorted by that name as the locale sorts. */
export function countryOptions(locale = "en-US"): readonly CountryOption[] {
  let list = listsByLocale.get(locale);
  if (!list) {
    const names = displayNames(locale);
    let collator: Intl.Collator;
    try {
      collator = new Intl.Collator(locale);
    } catch {
      collator = new Intl.Collator("en");
    }
    list = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    if (listsByLocale.size >= 16) listsByLocale.clear();
    listsByLocale.set(locale, list);
  }
  return list;
}

/** A country's name in the locale ("DE" → "Germany"); anything else as written. */
export function countryName(code: string, locale = "en-US"): string {
  return CODES.has(code) ? (displayNames(locale).of(code) ?? code) : code;
}
