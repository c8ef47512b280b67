import { pathToFileURL } from 'node:url';

/**
 * Runs a command when its module is the file node was started with (`tsx server/cli/backup.ts`),
 * not when a test imports it: exits with the command's code, or 1 with the reason on an unexpected
 * failure.
 */
export function runAsMain(
  moduleUrl: string,
  run: (argv: readonly string[]) => Promise<number>,
): void {
  const invokedPath = process.argv[1];
  if (!invokedPath || moduleUrl !== pathToFileURL(invokedPath).href) return;
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(
        'Не удалось выполнить команду:',
        error instanceof Error ? error.message : error,
      );
      process.exit(1);
    },
  );
}
