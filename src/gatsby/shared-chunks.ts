/**
 * The name of Gatsby's `shared` split chunks (issue 20).
 *
 * Gatsby's browser build puts modules that two or more lazy chunks use into a `shared` chunk
 * named by a hash of those chunks' names. A chunk loaded by `import()` has no name, so every set
 * of lazy chunks hashes to the same few names ("null" twice, three times …), and webpack merges
 * all modules of one name into one chunk, whatever set of chunks uses them (webpack's docs: a name
 * function that returns one string merges all common modules). In the shop that put the
 * store-api's transport (`@shopware/api-client`, ofetch, ufo, hookable, destr, defu: 56 KB of
 * source) beside a content block's selling points, so a content page loaded the search client
 * with its blocks (12.8 KB gzip), and still bundled the transport a second, third and fourth time
 * into the lazy chunks of the live offer, the basket and the cart's line links.
 *
 * A set with an unnamed chunk gets no name: webpack then keys the chunk by the set itself, as
 * its own default does. Sets of named chunks (the page templates') keep Gatsby's name.
 */

/** What webpack passes for a chunk of a cache group's set: only its name matters here. */
interface NamedChunk {
  name?: string | null;
}

export type SharedChunkName<Module, Chunk extends NamedChunk> = (
  module: Module,
  chunks: Chunk[],
  cacheGroupKey: string,
) => string | undefined;

/** Gatsby's name for sets of named chunks only; none (a chunk per set) where one is unnamed. */
export function sharedChunkName<Module, Chunk extends NamedChunk>(
  gatsbyName: SharedChunkName<Module, Chunk>,
): SharedChunkName<Module, Chunk> {
  return (module, chunks, cacheGroupKey) =>
    chunks.every((chunk) => chunk.name) ? gatsbyName(module, chunks, cacheGroupKey) : undefined;
}
