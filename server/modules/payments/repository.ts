import type { Queryable } from '../../db/database';
import type { Schema } from '../../http/types';

export interface NewCheckout {
  id: string;
  patientUuid: string;
  kind: 'plan' | 'prescription';
  plan: string;
  amount: number;
  encounterUuid: string | null;
  medications: string[] | null;
  shipping: object | null;
  successUrl: string;
  cancelUrl: string;
  createdAt: Date;
  payTokenHash: string | null;
}

/** A checkout the provider opened, not paid yet. */
export async function insertCheckout(db: Queryable, c: NewCheckout): Promise<void> {
  await db.query(
    `INSERT INTO checkout_sessions (id, patient_uuid, kind, plan, amount, status, payment_status, encounter_uuid, medications, shipping, success_url, cancel_url, created_at, pay_token_hash)
     VALUES ($1, $2, $3, $4, $5, 'open', 'unpaid', $6, $7, $8, $9, $10, $11, $12)`,
    [
      c.id,
      c.patientUuid,
      c.kind,
      c.plan,
      c.amount,
      c.encounterUuid,
      c.medications ? JSON.stringify(c.medications) : null,
      c.shipping ? JSON.stringify(c.shipping) : null,
      c.successUrl,
      c.cancelUrl,
      c.createdAt,
      c.payTokenHash,
    ],
  );
}

/** Her checkout with every column; undefined when it is not hers. */
export async function findCheckout<T>(db: Queryable, id: string, patientUuid: string): Promise<T | undefined> {
  const [s] = await db.query<T>('SELECT * FROM checkout_sessions WHERE id = $1 AND patient_uuid = $2', [id, patientUuid]);
  return s;
}

export async function prescriptionMedications(
  db: Queryable,
  encounterUuid: string,
  patientUuid: string,
): Promise<Array<string | { name: string }> | undefined> {
  const [rx] = await db.query<{ medications: Array<string | { name: string }> }>(
    'SELECT medications FROM prescriptions WHERE encounter_uuid = $1 AND patient_uuid = $2',
    [encounterUuid, patientUuid],
  );
  return rx?.medications;
}

export async function shippingAddress(db: Queryable, patientUuid: string): Promise<Record<string, string> | undefined> {
  const [address] = await db.query<Record<string, string>>(
    'SELECT street, number, city, state, postal_code FROM personal_info WHERE patient_uuid = $1',
    [patientUuid],
  );
  return address;
}

// Mis pagos.

export interface PaymentRow {
  id: string;
  kind: Schema<'PaymentHistoryItem'>['kind'];
  plan: Schema<'PaymentHistoryItem'>['plan'];
  amount: number;
  status: 'open' | 'complete' | 'expired';
  payment_method: Schema<'PaymentHistoryItem'>['method'];
  installments: Schema<'PaymentHistoryItem'>['installments'];
  voucher_reference: string | null;
  voucher_expires_at: Date | string | null;
  voucher_url: string | null;
  fulfilled_at: Date | string | null;
  refunded_at: Date | string | null;
  created_at: Date | string;
}

const columns = `id, kind, plan, amount, status, payment_method, installments, voucher_reference, voucher_expires_at, voucher_url,
  fulfilled_at, refunded_at, created_at`;
/** A payment is a checkout that was paid or that issued an OXXO voucher; an abandoned card checkout is not. */
const isPayment = '(fulfilled_at IS NOT NULL OR voucher_reference IS NOT NULL)';

/** Her payments, newest first. */
export function paymentHistory(db: Queryable, patientUuid: string): Promise<PaymentRow[]> {
  return db.query<PaymentRow>(
    `SELECT ${columns} FROM checkout_sessions WHERE patient_uuid = $1 AND ${isPayment} ORDER BY created_at DESC, id`,
    [patientUuid],
  );
}

export async function findPayment(db: Queryable, id: string, patientUuid: string): Promise<PaymentRow | undefined> {
  const [r] = await db.query<PaymentRow>(`SELECT ${columns} FROM checkout_sessions WHERE id = $1 AND patient_uuid = $2 AND ${isPayment}`, [
    id,
    patientUuid,
  ]);
  return r;
}

