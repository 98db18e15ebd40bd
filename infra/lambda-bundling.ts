/**
 * How both Lambda handlers are bundled (NodejsFunction runs esbuild with these options and ESM
 * output); `npm run bench -- lambda` bundles the same way to time cold starts.
 */
export const lambdaBundling = { target: 'node24', minify: true, sourceMap: false, mainFields: ['module', 'main'] }

/** Provided by the nodejs24.x runtime, so NodejsFunction leaves them out of the bundle (its default). */
export const runtimeProvidedModules = ['@aws-sdk/*']
