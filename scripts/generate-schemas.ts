// Writes schemas/content.schema.json from content/types.ts: run `npm run schemas` after changing
// the types. The file is committed; the content check validates against it and
// tests/unit/schemas.test.ts fails while it is older than the types.
import { writeFileSync } from 'node:fs'
import { generateContentSchema, schemaPath } from './content/schemas'

writeFileSync(schemaPath, generateContentSchema())
console.log(`schemas: wrote ${schemaPath}`)
