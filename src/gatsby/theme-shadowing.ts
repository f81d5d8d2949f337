/**
 * Gatsby's resolver for theme shadowing, left out of webpack when nothing is shadowed (issue 20).
 *
 * Gatsby counts every plugin as a theme, the site itself included (gatsbyjs/gatsby#28066). So for
 * each module request from the site's `src/`, its resolver looks for a shadowing file in
 * `<dir>/src/<plugin name>/` of the site and of every plugin, one `readdirSync` each, which fails
 * for every one of them here: 1.8 s of the main thread's CPU in a cold build of raleigh, whose two
 * webpack compilations take 22-31 s. A file can shadow only if one of those folders exists, so
 * the resolver stays where one does.
 */
import fs from 'node:fs';
import path from 'node:path';

/** What the resolver plugin knows of the plugins, as Gatsby's `onCreateWebpackConfig` gave them. */
interface ShadowingResolver {
  themes: readonly { themeDir: string; themeName: string }[];
  projectRoot: string;
}

const resolverName = 'GatsbyThemeComponentShadowingResolverPlugin';

function isShadowingResolver(plugin: unknown): plugin is ShadowingResolver {
  return typeof plugin === 'object' && plugin !== null && plugin.constructor.name === resolverName;
}

/** The folders a shadowing file would lie in: `src/<plugin name>` of the site and of each plugin. */
export function shadowingFolders(resolver: ShadowingResolver): string[] {
  const roots = [resolver.projectRoot, ...resolver.themes.map((theme) => theme.themeDir)];
  const names = [...new Set(resolver.themes.map((theme) => theme.themeName))];
  return [...new Set(roots)].flatMap((root) => names.map((name) => path.join(root, 'src', name)));
}

/** webpack's resolver plugins without Gatsby's shadowing resolver when no shadowing folder exists. */
export function withoutIdleShadowing(plugins: readonly unknown[]): unknown[] {
  return plugins.filter((plugin) => !isShadowingResolver(plugin) || shadowingFolders(plugin).some(fs.existsSync));
}
