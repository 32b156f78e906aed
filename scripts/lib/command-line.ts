import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * A command's options, read as `parseArgs` reads them, with what a person typing the command
 * expects: `--help` prints the usage and exits 0; an unknown or malformed option prints what is
 * wrong, then the usage, and exits 2, without a stack trace.
 */
export function readCommandLine<T extends ParseArgsConfig>(
  usage: string,
  config: T,
): ReturnType<typeof parseArgs<T>> {
  const args = config.args ?? process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs(config);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
}
