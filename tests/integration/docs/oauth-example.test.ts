import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { freePort } from '../../helpers/free-port.ts';
import { browser, createApp } from '../../helpers/oauth-client.ts';

/** The `oauth-example.mjs` block of a language's OAuth flows page, as a reader copies it. */
async function oauthExample(lang: 'en' | 'fr'): Promise<string> {
  const page = await readFile(path.resolve('content', lang, 'docs', 'oauth', 'flows.mdx'), 'utf8');
  const block = /^```javascript\n(\/\/ oauth-example\.mjs\n[\s\S]*?)^```$/m.exec(page)?.[1];
  if (!block) throw new Error(`content/${lang}/docs/oauth/flows.mdx has no oauth-example.mjs block`);
  return block;
}

/** Resolves with the first stdout line matching `pattern`, everything printed so far kept in `printed`. */
async function lineMatching(child: ChildProcessWithoutNullStreams, printed: string[], pattern: RegExp) {
  for (;;) {
    const found = printed.join('').match(pattern);
    if (found) return found;
    await Promise.race([
      once(child.stdout, 'data'),
      once(child, 'exit').then(() => Promise.reject(new Error(printed.join('')))),
    ]);
  }
}

/** What the program says, in the language of its page. */
const SAYS = {
  en: { connected: 'Connected: you can close this tab.', granted: 'Granted:', shared: 'Shared accounts:' },
  fr: { connected: 'Connecté : vous pouvez fermer cet onglet.', granted: 'Accordé :', shared: 'Comptes partagés :' },
};

/**
 * Issue 17 item 5: the authorization-code example of /docs works against the sandbox as written.
 * The page's Node program runs unchanged but for the server's address and a free port in place
 * of 8080; the browser's part (consent, approve, the redirect back) is played as the OAuth tests
 * play it, and the program must print the granted scopes and the one shared account.
 */
describe('the OAuth authorization-code example of /docs', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`runs as written (${lang}) and sees the one account the customer shared`, async ({
      listening,
      customer,
      otherCustomer,
    }) => {
      const port = await freePort();
      const redirectUri = `http://localhost:${port}/callback`;
      const [shared] = await listening.app
        .db('accounts')
        .insert({
          user_id: customer.user.id,
          account_number: `1000500001000000000${lang === 'en' ? '1' : '2'}142`,
          account_type: 'checking',
        })
        .returning('id');
      const registered = await createApp(listening, otherCustomer, {
        name: 'Docs example',
        redirectUris: [redirectUri],
        scopes: ['accounts:read', 'transactions:read'],
      });

      const folder = await mkdtemp(path.join(tmpdir(), 'oauth-example-'));
      const script = path.join(folder, 'oauth-example.mjs');
      const code = (await oauthExample(lang)).replaceAll('{host}', listening.origin).replaceAll('8080', String(port));
      await writeFile(script, code);
      const child = spawn(process.execPath, [script], {
        env: {
          ...process.env,
          CLIENT_ID: registered.app.clientId,
          CLIENT_SECRET: registered.clientSecret,
        },
      });
      const printed: string[] = [];
      child.stdout.on('data', (chunk: Buffer) => printed.push(chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => printed.push(chunk.toString()));
      try {
        const [address] = await lineMatching(child, printed, /http\S+\/oauth\/authorize\?\S+/);
        const visit = browser(listening.origin);
        const consentPage = await visit(address);
        const uid = consentPage.searchParams.get('interaction');
        const approved = await listening.app.inject({
          method: 'POST',
          url: `/api/v1/oauth/consents/${uid}/approve`,
          headers: customer.headers,
          payload: { scopes: ['accounts:read', 'transactions:read'], accountIds: [shared.id] },
        });
        expect(approved.statusCode, approved.body).toBe(200);
        const callback = await visit(approved.json().redirectTo);
        expect(callback.origin + callback.pathname).toBe(redirectUri);
        const page = await fetch(callback);
        expect(await page.text()).toBe(SAYS[lang].connected);
        await lineMatching(child, printed, new RegExp(`${SAYS[lang].shared}[\\s\\S]*\\]`));
        const output = printed.join('');
        const granted = output.slice(output.indexOf(SAYS[lang].granted)).split('\n')[0] ?? '';
        expect(granted.split(' ').sort()).toEqual(
          [...SAYS[lang].granted.split(' '), 'accounts:read', 'transactions:read'].sort(),
        );
        expect(output).toContain(shared.id);
        await once(child, 'exit');
      } finally {
        child.kill();
        await rm(folder, { recursive: true, force: true });
      }
    });
  }
});
