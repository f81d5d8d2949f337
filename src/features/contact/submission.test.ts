import { describe, expect, it } from 'vitest';
import {
  clearReturn,
  contactStorageKeys,
  isThrottled,
  readReturn,
  recordSubmission,
  resubmitLockMs,
} from './submission';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('resubmission lock', () => {
  it('refuses a second submit within 300,000 ms and allows it after', () => {
    const storage = memoryStorage();
    const sentAt = 1_764_000_000_000;
    expect(isThrottled(storage, sentAt)).toBe(false);
    recordSubmission(storage, sentAt, 0);
    expect(resubmitLockMs).toBe(300_000);
    expect(isThrottled(storage, sentAt + 1)).toBe(true);
    expect(isThrottled(storage, sentAt + resubmitLockMs - 1)).toBe(true);
    expect(isThrottled(storage, sentAt + resubmitLockMs)).toBe(false);
  });

  it('ignores a garbled or future timestamp, and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(contactStorageKeys.submittedAt, 'yesterday');
    expect(isThrottled(storage, Date.now())).toBe(false);
    storage.setItem(contactStorageKeys.submittedAt, String(Date.now() + 60_000));
    expect(isThrottled(storage, Date.now())).toBe(false);
    expect(isThrottled(undefined, Date.now())).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => recordSubmission(refusing, 1, 0)).not.toThrow();
    expect(isThrottled(refusing, 2)).toBe(false);
    expect(readReturn(refusing)).toEqual({ success: false, scrollOffset: null });
  });
});

describe('success flag across the post', () => {
  it('keeps flag and scroll offset until cleared; the lock outlives them', () => {
    const storage = memoryStorage();
    expect(readReturn(storage)).toEqual({ success: false, scrollOffset: null });
    recordSubmission(storage, 1_000, 1234.6);
    expect(readReturn(storage)).toEqual({ success: true, scrollOffset: 1235 });
    clearReturn(storage);
    expect(readReturn(storage)).toEqual({ success: false, scrollOffset: null });
    expect(storage.items.get(contactStorageKeys.submittedAt)).toBe('1000');
    expect(isThrottled(storage, 2_000)).toBe(true);
  });
});
