/** What each purchase is called on the checkout page, in Mis pagos and on receipts. */
export const concept: Record<string, string> = {
  mensual: 'Plan mensual',
  primera: 'Primera consulta Menopausia',
  seguimiento: 'Seguimiento Menopausia',
  'primera-nutricion': 'Primera consulta Nutrición',
  'seguimiento-nutricion': 'Seguimiento Nutrición',
  receta: 'Receta con envío a domicilio',
};
