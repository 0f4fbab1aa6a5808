import { paths } from '../../../common/paths';

/**
 * The signed-in paths whose frame the server sends in the HTML (src/firstPaint/frames/shellPages.tsx renders
 * them). Apart and light, so the build's configuration can list the pages without loading any component.
 */
export const framedPathList: string[] = [
  paths.welcome,
  paths.infoPersonal,
  paths.familyHistory,
  paths.personalHistory,
  paths.urinaryHealth,
  paths.pathologicalHistory,
  paths.gynecologicalInfo,
  paths.perimenopause,
  paths.terms,
  paths.subscription,
  paths.paymentSuccess,
  paths.paymentCancelled,
];
