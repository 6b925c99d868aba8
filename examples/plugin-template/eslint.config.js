// @ts-check
import { eslintConfig } from '@turnkeeper/plugin-config/eslint';

// Turnkeeper's published preset for plugins (typescript-eslint's strict, type-checked rules), so
// that the folder lints wherever it is copied.
export default eslintConfig({ tsconfigRootDir: import.meta.dirname });
