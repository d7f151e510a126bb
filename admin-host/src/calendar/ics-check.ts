// Test helper: reads an iCalendar text back as RFC 5545 says it is written, independently of the
// library that wrote it, and lists what breaks the rules: lines not ended by CRLF, physical lines
// over 75 octets, BEGIN/END that do not pair, required properties missing or repeated, dates in the
// wrong form, an end before its start, TEXT values with unescaped separators. Used by the route's
// and the builder's tests, as feed/atom-check.ts is for the Atom feed.

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  /** As written (escaped). */
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

const UTC_DATE_TIME = /^\d{8}T\d{6}Z$/;
const LOCAL_DATE_TIME = /^\d{8}T\d{6}$/;
const DATE = /^\d{8}$/;
/** TEXT properties (RFC 5545 3.3.11, RFC 7986): `,` and `;` must be escaped, a backslash only escapes `\ ; , n N`. */
const TEXT_PROPERTIES = new Set(['SUMMARY', 'DESCRIPTION', 'LOCATION', 'NAME', 'X-WR-CALNAME', 'X-WR-CALDESC', 'COMMENT']);

/** Whether a TEXT value holds a bare `,` or `;`, or a backslash that escapes nothing it may. */
function badText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (c === ',' || c === ';') return true;
    if (c === '\\') {
      if (!'\\;,nN'.includes(value[i + 1] ?? 'end')) return true;
      i++;
    }
  }
  return false;
}

/** TEXT as meant: escapes undone. */
export const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** The first value of property `name` of a component. */
export const prop = (component: IcsComponent, name: string) => component.properties.find((p) => p.name === name);
export const props = (component: IcsComponent, name: string) => component.properties.filter((p) => p.name === name);

function parseLine(line: string): IcsProperty | undefined {
  // name *(";" param) ":" value; a parameter value may be quoted (and then hold ; and :).
  const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*):(.*)$/.exec(line);
  if (!match) return undefined;
  const params: Record<string, string> = {};
  for (const param of match[2]!.matchAll(/;([A-Za-z0-9-]+)=("[^"]*"|[^";:]*)/g)) params[param[1]!.toUpperCase()] = param[2]!.replace(/^"|"$/g, '');
  return { name: match[1]!.toUpperCase(), params, value: match[3]! };
}

/** Milliseconds of a DATE or DATE-TIME value (a local time read as UTC: only for ordering within one event). */
function instant(value: string): number {
  const [, y, m, d, hh = '00', mm = '00', ss = '00'] = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2}))?/.exec(value) ?? [];
  return Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss));
}

