import { Button, Modal } from 'antd';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { modalClosed, selectOpenModal } from '../../lib/modals';

/** SIN LINK: authorized, but staff has not added the video link yet (SPEC §2). */
export function VideoLinkMissingModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModal)?.modal === 'videoLinkMissing';
  const close = () => dispatch(modalClosed());
  return (
    <Modal
      open={open}
      title="Enlace de videollamada pendiente"
      onCancel={close}
      footer={
        <Button type="primary" onClick={close}>
          Entendido
        </Button>
      }
    >
      <p>
        Tu consulta fue autorizada, pero aún no se ha agregado el enlace de la videollamada. Te avisaremos en cuanto esté disponible;
        también aparecerá aquí, en el botón ACCEDER.
      </p>
    </Modal>
  );
}
