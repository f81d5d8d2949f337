/**
 * V8's explicit compile hint for the scripts a page runs as it loads (issue 20).
 *
 * V8 compiles a script's top level as it streams in, off the main thread, but each function only
 * when it is first called, on the main thread. Traced at 4x CPU slowdown on ghost's home page, that
 * lazy compilation was about half of the app chunk's evaluation and of the page's hydration (32 ms
 * of 73 and of 83). A script starting with the magic comment `//# allFunctionsCalledOnLoad` has
 * all its functions compiled while it streams (Chrome 136 and later; to other engines it is a comment),
 * https://v8.dev/blog/explicit-compile-hints.
 *
 * The comment goes on the chunks every page load runs (webpack's runtime, the framework, the app)
 * and on those of the page templates, whose code renders and hydrates the page: not on the chunks
 * a page loads later on demand, much of whose code a visit may never call. It is added after the
 * minifier, which drops comments, and before the source maps are written, so they stay exact.
 */
import type { Compilation, Compiler } from 'webpack';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** Gatsby names a page template's chunk group after its component: `component---src-templates-…`. */
const templateGroup = /^component---/;

/** The JavaScript files of the chunk groups a page load runs: the entry points and the templates. */
export function filesRunOnLoad(compilation: Compilation): Set<string> {
  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    if (!group.isInitial() && !templateGroup.test(group.name ?? '')) continue;
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return files;
}

export class CompileHintPlugin {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CompileHintPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: CompileHintPlugin.name, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of filesRunOnLoad(compilation)) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(compileHint, source));
          }
        },
      );
    });
  }
}
