import 'server-only';

// The account rules are the cms's (packages/domain): the site says them before the form leaves
// it. Through this module only, so the list of common passwords stays on the server.
export { MAX_PASSWORD_BYTES, MESSAGES, passwordBytes, passwordProblem, USERNAME, type PasswordProblem } from '@ytbanken/domain/accounts/rules';
