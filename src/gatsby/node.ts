import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, Reporter } from 'gatsby';
import { clearOutputOfOtherBrand, dropParcelCache, filesUnder, moveSourceMaps, recordBuiltBrand } from './build-output';
import { ensureEmulators } from './emulators';
import {
  builtInlineScriptHashes,
  contentSecurityPolicy,
  headersFile,
  inlineScriptLimit,
  policySources,
  securityHeaders,
} from './security-headers';
import { catalogMenus, type MenuCategory } from './catalog/menu';
import { type ChannelNode, channelFieldsByLocale, createCatalogPages, sourceCatalog } from './catalog/source';
import { sourcedFeatureFlags } from './content/feature-flags';
import { offeredMethodsByCountry } from './content/offered-methods';
import { createContentPages, planSourcedContentPages } from './content/pages';
import { legalLinksByLocale } from './content/plan';
import { storyContentResolvers } from './content/shown-content';
import { createDealerPages } from './dealers/pages';
import { keepPageNodes } from './page-nodes';
import { siteTypeDefs } from './schema';
import { CompileHintPlugin } from './compile-hints';
import { TextFiles } from './feature-texts';
import { copyHeadingFace, headingFontCss } from './fonts';
import { withoutBrowserOnlyPackages } from './server-renderer';
import { type FileCacheOptions, VersionedCachePlugin, versionedFileCache } from './webpack-cache';
import { filesDigest, loadedBuildCode } from './build-code';
import { browserMinifier } from './minify';
import { createNotFoundPages, createShopPages, defaultPageContext, hostRules, markNotFoundPageData } from './pages';
import { type BuiltPage, writeSitemaps } from './sitemap';
import { type Rule, withSwc } from './swc';
import { withoutIdleShadowing } from './theme-shadowing';
import { packagesAreLinked } from './linked-packages';
import { backendMode, localThirdPartyUrl } from '../config/backends';
import { browserRuntimeConfig, buildRuntimeConfig } from '../config/build';
import { brandFavicon } from '../config/favicon';
import { sourceRatings } from './catalog/ratings';
import { brandLocales, defaultLocale } from '../lib/i18n/locales';
import { notFoundPath } from '../lib/routing/routes';
import type { Alternate, CatalogMenuGroup, LegalLink, PageContext, SiteNavigation } from '../lib/page-context';
import { localeLinksFor, localeNamesFor } from './page-context';
import { sourcedSiteNavigation } from './content/site-navigation';
import { preactModules } from './preact-aliases';
import { sharedChunkName, type SharedChunkName } from './shared-chunks';

const runtime = buildRuntimeConfig(process.env);
/**
 * The build's own code, every module of it loaded by now (build-code.ts): the products kept in
 * Gatsby's cache between builds (catalog/source.ts) name it, so that other code fetches them again.
 */
const codeDigest = filesDigest(loadedBuildCode(process.cwd())).slice(0, 16);
// The locale switcher's names of the brand's locales, the same on every page.
const localeNames = localeNamesFor(runtime.brand);
let stopEmulators: (() => Promise<void>) | undefined;
// The catalogue part of the mega menu per locale prefix, read once in createPages.
let menus = new Map<string, CatalogMenuGroup[]>();
const menuFor = (localePrefix: string) => menus.get(localePrefix) ?? [];
// The legal pages per locale prefix, from the content's legal pages (footer and checkout links).
let legalLinks = new Map<string, LegalLink[]>();
const legalLinksFor = (localePrefix: string) => legalLinks.get(localePrefix) ?? [];
// A marketing site's navigation per locale prefix, from its content (none on a shop).
let navigation = new Map<string, SiteNavigation>();
// The sales channel's language id and currency per locale prefix (spec section 3, page context).
let channels = new Map<
  string,
  Pick<PageContext, 'shopwareLanguageId' | 'shopwareCurrency' | 'numberFormats' | 'dateFormats'>
>();
// The content's feature flags on in this build's environment, per locale prefix.
let features = new Map<string, string[]>();
// The pages createPages made, for the sitemaps: Gatsby's SitePage nodes hold the same, but
// reading their contexts back took 0.7 s at 10,000 products (issue 20).
let createdPages: BuiltPage[] = [];
/** What every page's context carries of its locale's sales channel, flags and build. */
const localeFieldsFor = (localePrefix: string, unhandledError = false) => ({
  localeNames,
  ...(channels.get(localePrefix) ?? { shopwareLanguageId: null, shopwareCurrency: null }),
  allFeatures: features.get(localePrefix) ?? [],
  ...(navigation.has(localePrefix) ? { siteNavigation: navigation.get(localePrefix) } : {}),
  gitHash: runtime.gitHash,
  unhandledError,
});

