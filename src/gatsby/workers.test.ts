import { describe, expect, it } from 'vitest';
import { gatsbyCpuCount } from './workers';

describe('gatsbyCpuCount', () => {
  it('asks Gatsby for a worker per core, one more than its own count of workers', () => {
    expect(gatsbyCpuCount({}, 2)).toBe('3');
    expect(gatsbyCpuCount({}, 8)).toBe('9');
  });

  it('keeps a count set by whoever runs the build', () => {
    expect(gatsbyCpuCount({ GATSBY_CPU_COUNT: '1' }, 8)).toBe('1');
    expect(gatsbyCpuCount({ GATSBY_CPU_COUNT: 'logical_cores' }, 8)).toBe('logical_cores');
  });

  it('counts the cores Node reports when given none', () => {
    expect(Number(gatsbyCpuCount({}))).toBeGreaterThan(1);
  });
});
