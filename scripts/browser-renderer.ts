import type { Plugin, Rolldown } from 'vite'

/**
 * React's API, rendered in the browser by Preact. Pages are rendered to HTML by React on the
 * server; the islands' code that the visitor downloads runs on preact/compat, which offers the same
 * hooks, hydrateRoot and flushSync for a sixth of react-dom's weight (docs/benchmarks.md, issue 30).
 */
const browserModules: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
}

/** Redirects an import of React to its preact/compat counterpart; null for every other import. */
function redirect(context: Pick<Rolldown.PluginContext, 'resolve'>, source: string, importer: string | undefined) {
  const target = browserModules[source]
  return target === undefined ? null : context.resolve(target, importer, { skipSelf: true })
}

export function browserRenderer(): Plugin {
  return {
    name: 'browser-renderer',
    enforce: 'pre',
    // The dev server pre-bundles dependencies (lucide-react imports React) for the browser too.
    config: () => ({
      environments: {
        client: {
          optimizeDeps: {
            rolldownOptions: { plugins: [{ name: 'browser-renderer-deps', resolveId(source: string, importer: string | undefined) { return redirect(this, source, importer) } }] },
          },
        },
      },
    }),
    resolveId(source, importer) {
      return this.environment.name === 'client' ? redirect(this, source, importer) : null
    },
  }
}
