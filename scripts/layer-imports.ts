/**
 * Counts how the imports of `src/` keep the layers of DESIGN.md: imports that run back up the
 * layers, import cycles, imports of another feature's internals, and emulator imports of app code.
 *
 *   npx tsx scripts/layer-imports.ts [--root DIR] [--list] [--json]
 *
 * `--root` measures another checkout (e.g. a `git worktree` of an older commit), so figures before
 * and after a change come from the same script. Test files are left out: a test may reach across.
 * Only relative specifiers are followed (the project uses no path aliases).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Bottom to top: a file may import its own layer and the ones listed before it. */
const layers = ['config', 'lib', 'services', 'components', 'features', 'shell', 'templates', 'gatsby'] as const;
type Layer = (typeof layers)[number];

/** Top folder of `src/` to layer; older names map to the layer they held (src/build was gatsby-node code). */
const layerOfFolder: Record<string, Layer> = {
  config: 'config',
  styles: 'lib',
  lib: 'lib',
  services: 'services',
  components: 'components',
  features: 'features',
  shell: 'shell',
  templates: 'templates',
  pages: 'templates',
  gatsby: 'gatsby',
  build: 'gatsby',
  testing: 'gatsby',
};

export interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)test-factories\.ts$/.test(file);

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(root: string, from: string, specifier: string): string | null {
  const base = path.join(path.dirname(path.join(root, from)), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(root, candidate);
  }
  return null;
}

/** The relative imports and re-exports of a file, with whether each carries only types. */
export function importsOf(root: string, file: string): Edge[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const edges: Edge[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    if (!specifier.startsWith('.')) return;
    const to = resolve(root, file, specifier);
    if (to) edges.push({ from: file, to, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const allTypes =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier.text, allTypes);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

const layerOf = (file: string): Layer | undefined => {
  const [top, folder] = file.split(path.sep);
  return top === 'src' && folder ? layerOfFolder[folder] : undefined;
};
const rank = (layer: Layer) => layers.indexOf(layer);
const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file.split(path.sep).join('/'))?.[1];

/** Strongly connected components of more than one file (Tarjan), i.e. the import cycles. */
export function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const lowOf = (node: string) => low.get(node) ?? index;
  const connect = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!indices.has(target)) {
        connect(target);
        low.set(node, Math.min(lowOf(node), lowOf(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(lowOf(node), indices.get(target) ?? index));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() ?? node;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!indices.has(node)) connect(node);
  return found;
}

export function measure(root: string) {
  const appFiles = walk(path.join(root, 'src'))
    .map((file) => path.relative(root, file))
    .filter((file) => !isTest(file));
  const edges = appFiles.flatMap((file) => importsOf(root, file)).filter((edge) => !isTest(edge.to));
  const upward = edges.filter((edge) => {
    const from = layerOf(edge.from);
    const to = layerOf(edge.to);
    return from && to && rank(to) > rank(from);
  });
  const featureInternals = edges.filter((edge) => {
    const from = featureOf(edge.from);
    const to = featureOf(edge.to);
    if (!to || from === to) return false;
    const inside = edge.to.split(path.sep).join('/').slice(`src/features/${to}/`.length);
    // A feature's public face is its index; build code may read its dictionaries (messages.ts).
    if (/^index\.tsx?$/.test(inside)) return false;
    return !(/(^|\/)messages\.ts$/.test(inside) && ['gatsby', 'templates'].includes(layerOf(edge.from) ?? ''));
  });
  const emulatorFiles = walk(path.join(root, 'emulators'))
    .map((file) => path.relative(root, file))
    .filter((file) => !isTest(file));
  const emulatorEdges = emulatorFiles.flatMap((file) => importsOf(root, file));
  const emulatorToApp = emulatorEdges.filter((edge) => edge.to.startsWith(`src${path.sep}`));
  const largest = [...appFiles, ...emulatorFiles]
    .map((file) => ({ file, lines: fs.readFileSync(path.join(root, file), 'utf8').split('\n').length }))
    .sort((a, b) => b.lines - a.lines)
    .slice(0, 10);
  return {
    files: appFiles.length,
    imports: edges.length,
    upward,
    cycles: cycles(edges),
    valueCycles: cycles(edges.filter((edge) => !edge.typeOnly)),
    featureInternals,
    emulatorToApp,
    emulatorValueImportsOfApp: emulatorToApp.filter((edge) => !edge.typeOnly),
    emulatorCycles: cycles(emulatorEdges),
    largest,
  };
}

function main(argv: string[]) {
  const rootIndex = argv.indexOf('--root');
  const root = path.resolve((rootIndex >= 0 ? argv[rootIndex + 1] : undefined) ?? '.');
  const result = measure(root);
  if (argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  const edge = (e: Edge) => `    ${e.from} -> ${e.to}${e.typeOnly ? ' (type)' : ''}`;
  const list = argv.includes('--list');
  console.log(`${result.files} app files, ${result.imports} relative imports (tests left out)`);
  console.log(`imports running back up the layers: ${result.upward.length}`);
  if (list) result.upward.forEach((e) => console.log(edge(e)));
  console.log(`import cycles: ${result.cycles.length} (${result.valueCycles.length} without type-only imports)`);
  result.cycles.forEach((cycle) => console.log(`    ${cycle.join(' <-> ')}`));
  console.log(`imports of another feature's internals: ${result.featureInternals.length}`);
  if (list) result.featureInternals.forEach((e) => console.log(edge(e)));
  console.log(
    `emulator imports of src/: ${result.emulatorToApp.length} (${result.emulatorValueImportsOfApp.length} of values); emulator cycles: ${result.emulatorCycles.length}`,
  );
  if (list) result.emulatorToApp.forEach((e) => console.log(edge(e)));
  console.log('largest files (lines):');
  result.largest.forEach(({ file, lines }) => console.log(`    ${String(lines).padStart(5)}  ${file}`));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  main(process.argv.slice(2));
