/**
 * Whether the project's packages are installed behind symbolic links (issue 20).
 *
 * The build tells webpack not to follow symlinks, which saves the resolver a readlink and lstat
 * per path (4.2 s of a cold demo build's 7.6 s of resolution). That holds for npm's layout, where
 * every package lies where its path says. Where `node_modules` or a package in it is a link (a
 * git worktree sharing another checkout's packages, pnpm, `npm link`), webpack then names a
 * package by its linked path while Gatsby loads plugins by their real one: the HTML renderer held
 * two copies of styled-components, and every page was built without its styles. Such a layout
 * keeps webpack's default.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The packages whose two copies would split a React context or a style sheet between them. */
const sharedPackages = ['gatsby', 'react', 'react-dom', 'styled-components'];

export function packagesAreLinked(root: string): boolean {
  const modules = path.join(root, 'node_modules');
  if (!fs.existsSync(modules)) return false;
  // Compared with the real path of the project, which may itself lie behind a link (macOS's /tmp).
  if (fs.realpathSync(modules) !== path.join(fs.realpathSync(root), 'node_modules')) return true;
  return sharedPackages.some((name) => {
    const dir = path.join(modules, name);
    return fs.existsSync(dir) && fs.lstatSync(dir).isSymbolicLink();
  });
}
