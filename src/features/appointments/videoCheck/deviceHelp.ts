import type { Device, DeviceResult } from './devices';

const names: Record<Device, string> = { camera: 'la cámara', microphone: 'el micrófono', speaker: 'las bocinas' };

/** How to let the page use a device again after she (or the phone) said no, on the two phones most patients use. */
export const permissionSteps = [
  'En Android (Chrome): toca el candado junto a la dirección, entra a «Permisos» y elige «Permitir» para la cámara y el micrófono. Luego vuelve a probar.',
  'En iPhone (Safari): toca «aA» junto a la dirección, entra a «Configuración del sitio web» y elige «Permitir» para la cámara y el micrófono. También revisa Ajustes › Safari › Cámara y Micrófono.',
];

/** What a result means for her, and what to do. */
export function deviceMessage(
  device: Device,
  result: DeviceResult,
): { type: 'success' | 'warning' | 'error'; title: string; steps?: string[] } {
  const name = names[device];
  switch (result) {
    case 'ok':
      return {
        type: 'success',
        title:
          device === 'camera'
            ? 'Tu cámara funciona: deberías verte en el recuadro.'
            : device === 'microphone'
              ? 'Tu micrófono funciona: la barra se mueve cuando hablas.'
              : 'Tus bocinas funcionan.',
      };
    case 'denied':
      return { type: 'error', title: `El navegador no tiene permiso para usar ${name}.`, steps: permissionSteps };
    case 'notFound':
      return {
        type: 'error',
        title: `No encontramos ${name} en este dispositivo.`,
        steps: ['Si usas una computadora, conecta una cámara o unos audífonos con micrófono, o entra desde tu celular.'],
      };
    case 'busy':
      return {
        type: 'error',
        title: `Otra aplicación está usando ${name}.`,
        steps: ['Cierra otras videollamadas (WhatsApp, Zoom, Meet) y vuelve a probar. Si sigue igual, reinicia el navegador.'],
      };
    case 'unsupported':
      return {
        type: 'error',
        title: 'Este navegador no permite videollamadas.',
        steps: ['Abre el portal en Chrome (Android o computadora) o en Safari (iPhone).'],
      };
    case 'notHeard':
      return {
        type: 'warning',
        title: 'Si no escuchaste el sonido:',
        steps: [
          'Sube el volumen de tu dispositivo.',
          'En iPhone, revisa que el interruptor lateral no esté en silencio.',
          'Si usas audífonos Bluetooth, revisa que estén conectados.',
        ],
      };
    default:
      return { type: 'error', title: `No pudimos probar ${name}.`, steps: ['Recarga la página y vuelve a probar.'] };
  }
}
