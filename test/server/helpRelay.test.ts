import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { useHarness } from './harness';
import { registeredPatient } from './patientFlow';

const h = useHarness();

const files = () => readdirSync(h.outbox).sort();
const read = (names: string[]) =>
  Promise.all(
    names.map(async (f) => {
      const mail = await simpleParser(readFileSync(path.join(h.outbox, f)));
      return { to: mail.to && 'text' in mail.to ? mail.to.text : '', text: mail.text ?? '' };
    }),
  );

describe('help messages are not a mail relay', () => {
  it('sends the receipt only to the signed-in patient, without the typed text, and the message to the support inbox', async () => {
    const { headers } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const before = files().length;
    const bait = 'Gana un premio en http://premio.example.net';
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/help/messages',
      headers,
      payload: { name: bait, email: 'victima@example.com', subject: 'general', message: `Hola ${bait}` },
    });
    expect(res.statusCode).toBe(201);

    const sent = await read(files().slice(before));
    expect(sent.map((m) => m.to).sort()).toEqual(['maria@example.mx', 'soporte@espaciosella.mx']);
    const receipt = sent.find((m) => m.to === 'maria@example.mx')!.text;
    expect(receipt).toContain('Recibimos tu mensaje');
    expect(receipt).toContain('Hola María Fernanda:');
    expect(receipt).not.toContain('premio');
    const support = sent.find((m) => m.to === 'soporte@espaciosella.mx')!.text;
    expect(support).toContain(`Hola ${bait}`);
    expect(support).toContain('victima@example.com'); // what she typed, for the team to judge
    expect(support).toContain('cuenta: maria@example.mx'); // the account it really came from
  });
});
