import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type HeadingFace, fontFileName, fontSubsetNames, fontsPath } from '../lib/fonts';

// From the project root: gatsby-node runs compiled to CommonJS, tests as ES modules.
const resolveFrom = createRequire(path.join(process.cwd(), 'package.json'));

/** The directory of a Fontsource package's font files. */
export const fontFilesDirOf = (face: HeadingFace): string =>
  path.join(path.dirname(resolveFrom.resolve(`${face.source}/package.json`)), 'files');

/**
 * Copies the face's subset files from its package into the build output; the names it returns
 * are those `fontFaceCss` points to.
 */
export function copyHeadingFace(face: HeadingFace, publicDir: string): string[] {
  const target = path.join(publicDir, fontsPath);
  fs.mkdirSync(target, { recursive: true });
  return fontSubsetNames.map((subset) => {
    const name = fontFileName(face, subset);
    fs.copyFileSync(path.join(fontFilesDirOf(face), name), path.join(target, name));
    return name;
  });
}
