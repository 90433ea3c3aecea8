import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where generated report files live: `DATA_DIR/reports/<report id>.<pdf|csv>`. Local disk, like
 * the registration documents; every API and worker process must see the same folder (one
 * host, or a shared volume). The id is a UUID the database made, never a caller's text.
 */
export interface ReportFiles {
  write(fileName: string, bytes: Buffer | string): Promise<number>;
  read(fileName: string): Promise<Buffer | null>;
  remove(fileName: string): Promise<void>;
}

export function localReportFiles(directory: string): ReportFiles {
  const pathOf = (fileName: string) => path.join(directory, path.basename(fileName));
  return {
    async write(fileName, bytes) {
      await mkdir(directory, { recursive: true });
      const data = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
      // Written whole under a temporary name, then renamed: a reader never sees half a file.
      const temporary = `${pathOf(fileName)}.${process.pid}.tmp`;
      await writeFile(temporary, data, { mode: 0o600 });
      await rename(temporary, pathOf(fileName));
      return data.length;
    },
    async read(fileName) {
      try {
        return await readFile(pathOf(fileName));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(fileName) {
      await rm(pathOf(fileName), { force: true });
    },
  };
}
