// The ECB history cut to the days an OSS conversion uses (scripts/ecb-quarter-ends-plugin.ts).
declare module '*.csv?quarter-ends' {
  const text: string
  export default text
}
