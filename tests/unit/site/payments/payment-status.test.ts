import { describe, expect, it } from 'vitest';
import {
  canRetry,
  normalizeStatus,
  statusBadgeClass,
  statusTone,
} from '../../../../site/islands/payments/payment-status.ts';

describe('payment status styling', () => {
  it('success is green, failed red, pending and processing yellow', () => {
    expect(statusTone('success')).toBe('success');
    expect(statusTone('failed')).toBe('danger');
    expect(statusTone('pending')).toBe('warning');
    expect(statusTone('processing')).toBe('warning');
    expect(statusBadgeClass('success')).toBe('badge badge-success');
    expect(statusBadgeClass('failed')).toBe('badge badge-danger');
  });

  it('styles an unknown value as pending', () => {
    for (const value of ['reversed', '', 'SUCCESS', null, undefined, 42]) {
      expect(normalizeStatus(value)).toBe('pending');
      expect(statusTone(value)).toBe('warning');
    }
  });

  it('keeps the four known values as they are', () => {
    for (const value of ['pending', 'processing', 'success', 'failed']) expect(normalizeStatus(value)).toBe(value);
  });

  it('offers a retry only for failed payments', () => {
    expect(canRetry('failed')).toBe(true);
    for (const value of ['pending', 'processing', 'success', 'unknown']) expect(canRetry(value)).toBe(false);
  });
});
