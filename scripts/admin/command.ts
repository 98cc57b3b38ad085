// The shape of an admin-script command group (`npm run admin -- <group> <command> [args] [--flags]`).
// A group (institutions, later interns, members) is a module exporting a CommandGroup; scripts/admin.ts
// routes to it. Commands print through `io`; a refusal the user should read is a domain error
// (lib/kernel/domain-errors.ts), which the router prints as `Error: ...` with exit status 1.
import { invalid, InvalidError } from '@/lib/kernel/domain-errors';
import { isDbIdString } from '@/lib/kernel/db-ids';

export type ParsedArgs = {
  /** Positional arguments after the command name. */
  positional: string[];
  /** --name value / --name=value; a flag without a value is 'true'. */
  flags: Record<string, string>;
  /** Who runs the command (--by, else the OS user name): written to the audit trail. */
  staff: string;
};

export type AdminIO = { out(text: string): void; err(text: string): void };

export type Command = {
  name: string;
  /** e.g. 'approve <id>' */
  usage: string;
  summary: string;
  run(args: ParsedArgs, io: AdminIO): Promise<void>;
};

export type CommandGroup = { name: string; summary: string; commands: Command[] };

/** Splits argv into positional arguments and flags. Flags that take no value are listed in `booleans`. */
export function parseArgs(argv: string[], booleans: string[] = ['help', 'drafts', 'confirm', 'publish']): { positional: string[]; flags: Record<string, string> } {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-h') { flags.help = 'true'; continue; }
    if (!a.startsWith('--')) { positional.push(a); continue; }
    const [name, inline] = a.slice(2).split(/=(.*)/s, 2);
    if (inline !== undefined) flags[name] = inline;
    else if (booleans.includes(name) || i + 1 >= argv.length || argv[i + 1].startsWith('--')) flags[name] = 'true';
    else flags[name] = argv[++i];
  }
  return { positional, flags };
}

/** A positive whole-number id argument, or an InvalidError naming what was wrong. */
export function idArg(value: string | undefined, usage: string): number {
  if (!value) throw invalid(`Missing id. Usage: ${usage}`);
  if (!isDbIdString(value)) throw invalid(`"${value}" is not an id (a positive whole number). Usage: ${usage}`);
  return Number(value);
}

/** A flag's text, or undefined when it was left out or given without a value. */
export const flagText = (value: string | undefined) => (value === undefined || value === 'true' ? undefined : value);

/** Awaits `work`, adding the command's usage to a refusal of its input (a missing --reason, say): the flag to fix is in it. */
export async function withUsage<T>(usage: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    throw e instanceof InvalidError ? invalid(`${e.message} Usage: ${usage}`, e.fields) : e;
  }
}

export function helpText(prog: string, groups: CommandGroup[]): string {
  const lines = [`Usage: ${prog} <group> <command> [arguments] [--by NAME]`, '', 'Staff actions are recorded in the audit trail with --by NAME (default: your OS user name).', ''];
  for (const g of groups) {
    lines.push(`${g.name}: ${g.summary}`);
    for (const c of g.commands) lines.push(`  ${g.name} ${c.usage}`, `      ${c.summary}`);
    lines.push('');
  }
  lines.push(`Run "${prog} <group> --help" for one group.`);
  return lines.join('\n');
}
