import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseBuildManifest, type BuildManifest } from '../core/build-manifest'

/** The built site the stack deploys (npm run build writes it). */
export const siteRoot = fileURLToPath(new URL('../dist/client/', import.meta.url))
const manifestFile = fileURLToPath(new URL('../dist/site-manifest.json', import.meta.url))

/** The build's manifest (core/build-manifest.ts); a clear error before `npm run build`. */
export function readBuildManifest(): BuildManifest {
  let text: string
  try {
    text = readFileSync(manifestFile, 'utf8')
  } catch {
    throw new Error(`${manifestFile} is missing: run \`npm run build\` before cdk synth`)
  }
  return parseBuildManifest(text, manifestFile)
}
