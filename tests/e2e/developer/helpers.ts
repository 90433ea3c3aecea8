import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The spec's texts (spec 001 §2.4, §8 "Developer") and their French, as a developer reads them. */
export const text = {
  en: {
    title: 'API Management',
    authRequired: 'Authentication Required',
    authRequiredBody: 'Please log in to manage your API keys',
    tabs: ['Overview', 'API Keys', 'Apps', 'Webhooks', 'Analytics'],
    refresh: 'Refresh',
    newKey: 'New API Key',
    newWebhook: 'New Webhook',
    nameRequired: 'Please enter a name for your API key',
    keyCreated: 'API Key Created',
    keyRotated: 'API Key Rotated',
    keyRotatedBody: 'The old key expires in 7 days.',
    keyDeleted: 'API Key Deleted',
    keyDeletedBody: 'The key has been deactivated.',
    createKeyFailed: 'Failed to create API key',
    webhookCreated: 'Webhook Created',
    createWebhookFailed: 'Failed to create webhook',
    headersInvalid: 'Custom headers must be a valid JSON object',
    copied: 'Copied',
    testSent: 'Test event sent',
    resent: 'Delivery resent',
    inactive: 'Inactive',
    expires: /^Expires /,
    delivered: 'Delivered',
    success: 'Success',
    clientError: 'Client Error',
    appsTab: 'Apps',
    appCreated: 'App Registered',
    appCreateFailed: 'Failed to register app',
    appNameRequired: 'Please enter a name for your app',
    redirectInvalid: (uri: string) =>
      `${uri} is not a valid redirect URI: use https, or http on localhost, with no fragment`,
    appWarning: /^You will not see this secret again\./,
    secretRotated: 'Client Secret Rotated',
    appDeleted: 'App Deleted',
    sandbox: 'Sandbox',
    sandboxHint: /^Sandbox apps see only test data/,
    productionHint: /^Production apps work with customers’ real accounts and money/,
    productionRefused:
      'Production apps are available once you belong to an approved institution; register a sandbox app until then',
    appCalls: 'Calls: 1 · errors: 0',
    testData: 'Test data',
    viewLog: 'View log',
  },
  fr: {
    title: 'Gestion des API',
    authRequired: 'Authentification requise',
    authRequiredBody: 'Veuillez vous connecter pour gérer vos clés API',
    tabs: ["Vue d'ensemble", 'Clés API', 'Applications', 'Webhooks', 'Analyses'],
    refresh: 'Actualiser',
    newKey: 'Nouvelle clé API',
    newWebhook: 'Nouveau webhook',
    nameRequired: 'Veuillez saisir un nom pour votre clé API',
    keyCreated: 'Clé API créée',
    keyRotated: 'Clé API renouvelée',
    keyRotatedBody: 'L’ancienne clé expire dans 7 jours.',
    keyDeleted: 'Clé API supprimée',
    keyDeletedBody: 'La clé a été désactivée.',
    createKeyFailed: 'Impossible de créer la clé API',
    webhookCreated: 'Webhook créé',
    createWebhookFailed: 'Impossible de créer le webhook',
    headersInvalid: 'Les en-têtes personnalisés doivent être un objet JSON valide',
    copied: 'Copié',
    testSent: 'Événement de test envoyé',
    resent: 'Livraison renvoyée',
    inactive: 'Inactive',
    expires: /^Expire le /,
    delivered: 'Livré',
    success: 'Réussite',
    clientError: 'Erreur client',
    appsTab: 'Applications',
    appCreated: 'Application enregistrée',
    appCreateFailed: 'Impossible d’enregistrer l’application',
    appNameRequired: 'Veuillez saisir un nom pour votre application',
    redirectInvalid: (uri: string) =>
      `${uri} n'est pas une URI de redirection valide : utilisez https, ou http sur localhost, sans fragment`,
    appWarning: /^Vous ne reverrez plus ce secret\./,
    secretRotated: 'Secret client renouvelé',
    appDeleted: 'Application supprimée',
    sandbox: 'Sandbox',
    sandboxHint: /^Une application sandbox ne voit que des données de test/,
    productionHint: /^Une application de production travaille sur les comptes et l’argent réels/,
    productionRefused:
      'Les applications de production sont disponibles une fois membre d’une institution approuvée ; enregistrez une application sandbox en attendant',
    appCalls: 'Appels : 1 · erreurs : 0',
    testData: 'Données de test',
    viewLog: 'Voir le journal',
  },
} as const;

export interface ReceivedEvent {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local webhook receiver: answers 200 and keeps what it got, for the test to read. */
export async function startReceiver(): Promise<{ url: string; received: ReceivedEvent[]; close: () => Promise<void> }> {
  const received: ReceivedEvent[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/open-banking`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
