/**
 * The content model. Every user-visible string of the site is typed here and lives in content/.
 * JSON Schemas in schemas/ are generated from these types (npm run schemas) and the build
 * validates every content file against them (npm run content:check).
 */
export {};
