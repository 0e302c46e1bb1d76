import type { Config } from '../../../config.js';
import { builtinScanner } from './builtin-scanner.js';
import { clamdScanner } from './clamd-scanner.js';
import type { Scanner } from './scanner.js';

export function createScanner(config: Config['scanner']): Scanner {
  return config.kind === 'clamd' ? clamdScanner(config) : builtinScanner;
}