/**
 * A build of another brand than the last one starts from a clean output, and the next build's
 * Parcel step from no cache (see build-output.ts).
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  dropParcelCache(process.cwd());
  const previous = clearOutputOfOtherBrand(process.cwd(), runtime.brand.name);
  if (previous)
    reporter.info(`The output was of brand "${previous}": building "${runtime.brand.name}" from a clean output`);
};

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  reporter.info(`Building brand "${runtime.brand.name}" against ${backendMode(process.env)} backends`);
  const face = runtime.brand.theme.tokens.font.headingFace;
  if (face) copyHeadingFace(face, path.resolve('public'));
  if (backendMode(process.env) === 'local') {
    try {
      stopEmulators = await ensureEmulators(process.env, (message) => reporter.info(message));
    } catch (error) {
      // One line on why the build cannot have its backends, not a stack.
      reporter.panic(error instanceof Error ? error.message : String(error));
    }
  }
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  for (const typeDefs of siteTypeDefs) actions.createTypes(typeDefs);
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  create(storyContentResolvers);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  keepPageNodes(args);
  const ratings = await sourceRatings(runtime.brand, backendMode(process.env), process.env, args.reporter);
  await sourceCatalog(runtime.brand, runtime.commerce, args, { ratings, codeDigest });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  fs.writeFileSync(path.resolve('public/_redirects'), hostRules(runtime.brand));
  const output = filesUnder(path.resolve('public'));
  writeHeaders(reporter, output);
  markNotFoundPageData(runtime.brand, path.resolve('public'));
  // Source maps stay out of what a host publishes (see build-output.ts).
  moveSourceMaps(path.resolve('public'), path.resolve('source-maps'), output);
  recordBuiltBrand(process.cwd(), runtime.brand.name);
  const started = performance.now();
  const sitemaps = await writeSitemaps(runtime.brand, {
    publicDir: path.resolve('public'),
    siteUrl: runtime.siteUrl,
    preview: runtime.contentPreview !== null,
    pages: createdPages,
  });
  reporter.info(
    `Sitemaps: ${sitemaps.map((file) => `${file.name} ${file.urls}`).join(', ')} (${Math.round(performance.now() - started)} ms)`,
  );
  await stopEmulators?.();
};

/** `public/_headers` with the policy of what this build's pages run (see security-headers.ts). */
function writeHeaders(reporter: Reporter, output: readonly string[]): void {
  const started = performance.now();
  // The last scan lives in Gatsby's cache: a rebuild reads only the pages it rewrote.
  const { hashes, pages, read } = builtInlineScriptHashes(
    output,
    path.resolve('.cache/storefront/inline-scripts.json'),
  );
  if (hashes.length > inlineScriptLimit)
    reporter.panic(
      `The pages hold ${hashes.length} different inline scripts (at most ${inlineScriptLimit}): one varies per page; its text must be the same on every page for the Content-Security-Policy`,
    );
  const mode = backendMode(process.env);
  // The tag manager's stand-in is the third-party emulator locally; live its host is a vendor's.
  const sources = policySources(runtime, mode, mode === 'local' ? localThirdPartyUrl(process.env) : null);
  const headers = securityHeaders(contentSecurityPolicy(sources, hashes), sources.frameAncestors.length > 0);
  fs.writeFileSync(path.resolve('public/_headers'), headersFile(headers));
  reporter.info(
    `Security headers: ${hashes.length} inline scripts allowed by hash, ${pages} pages, ${read} of them read (${Math.round(performance.now() - started)} ms)`,
  );
}

