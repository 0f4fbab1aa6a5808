/** SPEC §9 prices in MXN, held on the server: the client never decides what a plan costs. */
export const plans = [
  {
    id: 'mensual',
    title: 'Plan mensual',
    description: 'Acompañamiento completo durante un mes.',
    priceMxn: 1200,
    durationMinutes: null,
    inclusions: [
      'Primera consulta de menopausia',
      'Seguimientos médicos ilimitados',
      '1 consulta mensual de nutrición o 1 acceso a Espacios ELLA',
      'Envío a domicilio',
      'Seguimiento personalizado',
    ],
  },
  { id: 'primera', title: 'Primera consulta Menopausia', description: 'Valoración inicial con tu médica especialista en menopausia.', priceMxn: 1050, durationMinutes: 40, inclusions: ['Consulta por videollamada de 40 minutos'] },
  { id: 'seguimiento', title: 'Seguimiento Menopausia', description: 'Consulta de seguimiento con tu médica.', priceMxn: 700, durationMinutes: 20, inclusions: ['Consulta por videollamada de 20 minutos'] },
  { id: 'primera-nutricion', title: 'Primera consulta Nutrición', description: 'Valoración inicial con tu nutrióloga.', priceMxn: 900, durationMinutes: 40, inclusions: ['Consulta por videollamada de 40 minutos'] },
  { id: 'seguimiento-nutricion', title: 'Seguimiento Nutrición', description: 'Consulta de seguimiento con tu nutrióloga.', priceMxn: 900, durationMinutes: 20, inclusions: ['Consulta por videollamada de 20 minutos'] },
] as const;

export const listPlans = async () => plans;
