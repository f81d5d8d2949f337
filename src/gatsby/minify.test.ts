import vm from 'node:vm';
import TerserPlugin from 'terser-webpack-plugin';
import { describe, expect, it } from 'vitest';
import { browserMinifier, browserMinifyOptions } from './minify';

const chunk = `(self.webpackChunk = self.webpackChunk || []).push([[42], {
  7: function (module, exports) {
    var formats = { price: function (value) { return value.toFixed(2) + " EUR"; } };
    function Basket(items) { this.items = items; }
    Basket.prototype.total = function () {
      return this.items.reduce(function (sum, item) { return sum + item.price * item.quantity; }, 0);
    };
    exports.summary = function (items) {
      var basket = new Basket(items);
      return formats.price(basket.total());
    };
  }
}]);`;

async function minify(code: string) {
  const result = await TerserPlugin.swcMinify({ 'chunk.js': code }, undefined, browserMinifyOptions, false);
  if (!('code' in result) || typeof result.code !== 'string') throw new Error('SWC did not minify the chunk');
  return result.code;
}

/** Runs a webpack-style chunk and calls the module's `summary`. */
function summaryOf(code: string, items: Array<{ price: number; quantity: number }>) {
  const self: { webpackChunk?: Array<[number[], Record<number, (module: object, exports: object) => void>]> } = {};
  vm.runInNewContext(code, { self });
  const exports: { summary?: (items: unknown) => string } = {};
  self.webpackChunk?.[0]?.[1][7]?.({}, exports);
  return exports.summary?.(items);
}

describe('the browser bundles’ minifier', () => {
  it('writes for the ES2020 targets: arrows and methods where no prototype is needed', async () => {
    const code = await minify(chunk);
    expect(code.length).toBeLessThan(chunk.length / 2);
    expect(code).toContain('=>');
    // The module factory becomes a method of the chunk's module map.
    expect(code).toMatch(/\{7\(\w+,\w+\)\{/);
    // The constructor keeps its function: `new Basket` needs its prototype.
    expect(code).toMatch(/function \w+\(\w+\)\{this\.items=\w+\}/);
  });

  it('keeps what the code computes', async () => {
    const items = [
      { price: 1299.5, quantity: 1 },
      { price: 24.95, quantity: 2 },
    ];
    expect(summaryOf(await minify(chunk), items)).toBe('1349.40 EUR');
    expect(summaryOf(chunk, items)).toBe('1349.40 EUR');
  });

  it('is SWC’s minifier, leaving already minified files alone as Gatsby does', () => {
    const plugin = browserMinifier() as unknown as {
      options: { minimizer: { implementation: unknown; options: unknown }; exclude: RegExp };
    };
    expect(plugin.options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(plugin.options.minimizer.options).toEqual(browserMinifyOptions);
    expect(plugin.options.exclude.test('vendor.min.js')).toBe(true);
  });
});
