// What the door hears and feels: a short high tone and one buzz for a valid card, a low double tone
// and a long buzz pattern for anything else, so staff need not look at the screen in a queue.

let audio: AudioContext | null = null;

/** Browsers start audio only after a tap; the scanner calls this on the first one. */
export function unlockAudio(): void {
  if (typeof window === "undefined" || !("AudioContext" in window)) return;
  audio ??= new AudioContext();
  void audio.resume().catch(() => undefined);
}

function tone(frequency: number, startAt: number, seconds: number): void {
  if (!audio || audio.state !== "running") return;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = frequency;
  oscillator.type = "sine";
  gain.gain.setValueAtTime(0.0001, audio.currentTime + startAt);
  gain.gain.exponentialRampToValueAtTime(0.3, audio.currentTime + startAt + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + startAt + seconds);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(audio.currentTime + startAt);
  oscillator.stop(audio.currentTime + startAt + seconds + 0.02);
}

export function signal(valid: boolean): void {
  if (valid) {
    tone(1046, 0, 0.14);
    navigator.vibrate?.(90);
  } else {
    tone(247, 0, 0.16);
    tone(196, 0.2, 0.26);
    navigator.vibrate?.([120, 80, 120, 80, 240]);
  }
}
