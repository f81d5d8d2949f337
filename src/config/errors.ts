/** A configuration problem that stops the build with one readable message. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}
