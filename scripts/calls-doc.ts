// docs/calls.md, the index from a call's name to its code: for each call of the catalogue its roles, the
// contract file, the handler, the service method(s) the handler calls, the web hooks that send it and the
// screens that use them. Read from the source as text, so a column says "—" where the text does not show
// it plainly (a handler through a helper, a hook no page reaches) rather than guess.
//   npm run calls-doc        writes docs/calls.md
// scripts/calls-doc.test.ts fails `npm test` when the checked-in file differs from what this builds, or when a
// web name is not its call's.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { catalogue, callNames, type CallName } from '../src/shared/contract/catalogue';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CALLS_DOC = path.join(root, 'docs/calls.md');

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const NONE = '—';

/** Every file under a folder of the repository, as repository paths. */
function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Comments out of a piece of source, so a name mentioned in a comment is not taken for a use. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

// ---- contract: the area file that defines each call ----

/** The contract module that exports each call's entry (catalogue.ts gathers them; it is not an area). */
async function contractFiles(): Promise<Map<string, string>> {
  const byCall = new Map<string, string>();
  const modules = filesUnder('src/shared/contract').filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('/catalogue.ts'),
  );
  for (const file of modules) {
    const exported: Record<string, unknown> = await import(pathToFileURL(path.join(root, file)).href);
    for (const value of Object.values(exported)) {
      const name = (catalogue as Record<string, unknown>)[(value as { name?: string } | null)?.name ?? ''];
      if (name !== undefined && name === value) byCall.set((value as { name: string }).name, file);
    }
  }
  return byCall;
}

// ---- server: the handler of each call and the service methods it calls ----

interface Handler {
  file: string;
  methods: string[];
}

/** The classes a routes file's names stand for: parameters, `new` services and fields of a services bundle. */
function serviceClasses(text: string, interfaces: Map<string, Map<string, string>>): Map<string, string> {
  const classes = new Map<string, string>();
  const signature = /export function \w+\(([^)]*)\)/.exec(text)?.[1] ?? '';
  for (const match of signature.matchAll(/(\w+): (\w+)/g)) classes.set(match[1]!, match[2]!);
  for (const match of text.matchAll(/const (\w+) = new (\w+)\(/g)) classes.set(match[1]!, match[2]!);
  for (const match of text.matchAll(/const \{ ([\w, ]+) \} = (\w+);/g)) {
    const fields = interfaces.get(classes.get(match[2]!) ?? '');
    for (const name of match[1]!.split(',').map((n) => n.trim())) {
      const type = fields?.get(name);
      if (type) classes.set(name, type);
    }
  }
  return classes;
}

/** The fields of every exported interface of the server, by interface name (a services bundle's types). */
function serverInterfaces(serverFiles: string[]): Map<string, Map<string, string>> {
  const interfaces = new Map<string, Map<string, string>>();
  for (const file of serverFiles) {
    for (const match of read(file).matchAll(/^export interface (\w+) \{\n([\s\S]*?)\n\}/gm)) {
      const fields = new Map<string, string>();
      for (const field of match[2]!.matchAll(/^ {2}(\w+): (\w+);$/gm)) fields.set(field[1]!, field[2]!);
      interfaces.set(match[1]!, fields);
    }
  }
  return interfaces;
}

