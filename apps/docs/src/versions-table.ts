// The differences between a ruleset's game versions, as data from `analysis.versions()`, rendered
// as an HTML table for the guides at build time (browser-safe: no Node APIs).
import type { AnyAnalysis, JsonValue } from '@turnkeeper/core';

/**
 * Escapes text for HTML.
 *
 * @example
 * ```ts
 * escapeHtml('a < b'); // 'a &lt; b'
 * ```
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function show(value: JsonValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return JSON.stringify(value);
}

/**
 * An HTML table of `analysis.versions()`: one row per timing rule, one column per version (the
 * default marked), and after it what each version changed, in plain words with sources.
 *
 * @example
 * ```ts
 * const html = versionsTable(nethackAnalysis); // '<div class="tk-versions">…</div>'
 * ```
 */
export function versionsTable(analysis: AnyAnalysis): string {
  const versions = analysis.versions();
  const keys = Object.keys(versions[0]?.rules ?? {});
  const head = `<tr><th>rule</th>${versions.map((v) => `<th>${escapeHtml(v.id)}${v.isDefault ? ' (default)' : ''}</th>`).join('')}</tr>`;
  const rows = keys.map((k) => `<tr><th>${escapeHtml(k)}</th>${versions.map((v) => `<td>${escapeHtml(show(v.rules[k]))}</td>`).join('')}</tr>`).join('\n');
  const changes = versions
    .map((v) => `<li><strong>${escapeHtml(v.id)}</strong><ul>${v.changes.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul></li>`)
    .join('\n');
  return `<div class="tk-versions" data-ruleset="${escapeHtml(analysis.ruleset.id)}"><div class="tk-table-scroll"><table>\n<thead>${head}</thead>\n<tbody>\n${rows}\n</tbody></table></div>\n<p>What changed, version by version (<code>analysis.versions()</code>):</p>\n<ul>\n${changes}\n</ul></div>`;
}
