/**
 * The captcha's states (spec section 4): unsolved, then solved (the token sets the form's
 * recaptcha field to true and gives `captcha_settings` a new timestamp); expired or errored
 * set the field back to false until the visitor solves it again.
 */

export type CaptchaStatus = 'unsolved' | 'solved' | 'expired' | 'error';

export interface CaptchaState {
  status: CaptchaStatus;
  /** When the current token was issued (ms since epoch); null without one. */
  solvedAt: number | null;
}

export type CaptchaEvent = { type: 'solved'; at: number } | { type: 'expired' } | { type: 'error' } | { type: 'reset' };

export const initialCaptchaState: CaptchaState = { status: 'unsolved', solvedAt: null };

export function captchaReducer(state: CaptchaState, event: CaptchaEvent): CaptchaState {
  switch (event.type) {
    case 'solved':
      return { status: 'solved', solvedAt: event.at };
    case 'expired':
      return { status: 'expired', solvedAt: null };
    case 'error':
      return { status: 'error', solvedAt: null };
    case 'reset':
      return initialCaptchaState;
  }
}

/** The value of the form's recaptcha field in a state. */
export const recaptchaValue = (state: CaptchaState): boolean => state.status === 'solved';
