import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:4335/en/');
await page.waitForSelector('html[data-app]');
console.log(await page.evaluate(() => [document.querySelectorAll('[data-part=carousel]').length, [...document.querySelectorAll('[aria-controls]')].map(b => b.getAttribute('data-part') + ' ' + b.getAttribute('aria-controls')), [...document.querySelectorAll('[id*=slides]')].map(e => e.id)]));
await browser.close();
