/** The readable side of a report: markdown tables of every measured part. Pure. */
import { describeViolation } from './budgets';
import type { BenchReport } from './types';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

export function renderMarkdown(report: BenchReport): string {
  const parts: string[] = [
    `# Bench: ${report.brand}`,
    '',
    `${report.startedAt}, commit ${report.gitHash}, ${report.machine.cpus} CPUs, Node ${report.machine.node}, ${report.machine.chromium}`,
  ];
  for (const note of report.notes) parts.push('', `- ${note}`);

  if (report.lighthouse) {
    parts.push(
      '',
      `## Lighthouse (mobile, simulated throttling, median of ${report.lighthouse.runsPerPage})`,
      '',
      "CPU index: Lighthouse's benchmarkIndex of this machine during the runs; its 4x CPU slowdown assumes a fast desktop (about 1,500 or more), so on a slower or busy machine TBT is overstated.",
      '',
      table(
        ['page', 'path', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'CPU index'],
        report.lighthouse.pages.map((page) =>
          page.median
            ? [
                page.kind,
                `\`${page.path}\``,
                page.median.performance,
                page.median.accessibility,
                page.median.bestPractices,
                page.median.seo,
                page.median.lcpMs,
                page.median.tbtMs,
                page.median.cls,
                page.benchmarkIndex === undefined ? '' : Math.round(page.benchmarkIndex),
              ]
            : [page.kind, `\`${page.path}\``, 'missing: not in the build', '', '', '', '', '', '', ''],
        ),
      ),
    );
    const findings = report.lighthouse.pages.filter((page) => page.findings.length > 0);
    if (findings.length) {
      parts.push(
        '',
        'Audits that cost points (median run, heaviest first), then the largest estimated savings and the LCP element:',
        '',
      );
      for (const page of findings) {
        const list = page.findings
          .slice(0, 9)
          .map((finding) => `${finding.id}${finding.displayValue ? ` (${finding.displayValue})` : ''}`)
          .join('; ');
        parts.push(`- ${page.kind}: ${list}`);
      }
    }
  }

  if (report.weight) {
    parts.push(
      '',
      '## Page weight (KB = 1,024 bytes; gzip level 6)',
      '',
      table(
        ['page', 'first-load JS gzip', 'JS raw', 'CSS gzip', 'HTML', 'HTML gzip', 'page-data gzip'],
        report.weight.pages.map((page) => [
          page.kind,
          kb(page.js.gzipBytes),
          kb(page.js.bytes),
          kb(page.css.gzipBytes),
          kb(page.html.bytes),
          kb(page.html.gzipBytes),
          kb(page.pageData.gzipBytes),
        ]),
      ),
    );
    const product = report.weight.pages.find((page) => page.kind === 'product') ?? report.weight.pages[0];
    if (product) {
      parts.push('', `Largest modules of the ${product.kind} page's scripts (gzip KB, share of its file):`, '');
      const modules = product.js.files
        .flatMap((file) => file.largestModules.map((module) => ({ ...module, file: file.file })))
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .slice(0, 12);
      parts.push(
        table(
          ['module', 'file', 'gzip KB', 'raw KB'],
          modules.map((module) => [`\`${module.module}\``, module.file, kb(module.gzipBytes), kb(module.bytes)]),
        ),
      );
    }
  }

  if (report.buildCost) {
    const figure = (value: number | undefined, digits = 1) => (value === undefined ? '' : value.toFixed(digits));
    parts.push(
      '',
      '## Build cost',
      '',
      table(
        [
          'catalogue',
          'site',
          'pages',
          'cold s',
          'cold peak MB',
          'warm s',
          'warm peak MB',
          'cold s / 1,000 pages',
          'warm s / 1,000 pages',
        ],
        report.buildCost.rows.map((row) => [
          row.catalogue,
          row.site === 'shop' ? 'shop' : 'bare Gatsby',
          row.pages,
          figure(row.cold.seconds),
          figure(row.cold.peakRssMb, 0),
          figure(row.warm?.seconds),
          figure(row.warm?.peakRssMb, 0),
          figure(row.coldSecondsPer1000Pages),
          figure(row.warmSecondsPer1000Pages),
        ]),
      ),
      '',
      table(
        ['catalogue', 'cold per 1,000 pages: shop / bare'],
        report.buildCost.ratios.map((ratio) => [ratio.catalogue, `${ratio.coldPer1000PagesVsBare.toFixed(2)}x`]),
      ),
    );
  }

  parts.push('', '## Budgets', '');
  if (report.budgets.violations.length === 0) parts.push(`All ${report.budgets.checked} budget checks pass.`);
  else {
    parts.push(`${report.budgets.violations.length} of ${report.budgets.checked} budget checks broken:`, '');
    for (const violation of report.budgets.violations) parts.push(`- ${describeViolation(violation)}`);
  }
  return `${parts.join('\n')}\n`;
}
