import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createGenerator } from 'ts-json-schema-generator'

const root = fileURLToPath(new URL('../../', import.meta.url))
export const schemaPath = `${root}schemas/content.schema.json`

/** Generates the JSON Schema of every exported type in content/types.ts. */
export function generateContentSchema(): string {
  const schema = createGenerator({
    path: `${root}content/types.ts`,
    tsconfig: `${root}tsconfig.json`,
    type: '*',
    expose: 'export',
    additionalProperties: false,
    skipTypeCheck: true,
    topRef: true,
  }).createSchema('*')
  return `${JSON.stringify(schema, null, 2)}\n`
}

export function readContentSchema(): object {
  return JSON.parse(readFileSync(schemaPath, 'utf8')) as object
}
