import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

// Part-of-speech tags from wink-nlp's English model (MIT, ~4 MB, loads in about half a second):
// whether a reviewer's "patient" or "caring" is an adjective depends on the sentence it stands in,
// which word endings cannot tell. Loaded on first use so that start-up and routes that never
// read a website do not pay for it.

type Tagged = { word: string; pos: string };

let tagger: ReturnType<typeof winkNLP> | null = null;
const nlp = () => (tagger ??= winkNLP(model, ['pos']));

/** The words of a text with their universal part-of-speech tags (ADJ, NOUN, VERB, ADP, DET …). */
export function tag(text: string): Tagged[] {
  const doc = nlp().readDoc(text);
  const words = doc.tokens().out();
  const tags = doc.tokens().out(nlp().its.pos);
  return words.map((word, i) => ({ word, pos: tags[i] ?? 'X' }));
}

const wordTags = new Map<string, string>();

/** The tag a word takes on its own (lower case): the tagger's lexicon reading. */
export function tagOfWord(word: string): string {
  const w = word.toLowerCase();
  let pos = wordTags.get(w);
  if (pos === undefined) {
    // Bounded: a long-running server reads many sites' words.
    if (wordTags.size > 20000) wordTags.clear();
    const t = tag(w);
    pos = t.length === 1 ? t[0].pos : t.map((x) => x.pos).join('+');
    wordTags.set(w, pos);
  }
  return pos;
}
