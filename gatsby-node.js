// The build's code is TypeScript (src/gatsby/node.ts), loaded with tsx's hook rather than compiled
// by Gatsby's Parcel step (ADR 12, docs/decisions/0012-swc-compiles-the-shop.md, last addendum).
require('tsx/cjs/api').register();

module.exports = require('./src/gatsby/node.ts');
