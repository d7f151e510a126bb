// The investor section's interface texts (tables, archive counts, search, contact cards) as ICU
// messages. Malayalam: investors.ml.ts.
import { defineMessages } from '@site/shared/i18n/catalog';

export const investorsEn = {
  'archive.countAll': '{total} {noun}',
  'archive.countSome': 'Showing {shown} of {total} {noun}',
  'archive.countNone': 'No {noun} match (of {total})',
  'archive.none': 'No {noun} in {title}{year}{query}.',
  'archive.forYear': ' for {year}',
  'archive.match': ' match “{query}”',
  'archive.showAll': 'Show all {noun}',
  'archive.groupCount': '{count} {noun}',
  'noun.one': 'document',
  'noun.other': 'documents',
  'contact.phone': 'Phone',
  'contact.email': 'E-mail',
  'latest.title': 'Latest from investor relations',
  'search.label': 'Search investor documents',
  'search.form': 'Investor documents',
  'search.example': 'e.g. AGM notice',
  'board.serial': 'Sr. No.',
  'board.pan': 'DIN/PAN',
  'board.name': 'Name of Director',
  'board.designation': 'Designation',
  'board.caption': 'Board of Directors and Key Managerial Personnel',
  'committee:Audit Committee': 'Audit Committee',
  'committee:Nomination and Remuneration Committee': 'Nomination and Remuneration Committee',
  'committee:Stakeholders Relationship Committee': 'Stakeholders Relationship Committee',
  'committee.status': 'Status in Committee',
  'committee.nature': 'Nature of Directorship',
  'committee.caption': 'Members of the {committee}',
  'comingSoon.title': 'Coming Soon...',
  'comingSoon.text': 'This part of the Initial Public Offer section is being prepared. Its documents will be published here as soon as they are filed with the stock exchanges.',
  'comingSoon.meanwhile': 'Meanwhile, the offer documents already published are in Material Documents, and every other investor page is open.',
  'comingSoon.back': 'Back to Investors',
  'comingSoon.material': 'Material Documents',
};

export const investorsMessages = defineMessages('mfe-investors/investors', investorsEn, { ml: () => import('./investors.ml') });
