/**
 * CSP hashes of the inline scripts of the built client's HTML pages (issue 6a). The client is
 * prerendered to static HTML (react-router.config.ts, `ssr: false`), so React Router's per-request
 * `nonce` cannot be used; its inline hydration scripts differ per page, so each page is hashed from
 * the file static-client.ts serves for the URL, and hashed again when that file changes (a rebuild
 * under a running server keeps working).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

// React's serializer escapes `<` inside the inline scripts it writes, so the first `</script` ends one.
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts in one HTML document, in document
 * order, without duplicates. Scripts with `src` and empty ones are skipped (the browser checks
 * neither against hashes). Line breaks are normalized as the browser's HTML parser does first.
 * @param html a page written by React (attributes escaped, no `</script` inside a script).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(scriptElement)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const text = body.replace(/\r\n?/g, '\n');
    if (text === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The files (relative to the client folder) static-client.ts may answer a URL with, in its order:
 * the page's own `index.html` (or the `.html` file asked for), then the SPA fallback, then the
 * root page.
 * @param url the raw request URL, with or without query.
 */
export function candidatePageFiles(url: string | undefined): string[] {
  const fallbacks = ['__spa-fallback.html', 'index.html'];
  let pathname: string;
  try {
    pathname = path.posix.normalize(decodeURIComponent((url ?? '/').split('?')[0]));
  } catch {
    return fallbacks;
  }
  const trimmed = pathname.replace(/\/+$/, '');
  const own = trimmed.endsWith('.html') ? trimmed : `${trimmed}/index.html`;
  // normalize() of a path starting with `/` never climbs above it: `own` stays inside the folder.
  return [own.replace(/^\/+/, ''), ...fallbacks];
}

interface CachedPage {
  version: string;
  hashes: string[];
}

/** Per-page script hashes of one client folder, cached per file until the file changes. */
export class PageScriptHashes {
  private readonly cache = new Map<string, CachedPage>();
  private readonly clientDir: string | undefined;

  /** @param clientDir build/client; absent (API tests) means no page and no hashes. */
  constructor(clientDir: string | undefined) {
    this.clientDir = clientDir;
  }

  /**
   * The hash sources for the page a URL is answered with; `[]` when no page exists. Never throws:
   * an unreadable or odd path counts as a missing page.
   */
  async forUrl(url: string | undefined): Promise<string[]> {
    if (!this.clientDir) return [];
    for (const file of candidatePageFiles(url)) {
      const hashes = await this.forFile(path.join(this.clientDir, file));
      if (hashes) return hashes;
    }
    return [];
  }

  private async forFile(file: string): Promise<string[] | null> {
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      // A rebuild replaces the file: new inode and modification time.
      const version = `${info.ino}:${info.mtimeMs}:${info.size}`;
      const cached = this.cache.get(file);
      if (cached?.version === version) return cached.hashes;
      const hashes = inlineScriptHashes(await readFile(file, 'utf8'));
      this.cache.set(file, { version, hashes });
      return hashes;
    } catch {
      return null;
    }
  }
}
