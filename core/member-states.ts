/**
 * The codes of the 27 EU member states as VIES and the BZSt write them (Greece EL), in the order of
 * SPEC.md §3: the rule "is this a member state's prefix" for code that runs in the browser, without
 * the names of content/countries.ts, which the pages show (tests/unit/member-states.test.ts holds the
 * two lists to the same codes).
 */
export const memberStateCodes: readonly string[] = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK']
