import { describe, expect, it } from 'vitest';
import { captchaReducer, initialCaptchaState, recaptchaValue } from './captcha-state';

describe('captcha states', () => {
  it('goes unsolved -> solved (field true, new timestamp) -> expired or errored (field false)', () => {
    expect(recaptchaValue(initialCaptchaState)).toBe(false);
    const solved = captchaReducer(initialCaptchaState, { type: 'solved', at: 42 });
    expect(solved).toEqual({ status: 'solved', solvedAt: 42 });
    expect(recaptchaValue(solved)).toBe(true);
    const expired = captchaReducer(solved, { type: 'expired' });
    expect(expired).toEqual({ status: 'expired', solvedAt: null });
    expect(recaptchaValue(expired)).toBe(false);
    const again = captchaReducer(expired, { type: 'solved', at: 99 });
    expect(again.solvedAt).toBe(99);
    expect(recaptchaValue(captchaReducer(again, { type: 'error' }))).toBe(false);
    expect(captchaReducer(again, { type: 'reset' })).toEqual(initialCaptchaState);
  });
});