/** webpack's aliases of React's module names in the browser build (`$`: that name exactly). */
const preactAliases = Object.fromEntries(Object.entries(preactModules).map(([name, module]) => [`${name}$`, module]));

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getConfig }) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __RUNTIME_CONFIG__: JSON.stringify(browserRuntimeConfig(runtime)),
        __BRAND_CONTACT__: JSON.stringify(runtime.brand.contact),
        __FAVICON__: JSON.stringify(brandFavicon(runtime.brand)),
        __HEADING_FONT_CSS__: JSON.stringify(headingFontCss(runtime.brand)),
      }),
    ],
    // npm installs no package as a symlink, so webpack need not read every path for one: the
    // resolver's readlink and lstat calls were 4.2 s of a cold demo build's 7.6 s of resolution.
    // A linked layout keeps webpack's default (linked-packages.ts).
    resolve: { symlinks: packagesAreLinked(process.cwd()) },
    // A feature's index.ts only re-exports, and src/lib is pure: marked free of side effects,
    // webpack follows an import through an index to the module that holds the name, so a page
    // bundles only what it uses (not the search mapping a lazy chunk shares a library with).
    module: {
      rules: [
        { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        { test: /[\\/]src[\\/]lib[\\/]/, sideEffects: false },
      ],
    },
  });
  if (stage === 'build-html') {
    const config = getConfig() as {
      cache: FileCacheOptions | false;
      module: { rules: Rule[] };
      plugins: unknown[];
      resolve: { alias: Record<string, string | false>; plugins?: unknown[] };
    };
    config.module.rules = withSwc(config.module.rules, stage, process.cwd());
    config.resolve.alias = withoutBrowserOnlyPackages(config.resolve.alias);
    config.resolve.plugins = withoutIdleShadowing(config.resolve.plugins ?? []);
    config.cache = versionedFileCache(config.cache, process.cwd());
    config.plugins.push(new VersionedCachePlugin());
    actions.replaceWebpackConfig(config);
  }
  if (stage === 'build-javascript') {
    interface Module {
      nameForCondition(): string | null;
    }
    const config = getConfig() as {
      cache: FileCacheOptions | false;
      module: { rules: Rule[] };
      optimization: {
        minimizer: unknown[];
        splitChunks: {
          cacheGroups: {
            framework: { test: (module: Module) => boolean };
            styles: { test: (module: Module) => boolean };
            shared: { name: SharedChunkName<Module, { name?: string | null }> };
          };
        };
      };
      plugins: unknown[];
      resolve: { alias: Record<string, string>; plugins?: unknown[] };
    };
    // The browser runs Preact's React layer: React DOM was 40.8 KB of every page's 110-125 KB
    // of first-load JS, Preact with its hooks is 9 KB (issue 20). The server keeps React, so the HTML is
    // React's, and Preact hydrates it. Gatsby's own aliases point `react` and `react-dom` at
    // the packages; webpack tries aliases in order, so they go, and ours come first.
    const { react: _gatsbyReact, 'react-dom': _gatsbyReactDom, ...otherAliases } = config.resolve.alias;
    config.resolve.alias = { ...preactAliases, ...otherAliases };
    config.resolve.plugins = withoutIdleShadowing(config.resolve.plugins ?? []);
    config.module.rules = withSwc(config.module.rules, stage, process.cwd());
    config.cache = versionedFileCache(config.cache, process.cwd());
    config.plugins.push(new VersionedCachePlugin());
    // Preact joins Gatsby's framework chunk, which a deploy of the shop's code leaves cached.
    const { framework } = config.optimization.splitChunks.cacheGroups;
    const frameworkModule = framework.test;
    framework.test = (module) =>
      /[\\/]node_modules[\\/]preact[\\/]/.test(module.nameForCondition() ?? '') || frameworkModule(module);
    // Gatsby's Terser writes ES5; SWC's minifier writes for the browser targets, and halves the
    // browser bundles' build time (src/gatsby/minify.ts).
    config.optimization.minimizer = config.optimization.minimizer.map((minimizer) =>
      (minimizer as object).constructor.name === 'TerserPlugin' ? browserMinifier() : minimizer,
    );
    // The CSS extractor's child compilers run only when webpack's cache misses, and their hashes
    // enter the compilation hash: the first rebuild after a cold build then had a new hash, a
    // new scripts slice, and re-stitched every page (5.5 s at 2,655 pages, 30 s at 12,549).
    // webpack's importModule, the extractor's own option, builds the CSS without child compilers.
    for (const plugin of config.plugins) {
      if ((plugin as object).constructor.name === 'MiniCssExtractPlugin')
        (plugin as { options: { experimentalUseImportModule?: boolean } }).options.experimentalUseImportModule = true;
    }
    // Modules that lazy chunks share go to one chunk per set of chunks that use them (shared-chunks.ts).
    const { shared } = config.optimization.splitChunks.cacheGroups;
    shared.name = sharedChunkName(shared.name);
    // Gatsby puts all CSS into one stylesheet that every page inlines. Leaflet's (14.9 KB, 122
    // rules) serves the map only, whose chunk loads on the dealer pages after consent: it stays a
    // stylesheet of that chunk, which webpack's CSS loading fetches before the map renders.
    const { styles } = config.optimization.splitChunks.cacheGroups;
    const stylesModule = styles.test;
    styles.test = (module) => !ownStylesheet.test(module.nameForCondition() ?? '') && stylesModule(module);
    // The scripts of a page load are compiled off the main thread as they stream (compile-hints.ts).
    config.plugins.push(new CompileHintPlugin());
    actions.replaceWebpackConfig(config);
  }
};

