/**
 * The browser bundles' minifier: SWC's, through the same webpack plugin Gatsby configures with
 * Terser (issue 20). Measured on raleigh's demo catalogue (3 cold builds each, in turn): the
 * whole build took 79.9 s instead of 98.0 s (median), the browser bundles 17.4-22.6 s instead of
 * 33.8-38.2 s (the logs of two runs each), and every page kind's first-load JavaScript is
 * 0.8-1.2 KB gzip smaller.
 *
 * Gatsby minifies for ES5 output; the browser targets (.browserslistrc: browsers with ES modules,
 * Chrome 111 and later) all run ES2020, so the minifier may write arrow functions and method
 * shorthand. `unsafe_arrows` turns a function expression that never reads `this` into an arrow,
 * and `unsafe_methods` an object's function-valued property into a method: both lose the
 * function's `prototype`, so they would break an anonymous function expression used with `new`.
 * Constructors in React, Gatsby's runtime and this code are classes or read `this`, which the
 * minifier leaves alone.
 */
import TerserPlugin from 'terser-webpack-plugin';
import type { JsMinifyOptions } from '@swc/core';

export const browserMinifyOptions = {
  ecma: 2020,
  compress: { ecma: 2020, passes: 2, unsafe_arrows: true, unsafe_methods: true },
  // Safari 10 has no ES modules, so it is not a target: its mangling workaround is not needed.
  mangle: true,
} satisfies JsMinifyOptions;

/** The plugin minifying the browser bundles; `.min.js` files stay as they come, as with Gatsby's. */
export function browserMinifier(): TerserPlugin<JsMinifyOptions> {
  return new TerserPlugin<JsMinifyOptions>({
    minify: TerserPlugin.swcMinify,
    exclude: /\.min\.js/,
    terserOptions: browserMinifyOptions,
  });
}
