import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fontFolder, fontPackageFiles, receiptFonts } from '../core/font-faces'

/**
 * How both Lambda handlers are bundled (NodejsFunction runs esbuild with these options and ESM
 * output); `npm run bench -- lambda` bundles the same way to time cold starts.
 */
export const lambdaBundling = {
  target: 'node24',
  minify: true,
  sourceMap: false,
  mainFields: ['module', 'main'],
  // React's production build for the page the VAT ID function renders without JavaScript.
  define: { 'process.env.NODE_ENV': '"production"' },
  // An ESM bundle has no `require`; CommonJS packages in it (react-dom/server) require Node's
  // built-ins at run time, which otherwise fails with "Dynamic require of "util" is not supported".
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
}

/** Provided by the nodejs24.x runtime, so NodejsFunction leaves them out of the bundle (its default). */
export const runtimeProvidedModules = ['@aws-sdk/*']

/** The evidence PDF's fonts (core/font-faces.ts), from node_modules to fonts/<folder>/ beside the bundle. */
export function receiptFontFiles(): { from: string; to: string }[] {
  const require = createRequire(import.meta.url)
  return receiptFonts.packages.flatMap((pkg) => {
    const root = dirname(require.resolve(`${pkg.package}/package.json`))
    return fontPackageFiles((file) => readFileSync(join(root, file), 'utf8'), receiptFonts.weights).map((file) => ({ from: join(root, file), to: `fonts/${fontFolder(pkg)}/${file}` }))
  })
}

/**
 * Files a function reads beside its bundle, by its folder below lambdas/: copied into the bundle's
 * folder after esbuild (the CDK's afterBundling hook; scripts/bench/lambda-latency.ts the same way).
 */
export const lambdaFiles: Record<string, () => { from: string; to: string }[]> = {
  'qualified-check': receiptFontFiles,
}

/** The shell commands that copy a function's files into its bundle folder, one `cp` per target folder. */
export function copyCommands(files: { from: string; to: string }[], outputDir: string): string[] {
  const byFolder = new Map<string, string[]>()
  for (const file of files) {
    const folder = file.to.slice(0, file.to.lastIndexOf('/'))
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file.from])
  }
  const quote = (path: string) => `'${path.replace(/'/g, "'\\''")}'`
  return [...byFolder].map(([folder, from]) => `mkdir -p ${quote(`${outputDir}/${folder}`)} && cp ${from.map(quote).join(' ')} ${quote(`${outputDir}/${folder}/`)}`)
}
