import { parse } from 'regexparam';

/**
 * Spec §2: route matching is case-insensitive and supports named, optional and wildcard parts.
 * regexparam (wouter's own parser) handles the parts; we only add the `i` flag.
 */
export function caseInsensitiveParser(route: string, loose?: boolean) {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source, 'i'), keys };
}
