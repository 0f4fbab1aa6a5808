import { createAction } from '@reduxjs/toolkit';
import type { HelpMessage } from '../../api';

/*
 * The technical log belongs to the app layer (docs/architecture.md: a feature never imports app or actionLog): the
 * help centre asks for it with these events and an app-level listener (src/app/helpListeners.ts) answers.
 */

/** 'Descargar registro técnico': the same sanitized download as Ctrl+Alt+L. */
export const technicalLogDownloadRequested = createAction('help/technicalLogDownloadRequested');

/**
 * 'Enviar mensaje': the app sends the message, with the redacted action log in `technicalLog` when she
 * ticked 'Adjuntar registro técnico'. The form follows the request through HELP_MESSAGE_REQUEST.
 */
export const helpMessageSubmitted = createAction<{ helpMessage: Omit<HelpMessage, 'technicalLog'>; attachTechnicalLog: boolean }>(
  'help/messageSubmitted',
);

/** RTK Query's shared key for the one help-message request the listener starts and the form watches. */
export const HELP_MESSAGE_REQUEST = 'help-message';
