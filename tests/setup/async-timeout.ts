/**
 * `waitFor` and `findBy*` give up after one second by default, which a busy two-core machine
 * (a build beside the tests, CI) overruns while an emulator answers. They resolve as soon as
 * their condition holds, so a longer limit costs nothing when tests pass; it stays below
 * vitest's 20 s test timeout so a real failure still reports the unmet condition.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 15_000 });
