// @vitest-environment node
/** The newsletter form's address check with 2,000 generated addresses: no crash, nothing invalid accepted. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyEmail, emailBreaksRule } from '../../testing/hostile-input';
import { emailProblem } from './NewsletterForm';

describe('newsletter address check with generated input', () => {
  it('accepts no address that breaks the rule (2,000 inputs)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(anyEmail, (email) => {
        const problem = emailProblem(email);
        if (problem !== null) return;
        accepted += 1;
        expect(emailBreaksRule(email.trim())).toBe(false);
      }),
      { numRuns: 2_000, seed: 20261125 },
    );
    expect(accepted).toBeGreaterThan(100);
  });

  it.each(['<script>@x.com', 'javascript:alert(1)@x.com', 'a@b', `${'a'.repeat(5_000)}@x.com`, 'anna\u0000@x.com'])(
    'refuses %j',
    (email) => expect(emailProblem(email)).toBe('invalid'),
  );
});
