// A small ICU MessageFormat formatter (issue 31; why ours and not intl-messageformat: docs/i18n.md).
// Covers what the site's messages use: {arg}, {n, number}, {n, plural, =0 {…} one {…} other {…}}
// with #, {x, select, a {…} other {…}}, <tag>…</tag> for rich text, and ICU apostrophe quoting.
// A message is parsed once, on its first use, and kept; a message without syntax is never parsed.
// No Intl object is made: plural categories come from a table (English and Malayalam share
// CLDR's "one" for exactly 1), and numbers print with Western digits as Kerala print does.

export type MessageValue = string | number;
export type MessageValues = Readonly<Record<string, MessageValue>>;

type Node =
  | string
  | { type: 'arg'; name: string }
  | { type: 'pound' }
  | { type: 'plural'; name: string; offset: number; options: Record<string, Node[]> }
  | { type: 'select'; name: string; options: Record<string, Node[]> }
  | { type: 'tag'; name: string; children: Node[] };

export class MessageSyntaxError extends Error {}

/** Whether a message needs parsing at all (most are plain text). */
const PLAIN = /^[^{}<'#]*$/;

function parse(message: string): Node[] {
  let i = 0;
  const fail = (what: string): never => {
    throw new MessageSyntaxError(`${what} at ${i} in "${message}"`);
  };

  function nodes(inPlural: boolean, closing: string | null): Node[] {
    const out: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (i < message.length) {
      const ch = message[i]!;
      if (ch === "'") {
        const next = message[i + 1];
        if (next === "'") {
          text += "'";
          i += 2;
        } else if (next === '{' || next === '}' || next === '<' || (inPlural && next === '#')) {
          // Quoted literal text up to the next single apostrophe.
          const end = message.indexOf("'", i + 1);
          text += message.slice(i + 1, end === -1 ? undefined : end);
          i = end === -1 ? message.length : end + 1;
        } else {
          text += "'";
          i += 1;
        }
      } else if (ch === '{') {
        flush();
        out.push(argument(inPlural));
      } else if (ch === '}') {
        if (closing !== '}') fail('Unexpected }');
        break;
      } else if (ch === '#' && inPlural) {
        flush();
        out.push({ type: 'pound' });
        i += 1;
      } else if (ch === '<' && /^<\/?[a-zA-Z][\w-]*>/.test(message.slice(i))) {
        if (message[i + 1] === '/') {
          if (closing === null || closing === '}') fail('Unexpected closing tag');
          break;
        }
        flush();
        const name = /^<([\w-]+)>/.exec(message.slice(i))![1]!;
        i += name.length + 2;
        const children = nodes(inPlural, name);
        const close = `</${name}>`;
        if (!message.startsWith(close, i)) fail(`Missing ${close}`);
        i += close.length;
        out.push({ type: 'tag', name, children });
      } else {
        text += ch;
        i += 1;
      }
    }
    flush();
    return out;
  }

  function word(): string {
    const match = /^\s*([^\s,{}]+)\s*/.exec(message.slice(i));
    if (!match) fail('Expected a name');
    i += match![0].length;
    return match![1]!;
  }

  function argument(inPlural: boolean): Node {
    i += 1; // {
    const name = word();
    if (message[i] === '}') {
      i += 1;
      return { type: 'arg', name };
    }
    if (message[i] !== ',') fail('Expected , or }');
    i += 1;
    const kind = word();
    if (kind === 'number') {
      if (message[i] !== '}') fail('Number styles are not supported');
      i += 1;
      return { type: 'arg', name };
    }
    if (kind !== 'plural' && kind !== 'select') fail(`Unsupported argument type ${kind}`);
    if (message[i] !== ',') fail('Expected ,');
    i += 1;
    let offset = 0;
    const options: Record<string, Node[]> = {};
    for (;;) {
      const key = word();
      if (key === '}') break;
      if (key.startsWith('offset:')) {
        offset = Number(key.slice(7));
        continue;
      }
      if (message[i] !== '{') fail('Expected {');
      i += 1;
      options[key] = nodes(kind === 'plural' || inPlural, '}');
      if (message[i] !== '}') fail('Expected }');
      i += 1;
      const rest = /^\s*/.exec(message.slice(i))![0];
      i += rest.length;
      if (message[i] === '}') {
        i += 1;
        break;
      }
    }
    if (!options.other) fail('Missing other option');
    return kind === 'plural' ? { type: 'plural', name, offset, options } : { type: 'select', name, options };
  }

  const result = nodes(false, null);
  if (i < message.length) fail('Unexpected text');
  return result;
}

const parsed = new Map<string, Node[]>();

function compiled(message: string): Node[] {
  let ast = parsed.get(message);
  if (!ast) {
    ast = parse(message);
    parsed.set(message, ast);
  }
  return ast;
}

/** CLDR plural category of a number in English and Malayalam: both have only "one" (exactly 1) and "other". */
const pluralCategory = (n: number): 'one' | 'other' => (n === 1 ? 'one' : 'other');

export type TagRenderer<T> = (chunks: (string | T)[]) => string | T;

function render<T>(ast: Node[], values: MessageValues, tags: Readonly<Record<string, TagRenderer<T>>>, pound: number | null, out: (string | T)[]): void {
  for (const node of ast) {
    if (typeof node === 'string') out.push(node);
    else if (node.type === 'arg') out.push(String(values[node.name] ?? `{${node.name}}`));
    else if (node.type === 'pound') out.push(pound === null ? '#' : String(pound));
    else if (node.type === 'tag') {
      const children: (string | T)[] = [];
      render(node.children, values, tags, pound, children);
      const tag = tags[node.name];
      if (tag) out.push(tag(children));
      else out.push(...children);
    } else if (node.type === 'plural') {
      const n = Number(values[node.name] ?? 0);
      const branch = node.options[`=${n}`] ?? node.options[pluralCategory(n - node.offset)] ?? node.options.other!;
      render(branch, values, tags, n - node.offset, out);
    } else {
      const branch = node.options[String(values[node.name])] ?? node.options.other!;
      render(branch, values, tags, pound, out);
    }
  }
}

/** The message with its values filled in, as plain text (tags keep only their content). */
export function formatMessage(message: string, values: MessageValues = {}): string {
  if (PLAIN.test(message)) return message;
  const out: string[] = [];
  render<string>(compiled(message), values, {}, null, out);
  return out.join('');
}

/** The message as parts, each <tag> given to its renderer (React elements, for rich text). */
export function formatMessageParts<T>(message: string, values: MessageValues, tags: Readonly<Record<string, TagRenderer<T>>>): (string | T)[] {
  if (PLAIN.test(message)) return [message];
  const out: (string | T)[] = [];
  render(compiled(message), values, tags, null, out);
  return out;
}

/** The argument and tag names a message uses (the missing-keys test compares them across languages). */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (ast: Node[]) => {
    for (const node of ast) {
      if (typeof node === 'string' || node.type === 'pound') continue;
      if (node.type === 'tag') {
        names.add(`<${node.name}>`);
        walk(node.children);
      } else {
        names.add(node.name);
        if (node.type !== 'arg') Object.values(node.options).forEach(walk);
      }
    }
  };
  walk(PLAIN.test(message) ? [] : parse(message));
  return [...names].sort();
}