/** An OXXO voucher still waiting for its cash. */
export async function findOpenVoucher(db: Queryable, id: string): Promise<PaymentRow | undefined> {
  const [r] = await db.query<PaymentRow>(
    `SELECT ${columns} FROM checkout_sessions
      WHERE id = $1 AND payment_method = 'oxxo' AND voucher_reference IS NOT NULL AND fulfilled_at IS NULL AND status = 'open'`,
    [id],
  );
  return r;
}

/** Every checkout of hers, paid or not, oldest first (her data download). */
export function allCheckouts(db: Queryable, patientUuid: string): Promise<Array<PaymentRow & { payment_status: string }>> {
  return db.query<PaymentRow & { payment_status: string }>(
    `SELECT id, kind, plan, amount, status, payment_status, payment_method, installments, voucher_reference, voucher_expires_at,
            voucher_url, fulfilled_at, refunded_at, created_at
       FROM checkout_sessions WHERE patient_uuid = $1 ORDER BY created_at, id`,
    [patientUuid],
  );
}

export async function checkoutById(db: Queryable, id: string): Promise<PaymentRow | undefined> {
  const [r] = await db.query<PaymentRow>(`SELECT ${columns} FROM checkout_sessions WHERE id = $1`, [id]);
  return r;
}

// Fulfilment and the provider's events.

/**
 * Marks an open checkout paid; undefined when it was not open (fulfilled once only). Unless the provider
 * witnessed the payment, an OXXO voucher past its expiry is not paid.
 */
export async function markPaid(
  tx: Queryable,
  sessionId: string,
  now: Date,
  witness: string,
): Promise<{ patient_uuid: string; kind: string; plan: string; encounter_uuid: string | null } | undefined> {
  const [s] = await tx.query<{ patient_uuid: string; kind: string; plan: string; encounter_uuid: string | null }>(
    `UPDATE checkout_sessions SET status = 'complete', payment_status = 'paid', fulfilled_at = $2, pay_token_hash = NULL
      WHERE id = $1 AND fulfilled_at IS NULL AND status = 'open'
        AND ($3 = 'provider' OR voucher_expires_at IS NULL OR voucher_expires_at > $2)
      RETURNING patient_uuid, kind, plan, encounter_uuid`,
    [sessionId, now, witness],
  );
  return s;
}

export async function markPrescriptionPurchased(tx: Queryable, encounterUuid: string | null, at: Date): Promise<void> {
  await tx.query('UPDATE prescriptions SET purchased_at = $2 WHERE encounter_uuid = $1', [encounterUuid, at]);
}

export async function subscriptionEnd(tx: Queryable, patientUuid: string): Promise<Date | null | undefined> {
  const [current] = await tx.query<{ expires_at: Date }>(
    'SELECT max(expires_at) AS expires_at FROM subscriptions WHERE patient_uuid = $1',
    [patientUuid],
  );
  return current?.expires_at;
}

export async function insertSubscription(tx: Queryable, patientUuid: string, startsAt: Date, expiresAt: Date): Promise<void> {
  await tx.query('INSERT INTO subscriptions (patient_uuid, starts_at, expires_at) VALUES ($1, $2, $3)', [patientUuid, startsAt, expiresAt]);
}

export async function insertConsultCredit(tx: Queryable, patientUuid: string, plan: string, at: Date): Promise<void> {
  await tx.query('INSERT INTO consult_credits (patient_uuid, plan, created_at) VALUES ($1, $2, $3)', [patientUuid, plan, at]);
}

