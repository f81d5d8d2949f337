import type { Server } from 'node:http';

/** See serve.mjs: a static host's behaviour for a built site. */
export function createStaticServer(dir: string): Server;
