"use client";

import jsQR from "jsqr";
import { useEffect, useRef, useState, type RefObject } from "react";

// Reads QR codes from the back camera continuously. The browser's BarcodeDetector does it natively
// where it exists (Android, macOS); elsewhere frames are drawn onto a small canvas and decoded with
// jsQR. About ten frames a second is plenty for a code held in front of the phone, and keeps
// the phone cool.

const FRAME_INTERVAL_MS = 100;
/** Frames are scaled down to this width before decoding in JavaScript: fast, and still sharp enough. */
const DECODE_WIDTH = 640;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** "idle" until the door person presses Start (a tap, which also unlocks the tones: feedback.ts). */
export type CameraState = "idle" | "starting" | "scanning" | "unavailable" | "denied";

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (!Detector) return null;
  try {
    return (await Detector.getSupportedFormats()).includes("qr_code") ? new Detector({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

function decodeWithJsQr(video: HTMLVideoElement, canvas: HTMLCanvasElement): string | null {
  const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
  const width = Math.round(video.videoWidth * scale);
  const height = Math.round(video.videoHeight * scale);
  if (width === 0 || height === 0) return null;
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  const image = context.getImageData(0, 0, width, height);
  return jsQR(image.data, width, height, { inversionAttempts: "attemptBoth" })?.data ?? null;
}

/**
 * Starts the camera into the returned video ref and calls `onCode` with every code read (the caller
 * decides what to do with repeats). `paused` stops decoding without stopping the camera, so resuming
 * is instant. Nothing starts until `started`. `track` is the running camera's video track (for the
 * torch), once there is one.
 */
export function useQrCamera(
  onCode: (text: string) => void,
  paused: boolean,
  started: boolean,
): { video: RefObject<HTMLVideoElement | null>; state: CameraState; track: MediaStreamTrack | null } {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>("idle");
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const onCodeRef = useRef(onCode);
  const pausedRef = useRef(paused);
  useEffect(() => {
    onCodeRef.current = onCode;
    pausedRef.current = paused;
  }, [onCode, paused]);

  useEffect(() => {
    if (!started) return undefined;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement("canvas");

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState("unavailable");
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 } }, audio: false });
      } catch (error) {
        setState((error as DOMException)?.name === "NotAllowedError" ? "denied" : "unavailable");
        return;
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const detector = await nativeDetector();
      setState("scanning");
      setTrack(stream.getVideoTracks()[0] ?? null);

      const tick = async () => {
        if (stopped) return;
        if (!pausedRef.current && element.readyState >= element.HAVE_CURRENT_DATA) {
          const text = detector ? ((await detector.detect(element).catch(() => []))[0]?.rawValue ?? null) : decodeWithJsQr(element, canvas);
          if (text && !stopped) onCodeRef.current(text);
        }
        timer = setTimeout(tick, FRAME_INTERVAL_MS);
      };
      void tick();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [started]);

  return { video, state: started && state === "idle" ? "starting" : state, track };
}
