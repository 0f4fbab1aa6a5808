import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { useAppDispatch } from '../../../lib/hooks';
import { deviceChecked, openDevice, stopStream, type Device, type DeviceResult } from './devices';
import { deviceMessage } from './deviceHelp';

function ResultAlert({ device, result }: { device: Device; result: DeviceResult }) {
  const { type, title, steps } = deviceMessage(device, result);
  return (
    <Alert
      type={type}
      showIcon
      title={title}
      description={
        steps && (
          <ul className="video-check-steps">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        )
      }
    />
  );
}

/** One device's test: its button, then what it found; the outcome goes to the log as an event. */
function useDeviceResult(device: Device) {
  const dispatch = useAppDispatch();
  const [result, setResult] = useState<DeviceResult | null>(null);
  const report = (found: DeviceResult) => {
    setResult(found);
    dispatch(deviceChecked({ device, result: found }));
  };
  return { result, report };
}

export function CameraTest() {
  const { result, report } = useDeviceResult('camera');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
    return () => stopStream(stream);
  }, [stream]);
  const test = async () => {
    stopStream(stream);
    const opened = await openDevice('camera');
    if (typeof opened === 'string') return report(opened);
    setStream(opened);
    report('ok');
  };
  return (
    <section aria-labelledby="video-check-camera">
      <Typography.Title level={3} id="video-check-camera">
        Cámara
      </Typography.Title>
      {stream && <video ref={video} className="video-check-preview" autoPlay muted playsInline aria-label="Vista previa de tu cámara" />}
      <Space orientation="vertical" size="middle" className="video-check-block">
        {result && <ResultAlert device="camera" result={result} />}
        <Button onClick={() => void test()}>{result ? 'Probar de nuevo la cámara' : 'Probar cámara'}</Button>
      </Space>
    </section>
  );
}

/** How loud the microphone hears her, 0–100, while the stream is open. */
function useLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream) return undefined;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const read = () => {
      analyser.getByteTimeDomainData(samples);
      const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s - 128)), 0);
      const next = Math.min(100, Math.round((peak / 128) * 200));
      // A re-render only for a change she could see on the bar.
      setLevel((shown) => (Math.abs(shown - next) >= 4 ? next : shown));
      frame = requestAnimationFrame(read);
    };
    read();
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
    };
  }, [stream]);
  return level;
}

export function MicrophoneTest() {
  const { result, report } = useDeviceResult('microphone');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const level = useLevel(stream);
  useEffect(() => () => stopStream(stream), [stream]);
  const test = async () => {
    stopStream(stream);
    const opened = await openDevice('microphone');
    if (typeof opened === 'string') return report(opened);
    setStream(opened);
    report('ok');
  };
  return (
    <section aria-labelledby="video-check-microphone">
      <Typography.Title level={3} id="video-check-microphone">
        Micrófono
      </Typography.Title>
      <Space orientation="vertical" size="middle" className="video-check-block">
        {stream && (
          <>
            <Typography.Paragraph>Habla en voz alta: la barra debe moverse.</Typography.Paragraph>
            <Progress percent={level} showInfo={false} aria-label="Nivel de tu micrófono" data-level={level} />
          </>
        )}
        {result && <ResultAlert device="microphone" result={result} />}
        <Button onClick={() => void test()}>{result ? 'Probar de nuevo el micrófono' : 'Probar micrófono'}</Button>
      </Space>
    </section>
  );
}

/** One second of a soft 440 Hz tone: no file to download, and loud enough to hear on a phone. */
async function playTone(): Promise<void> {
  const context = new AudioContext();
  const tone = context.createOscillator();
  const volume = context.createGain();
  volume.gain.value = 0.2;
  tone.frequency.value = 440;
  tone.connect(volume).connect(context.destination);
  await new Promise<void>((resolve) => {
    tone.onended = () => resolve();
    tone.start();
    tone.stop(context.currentTime + 1);
  });
  await context.close();
}

export function SpeakerTest() {
  const { result, report } = useDeviceResult('speaker');
  const [asking, setAsking] = useState(false);
  const play = async () => {
    if (typeof AudioContext === 'undefined') return report('unsupported');
    try {
      await playTone();
      setAsking(true);
    } catch {
      report('failed');
    }
  };
  const answer = (heard: boolean) => {
    setAsking(false);
    report(heard ? 'ok' : 'notHeard');
  };
  return (
    <section aria-labelledby="video-check-speaker">
      <Typography.Title level={3} id="video-check-speaker">
        Bocinas
      </Typography.Title>
      <Space orientation="vertical" size="middle" className="video-check-block">
        {asking ? (
          <>
            <Typography.Paragraph>¿Escuchaste el sonido?</Typography.Paragraph>
            <Space wrap>
              <Button onClick={() => answer(true)}>Sí, lo escuché</Button>
              <Button onClick={() => answer(false)}>No escuché nada</Button>
            </Space>
          </>
        ) : (
          result && <ResultAlert device="speaker" result={result} />
        )}
        {!asking && <Button onClick={() => void play()}>{result ? 'Reproducir de nuevo' : 'Reproducir sonido'}</Button>}
      </Space>
    </section>
  );
}
