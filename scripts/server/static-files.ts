import { readFile, stat } from 'node:fs/promises'
import { join, normalize, sep } from 'node:path'

/** Reads a file below root; null when it does not exist or the path tries to leave root. */
export async function readStaticFile(root: string, relativePath: string): Promise<Buffer | null> {
  const full = normalize(join(root, relativePath))
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null
  try {
    if (!(await stat(full)).isFile()) return null
    return await readFile(full)
  } catch {
    return null
  }
}
