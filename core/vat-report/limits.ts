/**
 * The analyser page's cap on one report file. The file is read as a stream, so its size does not
 * decide the memory; the cap bounds the time and the row lists of the result. A month of a large
 * Pan-EU seller (100,000 rows of 95 columns) is about 40 MB.
 */
export const MAX_REPORT_BYTES = 512 * 1024 * 1024
