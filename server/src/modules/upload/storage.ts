import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are relative paths like `202603/abc.jpg`; the public URL of a
 * key is `/uploads/<key>`. Local disk now; an S3-compatible bucket can implement the same three
 * calls later without touching the service.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  urlOf(key: string): string;
}

export class LocalStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer) {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // 'wx': keys are random, so an existing file means a bug, never something to overwrite
    await writeFile(file, data, { flag: 'wx', mode: 0o600 }); // DATA_DIR is private (ops/private-files.ts)
  }

  async remove(key: string) {
    await rm(this.resolve(key), { force: true });
  }

  urlOf(key: string) {
    return `/uploads/${key}`;
  }

  /** Keys are built by the service, but a key that escapes the root is refused anyway. */
  private resolve(key: string) {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`storage key outside root: ${key}`);
    return file;
  }
}
