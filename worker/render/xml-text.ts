import { escapeEntities } from '../../shared/content/html-entities.ts';

/** Characters XML 1.0 does not allow anywhere, not even escaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids
export const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text for an XML element or attribute: escaped, with the characters XML forbids left out. */
export const xmlText = (value: string): string => escapeEntities(value.replace(NOT_XML, ''));
