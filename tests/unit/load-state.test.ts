import { describe, expect, it } from 'vitest';
import {
  IDLE,
  LOADING,
  firstReadPending,
  readAnswered,
  readFailed,
  readStarted,
  type Loadable,
} from '../../src/lib/rules/load-state.ts';

const shown: Loadable<string[]> = { status: 'succeeded', data: ['Kesar Looms', 'Bagh & Co.'], error: '' };

describe('readStarted', () => {
  it('starts from loading when nothing is kept', () => {
    expect(readStarted(IDLE, false)).toEqual({ status: 'loading', data: null, error: '' });
    expect(readStarted(shown, false)).toEqual({ status: 'loading', data: null, error: '' });
  });
  it('keeps the last value on screen while it reads again', () => {
    expect(readStarted(shown, true)).toEqual({
      status: 'succeeded',
      data: ['Kesar Looms', 'Bagh & Co.'],
      error: '',
    });
  });
  it('shows loading when keep has nothing yet to keep', () => {
    expect(readStarted(IDLE, true)).toEqual({ status: 'loading', data: null, error: '' });
    expect(readStarted({ status: 'failed', data: null, error: 'Network error' }, true)).toEqual({
      status: 'loading',
      data: null,
      error: '',
    });
  });
});

describe('readAnswered', () => {
  it('shows the answer with no message', () => {
    expect(readAnswered(['Riya Sharma'])).toEqual({ status: 'succeeded', data: ['Riya Sharma'], error: '' });
  });
});

describe('readFailed', () => {
  it('shows the failure alone unless keep', () => {
    expect(readFailed(shown, 'Network error', false, false)).toEqual({
      status: 'failed',
      data: null,
      error: 'Network error',
    });
  });
  it('keeps the last value beside the failure with keep', () => {
    expect(readFailed(shown, 'Network error', false, true)).toEqual({
      status: 'failed',
      data: ['Kesar Looms', 'Bagh & Co.'],
      error: 'Network error',
    });
  });
  it('marks a 404 as not found', () => {
    expect(readFailed(LOADING, 'Order not found', true, false)).toEqual({
      status: 'failed',
      data: null,
      error: 'Order not found',
      notFound: true,
    });
  });
});

describe('firstReadPending', () => {
  it('is pending before the first read and while it has not answered', () => {
    expect(firstReadPending(IDLE)).toBe(true);
    expect(firstReadPending(LOADING)).toBe(true);
  });
  it('is not pending once answered, failed, or reading again over data on screen', () => {
    const shown = readAnswered(['Kesar Looms']);
    expect(firstReadPending(shown)).toBe(false);
    expect(firstReadPending(readFailed(LOADING, 'Network error', false, false))).toBe(false);
    expect(firstReadPending({ ...shown, status: 'loading' })).toBe(false);
  });
});