/** The file that declares each exported class of the server, and the methods it declares. */
function serverClasses(serverFiles: string[]): Map<string, { file: string; methods: Set<string> }> {
  const classes = new Map<string, { file: string; methods: Set<string> }>();
  for (const file of serverFiles) {
    const text = read(file);
    for (const match of text.matchAll(/^export class (\w+)[^\n]*\{\n([\s\S]*?)\n\}$/gm)) {
      const methods = new Set(
        [...match[2]!.matchAll(/^ {2}(?:(?:private|public|readonly|static) )*(?:async )?(\w+)(?:<[^(]*>)?\(/gm)].map(
          (m) => m[1]!,
        ),
      );
      classes.set(match[1]!, { file, methods });
    }
  }
  return classes;
}

function handlers(): Map<string, Handler> {
  const serverFiles = filesUnder('src/server').filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const interfaces = serverInterfaces(serverFiles);
  const classes = serverClasses(serverFiles);
  const byCall = new Map<string, Handler>();
  for (const file of serverFiles.filter((f) => /^src\/server\/domains\/[^/]+\/routes\.ts$/.test(f))) {
    const text = withoutComments(read(file));
    const names = serviceClasses(text, interfaces);
    // A helper several handlers share (`const login = (kind) => async (input, ctx) => ...`): its text up to
    // the next statement of the routes function, read as part of each handler that calls it.
    const helpers = [...text.matchAll(/^ {2}const (\w+) = (?!new )[\s\S]*?(?=^ {2}(?:const|return) )/gm)].map((m) => ({
      name: m[1]!,
      text: m[0],
    }));
    // One handler per key of the returned map, four spaces in: its text runs to the next key or the map's end.
    const keys = [...text.matchAll(/^ {4}(?:'([a-z0-9-]+)'|([a-z0-9]+)): /gm)];
    keys.forEach((key, i) => {
      const end = i + 1 < keys.length ? keys[i + 1]!.index : text.indexOf('\n  };', key.index);
      const own = text.slice(key.index, end);
      const body = [
        own,
        ...helpers.filter((helper) => new RegExp(`\\b${helper.name}\\(`).test(own)).map((helper) => helper.text),
      ].join('\n');
      const methods = [...body.matchAll(/\b(\w+)\.(\w+)\(/g)].flatMap(([, variable, method]) => {
        const type = names.get(variable!);
        const declared = type === undefined ? undefined : classes.get(type);
        return declared?.methods.has(method!) ? [`\`${type}.${method}\` (${shortPath(declared.file)})`] : [];
      });
      byCall.set(key[1] ?? key[2]!, { file, methods: [...new Set(methods)] });
    });
  }
  return byCall;
}

// ---- web: the hooks that send each call, and the screens that reach them ----

/** A top-level declaration of a web file: `file#name`. */
type Declaration = string;

interface WebSource {
  /** Each top-level declaration's text, comments removed. */
  declarations: Map<Declaration, string>;
  /** Each name a file imports, as the declaration it stands for. */
  imports: Map<string, Map<string, Declaration>>;
  files: Set<string>;
}

const DECLARATION_START = /^(?:export )?(?:default )?(?:async )?(?:const|let|function|class|interface|type|enum) (\w+)/;

function resolveImport(from: string, specifier: string, files: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.join(path.posix.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, base].find((candidate) => files.has(candidate));
}

function webSource(): WebSource {
  const files = filesUnder('src/web').filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  const known = new Set(files);
  const declarations = new Map<Declaration, string>();
  const imports = new Map<string, Map<string, Declaration>>();
  for (const file of files) {
    const text = withoutComments(read(file));
    const imported = new Map<string, Declaration>();
    for (const match of text.matchAll(/^import (?:type )?\{([^}]*)\} from '([^']+)';/gm)) {
      const target = resolveImport(file, match[2]!, known);
      if (target === undefined) continue;
      for (const part of match[1]!
        .split(',')
        .map((p) => p.replace(/^type /, '').trim())
        .filter(Boolean)) {
        const [original, local = original] = part.split(/\s+as\s+/) as [string, string?];
        imported.set(local, `${target}#${original}`);
      }
    }
    imports.set(file, imported);
    let current: string | undefined;
    const lines: string[] = [];
    const flush = () => {
      if (current !== undefined) declarations.set(`${file}#${current}`, lines.join('\n'));
      lines.length = 0;
    };
    for (const line of text.split('\n')) {
      const start = DECLARATION_START.exec(line);
      if (start) {
        flush();
        current = start[1];
      }
      if (current !== undefined) lines.push(line);
    }
    flush();
  }
  return { declarations, imports, files: known };
}

/** The declarations one declaration names: the file's own top-level ones and what the file imports. */
function references(source: WebSource, declaration: Declaration): Declaration[] {
  const [file, name] = declaration.split('#') as [string, string];
  const text = source.declarations.get(declaration) ?? '';
  const words = new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []);
  words.delete(name);
  const found: Declaration[] = [];
  for (const word of words) {
    const local = `${file}#${word}`;
    if (source.declarations.has(local)) found.push(local);
    const imported = source.imports.get(file)?.get(word);
    if (imported !== undefined && source.declarations.has(imported)) found.push(imported);
  }
  // A part of the page loaded when shown: lazy(() => import('...').then((m) => ({ default: m.Part }))).
  for (const match of text.matchAll(/import\('([^']+)'\)\s*\.then\(\s*\(m\) =>\s*(?:\(\{ default: )?m\.(\w+)/g)) {
    const target = resolveImport(file, match[1]!, source.files);
    if (target !== undefined) found.push(`${target}#${match[2]}`);
  }
  return found;
}

/** What sends a call: the client's functions, then every declaration that hands them a name, to a fixpoint. */
const CLIENT_SENDERS: Declaration[] = [
  'src/web/api/client.ts#call',
  'src/web/api/client.ts#callWithMessage',
  'src/web/api/use-call-mutation.ts#useCallMutation',
];

/** Each function call in a declaration's text, as the declaration it calls and the text of its first argument. */
function callsIn(source: WebSource, declaration: Declaration): { callee: Declaration; firstArgument: string }[] {
  const file = declaration.split('#')[0]!;
  const text = source.declarations.get(declaration) ?? '';
  return [...text.matchAll(/\b([A-Za-z_$][\w$]*)(?:<[^>()]*>)?\((?=\s*([^,)]*))/g)].flatMap(([, word, argument]) => {
    const local = `${file}#${word}`;
    const callee = source.declarations.has(local) ? local : source.imports.get(file)?.get(word!);
    return callee === undefined || callee === declaration ? [] : [{ callee, firstArgument: argument! }];
  });
}

/**
 * The declarations that name each call: `call('<name>', ...)`, `useCallMutation('<name>', ...)`, or a
 * literal name handed to a hook of the feature that sends the name it is given.
 */
