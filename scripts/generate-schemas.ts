// Writes schemas/content.schema.json from content/types.ts (run by `npm run build`).
import { writeFileSync } from 'node:fs'
import { generateContentSchema, schemaPath } from './content/schemas'

writeFileSync(schemaPath, generateContentSchema())
console.log(`schemas: wrote ${schemaPath}`)
