/**
 * The brand's favicon as a data address (see favicon.ts): a build constant of its own, which only
 * the server renderer names (a head component of every page, outside Gatsby's Head), so no
 * page's scripts carry it and no client render adds it again.
 */
declare const __FAVICON__: string;

export const favicon: string = __FAVICON__;
