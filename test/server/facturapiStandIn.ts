import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Facturapi's v2 API on loopback, answering the calls the official SDK makes with the
 * documented shapes (docs.facturapi.io: Customer and Invoice objects; errors as `{message, path, status}`;
 * files with their content types). It records every request so tests can check what the portal sent.
 */
export interface FacturapiStandIn {
  url: string;
  requests: Array<{ method: string; path: string; auth: string | undefined; body: Record<string, unknown> | null }>;
  pdf: Buffer;
  xmlFor(invoiceId: string): string;
  /** Make the next invoice creation fail like the PAC refusing the receptor's data. */
  failNextInvoice(message: string): void;
  close(): Promise<void>;
}

const readJson = (req: IncomingMessage) =>
  new Promise<Record<string, unknown> | null>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null));
  });

export async function startFacturapiStandIn(apiKey: string): Promise<FacturapiStandIn> {
  const requests: FacturapiStandIn['requests'] = [];
  const invoices = new Map<string, { uuid: string }>();
  const pdf = Buffer.from(`%PDF-1.4\n% factura de prueba ${randomUUID()}\n%%EOF\n`);
  let failure: string | null = null;
  const xmlFor = (id: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0"><cfdi:Complemento>` +
    `<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${invoices.get(id)?.uuid}"/>` +
    `</cfdi:Complemento></cfdi:Comprobante>`;

  const server: Server = createServer(async (req, res) => {
    const body = req.method === 'POST' ? await readJson(req) : null;
    const path = (req.url ?? '').split('?')[0];
    requests.push({ method: req.method ?? '', path, auth: req.headers.authorization, body });
    const json = (status: number, payload: object) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== `Bearer ${apiKey}`) return json(401, { message: 'Invalid API key', status: 401 });
    if (req.method === 'POST' && path === '/v2/customers') {
      for (const field of ['legal_name', 'tax_id', 'tax_system'])
        if (!body?.[field]) return json(400, { message: `"${field}" is required`, path: field, status: 400 });
      if (!(body!.address as { zip?: string } | undefined)?.zip)
        return json(400, { message: '"address.zip" is required', path: 'address.zip', status: 400 });
      return json(200, {
        id: `cus_${randomUUID().replace(/-/g, '').slice(0, 24)}`,
        livemode: false,
        created_at: new Date().toISOString(),
        ...body,
      });
    }
    if (req.method === 'POST' && path === '/v2/invoices') {
      if (failure) {
        const message = failure;
        failure = null;
        return json(400, { message, path: 'customer.tax_system', status: 400 });
      }
      for (const field of ['customer', 'items', 'payment_form', 'use'])
        if (!body?.[field]) return json(400, { message: `"${field}" is required`, path: field, status: 400 });
      const id = randomUUID().replace(/-/g, '').slice(0, 24);
      const uuid = randomUUID().toUpperCase();
      invoices.set(id, { uuid });
      const items = body!.items as Array<{ quantity: number; product: { price: number } }>;
      return json(200, {
        id,
        livemode: false,
        status: 'valid',
        type: 'I',
        uuid,
        total: items.reduce((sum, i) => sum + i.quantity * i.product.price, 0),
        use: body!.use,
        payment_form: body!.payment_form,
        payment_method: 'PUE',
        currency: 'MXN',
        created_at: new Date().toISOString(),
      });
    }
    const file = /^\/v2\/invoices\/([^/]+)\/(pdf|xml)$/.exec(path);
    if (req.method === 'GET' && file) {
      if (!invoices.has(file[1])) return json(404, { message: 'Invoice not found', status: 404 });
      if (file[2] === 'pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end(pdf);
      }
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(xmlFor(file[1]));
    }
    return json(404, { message: 'Not found', status: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`,
    requests,
    pdf,
    xmlFor,
    failNextInvoice: (message) => {
      failure = message;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