/** How she paid; a later event that no longer shows the voucher keeps the one recorded. */
export async function recordPaymentDetails(
  tx: Queryable,
  sessionId: string,
  d: {
    method: unknown;
    installments: unknown;
    paymentIntent: unknown;
    voucher?: { reference: string | null; expiresAt: unknown; url: string | null } | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE checkout_sessions SET payment_method = $2, installments = $3, payment_intent = $4,
            voucher_reference = COALESCE($5, voucher_reference), voucher_expires_at = COALESCE($6, voucher_expires_at),
            voucher_url = COALESCE($7, voucher_url)
      WHERE id = $1`,
    [
      sessionId,
      d.method,
      d.installments,
      d.paymentIntent,
      d.voucher?.reference ?? null,
      d.voucher?.expiresAt ?? null,
      d.voucher?.url ?? null,
    ],
  );
}

/** False when the event was seen before: each event is applied once. */
export async function recordEvent(tx: Queryable, id: string, type: string, at: Date): Promise<boolean> {
  const fresh = await tx.query(
    'INSERT INTO payment_events (id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id',
    [id, type, at],
  );
  return fresh.length > 0;
}

/** Closes an open, unpaid checkout; false when it was not. */
export async function closeCheckout(tx: Queryable, sessionId: string): Promise<boolean> {
  const closed = await tx.query(
    `UPDATE checkout_sessions SET status = 'expired', pay_token_hash = NULL WHERE id = $1 AND fulfilled_at IS NULL AND status = 'open' RETURNING id`,
    [sessionId],
  );
  return closed.length > 0;
}

export async function markRefunded(tx: Queryable, paymentIntent: string, at: Date): Promise<void> {
  await tx.query('UPDATE checkout_sessions SET refunded_at = $2 WHERE payment_intent = $1 AND refunded_at IS NULL', [paymentIntent, at]);
}

// The simulated checkout page: its pay token is used up before the event is signed, so two clicks cannot both pay.

export async function checkoutForPage<T>(db: Queryable, id: string): Promise<T | undefined> {
  const [s] = await db.query<T>(
    'SELECT id, plan, amount, status, success_url, cancel_url, pay_token_hash FROM checkout_sessions WHERE id = $1',
    [id],
  );
  return s;
}

/** Spends the pay token on a card payment; undefined when the token or the checkout is no longer good. */
export async function spendTokenForCard(
  db: Queryable,
  id: string,
  tokenHash: string,
  installments: number | null,
): Promise<{ id: string; success_url: string } | undefined> {
  const [s] = await db.query<{ id: string; success_url: string }>(
    `UPDATE checkout_sessions SET pay_token_hash = NULL, payment_method = 'card', installments = $3
      WHERE id = $1 AND status = 'open' AND pay_token_hash = $2 RETURNING id, success_url`,
    [id, tokenHash, installments],
  );
  return s;
}

/** Spends the pay token on an OXXO voucher; undefined when the token or the checkout is no longer good. */
export async function spendTokenForVoucher(
  db: Queryable,
  id: string,
  tokenHash: string,
  voucherReference: string,
  voucherExpiresAt: Date,
): Promise<{ id: string; success_url: string } | undefined> {
  const [s] = await db.query<{ id: string; success_url: string }>(
    `UPDATE checkout_sessions SET pay_token_hash = NULL, payment_method = 'oxxo', installments = NULL,
            voucher_reference = $3, voucher_expires_at = $4
      WHERE id = $1 AND status = 'open' AND pay_token_hash = $2 AND voucher_reference IS NULL RETURNING id, success_url`,
    [id, tokenHash, voucherReference, voucherExpiresAt],
  );
  return s;
}

/** Gives an open checkout its pay token back (nothing was granted: she may pay again). */
export async function restoreToken(db: Queryable, id: string, tokenHash: string): Promise<void> {
  await db.query(`UPDATE checkout_sessions SET pay_token_hash = $2 WHERE id = $1 AND status = 'open'`, [id, tokenHash]);
}

/** Gives an open checkout its pay token back and drops the voucher that was not delivered. */
export async function restoreTokenDropVoucher(db: Queryable, id: string, tokenHash: string): Promise<void> {
  await db.query(
    `UPDATE checkout_sessions SET pay_token_hash = $2, voucher_reference = NULL, voucher_expires_at = NULL WHERE id = $1 AND status = 'open'`,
    [id, tokenHash],
  );
}
