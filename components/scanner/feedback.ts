"use client";

import { useSyncExternalStore } from "react";
import type { ScannerSettings } from "./use-scanner-settings";

// What the door hears and feels, so staff need not look at the screen in a queue: a short high tone and
// one buzz for admitted, two middle tones and two buzzes for attention (already used, not checked), a
// low falling pair and a long pattern for refused. Browsers start audio only inside a tap or key press:
// the scanner's Start button (and any tap or handheld scan) unlocks it, and the screen says while it is
// still locked (docs/dashboard.md, "The door").

export type Signal = "admitted" | "attention" | "refused";

let audio: AudioContext | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Call inside a tap or key press: from then on the tones sound. */
export function unlockAudio(): void {
  if (typeof window === "undefined" || !("AudioContext" in window)) return;
  if (!audio) {
    audio = new AudioContext();
    audio.addEventListener("statechange", notify);
  }
  void audio.resume().then(notify, () => undefined);
}

function audioRunning(): boolean {
  return audio?.state === "running";
}

/** Whether the tones can sound yet; false until a tap or key press has unlocked them. */
export function useAudioUnlocked(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    audioRunning,
    () => true,
  );
}

function tone(context: AudioContext, frequency: number, startAt: number, seconds: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = frequency;
  oscillator.type = "sine";
  gain.gain.setValueAtTime(0.0001, context.currentTime + startAt);
  gain.gain.exponentialRampToValueAtTime(0.3, context.currentTime + startAt + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + startAt + seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(context.currentTime + startAt);
  oscillator.stop(context.currentTime + startAt + seconds + 0.02);
}

/** Each signal's tones (hertz, start and length in seconds) and vibration pattern (ms). */
const SIGNALS: Record<Signal, { tones: [number, number, number][]; vibration: number[] }> = {
  admitted: { tones: [[1046, 0, 0.14]], vibration: [90] },
  attention: { tones: [[659, 0, 0.12], [659, 0.18, 0.12]], vibration: [120, 100, 120] },
  refused: { tones: [[247, 0, 0.16], [196, 0.2, 0.26]], vibration: [120, 80, 120, 80, 240] },
};

export function signal(kind: Signal, settings: Pick<ScannerSettings, "sound" | "vibration">): void {
  const { tones, vibration } = SIGNALS[kind];
  if (settings.sound && audio && audioRunning()) for (const [frequency, startAt, seconds] of tones) tone(audio, frequency, startAt, seconds);
  if (settings.vibration && "vibrate" in navigator) navigator.vibrate(vibration);
}
