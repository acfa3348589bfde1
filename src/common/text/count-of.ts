/** "1 call", "2 calls", "0 calls": a count with its noun, for nouns whose plural adds an s. */
export const countOf = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
