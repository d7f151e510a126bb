import { describe, expect, it } from 'vitest';
import { describePdf, formatFileSize, formatPageCount } from './file-description';

describe('formatFileSize', () => {
  it('uses bytes, whole KB, then MB with one decimal', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(312 * 1024 + 300)).toBe('312 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1.44 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatFileSize(12.6 * 1024 * 1024)).toBe('13 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('is empty for unknown or nonsensical sizes', () => {
    for (const value of [null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatFileSize(value)).toBe('');
  });
});

describe('describePdf', () => {
  it('says type, size and pages, leaving out what is unknown', () => {
    expect(describePdf(319_488, 24)).toBe('PDF, 312 KB, 24 pages');
    expect(describePdf(2048, 1)).toBe('PDF, 2 KB, 1 page');
    expect(describePdf(319_488, null)).toBe('PDF, 312 KB');
    expect(describePdf(null, 0)).toBe('PDF');
    expect(describePdf()).toBe('PDF');
    expect(formatPageCount(2.5)).toBe('');
  });
});
