// Vite plugin: the images in content/images/ become responsive sets (scripts/images/responsive-images.ts).
// - `import image from '…/content/images/x.jpg?responsive'` (see renderer/images.ts) yields the
//   set's URLs and sizes; pages import it while they are pre-rendered, so no image code reaches
//   the browser.
// - The client build emits every set's files: the hashed AVIF and WebP into assets/images/, the
//   JPEG into images/. Vike empties dist/client before it builds, and the files come back with it.
// - `vike dev` serves the same URLs from the cache.
import { createReadStream } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import type { Plugin } from 'vite'
import { assetsPath, filesOf, imageSet, responsiveImage, stablePath, type ImageSet } from './responsive-images.js'

const query = '?responsive'

export function contentImages({ sourceDir = 'content/images', cacheDir = '.cache/images' } = {}): Plugin {
  let root = process.cwd()
  const sources = () => join(root, sourceDir)
  const cache = () => join(root, cacheDir)
  const setOf = (path: string) => imageSet(path, relative(root, path), cache())
  const allSets = async (): Promise<ImageSet[]> => {
    const names = (await readdir(sources())).filter((name) => !name.startsWith('.')).sort()
    const stems = names.map((name) => name.replace(/\.[^.]*$/, ''))
    const twice = names.filter((_, i) => stems.indexOf(stems[i]!) !== i)
    if (twice.length) throw new Error(`${sourceDir}/${twice.join(', ')}: another file has the same name; each image is published as /images/<name>.jpg`)
    return Promise.all(names.map((name) => setOf(join(sources(), name))))
  }

  return {
    name: 'content-images',
    // Before Vite's own asset handling, which would make `x.jpg?responsive` a plain URL.
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },

    async load(id) {
      if (!id.endsWith(query)) return null
      const path = id.slice(0, -query.length)
      if (dirname(path) !== sources()) this.error(`${relative(root, path)}: responsive images are made only of files in ${sourceDir}/`)
      this.addWatchFile(path)
      return `export default ${JSON.stringify(responsiveImage(await setOf(path)))}`
    },

    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      for (const set of await allSets()) {
        for (const file of filesOf(set, cache())) {
          this.emitFile({ type: 'asset', fileName: file.url.slice(1), source: await readFile(file.path) })
        }
      }
    },

    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.url?.split('?')[0] ?? ''
        if (!url.startsWith(assetsPath) && !url.startsWith(stablePath)) return next()
        try {
          const file = (await allSets()).flatMap((set) => filesOf(set, cache())).find((candidate) => candidate.url === url)
          if (!file) return next()
          res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache' })
          createReadStream(file.path).pipe(res)
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
