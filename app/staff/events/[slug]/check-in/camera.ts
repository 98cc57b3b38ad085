// The camera of the door page: the browser's own BarcodeDetector where it has one (Android, macOS), otherwise
// jsQR (loaded only then) on frames drawn to a canvas. Calls `onCode` once per code shown, until stopped.
type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = { new (o: { formats: string[] }): Detector; getSupportedFormats?(): Promise<string[]> };

const FRAME_MS = 200;
/** The same code held in front of the camera is one scan; shown again after this long, it is another. */
const SAME_CODE_MS = 4_000;

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const formats = await Native.getSupportedFormats?.().catch(() => []) ?? [];
  return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
}

async function jsqrDetector(video: HTMLVideoElement): Promise<Detector> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  return {
    async detect() {
      if (!video.videoWidth) return [];
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0);
      const found = jsQR(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height, { inversionAttempts: 'dontInvert' });
      return found ? [{ rawValue: found.data }] : [];
    },
  };
}

export async function startCamera(video: HTMLVideoElement, onCode: (text: string) => void): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  video.srcObject = stream;
  await video.play();
  const detector = (await nativeDetector()) ?? (await jsqrDetector(video));
  let last = { text: '', at: 0 };
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    const [code] = await detector.detect(video).catch(() => []);
    if (code?.rawValue && (code.rawValue !== last.text || Date.now() - last.at > SAME_CODE_MS)) onCode(code.rawValue);
    if (code?.rawValue) last = { text: code.rawValue, at: Date.now() };
    setTimeout(() => void tick(), FRAME_MS);
  };
  void tick();
  return () => { stopped = true; for (const t of stream.getTracks()) t.stop(); video.srcObject = null; };
}
