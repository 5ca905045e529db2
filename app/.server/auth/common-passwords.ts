import { dictionary } from "@zxcvbn-ts/language-common";

/** How many of the most used passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

// zxcvbn's list is ranked by frequency in public password leaks and lower-cased.
const commonPasswords = new Set(dictionary["passwords-common"].slice(0, COMMON_PASSWORD_COUNT));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
