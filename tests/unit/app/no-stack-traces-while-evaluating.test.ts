import { describe, expect, it } from 'vitest';
import { withoutStackTracesUntilMicrotask } from '../../../src/app/no-stack-traces-while-evaluating';

describe('withoutStackTracesUntilMicrotask', () => {
  it('leaves errors made in the same task without a stack, and puts the limit back after it', async () => {
    const before = Error.stackTraceLimit;
    withoutStackTracesUntilMicrotask();
    expect(Error.stackTraceLimit).toBeUndefined();
    expect(new Error('during the evaluation').stack).toBeUndefined();
    await Promise.resolve();
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('after it').stack).toContain('after it');
  });

  it('restores the limit the page had, whatever it was', async () => {
    const errors = { stackTraceLimit: 3 };
    withoutStackTracesUntilMicrotask(errors);
    expect(errors.stackTraceLimit).toBeUndefined();
    await Promise.resolve();
    expect(errors.stackTraceLimit).toBe(3);
  });

  it('changes nothing where the engine has no limit (not V8 or JavaScriptCore)', async () => {
    const errors = {};
    withoutStackTracesUntilMicrotask(errors);
    await Promise.resolve();
    expect(errors).toEqual({});
    expect('stackTraceLimit' in errors).toBe(false);
  });
});
