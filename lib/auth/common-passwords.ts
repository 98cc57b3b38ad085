// Refuses passwords that appear in (or are small variations of) the lists attackers try first: zxcvbn's
// common-password and name dictionaries (@zxcvbn-ts/language-common), which also catch leetspeak, keyboard
// walks and "Word@1" patterns that pass the spec's composition rule. Server-only: the dictionaries are too
// large for the browser bundle; the form shows the server's message at the password field.
import 'server-only';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's score 2 means "somewhat guessable: protection from throttled online attacks" (about 10^8 guesses),
 * which is what the rate-limited login form faces; scores 0 and 1 are found within a million guesses.
 */
const MIN_SCORE = 2;

let checker: ZxcvbnFactory | undefined; // built on first use: the dictionaries take a moment to load
const zxcvbn = () => (checker ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }));

/** True when the password is too guessable; the applicant's own details (name, email, mobile) count as guessable too. */
export function isCommonPassword(password: string, personal: string[] = []): boolean {
  return zxcvbn().check(password, personal.filter(Boolean)).score < MIN_SCORE;
}
