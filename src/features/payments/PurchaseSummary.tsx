import { Descriptions } from 'antd';
import { DISPLAY_TIME_ZONE } from '../../lib/config';
import { formatMxn } from './money';
import { purchaseInfo, type PurchaseKind } from './plans';

const longDate = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: DISPLAY_TIME_ZONE });

/** Service, amount and (for a payment made) its date, as both result pages show them. */
export function PurchaseSummary({ kind, date }: { kind: PurchaseKind; date?: number }) {
  const info = purchaseInfo(kind);
  const items = [
    { key: 'servicio', label: 'Servicio', children: info.title },
    { key: 'monto', label: 'Monto', children: formatMxn(info.priceMxn) },
  ];
  if (date !== undefined) items.push({ key: 'fecha', label: 'Fecha', children: longDate.format(date) });
  return <Descriptions bordered column={1} size="middle" items={items} />;
}
