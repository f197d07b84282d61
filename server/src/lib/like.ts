/** LIKE pattern that matches `text` literally anywhere (backslash is PostgreSQL's default LIKE escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
