import type { GatsbyConfig } from 'gatsby';

/** Nothing but Gatsby: no plugins, the shop's trailing-slash rule. */
const config: GatsbyConfig = { trailingSlash: 'always' };

export default config;
