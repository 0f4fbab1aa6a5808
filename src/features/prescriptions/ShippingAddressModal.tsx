import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { modalClosed, modalOpened, selectOpenModal } from '../../lib/modals';
import { selectSession, type SessionAddress } from '../../lib/session';
import { AddressForm } from './AddressForm';
import { COUNTRY, type AddressValues } from './addressSchema';
import { usePrescription } from './usePrescriptions';
import { usePrescriptionPurchase } from './usePrescriptionPurchase';
import { useSaveShippingAddress } from './useSaveShippingAddress';
import './prescriptions.css';

const toValues = (a: SessionAddress | null): AddressValues => ({
  street: a?.address1 ?? '',
  number: a?.number ?? '',
  city: a?.city ?? '',
  state: a?.state ?? '',
  postalCode: a?.postalCode ?? '',
});

/** Before the checkout: the stored shipping address to confirm, or the form to enter or change it. */
export function ShippingAddressModal() {
  const request = useAppSelector(selectOpenModal);
  const open = request?.modal === 'shippingAddress';
  const dispatch = useAppDispatch();
  return (
    <Modal open={open} title="Dirección de envío" footer={null} onCancel={() => dispatch(modalClosed())} width={640} destroyOnHidden>
      {open && <ShippingAddressContent encounterUuid={request?.ref ?? null} />}
    </Modal>
  );
}

function ShippingAddressContent({ encounterUuid }: { encounterUuid: string | null }) {
  const dispatch = useAppDispatch();
  const { address } = useAppSelector(selectSession);
  const [editing, setEditing] = useState(!address);
  const prescription = usePrescription(encounterUuid);
  const purchase = usePrescriptionPurchase();
  const saver = useSaveShippingAddress();

  async function saveAddress(values: AddressValues) {
    if (await saver.save(values)) setEditing(false);
  }

  async function confirm() {
    const outcome = await purchase.checkout(prescription);
    if (outcome === 'addressRequired') setEditing(true);
  }

  if (editing) {
    return (
      <>
        <p>Escribe la dirección a la que enviaremos tus medicamentos.</p>
        <AddressForm
          initialValues={toValues(address)}
          saving={saver.saving}
          onSubmit={(v) => void saveAddress(v)}
          onCancel={address ? () => setEditing(false) : undefined}
        />
      </>
    );
  }
  return (
    <>
      <p>Enviaremos tus medicamentos a esta dirección:</p>
      <address className="shipping-address" data-testid="shipping-address">
        {address!.address1} {address!.number}
        <br />
        {address!.city}, {address!.state}
        <br />
        C.P. {address!.postalCode}
        <br />
        {address!.country || COUNTRY}
      </address>
      <div className="shipping-form-actions">
        <Button onClick={() => dispatch(modalOpened({ modal: 'prescription', ref: encounterUuid }))} disabled={purchase.leaving}>
          Volver a la receta
        </Button>
        <Button onClick={() => setEditing(true)} disabled={purchase.leaving}>
          Cambiar dirección
        </Button>
        <Button type="primary" onClick={() => void confirm()} loading={purchase.leaving}>
          Confirmar y pagar
        </Button>
      </div>
    </>
  );
}
