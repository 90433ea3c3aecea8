import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext(); const page = await context.newPage();
await page.goto('http://127.0.0.1:4399' + process.argv[2]); await page.waitForLoadState('networkidle');
const lines = [];
page.on('console', (m) => lines.push(m.text()));
await new AxeBuilder({ page }).options({ resultTypes: ['violations'], performanceTimer: true }).analyze();
const rules = lines.filter((l) => /rule_.*#|Measure/.test(l) || /ms/.test(l));
const parsed = [];
for (const l of lines) { const m = l.match(/Measure (\S+) took ([\d.]+)ms/); if (m) parsed.push([m[1], +m[2]]); }
parsed.sort((a, b) => b[1] - a[1]);
console.log(parsed.slice(0, 12).map(([n, v]) => v.toFixed(0) + 'ms ' + n).join('\n'));
await browser.close();
