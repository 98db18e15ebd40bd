/** The id of the data block in which the build lists a page's island code (scripts/island-code.ts), preloaded at idle (hydrate-on-first-use.ts). */
export const islandCodeId = 'island-code'
