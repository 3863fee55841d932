// A refusal to start or to run a command, in words for the operator (a setting that does not fit, a
// data directory another process holds): the entry point prints its message alone, no stack.
export class ConfigError extends Error {
  override name = 'ConfigError';
}
