// The admin script's router, separate from its entry point so tests can call it in-process:
// finds the group and command, runs it with parsed arguments, and turns the outcome into an exit code.
import os from 'node:os';
import { DomainError } from '@/lib/kernel/domain-errors';
import { helpText, parseArgs, type AdminIO, type CommandGroup } from '@/scripts/admin/command';
import { escapeControlCharacters } from '@/lib/kernel/control-characters';

const PROG = 'npm run admin --';

export async function runAdmin(argv: string[], modules: CommandGroup[], terminal: AdminIO): Promise<number> {
  const groups = joinGroups(modules);
  // Everything printed passes here, so no stored value (a name, an address, an error quoting either) can
  // send escape sequences to the staff member's terminal.
  const io: AdminIO = { out: (t) => terminal.out(escapeControlCharacters(t)), err: (t) => terminal.err(escapeControlCharacters(t)) };
  const { positional, flags } = parseArgs(argv);
  const [groupName, commandName, ...rest] = positional;
  if (!groupName) { (flags.help ? io.out : io.err)(helpText(PROG, groups)); return flags.help ? 0 : 1; }
  const group = groups.find((g) => g.name === groupName);
  if (!group) { io.err(`Unknown command group "${groupName}".\n\n${helpText(PROG, groups)}`); return 1; }
  if (!commandName) { (flags.help ? io.out : io.err)(helpText(PROG, [group])); return flags.help ? 0 : 1; }
  const command = group.commands.find((c) => c.name === commandName);
  if (!command) { io.err(`Unknown command "${groupName} ${commandName}".\n\n${helpText(PROG, [group])}`); return 1; }
  if (flags.help) { io.out(`Usage: ${PROG} ${group.name} ${command.usage}\n\n${command.summary}`); return 0; }
  const staff = (flags.by && flags.by !== 'true' ? flags.by : os.userInfo().username).trim();
  try {
    await command.run({ positional: rest, flags, staff }, io);
    return 0;
  } catch (e) {
    if (e instanceof DomainError) { io.err(`Error: ${e.message}`); return 1; }
    throw e;
  }
}

/** Groups of one name from several modules (`events`: the events' own verbs and the door's) are one group, the first's summary leading. */
function joinGroups(modules: CommandGroup[]): CommandGroup[] {
  const byName = new Map<string, CommandGroup>();
  for (const g of modules) {
    const known = byName.get(g.name);
    byName.set(g.name, known ? { ...known, commands: [...known.commands, ...g.commands] } : g);
  }
  return [...byName.values()];
}

/** True when the arguments only ask for help (no database needed). */
export function wantsHelpOnly(argv: string[]): boolean {
  const { positional, flags } = parseArgs(argv);
  return Boolean(flags.help) || positional.length < 2;
}
