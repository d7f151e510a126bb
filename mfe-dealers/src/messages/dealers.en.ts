// The dealer locator's texts (spec §3–§5, §8): the spec's messages and options from src/data and
// src/logic, the page's own lines here, as ICU messages. Malayalam: dealers.ml.ts.
import { keyed, withDerived } from '@site/shared/i18n/catalog';
import { DEALER_TYPE_OPTIONS, SEARCH_PLACEHOLDERS, SEARCH_TEXTS, SECTOR_OPTIONS } from '../data/dealer-search';
import { DEALER_UPDATE_TYPE_OPTIONS, DEALER_UPDATE_TYPE_PLACEHOLDER } from '../data/dealer-update';
import { SORT_OPTIONS } from '../logic/sort-results';

export const optionKey = (list: 'type' | 'sector' | 'update' | 'sort', value: string) => `option:${list}:${value}` as const;
export const searchKey = (text: keyof typeof SEARCH_TEXTS | `placeholder.${keyof typeof SEARCH_PLACEHOLDERS}`) => `search:${text}` as const;

const derived = keyed<ReturnType<typeof optionKey | typeof searchKey>>([
  ...DEALER_TYPE_OPTIONS.map((option) => [optionKey('type', option.value), option.label] as const),
  ...SECTOR_OPTIONS.map((option) => [optionKey('sector', option.value), option.label] as const),
  ...DEALER_UPDATE_TYPE_OPTIONS.map((option) => [optionKey('update', option.value), option.label] as const),
  [optionKey('update', 'placeholder'), DEALER_UPDATE_TYPE_PLACEHOLDER] as const,
  ...SORT_OPTIONS.map((option) => [optionKey('sort', option.value), option.label] as const),
  ...(Object.keys(SEARCH_TEXTS) as (keyof typeof SEARCH_TEXTS)[]).map((key) => [searchKey(key), SEARCH_TEXTS[key]] as const),
  ...(Object.keys(SEARCH_PLACEHOLDERS) as (keyof typeof SEARCH_PLACEHOLDERS)[]).map((key) => [searchKey(`placeholder.${key}`), SEARCH_PLACEHOLDERS[key]] as const),
]);

export const dealersEn = withDerived(derived, {
  title: 'Dealer Network',
  intro: 'Our pipes, conduits and fittings reach you through a network of dealers and distributors. Choose what you need and where you are to find the nearest one.',
  findTitle: 'Find a dealer or distributor',
  updatesTitle: 'Dealer and distributor updates',
  updatesLead: 'Are you one of our dealers or distributors, or would you like to place an order? Send us your details and we will get back to you.',
  'field.type': 'Dealer type',
  'field.sector': 'Sector',
  'field.state': 'State',
  'field.district': 'District',
  'field.pin': 'PIN code or location',
  search: 'Search',
  clear: 'Clear',
  found: '{count} {count, plural, one {dealer} other {dealers}} found',
  foundDistributors: '{count} {count, plural, one {distributor} other {distributors}} found',
  'idle.lead': 'Choose dealer or distributor, the sector and your state and district, or type a PIN code or town, then press Search. Search with nothing chosen to see our whole network.',
  showing: 'Showing {shown} of {total}',
  sortBy: 'Sort by',
  dealersFound: 'Dealers found',
  showMore: 'Show {count} more dealers',
  'card.phone': 'Phone: ',
  'card.view': 'View Location',
  'card.viewLabel': 'View Location: {name}',
  'details.title': 'Dealer details',
  'details.type': 'Type',
  'details.address': 'Address',
  'details.phone': 'Phone',
  'details.location': 'Location',
  'details.directions': 'Get directions',
  'details.newTab': ' (opens in a new tab)',
  'details.showMap': 'Show map',
  'details.hideMap': 'Hide map',
  'details.mapTitle': 'Map showing {name}',
  'update.name': 'Name',
  'update.email': 'Email',
  'update.phone': 'Phone',
  'update.phoneHint': '10 digits',
  'update.type': 'Type',
  'update.message': 'Message',
  'update.submit': 'Submit',
  'update.opened': 'Your mail app should have opened with your update ready to send to {mailbox}.',
  'update.fallback': 'If nothing opened, please write to <mail></mail>.',
});
