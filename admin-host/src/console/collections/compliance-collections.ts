// The compliance clock's two collections (issue 28; role `ir`): the exchanges' trading holidays its
// working days skip, and the website changes the team records as required. Neither is on the public
// site (publicPage ''), so their forms have no publish time and no "View on site".
import type { CollectionDef } from './fields';

/** The label the console shows on a seeded holiday until someone checks it against the circular. */
export const SAMPLE_HOLIDAY_LABEL = "Sample data — replace with the exchange's circular";

export const COMPLIANCE_COLLECTIONS: readonly CollectionDef[] = [
  {
    key: 'exchange-holidays',
    role: 'ir',
    title: 'Exchange holidays',
    noun: 'holiday',
    nouns: 'holidays',
    table: 'exchange_holidays',
    fields: [
      {
        name: 'date',
        column: 'holiday_date',
        label: 'Date',
        kind: 'date',
        required: true,
        hint: 'A weekday on which NSE and BSE do not trade, as the exchange’s holiday circular lists it.',
      },
      { name: 'name', column: 'name', label: 'Holiday', kind: 'text', required: true, maxLength: 100, hint: 'As the circular names it, e.g. Republic Day.' },
      {
        name: 'sample',
        column: 'sample',
        label: 'Source',
        kind: 'choice',
        required: true,
        choices: [
          { value: '0', label: "The exchange's holiday circular" },
          { value: '1', label: SAMPLE_HOLIDAY_LABEL },
        ],
        messages: { required: 'Say where this date comes from', invalid: 'Choose one of the sources' },
        hint: 'Choose the circular once you have checked the date against it.',
      },
    ],
    nameField: 'name',
    dateField: 'date',
    unique: { field: 'date', message: 'There is already a holiday on this date: edit that one instead.' },
    publicPage: '',
  },
  {
    key: 'required-changes',
    role: 'ir',
    title: 'Required website changes',
    noun: 'required change',
    nouns: 'required changes',
    table: 'required_changes',
    fields: [
      {
        name: 'description',
        column: 'description',
        label: 'What must change on the website',
        kind: 'text',
        required: true,
        maxLength: 300,
        hint: 'e.g. "New independent director: update Board of Directors and Committees". Due two working days after it happened (Reg 46(3)).',
      },
      { name: 'date', column: 'occurred_on', label: 'Day it happened', kind: 'date', required: true, hint: 'In India; the two working days count from the next working day.' },
      { name: 'time', column: 'occurred_time', label: 'Time it happened (IST)', kind: 'time', required: false, hint: 'Optional, for the record: the deadline is the end of a working day.' },
      { name: 'doneOn', column: 'done_on', label: 'Done on', kind: 'date', required: false, hint: 'The day the website showed the change; empty while it is still to do.' },
    ],
    nameField: 'description',
    dateField: 'date',
    publicPage: '',
  },
];
