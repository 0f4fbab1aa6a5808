import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '../../../common/paths';
import { BodySkeleton } from './BodySkeleton';
import type { Frame } from './FramedRoute';
import { PaymentCancelledFrame, PaymentSuccessFrame, StepFrame, SubscriptionFrame, WelcomeFrame } from './pageFrames';
import { stepOfPath } from './stepOfPath';

/** Which frame each signed-in path (framedPathList.ts) is painted with from the HTML (the routes use the same frames). */
export const framedPaths: Record<string, Frame> = {
  [paths.welcome]: WelcomeFrame,
  ...Object.fromEntries(Object.keys(stepOfPath).map((path) => [path, StepFrame])),
  [paths.subscription]: SubscriptionFrame,
  [paths.paymentSuccess]: PaymentSuccessFrame,
  [paths.paymentCancelled]: PaymentCancelledFrame,
};

/**
 * The HTML of each framed path's #root, rendered at build time (webpack.config.ts writes one page per
 * path under dist/pages/, which server/http/static.ts serves): the frame around the body's skeleton, as
 * FramedRoute renders it before localStorage answers, so hydration adopts every node. renderToString
 * (not static markup) keeps the separators between adjacent texts that hydration expects.
 */
export function shellPages(): Array<{ path: string; html: string }> {
  return Object.entries(framedPaths).map(([path, Frame]) => {
    const page = (
      <MemoryRouter initialEntries={[path]}>
        <Frame>
          <BodySkeleton />
        </Frame>
      </MemoryRouter>
    );
    return { path, html: renderToString(page) };
  });
}
