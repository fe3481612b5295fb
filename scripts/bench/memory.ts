import { readFileSync } from "node:fs";

/** The server's peak resident memory (VmHWM from /proc), in MB; 0 where /proc is not there. */
export function peakMemoryMb(server: { pid: number }): number {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
    const kilobytes = Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
    return kilobytes / 1024;
  } catch {
    return 0;
  }
}
