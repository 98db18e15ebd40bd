/**
 * A response body as text, or null when it is longer than `maxBytes`: an upstream service (VIES,
 * the BZSt, a calendar feed) never makes a function read without end.
 */
export async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  const bytes = await readCappedBytes(response, maxBytes)
  return bytes === null ? null : bytes.toString('utf8')
}

/** The body's bytes exactly as received, or null when there are more than `maxBytes`. */
export async function readCappedBytes(response: Response, maxBytes: number): Promise<Buffer | null> {
  if (!response.body) return Buffer.alloc(0)
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
