// fflate 0.7.3 (the version in the lock) ships its types at lib/index.d.ts, but its package.json
// "exports" names none, so TypeScript's bundler resolution cannot find them (0.8 fixed this). What
// tests/e2e/qualified-lists.spec.ts uses to read the receipts ZIP, as fflate 0.7.3's own index.d.ts declares it.
declare module 'fflate' {
  export interface ZipAttributes {
    mtime?: Date | string | number
  }
  export interface ZipOptions extends ZipAttributes {
    level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
  }
  export type ZippableFile = Uint8Array | [Uint8Array, ZipOptions]
  export function strToU8(str: string, latin1?: boolean): Uint8Array
  export function zipSync(data: Record<string, ZippableFile>, opts?: ZipOptions): Uint8Array
  export function unzipSync(data: Uint8Array): Record<string, Uint8Array>
  export function strFromU8(dat: Uint8Array, latin1?: boolean): string
}
