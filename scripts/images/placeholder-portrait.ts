// Draws the neutral placeholder portrait (content/images/attorney-portrait.jpg) that stands in
// until the firm supplies its photo: a soft studio gradient with an abstract head-and-shoulders
// shape, 1200 × 1500 (4:5). Run once with `tsx scripts/images/placeholder-portrait.ts`; the build
// never runs it. Replace the JPEG with the real photo (docs/editing-content.md, "Portrait").
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const width = 1200
const height = 1500
const target = fileURLToPath(new URL('../../content/images/attorney-portrait.jpg', import.meta.url))

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="backdrop" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="#e9eef5"/>
      <stop offset="0.55" stop-color="#c9d4e3"/>
      <stop offset="1" stop-color="#98a9c1"/>
    </linearGradient>
    <radialGradient id="light" cx="0.38" cy="0.3" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="figure" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6f83a1"/>
      <stop offset="1" stop-color="#4c607f"/>
    </linearGradient>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#backdrop)"/>
  <rect width="${width}" height="${height}" fill="url(#light)"/>
  <g fill="url(#figure)" opacity="0.6" filter="url(#soft)">
    <ellipse cx="600" cy="560" rx="172" ry="212"/>
    <path d="M528 720c4 70 2 130-40 165-70 45-180 62-270 110-110 60-160 150-175 265L30 1500h1140l-13-240c-15-115-65-205-175-265-90-48-200-65-270-110-42-35-44-95-40-165z"/>
  </g>
  <path d="M488 893c40 22 72 30 112 30s72-8 112-30L600 1090z" fill="#eef2f7" opacity="0.55" filter="url(#soft)"/>
</svg>`

const info = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(target)
console.log(`${target}: ${info.width} × ${info.height}, ${info.size} bytes`)
