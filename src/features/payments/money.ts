const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** Every amount on screen, e.g. 1050 → "$1,050.00". */
export const formatMxn = (amount: number) => mxn.format(amount);
