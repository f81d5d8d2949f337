/**
 * The shop's own TypeScript compiles with SWC instead of Gatsby's Babel in the two build stages
 * (issue 20, ADR 0012): Babel was 23 s of a cold build's 101 s of work in the main process,
 * compiling the same 430 files once for the browser bundles and once for the HTML renderer.
 * SWC's styled-components plugin gives each component the kind of id Babel's plugin gave it (a
 * hash of the module's source and the component's position), the same in the HTML and in the
 * browser.
 *
 * Gatsby's Babel keeps the files with GraphQL queries (the templates): its plugin turns a query
 * into the id of its result. `gatsby develop` keeps Babel too, for its React refresh.
 */
import fs from 'node:fs';
import path from 'node:path';
import browserslist from 'browserslist';

/** A webpack rule, as far as this module reads and writes one. */
export interface Rule {
  test?: unknown;
  include?: unknown;
  exclude?: unknown;
  [key: string]: unknown;
}

/** Gatsby's queries and static images, which only Gatsby's Babel plugins compile. */
const gatsbyQuery = /\bgraphql`|\buseStaticQuery\b|<StaticImage\b/;

/** Whether SWC compiles a module: a TypeScript file of the site's own without Gatsby queries. */
export function compiledBySwc(root: string, readSource: (file: string) => string = readFile) {
  const own = path.join(root, 'src') + path.sep;
  const queries = new Map<string, boolean>();
  return (file: string): boolean => {
    if (!file.startsWith(own) || !/\.tsx?$/.test(file) || file.includes(`${path.sep}node_modules${path.sep}`))
      return false;
    let hasQuery = queries.get(file);
    if (hasQuery === undefined) {
      hasQuery = gatsbyQuery.test(readSource(file));
      queries.set(file, hasQuery);
    }
    return !hasQuery;
  };
}

function readFile(file: string): string {
  return fs.readFileSync(file, 'utf8');
}

/** SWC's options for one stage: browser targets with core-js where they lack a feature, or this Node. */
export function swcOptions(stage: 'build-javascript' | 'build-html', root: string, tsx: boolean) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: { react: { runtime: 'automatic' } },
      experimental: {
        // The compiled plugin's cache, with the other tools' caches rather than in the project's root.
        cacheRoot: path.join(root, 'node_modules/.cache/swc'),
        // gatsby-plugin-styled-components' build settings (config.ts): no display names.
        plugins: [
          [
            '@swc/plugin-styled-components',
            { displayName: false, ssr: true, minify: true, transpileTemplateLiterals: true, pure: false },
          ],
        ],
      },
    },
    env:
      stage === 'build-javascript'
        ? {
            targets: browserslist(undefined, { path: root }),
            mode: 'usage',
            // Babel's Gatsby preset says `corejs: 3`, that is 3.0's features: no polyfills of
            // later proposals (iterator helpers for every `.map`), which the targets do not need.
            coreJs: '3.0',
            // core-js' own data (Babel's) finds no target that needs it (.browserslistrc); SWC's
            // counts Opera Mobile 80 among them, and would put 3.7 KB gzip on every page.
            exclude: ['es.regexp.flags'],
          }
        : { targets: { node: process.versions.node } },
  };
}

/**
 * Hands the site's TypeScript to SWC in a build stage's module rules: the rules that compile it
 * with Babel (Gatsby's JavaScript rule, and gatsby-plugin-typescript's) leave those files, and two
 * rules (TypeScript, TSX) take them.
 */
export function withSwc(rules: Rule[], stage: 'build-javascript' | 'build-html', root: string): Rule[] {
  const bySwc = compiledBySwc(root);
  const compilesTypeScript = (rule: Rule) =>
    rule.test instanceof RegExp &&
    (rule.test.test('a.ts') || rule.test.test('a.tsx')) &&
    (rule.use !== undefined || rule.loader !== undefined);
  const others = rules.map((rule) =>
    compilesTypeScript(rule) ? { ...rule, exclude: rule.exclude === undefined ? bySwc : [rule.exclude, bySwc] } : rule,
  );
  const swcRule = (test: RegExp, tsx: boolean): Rule => ({
    test,
    include: bySwc,
    type: 'javascript/auto',
    use: [{ loader: 'swc-loader', options: swcOptions(stage, root, tsx) }],
  });
  return [...others, swcRule(/\.ts$/, false), swcRule(/\.tsx$/, true)];
}
