// The build's code is TypeScript (src/gatsby/node.ts), loaded with tsx rather than compiled by
// Gatsby's Parcel step: see docs/adr, "gatsby-node without Parcel".
require('tsx/cjs/api').register();

module.exports = require('./src/gatsby/node.ts');
