import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type Browser, type LaunchOptions, type Page } from '@playwright/test';

// The devices a Hindi page meets: most have Noto Sans Devanagari as a system face (every Android phone,
// ChromeOS, Debian's fonts-noto-core, which scripts/test.sh installs), some have no Devanagari face the site
// can use. The suite's browser is the first kind; `launchWithoutDevanagari` makes the second on the same
// machine, through a fontconfig of its own that hides every face covering Hindi.

/** Whether this machine has Noto Sans Devanagari installed. */
export function hasSystemNotoDevanagari(): boolean {
  return execFileSync('fc-list', [':family=Noto Sans Devanagari', 'family'], { encoding: 'utf8' }).trim() !== '';
}

/** A Chromium that sees the machine's fonts except any that covers Hindi; close it after use, which removes its fontconfig. */
export async function launchWithoutDevanagari(launchOptions: LaunchOptions | undefined): Promise<Browser> {
  const folder = mkdtempSync(path.join(tmpdir(), 'fonts-without-devanagari-'));
  const config = path.join(folder, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="no">/etc/fonts/fonts.conf</include>
  <cachedir>${folder}/cache</cachedir>
  <selectfont><rejectfont><pattern><patelt name="lang"><string>hi</string></patelt></pattern></rejectfont></selectfont>
</fontconfig>
`,
  );
  expect(execFileSync('fc-list', [':lang=hi', 'file'], { encoding: 'utf8', env: { ...process.env, FONTCONFIG_FILE: config } }).trim(), 'faces covering Hindi left').toBe('');
  const browser = await chromium.launch({ ...launchOptions, env: { ...process.env, FONTCONFIG_FILE: config } });
  // The config and fontconfig's cache go with the browser.
  browser.on('disconnected', () => rmSync(folder, { recursive: true, force: true }));
  return browser;
}

/** Each face that drew the text of the first element matching `selector`, as the browser reports it. */
export async function facesDrawing(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}
