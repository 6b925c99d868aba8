// The vitest preset gives the settings the example plugins and the Turnkeeper packages test with.
// The expected values are written out here, not taken from the factory.
import { describe, expect, it } from 'vitest';
import { PluginConfigError, SOURCE_CONDITION, vitestConfig } from '@turnkeeper/plugin-config/vitest';

describe('vitestConfig', () => {
  it('resolves the source condition first, with Vite’s defaults listed again, for tests and their dependencies', () => {
    const config = vitestConfig();
    const conditions = ['@turnkeeper/source', 'module', 'node', 'development|production'];
    expect(SOURCE_CONDITION).toBe('@turnkeeper/source');
    expect(config.resolve?.conditions).toEqual(conditions);
    expect(config.ssr?.resolve).toEqual({ conditions, externalConditions: ['@turnkeeper/source'] });
  });

  it('runs test/**/*.test.ts, type-checks test/**/*.test-d.ts, writes the JSON report and allows 60 s a test', () => {
    expect(vitestConfig().test).toEqual({
      include: ['test/**/*.test.ts'],
      typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
      reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
      testTimeout: 60_000,
    });
  });

  it('takes the timeout, the condition and the report file as options', () => {
    const config = vitestConfig({ testTimeout: 120_000, sourceCondition: 'my-game/source', jsonReport: false });
    expect(config.test?.testTimeout).toBe(120_000);
    expect(config.test?.reporters).toEqual(['default']);
    expect(config.resolve?.conditions?.[0]).toBe('my-game/source');
    expect(config.ssr?.resolve?.externalConditions).toEqual(['my-game/source']);
    expect(vitestConfig({ jsonReport: 'reports/vitest.json' }).test?.reporters).toEqual(['default', ['json', { outputFile: 'reports/vitest.json' }]]);
  });

  it('rejects bad and unknown options, naming the field, the value and what is allowed', () => {
    const bad: [unknown, string][] = [
      [{ testTimeout: 0 }, 'vitestConfig: testTimeout is 0; allowed: a positive integer (milliseconds)'],
      [{ testTimeout: 1.5 }, 'vitestConfig: testTimeout is 1.5; allowed: a positive integer (milliseconds)'],
      [{ testTimeout: '60s' }, 'vitestConfig: testTimeout is "60s"; allowed: a positive integer (milliseconds)'],
      [{ sourceCondition: '' }, 'vitestConfig: sourceCondition is ""; allowed: a non-empty export condition name'],
      [{ jsonReport: true }, 'vitestConfig: jsonReport is true; allowed: a file path, or false for no JSON report'],
      [{ timeout: 5 }, 'vitestConfig: timeout is 5; allowed: no such option (the options are testTimeout, sourceCondition, jsonReport)'],
    ];
    for (const [options, message] of bad) {
      let thrown: unknown;
      try {
        vitestConfig(options as Parameters<typeof vitestConfig>[0]);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(PluginConfigError);
      expect((thrown as PluginConfigError).message).toBe(message);
      expect((thrown as PluginConfigError).code).toBe('PLUGIN_CONFIG_OPTION');
    }
  });
});
