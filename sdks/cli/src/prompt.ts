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
    for await (const line of lines) {
      // A terminal echoes the Enter key; a pipe does not, and the next line would follow the question.
      if (!process.stdin.isTTY) process.stdout.write('\n');
      return line.trim();
    }
    return '';
  } finally {
    lines.close();
  }
}
