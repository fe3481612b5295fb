"use client";

import { useCallback, useMemo, useState } from "react";

// The phone's torch, for dim entrances: offered only when the camera track says it can switch it
// (getCapabilities().torch, Chrome on Android); elsewhere there is no button at all.

interface TorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}

export function useTorch(track: MediaStreamTrack | null): { available: boolean; on: boolean; toggle: () => void } {
  // Kept per track, so a restarted camera starts with the torch off.
  const [litTrack, setLitTrack] = useState<MediaStreamTrack | null>(null);
  const [refusedTrack, setRefusedTrack] = useState<MediaStreamTrack | null>(null);
  const capable = useMemo(() => (track?.getCapabilities?.() as TorchCapabilities | undefined)?.torch === true, [track]);
  const on = track !== null && litTrack === track;

  const toggle = useCallback(() => {
    if (!track) return;
    track
      .applyConstraints({ advanced: [{ torch: !on } as MediaTrackConstraintSet] })
      .then(() => setLitTrack(on ? null : track))
      .catch(() => setRefusedTrack(track));
  }, [track, on]);

  return { available: capable && refusedTrack !== track, on, toggle };
}
