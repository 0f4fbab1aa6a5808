import { Switch } from 'antd';
import { useFeedback } from '../../components/feedback';
import { useGetReminderPreferencesQuery, useUpdateReminderPreferencesMutation, type ReminderPreferences } from '../../api';
import './reminders.css';

/**
 * Mi cuenta → Recordatorios: her two channels for the 24 h and 1 h reminders, stored on the server so a
 * reminder already scheduled follows what she chooses here.
 */
export function RemindersSection() {
  const { notification } = useFeedback();
  const { data, isError } = useGetReminderPreferencesQuery();
  const [save, { data: saved, isLoading: saving }] = useUpdateReminderPreferencesMutation();
  // The answer to her last change is newer than the first read.
  const prefs: ReminderPreferences | undefined = saved ?? data;

  const change = async (next: { email: boolean; whatsapp: boolean }) => {
    try {
      await save({ reminderPreferencesUpdate: next }).unwrap();
    } catch {
      notification.error({
        title: 'Error al guardar',
        description: 'No se pudieron guardar tus recordatorios. Inténtalo de nuevo.',
        duration: 5,
      });
    }
  };

  return (
    <section className="reminders-section" aria-labelledby="reminders-title">
      <h3 id="reminders-title">Recordatorios</h3>
      <p className="reminders-intro">
        Te recordamos cada consulta 24 horas y 1 hora antes, con el enlace de la videollamada cuando ya está listo.
      </p>
      {isError && !prefs ? (
        <p role="alert">No se pudieron cargar tus recordatorios.</p>
      ) : (
        <>
          <div className="reminders-row">
            <label htmlFor="reminders-email">Por correo electrónico</label>
            <Switch
              id="reminders-email"
              checked={prefs?.email ?? false}
              disabled={!prefs}
              loading={saving}
              onChange={(email) => change({ email, whatsapp: prefs!.whatsapp })}
            />
          </div>
          <div className="reminders-row">
            <label htmlFor="reminders-whatsapp">Por WhatsApp</label>
            <Switch
              id="reminders-whatsapp"
              aria-describedby={prefs && !prefs.whatsappAccepted ? 'reminders-whatsapp-note' : undefined}
              checked={Boolean(prefs?.whatsapp && prefs.whatsappAccepted)}
              disabled={!prefs || !prefs.whatsappAccepted}
              loading={saving}
              onChange={(whatsapp) => change({ email: prefs!.email, whatsapp })}
            />
          </div>
          {prefs && !prefs.whatsappAccepted && (
            <p id="reminders-whatsapp-note" className="reminders-note">
              Disponible cuando aceptas el contacto por WhatsApp.
            </p>
          )}
        </>
      )}
    </section>
  );
}
