import { createAction } from '@reduxjs/toolkit';

export type Device = 'camera' | 'microphone' | 'speaker';
/** What a test found. `notHeard`: the speaker played and she said she heard nothing. */
export type DeviceResult = 'ok' | 'denied' | 'notFound' | 'busy' | 'failed' | 'unsupported' | 'notHeard';

/** One device test's outcome, so a technical log shows what her check found (never an image or a sound). */
export const deviceChecked = createAction<{ device: Device; result: DeviceResult }>('videoCheck/deviceChecked');

/** The browser's reasons (DOMException names of getUserMedia), as what she can do about them. */
export function resultOf(error: unknown): DeviceResult {
  switch ((error as { name?: string } | null)?.name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'notFound';
    case 'NotReadableError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

/** Asks for the camera or the microphone; the stream is hers to stop. */
export async function openDevice(device: 'camera' | 'microphone'): Promise<MediaStream | DeviceResult> {
  if (!navigator.mediaDevices?.getUserMedia) return 'unsupported';
  try {
    return await navigator.mediaDevices.getUserMedia(device === 'camera' ? { video: true } : { audio: true });
  } catch (error) {
    return resultOf(error);
  }
}

export const stopStream = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());
