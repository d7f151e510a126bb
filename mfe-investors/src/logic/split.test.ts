import { COMMITTEE_TYPES, MATERIAL_DOCUMENT_TYPES } from '@site/shared/types/entities';
import type { CommitteeMember, MaterialDocument } from '@site/shared/types/entities';
import { describe, expect, it } from 'vitest';
import { splitByKey, splitCommittees, splitMaterialDocuments } from './split';

const member = (committee_Type: string, name_Of_Director: string): CommitteeMember => ({
  committee_Type: committee_Type as CommitteeMember['committee_Type'],
  name_Of_Director,
  status: 'Member',
  nature_Of_Directorship: 'Independent Director',
});

describe('splitCommittees', () => {
  it('gives the three committees in spec order, each with its members in server order', () => {
    const groups = splitCommittees([
      member('Stakeholders Relationship Committee', 'A'),
      member('Audit Committee', 'B'),
      member('Nomination and Remuneration Committee', 'C'),
      member('Audit Committee', 'D'),
    ]);
    expect(groups.map((g) => g.key)).toEqual([...COMMITTEE_TYPES]);
    expect(groups.map((g) => g.items.map((m) => m.name_Of_Director))).toEqual([['B', 'D'], ['C'], ['A']]);
  });

  it('keeps an empty table for a committee without members and drops unknown types', () => {
    const groups = splitCommittees([member('Audit Committee', 'B'), member('Risk Management Committee', 'X')]);
    expect(groups.map((g) => g.items.length)).toEqual([1, 0, 0]);
  });

  it('forgives case and stray spaces in committee_Type', () => {
    const groups = splitCommittees([member('  audit  committee ', 'B'), member('STAKEHOLDERS RELATIONSHIP COMMITTEE', 'A')]);
    expect(groups.map((g) => g.items.map((m) => m.name_Of_Director))).toEqual([['B'], [], ['A']]);
  });

  it('gives three empty tables for no members', () => {
    expect(splitCommittees([]).map((g) => g.items)).toEqual([[], [], []]);
  });
});

describe('splitMaterialDocuments', () => {
  const doc = (type: string, name: string): MaterialDocument => ({
    Type_Of_Document: type as MaterialDocument['Type_Of_Document'],
    File_Name: name,
    Upload_File: `uploads/${name}.pdf`,
  });

  it('gives the six sections in spec order, splitting by Type_Of_Document', () => {
    const groups = splitMaterialDocuments([
      doc('Consent', 'Consent of the Directors'),
      doc('Material Contracts to the Issue', 'Registrar Agreement'),
      doc('Annual Report', 'Annual Report 2023-24'),
      doc('IPO Resolution', 'Board Resolution'),
      doc('Material Documents', 'Certificate of Incorporation'),
      doc('Documents', 'Restated Financial Statements'),
      doc('Material Contracts to the Issue', 'Underwriting Agreement'),
    ]);
    expect(groups.map((g) => g.key)).toEqual([...MATERIAL_DOCUMENT_TYPES]);
    expect(groups.map((g) => g.items.map((d) => d.File_Name))).toEqual([
      ['Registrar Agreement', 'Underwriting Agreement'],
      ['Certificate of Incorporation'],
      ['Board Resolution'],
      ['Annual Report 2023-24'],
      ['Restated Financial Statements'],
      ['Consent of the Directors'],
    ]);
  });

  it('does not confuse "Documents" with "Material Documents" and leaves unknown types out', () => {
    const groups = splitMaterialDocuments([doc('Documents', 'A'), doc('Material Documents', 'B'), doc('Brochures', 'C')]);
    expect(groups.find((g) => g.key === 'Documents')?.items.map((d) => d.File_Name)).toEqual(['A']);
    expect(groups.find((g) => g.key === 'Material Documents')?.items.map((d) => d.File_Name)).toEqual(['B']);
    expect(groups.flatMap((g) => g.items)).toHaveLength(2);
  });
});

describe('splitByKey', () => {
  it('ignores records whose key is not a string', () => {
    const groups = splitByKey([{ k: 1 }, { k: null }, { k: 'a' }], ['a', 'b'], (r) => r.k);
    expect(groups).toEqual([
      { key: 'a', items: [{ k: 'a' }] },
      { key: 'b', items: [] },
    ]);
  });
});
