import { formatDate } from '../../../common/dates.gen';
import { formatMoney } from '../../../common/money.gen';
import { purchaseInfo, type PurchaseKind } from './plans';

/**
 * Service, amount and (for a payment made) its date, as both result pages show them. A plain table:
 * antd's Descriptions added weight to the payments chunk for three rows.
 */
export function PurchaseSummary({ kind, date }: { kind: PurchaseKind; date?: number }) {
  const info = purchaseInfo(kind);
  const rows: Array<[string, string]> = [
    ['Servicio', info.title],
    ['Monto', formatMoney(info.priceMxn)],
  ];
  if (date !== undefined) rows.push(['Fecha', formatDate(date)]);
  return (
    <table className="purchase-summary">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
