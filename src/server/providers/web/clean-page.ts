import { cleanDeep } from '@common/text/clean-text';

/**
 * Page text comes from whoever wrote the site: it passes the text rule by cleaning (control
 * characters removed, broken characters replaced, NFC), never by refusal, before analysis or
 * storage in captured_pages. Used by every web adapter on what it returns.
 */
export function cleanPage<T extends object>(page: T): T {
  return cleanDeep(page).value as T;
}
