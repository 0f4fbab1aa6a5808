import { Button, Modal, Tabs } from 'antd';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { modalClosed, selectOpenModal } from '../../lib/modals';
import { ContactForm } from './ContactForm';
import { HelpMessageForm } from './HelpMessageForm';
import './help.css';
import { technicalLogDownloadRequested } from './helpEvents';

/** Ayuda: the help centre with the help-message form, the contact form and the technical log. */
export function HelpModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModal)?.modal === 'help';
  return (
    <Modal open={open} title="Centro de ayuda" footer={null} onCancel={() => dispatch(modalClosed())} width={640} destroyOnHidden>
      {open && (
        <>
          <p>¿Tienes dudas o algún problema con el portal? Escríbenos y te responderemos por correo electrónico.</p>
          <Tabs
            items={[
              { key: 'help', label: 'Mensaje de ayuda', children: <HelpMessageForm /> },
              { key: 'contact', label: 'Contacto', children: <ContactForm /> },
            ]}
          />
          <section className="help-log" aria-labelledby="help-log-title">
            <h3 id="help-log-title">Registro técnico</h3>
            <p>Si soporte te lo pide, descarga el registro técnico y envíalo en tu mensaje. No contiene tus datos personales.</p>
            <Button onClick={() => dispatch(technicalLogDownloadRequested())}>Descargar registro técnico</Button>
          </section>
        </>
      )}
    </Modal>
  );
}
