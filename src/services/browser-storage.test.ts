// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from './browser-storage';

describe('browserStorage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the browser’s local or session storage', () => {
    expect(browserStorage('local')).toBe(window.localStorage);
    expect(browserStorage('session')).toBe(window.sessionStorage);
  });

  it('keeps nothing where the browser refuses storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const storage = browserStorage('local');
    expect(storage).not.toBe(window.sessionStorage);
    void storage.setItem('key', 'value');
    expect(storage.getItem('key')).toBeNull();
  });
});
