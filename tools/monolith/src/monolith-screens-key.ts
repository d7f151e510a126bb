/** Where the monolith's server build leaves its screens for the monolith's server-code loader (a registry symbol: one across bundles). */
export const MONOLITH_SCREENS: unique symbol = Symbol.for('pvc-site.monolith.screens') as never;
