/**
 * Terser's options for the browser bundles. Gatsby minifies for ES5 output; the browser targets
 * (.browserslistrc: browsers with ES modules, Chrome 111 and later) all run ES2020, so Terser may
 * write arrow functions and method shorthand. Measured on raleigh's product page: 0.9 KB gzip less
 * first-load JavaScript (120.0 -> 119.1 KB), most of it from `unsafe_arrows`.
 *
 * `unsafe_arrows` turns a function expression that never reads `this` into an arrow, and
 * `unsafe_methods` an object's function-valued property into a method: both lose the function's
 * `prototype`, so they would break an anonymous function expression used with `new`. Constructors
 * in React, Gatsby's runtime and this code are classes or read `this`, which Terser leaves alone.
 */
export const browserTerserOptions = {
  ecma: 2020,
  ie8: false,
  parse: { ecma: 2020 },
  compress: { ecma: 2020, passes: 2, unsafe_arrows: true, unsafe_methods: true },
  // Gatsby sets `output` (the older name of `format`), and Terser refuses both.
  output: { ecma: 2020 },
  // Safari 10 has no ES modules, so it is not a target: its mangling workaround is not needed.
  mangle: true,
} as const;
