/** What a brand's build in .builds/ holds, read from its files. */
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { JSDOM } from 'jsdom';

/** The headers of the build's `_headers` rule for every path. */
export function builtHeaders(brand: string): Record<string, string> {
  const lines = fs.readFileSync(path.resolve('.builds', brand, '_headers'), 'utf8').split('\n');
  expect(lines[0]).toBe('/*');
  return Object.fromEntries(
    lines
      .slice(1)
      .filter((line) => line.trim())
      .map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
      }),
  );
}

/** One built address per page kind (template) of the build, read from its page data. */
export function onePathPerPageKind(brand: string): Map<string, string> {
  const root = path.resolve('.builds', brand, 'page-data');
  const kinds = new Map<string, string>();
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name === 'page-data.json') {
        const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { path: string; componentChunkName: string };
        if (!kinds.has(data.componentChunkName) && !/\.html$/.test(data.path))
          kinds.set(data.componentChunkName, data.path);
      }
    }
  };
  visit(root);
  return kinds;
}

/**
 * A page's document as the host serves it: what the browser shows first and hydrates without a
 * change (the runtime and resilience specs fail on any hydration mismatch).
 */
export async function servedDocument(request: APIRequestContext, address: string): Promise<Document> {
  const response = await request.get(address, { maxRedirects: 0 });
  expect(response.status(), address).toBe(200);
  return new JSDOM(await response.text()).window.document;
}
