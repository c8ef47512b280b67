import { describe, expect, it } from 'vitest';
import {
  LighthouseRunError,
  RECORDING_ERRORS,
  recordingFailure,
} from '../../../scripts/bench/lighthouse-errors';

describe('a failed Lighthouse run', () => {
  it.each([
    ['NO_NAVSTART', "Lighthouse's recording failed (NO_NAVSTART)"],
    ['NO_TRACING_STARTED', "Lighthouse's recording failed (NO_TRACING_STARTED)"],
    ['PROTOCOL_TIMEOUT', "Lighthouse's recording failed (PROTOCOL_TIMEOUT)"],
    // What a page can cause stays the page's error.
    ['NO_FCP', null],
    ['NO_LCP', null],
    ['PAGE_HUNG', null],
    ['TARGET_CRASHED', null],
    ['ERRORED_DOCUMENT_REQUEST', null],
  ])('%s: taken again because %s', (code, reason) => {
    expect(recordingFailure(new LighthouseRunError(code, 'message'))).toBe(reason);
  });

  it('keeps any other failure: not a run error, or no error at all', () => {
    expect(recordingFailure(new Error('NO_NAVSTART: a plain error'))).toBeNull();
    expect(recordingFailure('NO_NAVSTART')).toBeNull();
    expect(recordingFailure(undefined)).toBeNull();
  });

  it('names the code in its message, as the table shows a lost sample', () => {
    const error = new LighthouseRunError('NO_NAVSTART', 'Something went wrong');
    expect(error.message).toBe('NO_NAVSTART: Something went wrong');
    expect(RECORDING_ERRORS.has(error.code)).toBe(true);
  });
});
