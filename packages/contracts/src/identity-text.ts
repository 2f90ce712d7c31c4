/**
 * Text rules for the names that identify an account (username, e-mail): which characters are invisible, and how
 * look-alikes fold together. Pure functions, shared by the API and the forms.
 */

/**
 * Invisible or control characters: C0/C1 controls (NUL), format characters (zero-width, bidi overrides, BOM),
 * lone surrogates and every default-ignorable code point, which includes the Hangul fillers U+115F, U+1160,
 * U+3164 and U+FFA0.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;
export const hasInvisible = (value: string) => INVISIBLE.test(value);

const isSyllable = (ch: string) => ch >= '\uAC00' && ch <= '\uD7A3';
const isCompatibilityJamo = (ch: string) => ch >= '\u3131' && ch <= '\u318E';

let jamoByForm: Map<string, string> | null = null;
/** NFKC form of each compatibility jamo → that jamo (NFKC turns ㄱ into the conjoining ᄀ, which shows the same). */
function compatibilityJamo(): Map<string, string> {
  if (!jamoByForm) {
    jamoByForm = new Map();
    for (let code = 0x3131; code <= 0x318e; code += 1) {
      const jamo = String.fromCharCode(code);
      const form = jamo.normalize('NFKC');
      if (!jamoByForm.has(form)) jamoByForm.set(form, jamo);
    }
  }
  return jamoByForm;
}

/**
 * NFKC where it is safe: full-width letters become ASCII, and half-width, circled and lone conjoining jamo become
 * the compatibility jamo they look like (plain NFKC would turn every lone ㄱ into a conjoining ᄀ, and ㄱㅏ into
 * 가). Hangul syllables and compatibility jamo stay as typed; NFD Hangul is composed first.
 */
export function foldLookAlikes(value: string): string {
  const jamo = compatibilityJamo();
  let folded = '';
  for (const ch of value.normalize('NFC')) {
    if (isSyllable(ch) || isCompatibilityJamo(ch)) {
      folded += ch;
      continue;
    }
    const form = ch.normalize('NFKC');
    folded += jamo.get(form) ?? form;
  }
  return folded.normalize('NFC');
}
