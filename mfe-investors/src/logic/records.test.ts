import { describe, expect, it } from 'vitest';
import { nameFromFilePath, textField, toDocumentItems } from './records';

describe('nameFromFilePath', () => {
  it('makes a readable name of a document path', () => {
    expect(nameFromFilePath('uploads/documents/disclosures/details-of-business.pdf')).toBe('Details of business');
    expect(nameFromFilePath('/uploads/Credit_Rating%20Letter.PDF')).toBe('Credit Rating Letter');
    expect(nameFromFilePath('a\\b\\annual_report-2023-24.pdf')).toBe('Annual report 2023 24');
    expect(nameFromFilePath('uploads/%E0%A4bad.pdf')).toBe('%E0%A4bad');
    expect(nameFromFilePath('')).toBe('');
  });
});

describe('textField', () => {
  it('reads trimmed strings only', () => {
    expect(textField({ a: ' x ' }, 'a')).toBe('x');
    expect(textField({ a: 3 }, 'a')).toBe('');
    expect(textField(null, 'a')).toBe('');
    expect(textField('text', 'length')).toBe('');
  });
});

describe('toDocumentItems', () => {
  it('maps records to rows, falls back to the file name, drops records with neither', () => {
    const items = toDocumentItems(
      [
        { Name: 'Q1', Document: 'uploads/q1.pdf', Date: '2024-06-30' },
        { Document: 'uploads/pre-issue-pattern.pdf' },
        { Name: 'No file yet' },
        { Other: 'x' },
        'not a record',
      ],
      'Name',
      'Document',
      (record) => `has date: ${(record as { Date?: string }).Date ?? '-'}`,
    );
    expect(items.map(({ name, path, details }) => ({ name, path, details }))).toEqual([
      { name: 'Q1', path: 'uploads/q1.pdf', details: 'has date: 2024-06-30' },
      { name: 'Pre issue pattern', path: 'uploads/pre-issue-pattern.pdf', details: 'has date: -' },
      { name: 'No file yet', path: '', details: 'has date: -' },
    ]);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });
});
