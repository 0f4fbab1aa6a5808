/** The privacy notice the patient signs in step 8. */
export function PrivacyNotice() {
  return (
    <section className="onb-notice" tabIndex={0} aria-labelledby="aviso-titulo">
      <h2 id="aviso-titulo">Aviso de privacidad</h2>
      <p>
        Espacios ELLA es responsable del tratamiento de tus datos personales, incluidos tus datos de salud, que son datos personales
        sensibles conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.
      </p>
      <p>
        Usamos tus datos para integrar tu historia clínica, brindarte consultas médicas y de nutrición, emitir y enviar tus recetas, agendar
        tus citas, procesar tus pagos y comunicarnos contigo por correo electrónico, teléfono o WhatsApp sobre tu atención.
      </p>
      <p>
        Tus datos solo se comparten con el personal de salud que te atiende y con los proveedores necesarios para prestarte el servicio
        (pagos, envío de medicamentos), quienes están obligados a protegerlos. Si lo autorizaste, también con tu ginecóloga o ginecólogo.
      </p>
      <p>
        Puedes ejercer tus derechos de acceso, rectificación, cancelación y oposición (ARCO), o revocar tu consentimiento, escribiéndonos
        desde la sección Ayuda de tu portal.
      </p>
      <p>
        Al firmar, declaras que la información que proporcionaste es verdadera y otorgas tu consentimiento expreso para el tratamiento de
        tus datos personales sensibles en los términos de este aviso.
      </p>
    </section>
  );
}
