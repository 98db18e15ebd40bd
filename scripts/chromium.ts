/**
 * Debian's Chromium, as the browser tests and the Lighthouse benchmark start it. Without the
 * background-networking flags Chromium keeps trying to reach Google's hosts, which this machine's
 * closed network refuses (and which no page of the site may cause anyway).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
