import type { Config } from 'vike/types'

/**
 * Every page is pre-rendered to static HTML. Pages are HTML-only: no page hydrates as a whole;
 * pages/+client.ts adds the small site-chrome script, interactive islands hydrate on their own.
 */
export default {
  prerender: true,
  clientRouting: false,
} satisfies Config