/** CSS that loads with its chunk instead of in every page's inlined stylesheet. */
const ownStylesheet = /[\\/]node_modules[\\/]leaflet[\\/]dist[\\/]leaflet\.css$/;

export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter }) => {
  const categories = await graphql<{ allCatalogCategory: { nodes: MenuCategory[] } }>(
    '{ allCatalogCategory { nodes { localePrefix key name path breadcrumb } } }',
  );
  menus = catalogMenus(categories.data?.allCatalogCategory.nodes ?? []);
  const channelNodes = await graphql<{ allCatalogChannel: { nodes: ChannelNode[] } }>(
    '{ allCatalogChannel { nodes { localePrefix languageId currency } } }',
  );
  channels = channelFieldsByLocale(channelNodes.data?.allCatalogChannel.nodes ?? [], brandLocales(runtime.brand));
  features = await sourcedFeatureFlags(runtime.brand, runtime.environment, { graphql, reporter });
  navigation = await sourcedSiteNavigation(runtime.brand, { graphql, reporter });
  const offered = await offeredMethodsByCountry(runtime.brand, runtime.commerce, reporter);
  // The catalogue builds the category pages and the site each locale's not-found page; a story
  // at one of those paths (a marketing site's category stories) gives way.
  const builtElsewhere = new Map<string, string>([
    ...(categories.data?.allCatalogCategory.nodes ?? []).map(
      (category) => [category.path, 'the catalogue builds this category page'] as const,
    ),
    ...brandLocales(runtime.brand).map(
      (locale) => [notFoundPath(locale, runtime.brand.routing), "the site builds the locale's not-found page"] as const,
    ),
  ]);
  const content = await planSourcedContentPages(runtime.brand, { graphql, reporter }, offered, builtElsewhere);
  legalLinks = legalLinksByLocale(content);
  // Every page carries the mega menu, the legal links and the sales channel of its locale.
  createdPages = [];
  const createPage: typeof actions.createPage = (page) => {
    const localePrefix = String((page.context as { localePrefix?: string })?.localePrefix);
    const localeLinks = localeLinksFor(runtime.brand, (page.context as { alternates?: Alternate[] })?.alternates ?? []);
    const context = {
      ...page.context,
      ...(localeLinks ? { localeLinks } : {}),
      catalogMenu: menuFor(localePrefix),
      legalLinks: legalLinksFor(localePrefix),
      ...localeFieldsFor(localePrefix),
    };
    createdPages.push({ path: page.path, pageContext: context });
    return actions.createPage({ ...page, context });
  };
  createContentPages(runtime.brand, content, reporter, createPage, new TextFiles(path.resolve('public')));
  const storeLocators = new Map(
    content.filter((page) => page.template === 'store-locator-page').map((page) => [page.locale.prefix, page.path]),
  );
  const catalog = await createCatalogPages(runtime.brand, { graphql, reporter }, createPage, {
    publicDir: path.resolve('public'),
    storeLocatorPaths: storeLocators,
  });
  const dealers = await createDealerPages(runtime.brand, runtime.dealers, storeLocators, reporter, createPage);
  const shop = createShopPages(runtime.brand, createPage);
  const notFound = createNotFoundPages(runtime.brand, createPage);
  reporter.info(
    `Created ${content.length} content, ${catalog} catalogue, ${dealers} dealer, ${shop} shop and ${notFound} not-found pages for ${runtime.brand.name}`,
  );
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
  actions.createPage({
    ...page,
    context: {
      ...defaultPageContext(runtime.brand, pageType, page.path),
      catalogMenu: menuFor(defaultLocale(runtime.brand).prefix),
      legalLinks: legalLinksFor(defaultLocale(runtime.brand).prefix),
      ...localeFieldsFor(defaultLocale(runtime.brand).prefix, pageType === 'serverError'),
    },
  });
};
