// The site's configuration is TypeScript (src/gatsby/config.ts), loaded as gatsby-node.js is.
require('tsx/cjs/api').register();

module.exports = require('./src/gatsby/config.ts');