function senders(source: WebSource): Map<string, Declaration[]> {
  const sending = new Set(CLIENT_SENDERS);
  for (let grew = true; grew;) {
    grew = false;
    for (const declaration of source.declarations.keys()) {
      if (!sending.has(declaration) && callsIn(source, declaration).some(({ callee }) => sending.has(callee))) {
        sending.add(declaration);
        grew = true;
      }
    }
  }
  const byCall = new Map<string, Declaration[]>();
  for (const declaration of sending) {
    for (const { callee, firstArgument } of callsIn(source, declaration)) {
      if (!sending.has(callee)) continue;
      for (const literal of firstArgument.matchAll(/'([a-z0-9-]+)'/g)) {
        if (!Object.hasOwn(catalogue, literal[1]!)) continue;
        const list = byCall.get(literal[1]!) ?? [];
        if (!list.includes(declaration)) list.push(declaration);
        byCall.set(literal[1]!, list);
      }
    }
  }
  return byCall;
}

/** Each route's page, as the declaration its area module loads. */
function pages(): [string, Declaration][] {
  const found: [string, Declaration][] = [];
  for (const file of filesUnder('src/web/app/areas').filter((f) => f.endsWith('-area.tsx'))) {
    // Whitespace as the formatter leaves it: a long entry breaks after its arrow and inside then(...).
    const pattern = /'(\/[^']*)':\s*\(\) =>\s*import\('([^']+)'\)\.then\(\s*\(m\) => m\.(\w+)/g;
    for (const match of read(file).matchAll(pattern)) {
      const module = path.posix.join(path.posix.dirname(file), match[2]!);
      const target = [`${module}.tsx`, `${module}.ts`].find((candidate) => {
        try {
          read(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (target !== undefined) found.push([match[1]!, `${target}#${match[3]}`]);
    }
  }
  return found.sort(([a], [b]) => a.localeCompare(b));
}

/** Every declaration each page reaches through what it names, the page itself included. */
function reach(source: WebSource, start: Declaration): Set<Declaration> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of references(source, queue.pop()!)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

// ---- the document ----

const code = (text: string) => `\`${text}\``;
const shortPath = (file: string) => file.replace(/^src\//, '');
const cell = (items: string[]) => (items.length === 0 ? NONE : items.join(', '));
/** A query most screens read (the current user, the reference names) would fill the row: its count says enough. */
const MOST_ROUTES = 12;
const routesCell = (routes: string[]) => (routes.length > MOST_ROUTES ? `${routes.length} routes` : cell(routes));

function roles(name: CallName): string {
  const access = catalogue[name].access;
  return typeof access === 'string' ? access : access.join(', ');
}

export async function buildCallsDoc(): Promise<string> {
  const contracts = await contractFiles();
  const handlerOf = handlers();
  const source = webSource();
  const sendersOf = senders(source);
  const screens = pages().map(([route, page]) => ({ route, reached: reach(source, page) }));
  const rows = callNames.map((name) => {
    const contract = contracts.get(name);
    const area = contract === undefined ? NONE : path.posix.basename(contract, '.ts');
    const handler = handlerOf.get(name);
    const hooks = sendersOf.get(name) ?? [];
    const routes = screens.filter(({ reached }) => hooks.some((hook) => reached.has(hook))).map(({ route }) => route);
    return {
      area,
      name,
      line: [
        code(name),
        roles(name),
        contract === undefined ? NONE : shortPath(contract),
        handler === undefined ? NONE : shortPath(handler.file),
        cell(handler?.methods ?? []),
        cell(
          hooks.map((hook) => {
            const [file, declared] = hook.split('#') as [string, string];
            return `${code(declared)} (${shortPath(file)})`;
          }),
        ),
        routesCell(routes),
      ].join(' | '),
    };
  });
  rows.sort((a, b) => a.area.localeCompare(b.area) || a.name.localeCompare(b.name));
  const out = [
    '# Calls',
    '',
    'Generated by `npm run calls-doc` (scripts/calls-doc.ts) from the catalogue and the source; `npm test` fails',
    'when it is stale. Each call of the wire API, by area: who may make it, its contract, its handler, the',
    "service method(s) the handler calls, the web code that sends it (named after the call, in its feature's",
    '`<area>-queries.ts`, or the machinery of web/api/ and main.tsx) and the routes whose page reaches that code',
    '(it may show it only in some states, as the running-late notice only on today\'s list). "—": not found by',
    'reading the source (a handler through a helper of the routes file or without a service, a call no screen',
    "sends); read the handler's file.",
  ];
  let area: string | undefined;
  for (const row of rows) {
    if (row.area !== area) {
      area = row.area;
      out.push(
        '',
        `## ${area}`,
        '',
        '| call | roles | contract | handler | service method | web | screens |',
        '|---|---|---|---|---|---|---|',
      );
    }
    out.push(`| ${row.line} |`);
  }
  return `${out.join('\n')}\n`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(CALLS_DOC, await buildCallsDoc());
}
