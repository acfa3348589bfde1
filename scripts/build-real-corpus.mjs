#!/usr/bin/env node
// Rebuilds the real-site corpus (bench/real-sites.json) into a local folder, outside git:
// REAL_SITES_DIR, default .tmp/real-sites. Each site's pages come from a public repository at a
// pinned commit (`git show <commit>:<path>`), read from a bare mirror under REAL_SITES_MIRRORS
// (default /work/.mirror, laid out as <owner>+<name>/repo[/.git]). The pages are not copied into
// this repository: only the list of repository, commit and paths, and what a reader expects.
//
// Sites published as PHP with server-side includes are rendered the way their server would for
// a visitor: `include`/`require` of a literal path is replaced by that file (recursively), other
// PHP blocks are dropped (they print form handling, counters, analytics). Nothing else changes.
//
// A mirror that is missing: fetch it (e.g. the library's `fetch github:<owner>/<name>`, or
// `git clone --mirror https://github.com/<owner>/<name> <mirrors>/<owner>+<name>/repo`), then run
// this again. Sites whose mirror is missing are skipped with a message.
//
//   node scripts/build-real-corpus.mjs            # build every site
//   node scripts/build-real-corpus.mjs --check    # only say which mirrors are missing
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const list = JSON.parse(readFileSync(path.join(root, 'bench/real-sites.json'), 'utf8'));
const outDir = path.resolve(root, process.env.REAL_SITES_DIR ?? '.tmp/real-sites');
const mirrors = process.env.REAL_SITES_MIRRORS ?? '/work/.mirror';
const checkOnly = process.argv.includes('--check');

function gitDir(repo) {
  const base = path.join(mirrors, repo.replace('/', '+'), 'repo');
  for (const d of [path.join(base, '.git'), base]) if (existsSync(path.join(d, 'HEAD'))) return d;
  return null;
}

function show(dir, commit, file) {
  try {
    return execFileSync('git', ['--git-dir', dir, 'show', `${commit}:${file}`], {
      maxBuffer: 16 << 20,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString('utf8');
  } catch {
    return null;
  }
}

// `<?` alone is PHP too where the server had short_open_tag on (a few older sites rely on it).
const PHP_BLOCK = /<\?(?:php\b|=|(?=\s))([\s\S]*?)(?:\?>|$)/g;
const INCLUDE =
  /\b(?:include|require)(?:_once)?\s*\(?\s*(?:\$_SERVER\[['"]DOCUMENT_ROOT['"]\]\s*\.\s*|__DIR__\s*\.\s*|dirname\(__FILE__\)\s*\.\s*)?['"]([^'"]+)['"]/g;

/**
 * The page as the site's server sent it: every PHP block is replaced by the files it includes
 * (literal paths, relative to the page, then the site root, recursively); the rest of the PHP
 * (form handling, counters, analytics) printed nothing a reader needs and is dropped.
 */
function render(dir, commit, siteRoot, file, depth = 0) {
  const src = show(dir, commit, file);
  if (src === null) return null;
  if (depth > 5) return src.replace(PHP_BLOCK, '');
  return src.replace(PHP_BLOCK, (_block, code) =>
    [...code.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '').matchAll(INCLUDE)]
      .map((m) => {
        const p = m[1];
        const candidates = [
          path.posix.normalize(path.posix.join(path.posix.dirname(file), p)),
          path.posix.normalize(path.posix.join(siteRoot, p.replace(/^\//, ''))),
        ];
        for (const c of candidates) {
          const r = render(dir, commit, siteRoot, c, depth + 1);
          if (r !== null) return r;
        }
        return '';
      })
      .join('\n'),
  );
}

let built = 0;
const missing = new Set();
for (const site of list.sites) {
  const dir = gitDir(site.repo);
  if (!dir) {
    missing.add(site.repo);
    continue;
  }
  if (checkOnly) continue;
  const target = path.join(outDir, site.id);
  rmSync(target, { recursive: true, force: true });
  let pages = 0;
  for (const page of site.pages) {
    const html = render(dir, site.commit, site.root ?? '', path.posix.join(site.root ?? '', page));
    if (html === null) {
      console.warn(`${site.id}: ${page} not found at ${site.commit.slice(0, 8)}`);
      continue;
    }
    const dest = path.join(target, page);
    mkdirSync(path.dirname(dest), { recursive: true });
    writeFileSync(dest, html);
    pages++;
  }
  if (pages) built++;
}
if (missing.size) {
  console.log(`Missing mirrors (fetch them into ${mirrors}/<owner>+<name>/repo, then run again):`);
  for (const r of missing) console.log(`  github:${r}`);
}
if (!checkOnly) console.log(`Built ${built} of ${list.sites.length} sites into ${outDir}`);
