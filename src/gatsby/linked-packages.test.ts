import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packagesAreLinked } from './linked-packages';

let base: string;

const dir = (...parts: string[]) => {
  const full = path.join(base, ...parts);
  fs.mkdirSync(full, { recursive: true });
  return full;
};

beforeEach(() => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'linked-')));
});

afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

describe('packagesAreLinked', () => {
  it("is false for npm's layout, and for a project without packages", () => {
    dir('npm', 'node_modules', 'styled-components');
    dir('npm', 'node_modules', 'react');
    expect(packagesAreLinked(path.join(base, 'npm'))).toBe(false);
    expect(packagesAreLinked(dir('bare'))).toBe(false);
  });

  it("is false for npm's layout in a project reached through a link", () => {
    dir('real', 'node_modules', 'react');
    fs.symlinkSync(path.join(base, 'real'), path.join(base, 'via'));
    expect(packagesAreLinked(path.join(base, 'via'))).toBe(false);
  });

  it("is true where node_modules links to another checkout's (a git worktree)", () => {
    dir('main', 'node_modules', 'styled-components');
    dir('worktree');
    fs.symlinkSync(path.join(base, 'main', 'node_modules'), path.join(base, 'worktree', 'node_modules'));
    expect(packagesAreLinked(path.join(base, 'worktree'))).toBe(true);
  });

  it('is true where a shared package is a link (pnpm, npm link)', () => {
    const store = dir('store', 'styled-components@6');
    dir('pnpm', 'node_modules');
    fs.symlinkSync(store, path.join(base, 'pnpm', 'node_modules', 'styled-components'));
    expect(packagesAreLinked(path.join(base, 'pnpm'))).toBe(true);
  });
});
