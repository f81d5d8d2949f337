/**
 * The contact form's state across the provider's round trip (spec sections 4 and 9): the post
 * leaves the page, so before it the form stores a success flag, the submit time (a second
 * submit within 5 minutes is refused) and the scroll offset; back on the page the flag shows the
 * success message, and flag and offset are cleared once the scroll position is restored.
 */

export const resubmitLockMs = 300_000;

export const contactStorageKeys = {
  submittedAt: 'salesforceFormSubmitTimestamp',
  success: 'salesforceFormSubmitSuccess',
  scrollOffset: 'salesforceFormScrollOffset',
} as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage can be missing or refuse (private mode, quota): the form then works without memory. */
function read(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Whether a submit now falls within the lock of an earlier one. */
export function isThrottled(storage: KeyValueStorage | undefined, now: number): boolean {
  const submittedAt = Number(read(storage, contactStorageKeys.submittedAt));
  return Number.isFinite(submittedAt) && submittedAt > 0 && now - submittedAt < resubmitLockMs && now >= submittedAt;
}

/** Just before the native post: the submit time, the success flag and where the page was scrolled. */
export function recordSubmission(storage: KeyValueStorage | undefined, now: number, scrollOffset: number): void {
  try {
    storage?.setItem(contactStorageKeys.submittedAt, String(now));
    storage?.setItem(contactStorageKeys.success, 'true');
    storage?.setItem(contactStorageKeys.scrollOffset, String(Math.max(0, Math.round(scrollOffset))));
  } catch {
    // Without storage the post still goes out; only the message after the return is lost.
  }
}

export interface ReturnState {
  success: boolean;
  /** Where the page was when the form was sent, when known. */
  scrollOffset: number | null;
}

/** What the page finds on load after a post. */
export function readReturn(storage: KeyValueStorage | undefined): ReturnState {
  const success = read(storage, contactStorageKeys.success) === 'true';
  const offset = Number(read(storage, contactStorageKeys.scrollOffset));
  return { success, scrollOffset: success && Number.isFinite(offset) && offset >= 0 ? offset : null };
}

/** After the scroll position is restored: the flag and offset go, the submit time stays for the lock. */
export function clearReturn(storage: KeyValueStorage | undefined): void {
  try {
    storage?.removeItem(contactStorageKeys.success);
    storage?.removeItem(contactStorageKeys.scrollOffset);
  } catch {
    // Nothing to clear without storage.
  }
}
