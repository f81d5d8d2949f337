import type { GatsbyNode } from 'gatsby';
import { ensureEmulators } from './src/build/emulators';
import { createContentPages } from './src/build/content/pages';
import { createNotFoundPages, defaultPageContext } from './src/build/pages';
import { backendMode } from './src/config/backends';
import { buildRuntimeConfig } from './src/config/build';

const runtime = buildRuntimeConfig(process.env);
let stopEmulators: (() => Promise<void>) | undefined;

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  reporter.info(`Building brand "${runtime.brand.name}" against ${backendMode(process.env)} backends`);
  if (backendMode(process.env) === 'local') {
    stopEmulators = await ensureEmulators(process.env, (message) => reporter.info(message));
  }
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async () => {
  await stopEmulators?.();
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __RUNTIME_CONFIG__: JSON.stringify(runtime) })],
  });
};

export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter }) => {
  const content = await createContentPages(runtime.brand, { graphql, reporter }, actions.createPage);
  const notFound = createNotFoundPages(runtime.brand, actions.createPage);
  reporter.info(`Created ${content.length} content pages and ${notFound} not-found pages for ${runtime.brand.name}`);
};

/** The pages of src/pages (404, 500) get the default locale's context. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const pageTypes: Record<string, string> = {
    '/404/': 'notFound',
    '/404.html': 'notFound',
    '/dev-404-page/': 'notFound',
    '/500/': 'serverError',
  };
  const pageType = pageTypes[page.path];
  if (!pageType || (page.context as { pageType?: string }).pageType) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: defaultPageContext(runtime.brand, pageType, page.path) });
};
