import type { GatsbyConfig } from 'gatsby';

/** Nothing but Gatsby: no plugins; the shop's trailing-slash rule and JSX runtime. */
const config: GatsbyConfig = { trailingSlash: 'always', jsxRuntime: 'automatic' };

export default config;
