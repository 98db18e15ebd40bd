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
