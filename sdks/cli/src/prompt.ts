import { createInterface } from 'node:readline';

/**
 * Asks one question on the terminal and returns the answer, trimmed; '' when stdin ends first
 * (a pipe with nothing in it), so a script never hangs on a prompt it cannot answer. The answer
 * is echoed: hiding it would need raw terminal handling, and an API key is pasted, not typed.
 */
export async function ask(question: string): Promise<string> {
  process.stdout.write(question);
  const lines = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of lines) return line.trim();
    return '';
  } finally {
    lines.close();
  }
}
