// Reading the mails the server wrote to E2E_MAIL_DIR (the file transport), to follow the links
// in them the way a person would.
import fs from 'node:fs';
import path from 'node:path';

export const mailDir = process.env.E2E_MAIL_DIR;

/** Decodes a mail file's bodies (base64 or quoted-printable) so links can be found. */
function readMail(file: string): string {
  const raw = fs.readFileSync(file, 'utf8');
  const decoded = [
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  ];
  // Base64 bodies are runs of lines made only of base64 characters, ended by a blank line or
  // the next MIME boundary.
  for (const run of raw.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? []) {
    decoded.push(Buffer.from(run.replace(/\s+/g, ''), 'base64').toString('utf8'));
  }
  return decoded.join('\n');
}

/**
 * The path (`/…`) of the first link matching `pattern` in the newest mail to `email` written
 * since `since` (ms), or null while none has arrived. `pattern`'s first group is the path.
 */
export function mailedLink(email: string, since: number, pattern: RegExp): string | null {
  if (!mailDir || !fs.existsSync(mailDir)) return null;
  const files = fs
    .readdirSync(mailDir)
    .map((name) => path.join(mailDir, name))
    .filter((file) => fs.statSync(file).mtimeMs >= since)
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const file of files) {
    const text = readMail(file);
    if (!text.includes(email)) continue;
    const match = pattern.exec(text);
    if (match?.[1]) return match[1];
  }
  return null;
}