function isRealDate(value: string): boolean {
  const [, y, m, d] = /^(\d{4})(\d{2})(\d{2})/.exec(value) ?? [];
  const date = new Date(instant(value));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

/** The form of a DTSTART/DTEND value: 'date', 'utc', 'zoned' (TZID) or what is wrong with it. */
function dateForm(property: IcsProperty): 'date' | 'utc' | 'zoned' | string {
  const { value, params } = property;
  if (params.VALUE === 'DATE') return DATE.test(value) && isRealDate(value) ? 'date' : `${property.name} "${value}" is not a DATE`;
  if (params.TZID) return LOCAL_DATE_TIME.test(value) && isRealDate(value) ? 'zoned' : `${property.name} "${value}" is not a local DATE-TIME`;
  return UTC_DATE_TIME.test(value) && isRealDate(value) ? 'utc' : `${property.name} "${value}" is neither UTC, nor zoned, nor VALUE=DATE`;
}

function checkEvent(event: IcsComponent, where: string, problems: string[], uids: Set<string>): void {
  for (const name of ['UID', 'DTSTAMP', 'DTSTART']) {
    const n = props(event, name).length;
    if (n !== 1) problems.push(`${where}: ${n} ${name} (need exactly 1)`);
  }
  for (const name of ['DTEND', 'DURATION', 'SUMMARY', 'DESCRIPTION', 'LOCATION', 'URL', 'SEQUENCE']) {
    if (props(event, name).length > 1) problems.push(`${where}: ${name} more than once`);
  }
  const uid = prop(event, 'UID')?.value ?? '';
  if (uids.has(uid)) problems.push(`${where}: duplicate UID ${uid}`);
  uids.add(uid);
  const stamp = prop(event, 'DTSTAMP');
  if (stamp && !UTC_DATE_TIME.test(stamp.value)) problems.push(`${where}: DTSTAMP "${stamp.value}" is not UTC`);
  const start = prop(event, 'DTSTART');
  const end = prop(event, 'DTEND');
  if (end && prop(event, 'DURATION')) problems.push(`${where}: both DTEND and DURATION`);
  const startForm = start ? dateForm(start) : undefined;
  const endForm = end ? dateForm(end) : undefined;
  for (const form of [startForm, endForm]) if (form && !['date', 'utc', 'zoned'].includes(form)) problems.push(`${where}: ${form}`);
  if (start && end && startForm === endForm) {
    // An all-day event's DTEND is exclusive: at least the next day; a timed one may not end before it starts.
    const late = startForm === 'date' ? instant(end.value) > instant(start.value) : instant(end.value) >= instant(start.value);
    if (!late) problems.push(`${where}: DTEND ${end.value} is not after DTSTART ${start.value}`);
  } else if (start && end) problems.push(`${where}: DTSTART and DTEND of different kinds (${startForm}, ${endForm})`);
  if (prop(event, 'URL') && !URL.canParse(prop(event, 'URL')!.value)) problems.push(`${where}: URL is not an absolute address`);
}

/**
 * Parses the text (its line endings and folding first) and returns its RFC 5545 problems and its
 * components; `calendar` is the VCALENDAR (undefined when there is none).
 */
export function icsProblems(text: string): { problems: string[]; calendar: IcsComponent | undefined } {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('the last line does not end with CRLF');
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) problems.push('a line ends with a bare CR or LF, not CRLF');
  const physical = text.split('\r\n');
  if (physical.at(-1) === '') physical.pop();
  physical.forEach((line, index) => {
    const octets = Buffer.byteLength(line);
    if (octets > 75) problems.push(`line ${index + 1}: ${octets} octets (at most 75 before the CRLF)`);
  });
  // Unfolding (RFC 5545 3.1): a CRLF followed by one space or tab is removed.
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter((line, index, all) => line !== '' || index < all.length - 1);

  const root: IcsComponent = { name: '', properties: [], components: [] };
  const stack: IcsComponent[] = [root];
  lines.forEach((line, index) => {
    const property = parseLine(line);
    if (!property) return problems.push(`line ${index + 1} (unfolded) is not "name;params:value": ${JSON.stringify(line.slice(0, 40))}`);
    const current = stack.at(-1)!;
    if (property.name === 'BEGIN') {
      const component = { name: property.value.toUpperCase(), properties: [], components: [] };
      current.components.push(component);
      stack.push(component);
    } else if (property.name === 'END') {
      if (stack.length === 1 || current.name !== property.value.toUpperCase()) problems.push(`END:${property.value} closes ${current.name || 'nothing'}`);
      else stack.pop();
    } else {
      if (stack.length === 1) problems.push(`${property.name} outside any component`);
      if (TEXT_PROPERTIES.has(property.name) && badText(property.value)) problems.push(`${current.name} ${property.name}: unescaped "," or ";" or a bad escape in ${JSON.stringify(property.value)}`);
      current.properties.push(property);
    }
  });
  if (stack.length > 1) problems.push(`not closed: ${stack.slice(1).map((c) => c.name).join(', ')}`);
  const calendar = root.components[0];
  if (root.components.length !== 1 || calendar?.name !== 'VCALENDAR') return { problems: [...problems, 'not exactly one VCALENDAR'], calendar };
  if (prop(calendar, 'VERSION')?.value !== '2.0' || props(calendar, 'VERSION').length !== 1) problems.push('VCALENDAR: VERSION must be 2.0, once');
  if (props(calendar, 'PRODID').length !== 1) problems.push('VCALENDAR: PRODID must be there once');
  if (calendar.components.length === 0) problems.push('VCALENDAR: no component (RFC 5545 wants at least one)');
  for (const zone of calendar.components.filter((c) => c.name === 'VTIMEZONE')) {
    if (!prop(zone, 'TZID') || !zone.components.some((c) => c.name === 'STANDARD' || c.name === 'DAYLIGHT')) problems.push('VTIMEZONE: needs a TZID and a STANDARD or DAYLIGHT part');
  }
  const uids = new Set<string>();
  calendar.components.filter((c) => c.name === 'VEVENT').forEach((event, index) => checkEvent(event, `VEVENT ${index + 1}`, problems, uids));
  return { problems, calendar };
}

export const icsEvents = (calendar: IcsComponent) => calendar.components.filter((component) => component.name === 'VEVENT');
