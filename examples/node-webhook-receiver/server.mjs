// A webhook receiver: checks each delivery's Standard Webhooks signature with the JavaScript SDK,
// answers 200 to what verifies and 400 to anything else.
//
//   OPEN_BANKING_WEBHOOK_SECRET=whsec_… PORT=4000 node server.mjs
import { createServer } from 'node:http';
import { verifyWebhook, WebhookVerificationError } from '@cemac-open-banking/sdk';

const secret = process.env.OPEN_BANKING_WEBHOOK_SECRET;
const port = Number(process.env.PORT ?? 4000);
if (!secret) throw new Error('Set OPEN_BANKING_WEBHOOK_SECRET to the whsec_… secret of your endpoint');

const server = createServer(async (request, response) => {
  if (request.method !== 'POST' || request.url !== '/webhooks') return response.writeHead(404).end();
  // The raw body, exactly as sent: the signature covers these bytes, not a re-serialised object.
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const rawBody = Buffer.concat(chunks).toString('utf8');
  try {
    const event = verifyWebhook(rawBody, request.headers, secret);
    console.log(`${event.type} ${request.headers['webhook-id']} verified`);
    // Do the work after answering, or quickly: the platform waits 15 seconds, then retries.
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error;
    console.log(`refused: ${error.message}`);
    response.writeHead(400, { 'content-type': 'text/plain' }).end('invalid signature');
  }
});
server.listen(port, () => console.log(`Listening on http://localhost:${port}/webhooks`));
