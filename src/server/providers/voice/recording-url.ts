/**
 * A recording link is shown to the admin only when it is `https:` and on one of the voice
 * provider's own hosts (or a subdomain of one). A provider answer, or a forged webhook replayed
 * through a leaked secret, could otherwise put a `data:`/`javascript:` URL or a look-alike
 * phishing page behind "Listen to recording".
 */
export function isHttpsUrlOn(url: string, hosts: string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase();
  return hosts.some((h) => host === h.toLowerCase() || host.endsWith(`.${h.toLowerCase()}`));
}
