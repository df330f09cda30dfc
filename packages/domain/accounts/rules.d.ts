export type PasswordProblem = 'passwordShort' | 'passwordLong' | 'passwordCommon' | 'passwordPersonal' | 'passwordGuessable';
export type UsernameProblem = 'usernameInvalid';

/** The cms's English refusal for each broken rule (and a taken username), which the site maps to its own words. */
export const MESSAGES: Readonly<Record<PasswordProblem | UsernameProblem | 'usernameTaken', string>>;
export const MAX_PASSWORD_BYTES: number;
export const USERNAME: RegExp;
export function passwordBytes(password: string): number;
export function usernameProblem(username: unknown): UsernameProblem | null;
export function passwordProblem(password: unknown, account?: { email?: string; username?: string }): PasswordProblem | null;
