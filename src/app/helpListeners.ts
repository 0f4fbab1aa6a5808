import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { api } from '../api';
import { buildActionLog, downloadActionLog } from '../actionLog/exportLog';
import type { ActionRecorder } from '../actionLog/recorder';
import { HELP_MESSAGE_REQUEST, helpMessageSubmitted, technicalLogDownloadRequested } from '../features/help/helpEvents';

type StartListening = ListenerMiddlewareInstance['startListening'];

/** The help centre's requests for the technical log, which only the app layer can reach (docs/architecture.md). */
export function registerHelpListeners(startListening: StartListening, recorder: ActionRecorder): void {
  startListening({
    actionCreator: technicalLogDownloadRequested,
    effect: async (_action, listenerApi) => {
      await downloadActionLog(recorder, listenerApi.getState());
    },
  });
  startListening({
    actionCreator: helpMessageSubmitted,
    effect: async ({ payload }, listenerApi) => {
      // The same redacted export as Ctrl+Alt+L, as one JSON text: `npm run staff -- messages --save-log`
      // writes it back byte for byte and `npm run replay` reads it.
      const technicalLog = payload.attachTechnicalLog ? JSON.stringify(await buildActionLog(recorder, listenerApi.getState())) : undefined;
      await listenerApi.dispatch(
        api.endpoints.sendHelpMessage.initiate(
          { helpMessage: { ...payload.helpMessage, ...(technicalLog ? { technicalLog } : {}) } },
          { fixedCacheKey: HELP_MESSAGE_REQUEST },
        ),
      );
    },
  });
}
