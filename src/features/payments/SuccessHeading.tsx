/**
 * /pago-exitoso's heading and lead, the same for every return until (and unless) her checkout's status
 * says it ended with an OXXO voucher. Light on purpose: every route's start chunk carries it, because
 * the page's frame paints it from the HTML while the page's code and the status arrive
 * (src/firstPaint/frames/BodySkeleton.tsx). The page draws these same elements in the same place and size, so
 * its copy is never a later, larger paint.
 */
export function SuccessHeading() {
  return (
    <>
      <h1>Pago exitoso</h1>
      <p className="payment-result-lead">Gracias por tu pago. Estos son los datos de tu compra.</p>
    </>
  );
}
