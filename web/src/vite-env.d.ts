/** The year the front end was built (see vite.config.ts `define`): the copyright year in the
 * HTML prerendered at build time. */
declare const __BUILD_YEAR__: number
